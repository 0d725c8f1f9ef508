import type { BillingInterval, CatalogueDiscount } from './catalogue'
import { percentOf } from './money'

/** A discount's line of a priced quote: a negative amount, never more than the total it takes from. */
export interface DiscountLine<TDiscount extends string = string> {
  readonly kind: 'discount'
  readonly id: TDiscount
  readonly name: string
  /** Negative whole minor units: the line adds to the total like any other. */
  readonly price: number
  /** The recurring total it takes from; the one-off total when absent. */
  readonly interval?: BillingInterval
  readonly percentOff?: number
}

/** The key of the total a line counts towards: one-off, or a recurring interval. */
export type TotalKey = 'once' | BillingInterval

/**
 * The discounts that apply to a quote, as lines. A percentage is of its total before any discount,
 * rounded once; each discount is cut to what is left of its total, so no total goes below zero.
 */
export function discountLines(
  discounts: readonly CatalogueDiscount[],
  quote: { basePackage: string; features: readonly string[] },
  subtotals: ReadonlyMap<TotalKey, number>,
): DiscountLine[] {
  const left = new Map(subtotals)
  return discounts.flatMap((discount): DiscountLine[] => {
    const when = discount.when
    const isForPackage = when?.basePackages?.includes(quote.basePackage) ?? true
    const hasFeatures = when?.features?.every((id) => quote.features.includes(id)) ?? true
    const key: TotalKey = discount.interval ?? 'once'
    const subtotal = subtotals.get(key)
    if (!isForPackage || !hasFeatures || subtotal === undefined) return []
    const wanted =
      discount.percentOff === undefined
        ? (discount.amountOff ?? 0)
        : percentOf(subtotal, discount.percentOff)
    const amount = Math.min(wanted, left.get(key) ?? 0)
    left.set(key, (left.get(key) ?? 0) - amount)
    const line: DiscountLine = {
      kind: 'discount',
      id: discount.id,
      name: discount.name,
      price: 0 - amount || 0,
    }
    return [
      {
        ...line,
        ...(discount.interval === undefined ? {} : { interval: discount.interval }),
        ...(discount.percentOff === undefined ? {} : { percentOff: discount.percentOff }),
      },
    ]
  })
}
