/** How often a recurring price is charged. A price without an `interval` is paid once. */
export type BillingInterval = 'month' | 'year'

/** How many of a group's features a visitor may choose: any number (the default), at most one, exactly one. */
export type GroupChoice = 'any' | 'at-most-one' | 'exactly-one'

/** A group of features: one calculator step, in the order the catalogue lists the groups. */
export interface CatalogueGroup {
  readonly id: string
  readonly title: string
  readonly description?: string
  /** "Choose at most one of" or "exactly one of" this group's features; any number when omitted. */
  readonly choose?: GroupChoice
}

/** A base package: the calculator's first step. Prices are whole minor units (pence, cents). */
export interface CatalogueBasePackage {
  readonly id: string
  readonly name: string
  readonly price: number
  /** Charged every month or year; paid once when omitted. */
  readonly interval?: BillingInterval
  /** Marks the package the calculator highlights ("Most Popular"). */
  readonly popular?: boolean
  readonly description?: string
  /** Your own data (Hard Hat's packages carry `pages`), kept and typed. */
  readonly [key: string]: unknown
}

/** A feature sold by the unit: `price` is the unit price; a visitor chooses from `min` to `max` units. */
export interface CatalogueQuantity {
  readonly min: number
  readonly max: number
  /** What one unit is, for people ("page"); the quote writes "4 × €60" either way. */
  readonly unit?: string
}

/** An optional feature, offered in the step of its `group`. Prices are whole minor units. */
export interface CatalogueFeature {
  readonly id: string
  readonly name: string
  /** The price, or the unit price when the feature has a `quantity`. */
  readonly price: number
  readonly group: string
  /** Charged every month or year; paid once when omitted. */
  readonly interval?: BillingInterval
  /** Sold by the unit, from `min` to `max` units. */
  readonly quantity?: CatalogueQuantity
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

/** Rule: the base package comes with the feature, a line at 0 that says "Included with …". */
export interface IncludesRule {
  readonly type: 'includes'
  readonly basePackage: string
  readonly feature: string
  readonly message?: string
}

/** A pricing rule as data, told apart by `type`. */
export type CatalogueRule = ExcludesRule | RequiresRule | IncludesRule

/**
 * A discount, its own line of the quote. Exactly one of `percentOff` (of the total it applies to,
 * before any discount, rounded once) or `amountOff` (whole minor units). It never takes a total
 * below zero.
 */
export interface CatalogueDiscount {
  readonly id: string
  readonly name: string
  readonly percentOff?: number
  readonly amountOff?: number
  /** The recurring total it takes from; the one-off total when omitted. */
  readonly interval?: BillingInterval
  /** When it applies: with one of these packages, and with every one of these features. Always when omitted. */
  readonly when?: {
    readonly basePackages?: readonly string[]
    readonly features?: readonly string[]
  }
}

/** One payment of the schedule: its share of the one-off total including VAT, as a ratio. */
export interface CataloguePayment {
  readonly name: string
  /** A whole-number ratio: shares 30 and 70 split a total 30:70, with no minor unit lost. */
  readonly share: number
}

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
  /** Discounts, applied in order, each a line of its own. */
  readonly discounts?: readonly CatalogueDiscount[]
  /** How the one-off total including VAT is paid: a deposit first, say, then the rest on launch. */
  readonly paymentSchedule?: readonly CataloguePayment[]
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
