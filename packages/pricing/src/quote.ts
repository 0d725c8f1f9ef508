import { allocate } from './allocate'
import type { BillingInterval, Catalogue, PricingProblem } from './catalogue'
import { type ChosenFeature, readChosenFeatures } from './chosen-features'
import { type DiscountLine, discountLines, type TotalKey } from './discounts'
import { percentOf } from './money'
import { BASE_PACKAGE_REQUIRED } from './rules/base-package-required'
import type { RuleSet } from './rules/rule-set'
import { UnknownIdError } from './unknown-id-error'

/** The base package line of a priced quote. */
export interface BasePackageLine<TBasePackage extends string = string> {
  readonly kind: 'base-package'
  readonly id: TBasePackage
  readonly name: string
  readonly price: number
  /** Charged every month or year; paid once when absent. */
  readonly interval?: BillingInterval
}

/** A selected feature's line of a priced quote; `requiredBy` names the feature that added it. */
export interface FeatureLine<TFeature extends string = string> {
  readonly kind: 'feature'
  readonly id: TFeature
  readonly name: string
  /** The line's amount: the unit price times `quantity` for a feature sold by the unit; 0 when included. */
  readonly price: number
  readonly requiredBy?: TFeature
  /** Charged every month or year; paid once when absent. */
  readonly interval?: BillingInterval
  /** How many units, for a feature sold by the unit ("4 × €60"). */
  readonly quantity?: number
  readonly unitPrice?: number
  /** The base package it comes with at no charge; `includedMessage` says so ("Included with …"). */
  readonly includedWith?: string
  readonly includedMessage?: string
}

/** A line of a priced quote: the base package first, then one per feature, then the discounts. */
export type QuoteLine<TBasePackage extends string = string, TFeature extends string = string> =
  | BasePackageLine<TBasePackage>
  | FeatureLine<TFeature>
  | DiscountLine

/** The totals of the lines charged every month, or every year. */
export interface RecurringTotal {
  readonly interval: BillingInterval
  /** The lines of this interval, discounts included, excluding VAT. */
  readonly total: number
  readonly vat: number
  readonly totalIncludingVat: number
}

/** One payment of the schedule: its share of the one-off total including VAT. */
export interface Payment {
  readonly name: string
  readonly amount: number
}

/** A quote with a base package: its lines and totals, every amount in whole minor units. */
export interface PricedQuote<
  TBasePackage extends string = string,
  TFeature extends string = string,
> {
  readonly kind: 'priced'
  readonly basePackage: TBasePackage
  /** The priced features, without duplicates, in catalogue order, required ones included. */
  readonly features: readonly TFeature[]
  readonly lines: readonly [
    BasePackageLine<TBasePackage>,
    ...(FeatureLine<TFeature> | DiscountLine)[],
  ]
  /** The one-off lines (base package, features, discounts), excluding VAT. */
  readonly total: number
  /** VAT at the catalogue's rate of `total`, rounded once (0 when the rate is 0). */
  readonly vat: number
  readonly totalIncludingVat: number
  /** The totals charged again and again, monthly first; present when the quote has such a line. */
  readonly recurring?: readonly RecurringTotal[]
  /** The one-off total including VAT split by the catalogue's `paymentSchedule`, no minor unit lost. */
  readonly payments?: readonly Payment[]
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
  /**
   * Ids, or `{ id, quantity }` for a feature sold by the unit (its minimum when only the id is
   * given). An id the catalogue does not have throws an `UnknownIdError`, never drops out.
   */
  readonly features: Iterable<ChosenFeature<TFeature>>
}

/** A quote as a client submits it: package id, features with the prices it showed, and its total. */
export interface SubmittedQuote<
  TBasePackage extends string = string,
  TFeature extends string = string,
> {
  readonly basePackage: TBasePackage
  /** The features with the prices shown: the line's price, and `quantity` for one sold by the unit. */
  readonly features: readonly {
    readonly id: TFeature
    readonly price: number
    readonly quantity?: number
  }[]
  /** The one-off total excluding VAT. */
  readonly total: number
  /** The recurring totals excluding VAT, by interval: needed when the quote has recurring lines. */
  readonly recurring?: Partial<Readonly<Record<BillingInterval, number>>>
}

/** One thing wrong with a submitted quote: where (a path like zod's) and what to do about it. */
export type QuoteProblem = PricingProblem

/** The result of `checkQuote`: the catalogue's own quote, or every problem found. */
export type QuoteCheck<TBasePackage extends string = string, TFeature extends string = string> =
  | { readonly ok: true; readonly quote: PricedQuote<TBasePackage, TFeature> }
  | { readonly ok: false; readonly problems: readonly [QuoteProblem, ...QuoteProblem[]] }

/** Pricing of quotes over one checked catalogue. */
export function createQuotes(catalogue: Catalogue, rules: RuleSet) {
  const packages = new Map(catalogue.basePackages.map((entry) => [entry.id, entry]))
  const features = new Map(catalogue.features.map((entry) => [entry.id, entry]))

  function priceQuote(input: QuoteInput): Quote {
    const { basePackage } = input
    const chosen = readChosenFeatures(input.features, features)
    if (basePackage === null) {
      return { kind: 'incomplete', missing: 'basePackage', message: BASE_PACKAGE_REQUIRED.message }
    }
    const base = packages.get(basePackage)
    if (!base) throw new UnknownIdError('base package', basePackage, [...packages.keys()])
    const { features: ids, requiredBy } = rules.closeSelection(basePackage, chosen.ids)
    const baseLine: BasePackageLine = {
      kind: 'base-package',
      id: base.id,
      name: base.name,
      price: base.price,
      ...(base.interval === undefined ? {} : { interval: base.interval }),
    }
    const featureLines = ids.map((id): FeatureLine => {
      const feature = features.get(id) as NonNullable<ReturnType<typeof features.get>>
      const by = requiredBy.get(id)
      const included = rules.includedWith(basePackage, id)
      const quantity = feature.quantity && (chosen.quantities.get(id) ?? feature.quantity.min)
      const price = included !== undefined ? 0 : feature.price * (quantity ?? 1)
      return {
        kind: 'feature',
        id,
        name: feature.name,
        price,
        ...(by === undefined ? {} : { requiredBy: by }),
        ...(feature.interval === undefined ? {} : { interval: feature.interval }),
        ...(quantity === undefined ? {} : { quantity, unitPrice: feature.price }),
        ...(included === undefined
          ? {}
          : {
              includedWith: included,
              includedMessage: includedMessage(catalogue, basePackage, id, base.name),
            }),
      }
    })
    const subtotals = totalsByKey([baseLine, ...featureLines])
    const discounts = discountLines(
      catalogue.discounts ?? [],
      { basePackage, features: ids },
      subtotals,
    )
    const totals = totalsByKey([baseLine, ...featureLines, ...discounts])
    const total = totals.get('once') ?? 0
    const vat = percentOf(total, catalogue.vatRatePercent)
    const recurring = (['month', 'year'] as const).flatMap((interval): RecurringTotal[] => {
      const amount = totals.get(interval)
      if (amount === undefined) return []
      const intervalVat = percentOf(amount, catalogue.vatRatePercent)
      return [
        { interval, total: amount, vat: intervalVat, totalIncludingVat: amount + intervalVat },
      ]
    })
    const schedule = catalogue.paymentSchedule
    const shares =
      schedule &&
      allocate(
        total + vat,
        schedule.map((payment) => payment.share),
      )
    return {
      kind: 'priced',
      basePackage,
      features: ids,
      lines: [baseLine, ...featureLines, ...discounts],
      total,
      vat,
      totalIncludingVat: total + vat,
      ...(recurring.length === 0 ? {} : { recurring }),
      ...(schedule === undefined || shares === undefined
        ? {}
        : {
            payments: schedule.map((payment, index) => ({
              name: payment.name,
              amount: shares[index] ?? 0,
            })),
          }),
    }
  }

  return { priceQuote }
}

/** The sum of the lines by the total they count towards; the one-off total is always there. */
export function totalsByKey(
  lines: readonly { price: number; interval?: BillingInterval | undefined }[],
): Map<TotalKey, number> {
  const totals = new Map<TotalKey, number>([['once', 0]])
  for (const line of lines) {
    const key = line.interval ?? 'once'
    totals.set(key, (totals.get(key) ?? 0) + line.price)
  }
  return totals
}

function includedMessage(
  catalogue: Catalogue,
  basePackage: string,
  feature: string,
  packageName: string,
): string {
  const rule = (catalogue.rules ?? []).find(
    (each) =>
      each.type === 'includes' && each.basePackage === basePackage && each.feature === feature,
  )
  return rule?.message ?? `Included with ${packageName}`
}
