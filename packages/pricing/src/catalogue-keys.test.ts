import { describe, expect, it } from 'vitest'
import { type Catalogue, CatalogueError } from './catalogue'
import { checkCatalogue } from './catalogue-check'
import { createPricing } from './create-pricing'

const base = {
  currency: 'GBP',
  vatRatePercent: 20,
  groups: [{ id: 'extras', title: 'Extras' }],
  basePackages: [{ id: 'starter', name: 'Starter', price: 100000, pages: 5 }],
  features: [
    { id: 'blog4', name: 'Blog, 4 posts', price: 4000, group: 'extras' },
    { id: 'blog12', name: 'Blog, 12 posts', price: 10000, group: 'extras' },
  ],
} as const satisfies Catalogue

/** The problems checkCatalogue finds, as "path: message". */
function problemsOf(catalogue: unknown): string[] {
  const result = checkCatalogue(catalogue)
  return result.ok ? [] : result.problems.map((each) => `${each.path.join('.')}: ${each.message}`)
}

describe('a catalogue with what the engine does not know', () => {
  it('refuses a recurring price it cannot read, leading with the fix', () => {
    expect(problemsOf({ ...base, features: [{ ...base.features[0], interval: 'week' }] })).toEqual([
      'features.0.interval: Write interval: "month" or "year" (or leave it out for a price paid once), not "week".',
    ])
    expect(
      problemsOf({ ...base, features: [{ ...base.features[0], billing: 'monthly' }] }),
    ).toEqual([
      'features.0.billing: Write interval: "month" or interval: "year" for a price charged again and again; the engine does not know "billing" here.',
    ])
  })

  it('names a misspelt key with the key it should be, and keeps an agency its own data', () => {
    expect(
      problemsOf({ ...base, features: [{ ...base.features[0], intervall: 'month' }] }),
    ).toEqual(['features.0.intervall: Write "interval"; the engine does not know "intervall".'])
    expect(problemsOf(base)).toEqual([])
  })

  it('refuses unknown keys where nothing of the agency belongs: the catalogue, groups, rules, quantities', () => {
    const problems = problemsOf({
      ...base,
      deposit: 30,
      groups: [{ id: 'extras', title: 'Extras', oneOf: true }],
      features: [{ ...base.features[0], quantity: { min: 1, max: 10, step: 2 } }],
      rules: [{ type: 'requires', feature: 'blog4', requires: 'blog4x', strict: true }],
    })
    expect(problems).toEqual([
      'deposit: Write paymentSchedule: [{ name: "Deposit", share: 30 }, { name: "On launch", share: 70 }] at the top of the catalogue; the engine does not know "deposit" here.',
      'groups.0.oneOf: Write choose: "at-most-one" or "exactly-one" on the group of the features; the engine does not know "oneOf" here.',
      'features.0.quantity.step: Remove "step": the engine does not know it here. Known: min, max, unit.',
      'rules.0.strict: Remove "strict": the engine does not know it here. Known: type, feature, requires, message.',
      'rules.0.requires: There is no feature "blog4x". Known: blog4.',
    ])
  })

  it('says how to sell one of two features, not "There is no base package "undefined""', () => {
    expect(
      problemsOf({ ...base, rules: [{ type: 'excludes', feature: 'blog4', excludes: 'blog12' }] }),
    ).toEqual([
      `rules.0: Put "blog4" and "blog12" in one group with choose: "at-most-one" to sell only one of them; an excludes rule takes a feature away from a base package: { type: 'excludes', basePackage, feature }.`,
    ])
  })

  it('refuses a package that includes two features of a group that takes only one', () => {
    const includes = (feature: string) => ({ type: 'includes', basePackage: 'starter', feature })
    const oneBlog = {
      ...base,
      groups: [{ id: 'extras', title: 'Extras', choose: 'at-most-one' }],
      rules: [includes('blog4'), includes('blog12')],
    }
    expect(problemsOf(oneBlog)).toEqual([
      'rules.1: Include one of "blog4" or "blog12" with "starter": their group "extras" takes only one (choose: "at-most-one").',
    ])
    expect(problemsOf({ ...oneBlog, rules: [includes('blog4')] })).toEqual([])
    expect(problemsOf({ ...base, rules: [includes('blog4'), includes('blog12')] })).toEqual([])
  })

  it('refuses a quantity, a discount and a payment schedule that cannot be priced', () => {
    expect(
      problemsOf({
        ...base,
        features: [{ ...base.features[0], quantity: { min: 0, max: 0.5 } }],
        discounts: [{ id: 'd', name: 'Both', percentOff: 10, amountOff: 100 }],
        paymentSchedule: [{ name: 'Deposit', share: 0 }],
      }),
    ).toEqual([
      'features.0.quantity.min: Write min as a whole number of units, 1 or more.',
      'features.0.quantity.max: Write max as a whole number of units, no fewer than min.',
      'discounts.0: Write exactly one of percentOff (0 to 100) and amountOff (whole minor units).',
      'paymentSchedule: Give at least one payment a share above 0.',
    ])
  })

  it('throws them all at once from createPricing, and refuses them at compile time too', () => {
    const withFaults = { ...base, features: [{ ...base.features[0], per: 'month' }] }
    // @ts-expect-error "per" is not a key the engine knows: the error says to write interval
    expect(() => createPricing(withFaults)).toThrow(CatalogueError)
    expect(() =>
      createPricing({
        ...base,
        // @ts-expect-error a catalogue-level key the engine does not know
        payments: [],
      }),
    ).toThrow('Write paymentSchedule')
    expect(() =>
      createPricing({
        ...base,
        // @ts-expect-error "week" is not an interval
        features: [{ ...base.features[0], interval: 'week' }],
      }),
    ).toThrow('Write interval: "month" or "year"')
  })
})
