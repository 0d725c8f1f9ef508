import { type BasePackageId, getBasePackage, isBasePackageId } from './base-packages'
import { FEATURES, type FeatureId, getFeature, isFeatureId } from './features'
import { formatGBP, isPence, type Pence, vatOf } from './money'
import { BASE_PACKAGE_REQUIRED } from './rules/base-package-required'
import { isFeatureAvailable } from './rules/check-rules'
import { UNLIMITED_EXCLUDES_SERVICE_AREAS } from './rules/unlimited-excludes-service-areas'

/** The base package line of a priced quote. */
export interface BasePackageLine {
  readonly kind: 'base-package'
  readonly id: BasePackageId
  readonly name: string
  readonly price: Pence
}

/** A selected feature's line of a priced quote. */
export interface FeatureLine {
  readonly kind: 'feature'
  readonly id: FeatureId
  readonly name: string
  readonly price: Pence
}

/** A line of a priced quote: the base package first, then one line per selected feature. */
export type QuoteLine = BasePackageLine | FeatureLine

/** A quote with a base package: its lines and totals, every amount in whole pence. */
export interface PricedQuote {
  readonly kind: 'priced'
  readonly basePackage: BasePackageId
  /** The priced features, without duplicates, in catalogue order. */
  readonly features: readonly FeatureId[]
  readonly lines: readonly [BasePackageLine, ...FeatureLine[]]
  /** Base package plus selected features, excluding VAT: the boutique quote's wire `total`. */
  readonly total: Pence
  /** VAT at 20% of `total`, rounded once. */
  readonly vat: Pence
  readonly totalIncludingVat: Pence
}

/** A quote without a base package: it has no total until a package is chosen. */
export interface IncompleteQuote {
  readonly kind: 'incomplete'
  readonly missing: 'basePackage'
  readonly message: string
}

/** The result of {@link priceQuote}: `priced` once a base package is chosen, else `incomplete`. */
export type Quote = PricedQuote | IncompleteQuote

/** What {@link priceQuote} prices: a base package (or none yet) and the selected feature keys. */
export interface QuoteInput<TBasePackage extends BasePackageId | null = BasePackageId | null> {
  readonly basePackage: TBasePackage
  readonly features: Iterable<FeatureId>
}

/**
 * Prices a selection from the catalogue. Duplicate features count once, lines follow catalogue
 * order, and a feature the package excludes (Service Areas Page with Unlimited Pages) is never
 * priced. Without a base package the quote is `incomplete` and has no total.
 * @example
 * const quote = priceQuote({ basePackage: 'five-page', features: ['advancedSEO', 'jobQuoteCalculator'] })
 * quote.total // 427500 (£4,275 excluding VAT)
 * quote.vat // 85500
 * quote.totalIncludingVat // 513000
 */
export function priceQuote(input: QuoteInput<BasePackageId>): PricedQuote
export function priceQuote(input: QuoteInput): Quote
export function priceQuote(input: QuoteInput): Quote {
  const { basePackage } = input
  if (basePackage === null) {
    return { kind: 'incomplete', missing: 'basePackage', message: BASE_PACKAGE_REQUIRED.message }
  }
  const chosen = new Set(input.features)
  const features = FEATURES.filter(
    (feature) => chosen.has(feature.id) && isFeatureAvailable(basePackage, feature.id),
  )
  const base = getBasePackage(basePackage)
  const baseLine: BasePackageLine = {
    kind: 'base-package',
    id: base.id,
    name: base.name,
    price: base.price,
  }
  const featureLines = features.map(
    (feature): FeatureLine => ({
      kind: 'feature',
      id: feature.id,
      name: feature.name,
      price: feature.price,
    }),
  )
  const total = featureLines.reduce((sum, line) => sum + line.price, baseLine.price)
  const vat = vatOf(total)
  return {
    kind: 'priced',
    basePackage,
    features: features.map((feature) => feature.id),
    lines: [baseLine, ...featureLines],
    total,
    vat,
    totalIncludingVat: total + vat,
  }
}

/** A quote as a client submits it: package key, features with the prices it showed, and its total. */
export interface SubmittedQuote {
  readonly basePackage: BasePackageId
  readonly features: readonly { readonly id: FeatureId; readonly price: Pence }[]
  readonly total: Pence
}

/** One thing wrong with a submitted quote: where (a path like zod's) and what to do about it. */
export interface QuoteProblem {
  readonly path: readonly (string | number)[]
  readonly message: string
}

/** The result of {@link checkQuote}: the catalogue's own quote, or every problem found. */
export type QuoteCheck =
  | { readonly ok: true; readonly quote: PricedQuote }
  | { readonly ok: false; readonly problems: readonly [QuoteProblem, ...QuoteProblem[]] }

const refreshHint = 'Refresh the page to see current prices and try again.'

/**
 * Checks a submitted quote against the catalogue and the rules, for the API. Flags an unknown
 * package or feature, a feature sent twice, a price or total that disagrees with the catalogue,
 * and Unlimited Pages paired with Service Areas Page. Never throws, whatever the input holds.
 * @example
 * checkQuote({ basePackage: 'three-page', features: [{ id: 'advancedSEO', price: 25000 }], total: 275000 })
 * // { ok: true, quote: { kind: 'priced', total: 275000, … } }
 */
export function checkQuote(submitted: SubmittedQuote): QuoteCheck {
  const basePackage = isBasePackageId(submitted.basePackage) ? submitted.basePackage : null
  const features = checkFeatures(submitted.features, basePackage)
  if (basePackage === null) {
    const basePackageProblem: QuoteProblem = {
      path: ['basePackage'],
      message: 'Choose a base package: Three Page Website, Five Page Website or Unlimited Pages.',
    }
    return { ok: false, problems: [basePackageProblem, ...features.problems] }
  }

  const problems = [...features.problems]
  const expectedTotal = getBasePackage(basePackage).price + features.subtotal
  const total: unknown = submitted.total
  if (total !== expectedTotal) {
    problems.push({
      path: ['total'],
      message: `The total should be ${formatGBP(expectedTotal)} excluding VAT (the base package plus the selected features), not ${describeAmount(total)}. ${refreshHint}`,
    })
  }
  const [first, ...rest] = problems
  if (first !== undefined) return { ok: false, problems: [first, ...rest] }
  return { ok: true, quote: priceQuote({ basePackage, features: features.ids }) }
}

/** Checks each submitted feature; the subtotal is what the catalogue charges for the known ones. */
function checkFeatures(
  submittedFeatures: SubmittedQuote['features'],
  basePackage: BasePackageId | null,
): { problems: QuoteProblem[]; ids: Set<FeatureId>; subtotal: Pence } {
  const problems: QuoteProblem[] = []
  const ids = new Set<FeatureId>()
  let subtotal = 0
  const list: readonly unknown[] = Array.isArray(submittedFeatures) ? submittedFeatures : []
  list.forEach((submittedFeature, index) => {
    const id = readProperty(submittedFeature, 'id')
    if (!isFeatureId(id)) {
      problems.push({
        path: ['features', index, 'id'],
        message: `There is no feature called "${String(id)}". ${refreshHint}`,
      })
      return
    }
    const feature = getFeature(id)
    if (ids.has(id)) {
      problems.push({
        path: ['features', index, 'id'],
        message: `${feature.name} is listed more than once. Choose it once.`,
      })
      return
    }
    ids.add(id)
    subtotal += feature.price
    if (!isFeatureAvailable(basePackage, id)) {
      problems.push({
        path: ['features', index, 'id'],
        message: UNLIMITED_EXCLUDES_SERVICE_AREAS.message,
      })
    }
    const price = readProperty(submittedFeature, 'price')
    if (price !== feature.price) {
      problems.push({
        path: ['features', index, 'price'],
        message: `${feature.name} costs ${formatGBP(feature.price)} excluding VAT, not ${describeAmount(price)}. ${refreshHint}`,
      })
    }
  })
  return { problems, ids, subtotal }
}

function readProperty(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function describeAmount(value: unknown): string {
  return isPence(value) ? formatGBP(value) : `"${String(value)}" (amounts are whole pence)`
}
