/** A group of features: one calculator step, in the order the catalogue lists the groups. */
export interface CatalogueGroup {
  readonly id: string
  readonly title: string
  readonly description?: string
}

/** A base package: the calculator's first step. Prices are whole minor units (pence, cents). */
export interface CatalogueBasePackage {
  readonly id: string
  readonly name: string
  readonly price: number
  /** Marks the package the calculator highlights ("Most Popular"). */
  readonly popular?: boolean
  readonly description?: string
  /** Your own data (Hard Hat's packages carry `pages`), kept and typed. */
  readonly [key: string]: unknown
}

/** An optional feature, offered in the step of its `group`. Prices are whole minor units. */
export interface CatalogueFeature {
  readonly id: string
  readonly name: string
  readonly price: number
  readonly group: string
  readonly description?: string
  /** Your own data, kept and typed. */
  readonly [key: string]: unknown
}

/** Rule: the base package cannot have the feature; it is hidden and unselected with that package. */
export interface ExcludesRule {
  readonly type: 'excludes'
  readonly basePackage: string
  readonly feature: string
  /** What people read when the rule is broken; a sentence naming both is written when omitted. */
  readonly message?: string
}

/** Rule: choosing `feature` selects `requires` too, and removing `requires` removes `feature`. */
export interface RequiresRule {
  readonly type: 'requires'
  readonly feature: string
  readonly requires: string
  readonly message?: string
}

/** A pricing rule as data, told apart by `type`. */
export type CatalogueRule = ExcludesRule | RequiresRule

/**
 * Everything an agency sells through the calculator, as data: what `createPricing` checks and prices.
 * Packages and features may carry more properties of your own (Hard Hat's packages carry `pages`);
 * they are kept and typed.
 */
export interface Catalogue {
  /** ISO 4217 code, for example 'GBP' or 'EUR'. Every price is a whole number of its minor unit. */
  readonly currency: string
  /** BCP 47 locale for formatting; 'en-GB' when omitted. */
  readonly locale?: string
  /** VAT as a percentage of the total; 0 means no VAT line. */
  readonly vatRatePercent: number
  readonly groups: readonly CatalogueGroup[]
  readonly basePackages: readonly CatalogueBasePackage[]
  readonly features: readonly CatalogueFeature[]
  readonly rules?: readonly CatalogueRule[]
}

/** The base package ids of a catalogue: a union of literals when the catalogue is a literal. */
export type BasePackageIdOf<C extends Catalogue> = C['basePackages'][number]['id']
/** The feature ids of a catalogue. */
export type FeatureIdOf<C extends Catalogue> = C['features'][number]['id']
/** The group ids of a catalogue. */
export type GroupIdOf<C extends Catalogue> = C['groups'][number]['id']
/** A base package of a catalogue, with the catalogue's own extra properties. */
export type BasePackageOf<C extends Catalogue> = C['basePackages'][number]
/** A feature of a catalogue, with the catalogue's own extra properties. */
export type FeatureOf<C extends Catalogue> = C['features'][number]
/** A group of a catalogue. */
export type GroupOf<C extends Catalogue> = C['groups'][number]

/** One fault in a catalogue, or in a submitted quote: where (a path like zod's) and what is wrong. */
export interface PricingProblem {
  readonly path: readonly (string | number)[]
  readonly message: string
}

/** Thrown by `createPricing` for a catalogue with faults; `problems` lists every one of them. */
export class CatalogueError extends Error {
  readonly problems: readonly PricingProblem[]

  constructor(problems: readonly PricingProblem[]) {
    const lines = problems.map((problem) => `  ${formatPath(problem.path)}: ${problem.message}`)
    super(
      `@hard-hat/pricing: the catalogue has ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}:\n${lines.join('\n')}`,
    )
    this.name = 'CatalogueError'
    this.problems = problems
  }
}

/** A path as people read it: `features[2].group`. */
export function formatPath(path: readonly (string | number)[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join('')
}

/** The outcome of {@link checkCatalogue}: the catalogue, or every fault found in it. */
export type CatalogueCheck<C extends Catalogue = Catalogue> =
  | { readonly ok: true; readonly catalogue: C }
  | { readonly ok: false; readonly problems: readonly [PricingProblem, ...PricingProblem[]] }

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/**
 * Checks a catalogue of unknown shape (a parsed JSON file, say) and reports every fault at once,
 * each with its path: a missing or mistyped field, a duplicate id, a feature or rule naming an
 * unknown id or group, a price that is not a whole non-negative number, an unknown currency code,
 * a `requires` cycle. Never throws.
 * @example
 * const result = checkCatalogue(JSON.parse(readFileSync('catalogue.json', 'utf8')))
 * if (!result.ok) for (const problem of result.problems) console.error(problem.path, problem.message)
 */
export function checkCatalogue(input: unknown): CatalogueCheck {
  const problems: PricingProblem[] = []
  const add = (path: (string | number)[], message: string) => problems.push({ path, message })
  if (!isRecord(input)) {
    return { ok: false, problems: [{ path: [], message: 'A catalogue is an object.' }] }
  }

  const currency = input.currency
  if (typeof currency !== 'string' || !isKnownCurrency(currency)) {
    add(
      ['currency'],
      `"${String(currency)}" is not an ISO 4217 currency code, like "GBP" or "EUR".`,
    )
  }
  if (input.locale !== undefined && !isKnownLocale(input.locale)) {
    add(['locale'], `"${String(input.locale)}" is not a BCP 47 locale, like "en-GB".`)
  }
  const vat = input.vatRatePercent
  if (typeof vat !== 'number' || !Number.isFinite(vat) || vat < 0 || vat > 100) {
    add(['vatRatePercent'], 'The VAT rate is a percentage from 0 to 100 (0 means no VAT).')
  }

  const groupIds = checkEntries(input, 'groups', add, (group, path) => {
    requireText(group, 'title', path, add)
  })
  const packageIds = checkEntries(input, 'basePackages', add, (basePackage, path) => {
    requireText(basePackage, 'name', path, add)
    checkPrice(basePackage, path, add)
    if (basePackage.popular !== undefined && typeof basePackage.popular !== 'boolean') {
      add([...path, 'popular'], '"popular" is true or false.')
    }
  })
  if (Array.isArray(input.basePackages) && input.basePackages.length === 0) {
    add(['basePackages'], 'A catalogue needs at least one base package.')
  }
  const featureIds = checkEntries(input, 'features', add, (feature, path) => {
    requireText(feature, 'name', path, add)
    checkPrice(feature, path, add)
    if (typeof feature.group !== 'string' || !groupIds.has(feature.group)) {
      add([...path, 'group'], `There is no group "${String(feature.group)}".${listOf(groupIds)}`)
    }
  })

  checkRules(input.rules, { packageIds, featureIds }, add)

  const [first, ...rest] = problems
  return first === undefined
    ? { ok: true, catalogue: input as unknown as Catalogue }
    : { ok: false, problems: [first, ...rest] }
}

type Add = (path: (string | number)[], message: string) => void

function checkEntries(
  input: Record<string, unknown>,
  key: 'groups' | 'basePackages' | 'features',
  add: Add,
  checkEntry: (entry: Record<string, unknown>, path: (string | number)[]) => void,
): Set<string> {
  const ids = new Set<string>()
  const entries = input[key]
  if (!Array.isArray(entries)) {
    add([key], `"${key}" is a list.`)
    return ids
  }
  entries.forEach((entry: unknown, index) => {
    const path = [key, index]
    if (!isRecord(entry)) {
      add(path, 'Each entry is an object.')
      return
    }
    const id = entry.id
    if (typeof id !== 'string' || !idPattern.test(id)) {
      add([...path, 'id'], 'An id is letters, digits, "-" or "_", starting with a letter or digit.')
    } else if (ids.has(id)) {
      add([...path, 'id'], `The id "${id}" is used more than once in ${key}.`)
    } else {
      ids.add(id)
    }
    checkEntry(entry, path)
  })
  return ids
}

function checkRules(
  rules: unknown,
  known: { packageIds: Set<string>; featureIds: Set<string> },
  add: Add,
): void {
  if (rules === undefined) return
  if (!Array.isArray(rules)) {
    add(['rules'], '"rules" is a list.')
    return
  }
  const requiresEdges = new Map<string, { requires: string; index: number }[]>()
  rules.forEach((rule: unknown, index) => {
    const path = ['rules', index]
    if (!isRecord(rule)) {
      add(path, 'Each rule is an object.')
      return
    }
    const checkId = (key: string, ids: Set<string>, kind: string) => {
      const value = rule[key]
      if (typeof value !== 'string' || !ids.has(value)) {
        add([...path, key], `There is no ${kind} "${String(value)}".${listOf(ids)}`)
        return false
      }
      return true
    }
    if (rule.message !== undefined && typeof rule.message !== 'string') {
      add([...path, 'message'], 'A message is text.')
    }
    if (rule.type === 'excludes') {
      checkId('basePackage', known.packageIds, 'base package')
      checkId('feature', known.featureIds, 'feature')
    } else if (rule.type === 'requires') {
      const isFeatureKnown = checkId('feature', known.featureIds, 'feature')
      const isRequiredKnown = checkId('requires', known.featureIds, 'feature')
      if (isFeatureKnown && isRequiredKnown) {
        const feature = rule.feature as string
        const edges = requiresEdges.get(feature) ?? []
        edges.push({ requires: rule.requires as string, index })
        requiresEdges.set(feature, edges)
      }
    } else {
      add(
        [...path, 'type'],
        `A rule's type is "excludes" or "requires", not "${String(rule.type)}".`,
      )
    }
  })
  for (const cycle of findCycles(requiresEdges)) {
    add(
      ['rules', cycle.index],
      `These rules require each other in a circle: ${cycle.ids.join(' → ')}.`,
    )
  }
}

/** Every `requires` cycle once, reported at the rule that closes it. */
function findCycles(
  edges: Map<string, { requires: string; index: number }[]>,
): { ids: string[]; index: number }[] {
  const cycles: { ids: string[]; index: number }[] = []
  const done = new Set<string>()
  const visit = (id: string, trail: string[]) => {
    if (done.has(id)) return
    for (const edge of edges.get(id) ?? []) {
      const at = trail.indexOf(edge.requires)
      if (at !== -1) cycles.push({ ids: [...trail.slice(at), edge.requires], index: edge.index })
      else if (edge.requires === id) cycles.push({ ids: [id, id], index: edge.index })
      else visit(edge.requires, [...trail, edge.requires])
    }
    done.add(id)
  }
  for (const id of edges.keys()) visit(id, [id])
  return cycles
}

function checkPrice(entry: Record<string, unknown>, path: (string | number)[], add: Add): void {
  const price = entry.price
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) {
    add(
      [...path, 'price'],
      `A price is a whole, non-negative number of minor units (pence, cents), not ${JSON.stringify(price) ?? 'nothing'}.`,
    )
  }
}

function requireText(
  entry: Record<string, unknown>,
  key: string,
  path: (string | number)[],
  add: Add,
): void {
  const value = entry[key]
  if (typeof value !== 'string' || value.trim() === '') add([...path, key], `"${key}" is text.`)
}

function listOf(ids: Set<string>): string {
  return ids.size === 0 ? '' : ` Known: ${[...ids].join(', ')}.`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf
  return supported ? supported('currency').includes(code) : true
}

function isKnownLocale(locale: unknown): boolean {
  if (typeof locale !== 'string') return false
  try {
    return Intl.getCanonicalLocales(locale).length === 1
  } catch {
    return false
  }
}
