import type { Catalogue, PricingProblem } from './catalogue'
import { isPence, percentOf } from './money'
import { BASE_PACKAGE_REQUIRED } from './rules/base-package-required'
import type { RuleSet } from './rules/rule-set'

/** The base package line of a priced quote. */
export interface BasePackageLine<TBasePackage extends string = string> {
  readonly kind: 'base-package'
  readonly id: TBasePackage
  readonly name: string
  readonly price: number
}

/** A selected feature's line of a priced quote; `requiredBy` names the feature that added it. */
export interface FeatureLine<TFeature extends string = string> {
  readonly kind: 'feature'
  readonly id: TFeature
  readonly name: string
  readonly price: number
  readonly requiredBy?: TFeature
}

/** A line of a priced quote: the base package first, then one line per selected feature. */
export type QuoteLine<TBasePackage extends string = string, TFeature extends string = string> =
  | BasePackageLine<TBasePackage>
  | FeatureLine<TFeature>

/** A quote with a base package: its lines and totals, every amount in whole minor units. */
export interface PricedQuote<
  TBasePackage extends string = string,
  TFeature extends string = string,
> {
  readonly kind: 'priced'
  readonly basePackage: TBasePackage
  /** The priced features, without duplicates, in catalogue order, required ones included. */
  readonly features: readonly TFeature[]
  readonly lines: readonly [BasePackageLine<TBasePackage>, ...FeatureLine<TFeature>[]]
  /** Base package plus features, excluding VAT. */
  readonly total: number
  /** VAT at the catalogue's rate of `total`, rounded once (0 when the rate is 0). */
  readonly vat: number
  readonly totalIncludingVat: number
}

/** A quote without a base package: it has no total until a package is chosen. */
export interface IncompleteQuote {
  readonly kind: 'incomplete'
  readonly missing: 'basePackage'
  readonly message: string
}

/** The result of `priceQuote`: `priced` once a base package is chosen, else `incomplete`. */
export type Quote<TBasePackage extends string = string, TFeature extends string = string> =
  | PricedQuote<TBasePackage, TFeature>
  | IncompleteQuote

/** What `priceQuote` prices: a base package (or none yet) and the selected feature ids. */
export interface QuoteInput<
  TBasePackage extends string | null = string | null,
  TFeature extends string = string,
> {
  readonly basePackage: TBasePackage
  readonly features: Iterable<TFeature>
}

/** A quote as a client submits it: package id, features with the prices it showed, and its total. */
export interface SubmittedQuote<
  TBasePackage extends string = string,
  TFeature extends string = string,
> {
  readonly basePackage: TBasePackage
  readonly features: readonly { readonly id: TFeature; readonly price: number }[]
  readonly total: number
}

/** One thing wrong with a submitted quote: where (a path like zod's) and what to do about it. */
export type QuoteProblem = PricingProblem

/** The result of `checkQuote`: the catalogue's own quote, or every problem found. */
export type QuoteCheck<TBasePackage extends string = string, TFeature extends string = string> =
  | { readonly ok: true; readonly quote: PricedQuote<TBasePackage, TFeature> }
  | { readonly ok: false; readonly problems: readonly [QuoteProblem, ...QuoteProblem[]] }

const refreshHint = 'Refresh the page to see current prices and try again.'

/** Pricing and checking of quotes over one checked catalogue. */
export function createQuotes(
  catalogue: Catalogue,
  rules: RuleSet,
  format: (amount: number) => string,
) {
  const packages = new Map(catalogue.basePackages.map((entry) => [entry.id, entry]))
  const features = new Map(catalogue.features.map((entry) => [entry.id, entry]))
  const excludingVat = catalogue.vatRatePercent > 0 ? ' excluding VAT' : ''
  const minorUnits = minorUnitNames[catalogue.currency] ?? 'minor units'

  function priceQuote(input: QuoteInput): Quote {
    const { basePackage } = input
    if (basePackage === null) {
      return { kind: 'incomplete', missing: 'basePackage', message: BASE_PACKAGE_REQUIRED.message }
    }
    const base = packages.get(basePackage)
    if (!base) throw new RangeError(`@hard-hat/pricing: unknown base package "${basePackage}"`)
    const { features: ids, requiredBy } = rules.closeSelection(basePackage, input.features)
    const baseLine: BasePackageLine = {
      kind: 'base-package',
      id: base.id,
      name: base.name,
      price: base.price,
    }
    const featureLines = ids.map((id): FeatureLine => {
      const feature = features.get(id) as NonNullable<ReturnType<typeof features.get>>
      const by = requiredBy.get(id)
      const line: FeatureLine = { kind: 'feature', id, name: feature.name, price: feature.price }
      return by === undefined ? line : { ...line, requiredBy: by }
    })
    const total = featureLines.reduce((sum, line) => sum + line.price, baseLine.price)
    const vat = percentOf(total, catalogue.vatRatePercent)
    return {
      kind: 'priced',
      basePackage,
      features: ids,
      lines: [baseLine, ...featureLines],
      total,
      vat,
      totalIncludingVat: total + vat,
    }
  }

  function checkQuote(submitted: SubmittedQuote): QuoteCheck {
    const basePackageId: unknown = readProperty(submitted, 'basePackage')
    const basePackage =
      typeof basePackageId === 'string' && packages.has(basePackageId) ? basePackageId : null
    const checked = checkFeatures(readProperty(submitted, 'features'), basePackage)
    if (basePackage === null) {
      const names = catalogue.basePackages.map((entry) => entry.name)
      const basePackageProblem: QuoteProblem = {
        path: ['basePackage'],
        message: `Choose a base package: ${sayOneOf(names)}.`,
      }
      return { ok: false, problems: [basePackageProblem, ...checked.problems] }
    }
    const problems = [...checked.problems]
    const expectedTotal = (packages.get(basePackage)?.price ?? 0) + checked.subtotal
    const total: unknown = readProperty(submitted, 'total')
    if (total !== expectedTotal) {
      problems.push({
        path: ['total'],
        message: `The total should be ${format(expectedTotal)}${excludingVat} (the base package plus the selected features), not ${describeAmount(total)}. ${refreshHint}`,
      })
    }
    const [first, ...rest] = problems
    if (first !== undefined) return { ok: false, problems: [first, ...rest] }
    return { ok: true, quote: priceQuote({ basePackage, features: checked.ids }) as PricedQuote }
  }

  /** Checks each submitted feature; the subtotal is what the catalogue charges for the known ones. */
  function checkFeatures(
    submittedFeatures: unknown,
    basePackage: string | null,
  ): { problems: QuoteProblem[]; ids: string[]; subtotal: number } {
    const problems: QuoteProblem[] = []
    const ids: string[] = []
    let subtotal = 0
    const list: readonly unknown[] = Array.isArray(submittedFeatures) ? submittedFeatures : []
    list.forEach((submittedFeature, index) => {
      const id = readProperty(submittedFeature, 'id')
      const feature = typeof id === 'string' ? features.get(id) : undefined
      if (typeof id !== 'string' || feature === undefined) {
        problems.push({
          path: ['features', index, 'id'],
          message: `There is no feature called "${String(id)}". ${refreshHint}`,
        })
        return
      }
      if (ids.includes(id)) {
        problems.push({
          path: ['features', index, 'id'],
          message: `${feature.name} is listed more than once. Choose it once.`,
        })
        return
      }
      ids.push(id)
      subtotal += feature.price
      const price = readProperty(submittedFeature, 'price')
      if (price !== feature.price) {
        problems.push({
          path: ['features', index, 'price'],
          message: `${feature.name} costs ${format(feature.price)}${excludingVat}, not ${describeAmount(price)}. ${refreshHint}`,
        })
      }
    })
    const verdict = rules.check({ basePackage, features: ids })
    if (!verdict.ok) {
      for (const breach of verdict.breaches) {
        if (breach.rule === 'base-package-required') continue
        const index = ids.indexOf(breach.feature)
        problems.push({ path: ['features', index, 'id'], message: breach.message })
      }
    }
    return { problems: sortByPath(problems), ids, subtotal }
  }

  function describeAmount(value: unknown): string {
    return isPence(value) ? format(value) : `"${String(value)}" (amounts are whole ${minorUnits})`
  }

  return { priceQuote, checkQuote }
}

// Problems read in the order of the submitted features, a rule's breach beside its feature.
function sortByPath(problems: QuoteProblem[]): QuoteProblem[] {
  return problems
    .map((problem, position) => ({ problem, position }))
    .sort(
      (a, b) => Number(a.problem.path[1]) - Number(b.problem.path[1]) || a.position - b.position,
    )
    .map(({ problem }) => problem)
}

const minorUnitNames: Readonly<Record<string, string>> = {
  GBP: 'pence',
  EUR: 'cents',
  USD: 'cents',
  AUD: 'cents',
  CAD: 'cents',
  NZD: 'cents',
}

function sayOneOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

function readProperty(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}
