import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from './catalogue'
import { createPricing } from './create-pricing'

const intervalArb = fc.constantFrom(undefined, 'month' as const, 'year' as const)

/** Random catalogues with recurring, per-unit, included and discounted lines and a schedule. */
const catalogueArb = fc
  .record({
    packages: fc.array(fc.tuple(fc.nat(10_000_000), intervalArb), { minLength: 1, maxLength: 3 }),
    features: fc.array(
      fc.record({
        price: fc.nat(1_000_000),
        interval: intervalArb,
        max: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
        group: fc.nat(1),
      }),
      { maxLength: 6 },
    ),
    choose: fc.constantFrom('any' as const, 'at-most-one' as const),
    includes: fc.array(fc.tuple(fc.nat(2), fc.nat(5)), { maxLength: 2 }),
    discounts: fc.array(
      fc.record({
        off: fc.oneof(
          fc.integer({ min: 0, max: 100 }).map((percentOff) => ({ percentOff })),
          fc.nat(5_000_000).map((amountOff) => ({ amountOff })),
        ),
        interval: intervalArb,
      }),
      { maxLength: 3 },
    ),
    shares: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }),
    vat: fc.integer({ min: 0, max: 30 }),
  })
  .map((draw) => {
    // A package includes at most one feature of a group that takes only one (checkCatalogue's rule).
    const takesOne = (f: number) => draw.choose !== 'any' && draw.features[f]?.group === 1
    const includes = draw.includes.filter(
      ([p, f], index, all) =>
        p < draw.packages.length &&
        f < draw.features.length &&
        all.findIndex(([q, g]) => q === p && (g === f || (takesOne(f) && takesOne(g)))) === index,
    )
    return {
      currency: 'GBP',
      vatRatePercent: draw.vat,
      groups: [
        { id: 'g0', title: 'Any' },
        { id: 'g1', title: 'Choice', choose: draw.choose },
      ],
      basePackages: draw.packages.map(([price, interval], index) => ({
        id: `p${index}`,
        name: `P${index}`,
        price,
        ...(interval && { interval }),
      })),
      features: draw.features.map((feature, index) => ({
        id: `f${index}`,
        name: `F${index}`,
        price: feature.price,
        group: `g${feature.group}`,
        ...(feature.interval && { interval: feature.interval }),
        ...(feature.max && { quantity: { min: 1, max: feature.max } }),
      })),
      rules: includes.map(([p, f]) => ({
        type: 'includes' as const,
        basePackage: `p${p}`,
        feature: `f${f}`,
      })),
      discounts: draw.discounts.map((discount, index) => ({
        id: `d${index}`,
        name: `D${index}`,
        ...discount.off,
        ...(discount.interval && { interval: discount.interval }),
      })),
      paymentSchedule: draw.shares.map((share, index) => ({ name: `Payment ${index}`, share })),
    } satisfies Catalogue
  })

const choiceArb = fc.array(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 20 })), { maxLength: 6 })

describe('laws of the newer lines', () => {
  it('each total is the sum of its lines, whole and never below zero; the payments add up to the one-off total with VAT; checkQuote accepts the quote', () => {
    fc.assert(
      fc.property(catalogueArb, fc.nat(2), choiceArb, (catalogue, p, picks) => {
        const any = createPricing(catalogue)
        const basePackage = `p${p % catalogue.basePackages.length}`
        const features = picks.flatMap(([f, units]) => {
          const feature = catalogue.features[f]
          if (!feature) return []
          const max = feature.quantity?.max
          return [max === undefined ? feature.id : { id: feature.id, quantity: 1 + (units % max) }]
        })
        const quote = any.priceQuote({ basePackage, features })
        const sumOf = (interval: string | undefined) =>
          quote.lines
            .filter((line) => line.interval === interval)
            .reduce((sum, line) => sum + line.price, 0)
        expect(quote.total).toBe(sumOf(undefined))
        for (const each of quote.recurring ?? []) {
          expect(each.total).toBe(sumOf(each.interval))
          expect(each.total).toBeGreaterThanOrEqual(0)
          expect(each.totalIncludingVat).toBe(each.total + each.vat)
        }
        expect(quote.total).toBeGreaterThanOrEqual(0)
        for (const line of quote.lines) expect(Number.isSafeInteger(line.price)).toBe(true)
        const paid = (quote.payments ?? []).reduce((sum, payment) => sum + payment.amount, 0)
        expect(paid).toBe(quote.totalIncludingVat)
        const submitted = {
          basePackage,
          features: quote.lines.flatMap((line) =>
            line.kind === 'feature'
              ? [
                  {
                    id: line.id,
                    price: line.price,
                    ...(line.quantity && { quantity: line.quantity }),
                  },
                ]
              : [],
          ),
          total: quote.total,
          recurring: Object.fromEntries(
            (quote.recurring ?? []).map((each) => [each.interval, each.total]),
          ),
        }
        const checked = any.checkQuote(submitted)
        expect(checked.ok && checked.quote).toEqual(quote)
      }),
    )
  })
})
