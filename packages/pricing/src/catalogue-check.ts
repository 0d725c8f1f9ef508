import type { Catalogue, CatalogueCheck, PricingProblem } from './catalogue'
import { checkKeys, knownKeys } from './catalogue-keys'
import {
  type Add,
  checkDiscounts,
  checkGroupChoice,
  checkIncludedChoices,
  checkInterval,
  checkPaymentSchedule,
  checkQuantity,
  isRecord,
  listOf,
} from './catalogue-lines-check'

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

  checkKeys(input, knownKeys.catalogue, [], add)
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
    checkKeys(group, knownKeys.group, path, add)
    requireText(group, 'title', path, add)
    checkGroupChoice(group, path, add)
  })
  const packageIds = checkEntries(input, 'basePackages', add, (basePackage, path) => {
    checkKeys(basePackage, knownKeys.basePackage, path, add, true)
    requireText(basePackage, 'name', path, add)
    checkPrice(basePackage, path, add)
    checkInterval(basePackage, path, add)
    if (basePackage.popular !== undefined && typeof basePackage.popular !== 'boolean') {
      add([...path, 'popular'], '"popular" is true or false.')
    }
  })
  if (Array.isArray(input.basePackages) && input.basePackages.length === 0) {
    add(['basePackages'], 'A catalogue needs at least one base package.')
  }
  const featureIds = checkEntries(input, 'features', add, (feature, path) => {
    checkKeys(feature, knownKeys.feature, path, add, true)
    requireText(feature, 'name', path, add)
    checkPrice(feature, path, add)
    checkInterval(feature, path, add)
    checkQuantity(feature, path, add)
    if (typeof feature.group !== 'string' || !groupIds.has(feature.group)) {
      add([...path, 'group'], `There is no group "${String(feature.group)}".${listOf(groupIds)}`)
    }
  })

  checkRules(input.rules, { packageIds, featureIds }, add)
  checkIncludedChoices(input, add)
  checkDiscounts(input.discounts, { packageIds, featureIds }, add)
  checkPaymentSchedule(input.paymentSchedule, add)

  const [first, ...rest] = problems
  return first === undefined
    ? { ok: true, catalogue: input as unknown as Catalogue }
    : { ok: false, problems: [first, ...rest] }
}

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
  const pairs = new Map<string, unknown>()
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
    if (rule.type === 'excludes' && rule.basePackage === undefined && 'excludes' in rule) {
      add(
        path,
        `Put "${String(rule.feature)}" and "${String(rule.excludes)}" in one group with choose: "at-most-one" to sell only one of them; an excludes rule takes a feature away from a base package: { type: 'excludes', basePackage, feature }.`,
      )
      return
    }
    if (rule.type === 'excludes' || rule.type === 'includes') {
      checkKeys(rule, knownKeys[rule.type], path, add)
      const isPackageKnown = checkId('basePackage', known.packageIds, 'base package')
      const isFeatureKnown = checkId('feature', known.featureIds, 'feature')
      const pair = `${String(rule.basePackage)} ${String(rule.feature)}`
      if (isPackageKnown && isFeatureKnown) {
        const other = pairs.get(pair)
        if (other !== undefined && other !== rule.type) {
          add(
            path,
            `Keep one rule for ${String(rule.feature)} with ${String(rule.basePackage)}: a package cannot both include and exclude a feature.`,
          )
        }
        pairs.set(pair, rule.type)
      }
    } else if (rule.type === 'requires') {
      checkKeys(rule, knownKeys.requires, path, add)
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
        `Write a rule's type as "excludes", "requires" or "includes" (for choose one of, see a group's "choose"), not "${String(rule.type)}".`,
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
