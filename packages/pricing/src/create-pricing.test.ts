import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { type Catalogue, CatalogueError } from './catalogue'
import { checkCatalogue } from './catalogue-check'
import { createPricing } from './create-pricing'
import { UnknownIdError } from './unknown-id-error'

/** The issue's own example: an Irish agency, euros, 23% VAT, both rule kinds, two groups. */
const irish = {
  currency: 'EUR',
  locale: 'en-IE',
  vatRatePercent: 23,
  groups: [
    { id: 'functionality', title: 'Functionality' },
    { id: 'extras', title: 'Extras' },
  ],
  basePackages: [
    { id: 'starter', name: 'Starter', price: 90000 },
    { id: 'pro', name: 'Pro', price: 190000, popular: true },
  ],
  features: [
    { id: 'blog', name: 'Blog', price: 20000, group: 'functionality', description: 'Posts' },
    { id: 'shop', name: 'Shop', price: 50000, group: 'functionality' },
    { id: 'payments', name: 'Payments', price: 15000, group: 'extras' },
    { id: 'gallery', name: 'Gallery', price: 10000, group: 'extras' },
  ],
  rules: [
    { type: 'excludes', basePackage: 'pro', feature: 'gallery' },
    { type: 'requires', feature: 'shop', requires: 'payments' },
  ],
} as const satisfies Catalogue

const pricing = createPricing(irish)

describe('createPricing prices any catalogue', () => {
  it('adds a required feature as its own line and charges VAT at the catalogue rate', () => {
    const quote = pricing.priceQuote({ basePackage: 'starter', features: ['shop'] })
    expect(quote).toEqual({
      kind: 'priced',
      basePackage: 'starter',
      features: ['shop', 'payments'],
      lines: [
        { kind: 'base-package', id: 'starter', name: 'Starter', price: 90000 },
        { kind: 'feature', id: 'shop', name: 'Shop', price: 50000 },
        { kind: 'feature', id: 'payments', name: 'Payments', price: 15000, requiredBy: 'shop' },
      ],
      total: 155000,
      vat: 35650,
      totalIncludingVat: 190650,
    })
  })

  it('drops a feature the package excludes', () => {
    const quote = pricing.priceQuote({ basePackage: 'pro', features: ['gallery', 'blog'] })
    expect(quote.features).toEqual(['blog'])
    expect(quote.total).toBe(210000)
  })

  it('formats in the catalogue currency and locale, cents only when not whole', () => {
    expect(pricing.format(155000)).toBe('€1,550')
    expect(pricing.format(1250)).toBe('€12.50')
    expect(createPricing({ ...irish, currency: 'JPY', locale: 'ja-JP' }).format(1500)).toBe(
      '￥1,500',
    )
  })

  it('writes no VAT when the rate is 0', () => {
    const noVat = createPricing({ ...irish, vatRatePercent: 0 })
    const quote = noVat.priceQuote({ basePackage: 'starter', features: [] })
    expect([quote.vat, quote.totalIncludingVat]).toEqual([0, 90000])
  })

  it('lists the features of a group a package can have', () => {
    expect(pricing.availableFeatures('pro', 'extras').map((feature) => feature.id)).toEqual([
      'payments',
    ])
    expect(pricing.availableFeatures('starter', 'extras').map((feature) => feature.id)).toEqual([
      'payments',
      'gallery',
    ])
    expect(pricing.availableFeatures(null, 'functionality')).toHaveLength(2)
  })

  it('takes a feature away from a package that excludes what it requires', () => {
    const strict = createPricing({
      ...irish,
      rules: [...irish.rules, { type: 'excludes', basePackage: 'pro', feature: 'payments' }],
    })
    expect(strict.isFeatureAvailable('pro', 'shop')).toBe(false)
    expect(strict.priceQuote({ basePackage: 'pro', features: ['shop'] }).features).toEqual([])
  })

  it('refuses a feature id the catalogue does not have, naming it and the ids it has', () => {
    const loose = pricing.priceQuote as (input: unknown) => unknown
    const refusal = (features: unknown[], basePackage: string | null = 'starter') => {
      try {
        loose({ basePackage, features })
      } catch (error) {
        return error
      }
      return 'priced'
    }
    const blgo = refusal(['shop', 'blgo'])
    expect(blgo).toBeInstanceOf(UnknownIdError)
    expect(blgo).toBeInstanceOf(RangeError)
    expect(blgo).toMatchObject({
      name: 'UnknownIdError',
      kind: 'feature',
      id: 'blgo',
      knownIds: ['blog', 'shop', 'payments', 'gallery'],
      message:
        '@hard-hat/pricing: use a feature id of the catalogue (blog, shop, payments, gallery); it has no feature "blgo".',
    })
    expect(refusal([{ id: 'blgo', quantity: 1 }])).toMatchObject({ kind: 'feature', id: 'blgo' })
    expect(refusal(['blgo'], null)).toMatchObject({ kind: 'feature', id: 'blgo' })
    expect(() => pricing.getFeature('blgo' as never)).toThrow(UnknownIdError)
  })

  it('types ids from a literal catalogue, so a misspelt id does not compile', () => {
    // @ts-expect-error 'startr' is not a base package of this catalogue
    expect(() => pricing.priceQuote({ basePackage: 'startr', features: [] })).toThrow(
      '@hard-hat/pricing: use a base package id of the catalogue (starter, pro); it has no base package "startr".',
    )
    // @ts-expect-error 'blgo' is not a feature of this catalogue
    expect(() => pricing.priceQuote({ basePackage: 'starter', features: ['blgo'] })).toThrow(
      UnknownIdError,
    )
    expectTypeOf(pricing.getBasePackage('pro').popular).toEqualTypeOf<true>()
  })
})

describe('checkQuote', () => {
  it('accepts the quote the catalogue prices', () => {
    const result = pricing.checkQuote({
      basePackage: 'starter',
      features: [
        { id: 'shop', price: 50000 },
        { id: 'payments', price: 15000 },
      ],
      total: 155000,
    })
    expect(result.ok && result.quote.totalIncludingVat).toBe(190650)
  })

  it('names a tampered price, a wrong total and a broken rule, each at its path', () => {
    const result = pricing.checkQuote({
      basePackage: 'starter',
      features: [{ id: 'shop', price: 40000 }],
      total: 130000,
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([
      {
        path: ['features', 0, 'price'],
        message:
          'Shop costs €500 excluding VAT, not €400. Refresh the page to see current prices and try again.',
      },
      { path: ['features', 0, 'id'], message: 'Shop needs Payments. Add Payments or remove Shop.' },
      {
        path: ['total'],
        message:
          'The total should be €1,400 excluding VAT (the base package plus the selected features), not €1,300. Refresh the page to see current prices and try again.',
      },
    ])
  })

  it('names an unknown package with the ones there are, and an excluded feature', () => {
    const unknown = pricing.checkQuote({ basePackage: 'plus' as never, features: [], total: 0 })
    expect(unknown.ok === false && unknown.problems[0]).toEqual({
      path: ['basePackage'],
      message: 'Choose a base package: Starter or Pro.',
    })
    const excluded = pricing.checkQuote({
      basePackage: 'pro',
      features: [{ id: 'gallery', price: 10000 }],
      total: 200000,
    })
    expect(excluded.ok === false && excluded.problems[0]?.message).toBe(
      'Gallery cannot be combined with Pro. Remove the Gallery or choose a different package.',
    )
  })
})

describe('the calculator follows the catalogue', () => {
  const { calculatorReducer: reduce, initialCalculatorState: start } = pricing

  it('has a step per group between the package and the summary', () => {
    expect(pricing.calculatorStepCount).toBe(4)
    expect(pricing.calculatorStep(1)).toEqual({ kind: 'base-package' })
    expect(pricing.calculatorStep(3)).toEqual({ kind: 'group', group: irish.groups[1] })
    expect(pricing.calculatorStep(4)).toEqual({ kind: 'summary' })
    expect(pricing.calculatorStep(5)).toEqual({ kind: 'sent' })
    expect(pricing.calculatorStepLabel(2)).toBe('Step 2 of 4')
    const oneGroup = createPricing({ ...irish, groups: [irish.groups[0]], features: [], rules: [] })
    expect(oneGroup.calculatorStepLabel(5)).toBe('Step 3 of 3')
  })

  it('selects what a feature requires, and removing it removes what needs it', () => {
    let state = reduce(start, { type: 'choosePackage', basePackage: 'starter' })
    state = reduce(state, { type: 'toggleFeature', feature: 'shop' })
    expect(state.selected).toEqual(['shop', 'payments'])
    state = reduce(state, { type: 'toggleFeature', feature: 'payments' })
    expect(state.selected).toEqual([])
  })

  it('unselects an excluded feature when the package changes to one that excludes it', () => {
    let state = reduce(start, { type: 'choosePackage', basePackage: 'starter' })
    state = reduce(state, { type: 'toggleFeature', feature: 'gallery' })
    state = reduce(state, { type: 'choosePackage', basePackage: 'pro' })
    expect(state.selected).toEqual([])
    expect(reduce(state, { type: 'toggleFeature', feature: 'gallery' })).toBe(state)
  })

  it('reads its state from a link and writes it back', () => {
    const state = pricing.calculatorStateFromSearchParams(
      '?package=pro&features=shop,gallery&step=3',
    )
    expect(state).toEqual({
      step: 3,
      basePackage: 'pro',
      selected: ['shop', 'payments'],
      isSubmitting: false,
    })
    expect(pricing.calculatorStateToSearchParams(state)).toEqual({
      package: 'pro',
      features: 'shop,payments',
      step: '3',
    })
  })
})

describe('a catalogue with faults', () => {
  it('is refused with every fault at once, each at its path', () => {
    const broken = {
      currency: 'EURO',
      vatRatePercent: 20,
      groups: [{ id: 'extras', title: 'Extras' }],
      basePackages: [
        { id: 'starter', name: 'Starter', price: 900.5 },
        { id: 'starter', name: 'Again', price: -1 },
      ],
      features: [
        { id: 'blog', name: 'Blog', price: 100, group: 'functionality' },
        { id: 'shop', name: 'Shop', price: 100, group: 'extras' },
        { id: 'payments', name: 'Payments', price: 100, group: 'extras' },
      ],
      rules: [
        { type: 'excludes', basePackage: 'pro', feature: 'gallery' },
        { type: 'requires', feature: 'shop', requires: 'payments' },
        { type: 'requires', feature: 'payments', requires: 'shop' },
      ],
    }
    let error: unknown
    try {
      createPricing(broken as unknown as Catalogue)
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(CatalogueError)
    const problems = (error as CatalogueError).problems
    expect(problems.map((problem) => problem.path.join('.'))).toEqual([
      'currency',
      'basePackages.0.price',
      'basePackages.1.id',
      'basePackages.1.price',
      'features.0.group',
      'rules.0.basePackage',
      'rules.0.feature',
      'rules.2',
    ])
    expect(problems.at(-1)?.message).toBe(
      'These rules require each other in a circle: shop → payments → shop.',
    )
    expect((error as Error).message).toContain(
      'basePackages[1].id: The id "starter" is used more than once',
    )
  })

  it('is reported as values by checkCatalogue, for a JSON file', () => {
    expect(checkCatalogue('{}')).toEqual({
      ok: false,
      problems: [{ path: [], message: 'A catalogue is an object.' }],
    })
    const result = checkCatalogue({ currency: 'GBP', vatRatePercent: 20, groups: [], features: [] })
    expect(result.ok === false && result.problems.map((problem) => problem.path)).toEqual([
      ['basePackages'],
    ])
  })

  it('finds a requires rule naming itself', () => {
    const result = checkCatalogue({
      ...irish,
      rules: [{ type: 'requires', feature: 'blog', requires: 'blog' }],
    })
    expect(result.ok === false && result.problems[0]?.message).toBe(
      'These rules require each other in a circle: blog → blog.',
    )
  })
})

/** Random catalogues: up to five packages and eight features, random rules of both kinds without cycles. */
const catalogueArb = fc
  .record({
    packageCount: fc.integer({ min: 1, max: 5 }),
    prices: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 13, maxLength: 13 }),
    groupOf: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 8, maxLength: 8 }),
    featureCount: fc.integer({ min: 0, max: 8 }),
    vat: fc.integer({ min: 0, max: 30 }),
    excludes: fc.array(fc.tuple(fc.nat(4), fc.nat(7)), { maxLength: 4 }),
    // A feature may require only a later one, so there is never a cycle.
    requires: fc.array(fc.tuple(fc.nat(7), fc.nat(7)), { maxLength: 5 }),
  })
  .map(({ packageCount, prices, groupOf, featureCount, vat, excludes, requires }) => {
    const packageIds = Array.from({ length: packageCount }, (_, index) => `p${index}`)
    const featureIds = Array.from({ length: featureCount }, (_, index) => `f${index}`)
    return {
      currency: 'GBP',
      vatRatePercent: vat,
      groups: [
        { id: 'g0', title: 'One' },
        { id: 'g1', title: 'Two' },
        { id: 'g2', title: 'Three' },
      ],
      basePackages: packageIds.map((id, index) => ({ id, name: id, price: prices[index] ?? 0 })),
      features: featureIds.map((id, index) => ({
        id,
        name: id,
        price: prices[5 + index] ?? 0,
        group: `g${groupOf[index] ?? 0}`,
      })),
      rules: [
        ...excludes
          .filter(([p, f]) => p < packageCount && f < featureCount)
          .map(([p, f]) => ({ type: 'excludes' as const, basePackage: `p${p}`, feature: `f${f}` })),
        ...requires
          .filter(([a, b]) => a < b && b < featureCount)
          .map(([a, b]) => ({ type: 'requires' as const, feature: `f${a}`, requires: `f${b}` })),
      ],
    } satisfies Catalogue
  })

describe('laws of any catalogue', () => {
  it('a total is the sum of its lines, every amount whole, VAT the rate of the total', () => {
    fc.assert(
      fc.property(catalogueArb, fc.nat(4), fc.array(fc.nat(7)), (catalogue, p, chosen) => {
        const any = createPricing(catalogue)
        const basePackage = catalogue.basePackages[p % catalogue.basePackages.length]?.id ?? 'p0'
        const ids = chosen.map((f) => `f${f}`)
        const unknown = ids.find((id) => !any.isFeatureId(id))
        if (unknown !== undefined) {
          expect(() => any.priceQuote({ basePackage, features: ids })).toThrow(
            new UnknownIdError(
              'feature',
              unknown,
              catalogue.features.map((feature) => feature.id),
            ),
          )
        }
        const quote = any.priceQuote({ basePackage, features: ids.filter(any.isFeatureId) })
        const sum = quote.lines.reduce((total, line) => total + line.price, 0)
        expect(quote.total).toBe(sum)
        for (const amount of [quote.total, quote.vat, quote.totalIncludingVat]) {
          expect(Number.isSafeInteger(amount)).toBe(true)
        }
        expect(quote.vat).toBe(Math.round((quote.total * catalogue.vatRatePercent) / 100))
        expect(any.checkRules({ basePackage, features: quote.features })).toEqual({ ok: true })
        const submitted = {
          basePackage,
          features: quote.lines.slice(1).map((line) => ({ id: line.id, price: line.price })),
          total: quote.total,
        }
        const checked = any.checkQuote(submitted)
        expect(checked.ok && [checked.quote.features, checked.quote.totalIncludingVat]).toEqual([
          quote.features,
          quote.totalIncludingVat,
        ])
      }),
    )
  })

  it('every state the calculator reaches keeps every rule, and a feature without rules toggles back', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        fc.array(
          fc.oneof(
            fc.nat(4).map((p) => ({ type: 'choosePackage' as const, basePackage: `p${p}` })),
            fc.nat(7).map((f) => ({ type: 'toggleFeature' as const, feature: `f${f}` })),
            fc.constantFrom({ type: 'continue' as const }, { type: 'back' as const }),
          ),
          { maxLength: 30 },
        ),
        (catalogue, actions) => {
          const any = createPricing(catalogue)
          let state = any.initialCalculatorState
          for (const action of actions) {
            state = any.calculatorReducer(state, action)
            expect(state.step).toBeGreaterThanOrEqual(1)
            expect(state.step).toBeLessThanOrEqual(any.calculatorStepCount)
            if (state.basePackage !== null) {
              expect(
                any.checkRules({ basePackage: state.basePackage, features: state.selected }),
              ).toEqual({ ok: true })
            }
          }
          const ruleFree = catalogue.features.find(
            (feature) =>
              !catalogue.rules.some(
                (rule) =>
                  rule.feature === feature.id ||
                  ('requires' in rule && rule.requires === feature.id),
              ),
          )
          if (ruleFree) {
            const toggle = { type: 'toggleFeature' as const, feature: ruleFree.id }
            expect(any.calculatorReducer(any.calculatorReducer(state, toggle), toggle)).toEqual(
              state,
            )
          }
        },
      ),
    )
  })
})
