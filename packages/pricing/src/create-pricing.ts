import {
  type CalculatorAction,
  type CalculatorState,
  type CalculatorStep,
  type CalculatorStepContent,
  createCalculator,
  type SearchParamsInput,
} from './calculator'
import {
  type BasePackageIdOf,
  type BasePackageOf,
  type Catalogue,
  CatalogueError,
  type FeatureIdOf,
  type FeatureOf,
  type GroupIdOf,
  type GroupOf,
} from './catalogue'
import { checkCatalogue } from './catalogue-check'
import { formatMinorUnits } from './currency-format'
import type { ExactCatalogue } from './exact-catalogue'
import { percentOf } from './money'
import {
  createQuotes,
  type PricedQuote,
  type Quote,
  type QuoteCheck,
  type QuoteInput,
  type QuoteLine,
  type SubmittedQuote,
} from './quote'
import { createQuoteCheck } from './quote-check'
import { createRuleSet, type RuleCheck } from './rules/rule-set'
import type { Selection } from './rules/selection'
import { type CatalogueEntryKind, UnknownIdError } from './unknown-id-error'

/** The pricing engine of one catalogue: every function typed with the catalogue's own ids. */
export interface Pricing<C extends Catalogue> {
  /** The catalogue, as given (checked). */
  readonly catalogue: C
  readonly currency: string
  readonly locale: string
  readonly vatRatePercent: number
  /** Formats whole minor units with Intl: "£4,025", "€1,550", "€12.50". */
  format(amount: number): string
  /** A quote line's price as people read it: "£2,500", "4 × £60", "£15 a month", "Included", "−£274". */
  describeLinePrice(line: QuoteLine): string
  /** The VAT on an amount at the catalogue's rate, rounded once to the nearest minor unit (half up). */
  vatOf(amount: number): number
  /** The base package with this id; throws an {@link UnknownIdError} for an id the catalogue does not have. */
  getBasePackage<Id extends BasePackageIdOf<C>>(id: Id): Extract<BasePackageOf<C>, { id: Id }>
  /** The feature with this id; throws an {@link UnknownIdError} for an id the catalogue does not have. */
  getFeature<Id extends FeatureIdOf<C>>(id: Id): Extract<FeatureOf<C>, { id: Id }>
  /** The group with this id; throws an {@link UnknownIdError} for an id the catalogue does not have. */
  getGroup(id: GroupIdOf<C>): GroupOf<C>
  /** True when the value is a base package id of the catalogue. */
  isBasePackageId(value: unknown): value is BasePackageIdOf<C>
  /** True when the value is a feature id of the catalogue. */
  isFeatureId(value: unknown): value is FeatureIdOf<C>
  /**
   * Prices a selection, applying the rules: an excluded feature is dropped, a required one added as
   * its own line. Throws an {@link UnknownIdError} for an id the catalogue does not have.
   */
  priceQuote(
    input: QuoteInput<BasePackageIdOf<C>, FeatureIdOf<C>>,
  ): PricedQuote<BasePackageIdOf<C>, FeatureIdOf<C>>
  /** Prices a selection whose base package may not be chosen yet: an incomplete quote until it is. */
  priceQuote(
    input: QuoteInput<BasePackageIdOf<C> | null, FeatureIdOf<C>>,
  ): Quote<BasePackageIdOf<C>, FeatureIdOf<C>>
  /** Checks a submitted quote (for a server): tampered prices or total, unknown ids, broken rules. Never throws. */
  checkQuote(
    submitted: SubmittedQuote<BasePackageIdOf<C>, FeatureIdOf<C>>,
  ): QuoteCheck<BasePackageIdOf<C>, FeatureIdOf<C>>
  /** Checks a selection against every rule; a breach is a value. */
  checkRules(selection: Selection<BasePackageIdOf<C>, FeatureIdOf<C>>): RuleCheck
  /** True when the feature can be chosen with the package (any feature while none is chosen). */
  isFeatureAvailable(basePackage: BasePackageIdOf<C> | null, feature: FeatureIdOf<C>): boolean
  /** The features of a group that can be chosen with the package, in catalogue order. */
  availableFeatures(basePackage: BasePackageIdOf<C> | null, group: GroupIdOf<C>): FeatureOf<C>[]
  /** Steps of the calculator: base package, one per group, summary ("Step N of M" counts these). */
  readonly calculatorStepCount: number
  /** What a calculator step shows. */
  calculatorStep(step: CalculatorStep): CalculatorStepContent
  /** "Step 2 of 4". */
  calculatorStepLabel(step: CalculatorStep): string
  /** Width of a progress bar: the step over the step count; the confirmation is full. */
  progressFraction(step: CalculatorStep): number
  readonly initialCalculatorState: CalculatorState<BasePackageIdOf<C>, FeatureIdOf<C>>
  /** The calculator as a pure reducer for `useReducer`; actions that make no sense change nothing. */
  calculatorReducer(
    state: CalculatorState<BasePackageIdOf<C>, FeatureIdOf<C>>,
    action: CalculatorAction<BasePackageIdOf<C>, FeatureIdOf<C>>,
  ): CalculatorState<BasePackageIdOf<C>, FeatureIdOf<C>>
  /** The running quote of a calculator state. */
  calculatorQuote(
    state: CalculatorState<BasePackageIdOf<C>, FeatureIdOf<C>>,
  ): Quote<BasePackageIdOf<C>, FeatureIdOf<C>>
  /** The state as query-string entries; a shared link never claims a quote was sent. */
  calculatorStateToSearchParams(
    state: CalculatorState<BasePackageIdOf<C>, FeatureIdOf<C>>,
  ): Record<string, string>
  /** Rebuilds a state from query parameters, keeping only what is valid. Never throws. */
  calculatorStateFromSearchParams(
    params: SearchParamsInput,
  ): CalculatorState<BasePackageIdOf<C>, FeatureIdOf<C>>
}

/**
 * Checks a catalogue and returns its pricing engine. Throws a {@link CatalogueError} listing every
 * fault (with its path) when the catalogue has any. With a literal catalogue the ids are typed:
 * the `const` type parameter keeps `'starter' | 'pro'` rather than `string`, so a misspelt id is a
 * compile error. A catalogue held in a variable needs `as const` (or `as const satisfies Catalogue`).
 * @example
 * const pricing = createPricing({
 *   currency: 'EUR', locale: 'en-IE', vatRatePercent: 23,
 *   groups: [{ id: 'extras', title: 'Extras' }],
 *   basePackages: [{ id: 'starter', name: 'Starter', price: 90000 }],
 *   features: [{ id: 'blog', name: 'Blog', price: 20000, group: 'extras' }],
 *   rules: [],
 * })
 * pricing.format(pricing.priceQuote({ basePackage: 'starter', features: ['blog'] }).total) // "€1,100"
 */
export function createPricing<const C extends Catalogue>(
  catalogue: C & ExactCatalogue<NoInfer<C>>,
): Pricing<C> {
  const checked = checkCatalogue(catalogue)
  if (!checked.ok) throw new CatalogueError(checked.problems)
  return buildPricing<C>(catalogue as C)
}

/**
 * The engine of a catalogue already known to be sound, without checking it again: Hard Hat's own,
 * which its test checks, so the site's pages do not carry the checker. Not exported by the package.
 */
export function buildPricing<const C extends Catalogue>(catalogue: C): Pricing<C> {
  const locale = catalogue.locale ?? 'en-GB'
  const format = formatMinorUnits(catalogue.currency, locale)
  const packages = new Map(catalogue.basePackages.map((entry) => [entry.id, entry]))
  const features = new Map(catalogue.features.map((entry) => [entry.id, entry]))
  const groups = new Map(catalogue.groups.map((entry) => [entry.id, entry]))
  const rules = createRuleSet(catalogue, {
    basePackage: (id) => packages.get(id)?.name ?? id,
    feature: (id) => features.get(id)?.name ?? id,
  })
  const quotes = createQuotes(catalogue, rules)
  const { checkQuote } = createQuoteCheck(catalogue, rules, format, quotes.priceQuote)
  const calculator = createCalculator(catalogue, rules, quotes.priceQuote)

  const lookUp = <T>(map: Map<string, T>, kind: CatalogueEntryKind, id: string): T => {
    const found = map.get(id)
    if (!found) throw new UnknownIdError(kind, id, [...map.keys()])
    return found
  }

  const pricing = {
    catalogue,
    currency: catalogue.currency,
    locale,
    vatRatePercent: catalogue.vatRatePercent,
    format,
    describeLinePrice: (line: QuoteLine) => describeLinePrice(line, format),
    vatOf: (amount: number) => percentOf(amount, catalogue.vatRatePercent),
    getBasePackage: (id: string) => lookUp(packages, 'base package', id),
    getFeature: (id: string) => lookUp(features, 'feature', id),
    getGroup: (id: string) => lookUp(groups, 'group', id),
    isBasePackageId: (value: unknown) => typeof value === 'string' && packages.has(value),
    isFeatureId: (value: unknown) => typeof value === 'string' && features.has(value),
    priceQuote: quotes.priceQuote,
    checkQuote,
    checkRules: rules.check,
    isFeatureAvailable: rules.isFeatureAvailable,
    availableFeatures: (basePackage: string | null, group: string) =>
      catalogue.features.filter(
        (feature) => feature.group === group && rules.isFeatureAvailable(basePackage, feature.id),
      ),
    ...calculator,
  }
  // The implementation works on strings; the interface narrows them to the catalogue's ids.
  return pricing as unknown as Pricing<C>
}

const perInterval = { month: ' a month', year: ' a year' } as const

function describeLinePrice(line: QuoteLine, format: (amount: number) => string): string {
  const every = line.interval === undefined ? '' : perInterval[line.interval]
  if (line.kind === 'feature' && line.includedWith !== undefined) return 'Included'
  if (line.kind === 'discount') return `\u2212${format(-line.price)}${every}`
  if (line.kind === 'feature' && line.quantity !== undefined && line.unitPrice !== undefined) {
    return `${line.quantity} \u00d7 ${format(line.unitPrice)}${every}`
  }
  return `${format(line.price)}${every}`
}
