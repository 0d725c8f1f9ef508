import { describe, expect, it } from 'vitest'
import { createPricing } from './create-pricing'
import { pricing } from './readme-examples/trades-agency.example'

describe('recurring lines', () => {
  it('keeps monthly and yearly lines out of the one-off total, each with its own VAT', () => {
    const quote = pricing.priceQuote({ basePackage: 'starter', features: ['blog4', 'carePlan'] })
    expect([quote.total, quote.vat]).toEqual([150000, 30000])
    expect(quote.recurring).toEqual([
      { interval: 'month', total: 4000, vat: 800, totalIncludingVat: 4800 },
      { interval: 'year', total: 30000, vat: 6000, totalIncludingVat: 36000 },
    ])
  })

  it('prices a package charged monthly as a recurring total only', () => {
    const plans = createPricing({
      currency: 'GBP',
      vatRatePercent: 20,
      groups: [],
      basePackages: [{ id: 'care', name: 'Care', price: 4999, interval: 'month' }],
      features: [],
    })
    const quote = plans.priceQuote({ basePackage: 'care', features: [] })
    expect([quote.total, quote.recurring]).toEqual([
      0,
      [{ interval: 'month', total: 4999, vat: 1000, totalIncludingVat: 5999 }],
    ])
  })
})

describe('quantities', () => {
  it('prices units as "4 × £60" and a bare id at its minimum', () => {
    const four = pricing.priceQuote({
      basePackage: 'starter',
      features: [{ id: 'areaPages', quantity: 4 }],
    })
    expect(four.lines[1]).toEqual({
      kind: 'feature',
      id: 'areaPages',
      name: 'Service-area page',
      price: 24000,
      quantity: 4,
      unitPrice: 6000,
    })
    expect(pricing.describeLinePrice(four.lines[1] ?? four.lines[0])).toBe('4 × £60')
    const one = pricing.priceQuote({ basePackage: 'starter', features: ['areaPages'] })
    expect(one.lines[1]).toMatchObject({ quantity: 1, price: 6000 })
  })

  it('never drops { id, quantity } from plain JavaScript: a wrong one throws, saying what to send', () => {
    const loose = pricing.priceQuote as (input: unknown) => unknown
    expect(() =>
      loose({ basePackage: 'starter', features: [{ id: 'areaPages', quantity: 14 }] }),
    ).toThrow('@hard-hat/pricing: Choose from 1 to 10 of Service-area page, not 14.')
    expect(() =>
      loose({ basePackage: 'starter', features: [{ id: 'blog4', quantity: 4 }] }),
    ).toThrow(
      'Blog, 4 posts a month is sold one at a time: leave out its quantity or give it quantity: { min, max } in the catalogue',
    )
    expect(() => loose({ basePackage: 'starter', features: [4] })).toThrow(
      'write each chosen feature as its id or as { id, quantity }, not 4.',
    )
  })

  it('carries quantities in the calculator and its link, with a stepper that stays in range', () => {
    let state = pricing.calculatorReducer(pricing.initialCalculatorState, {
      type: 'choosePackage',
      basePackage: 'starter',
    })
    state = pricing.calculatorReducer(state, {
      type: 'setQuantity',
      feature: 'areaPages',
      quantity: 4,
    })
    expect(state).toMatchObject({ selected: ['areaPages'], quantities: { areaPages: 4 } })
    expect(
      pricing.calculatorReducer(state, { type: 'setQuantity', feature: 'areaPages', quantity: 11 }),
    ).toBe(state)
    const params = pricing.calculatorStateToSearchParams(state)
    expect(params.features).toBe('areaPages.4')
    const restored = pricing.calculatorStateFromSearchParams(new URLSearchParams(params))
    expect(restored).toEqual(state)
    expect(
      pricing.calculatorStateFromSearchParams('?package=starter&features=areaPages.99').quantities,
    ).toBeUndefined()
    const quote = pricing.calculatorQuote(state)
    expect(quote.kind === 'priced' && quote.total).toBe(174000)
  })
})

describe('choice groups', () => {
  it('keeps one of an "at most one" group: choosing the other swaps them', () => {
    const start = pricing.calculatorReducer(pricing.initialCalculatorState, {
      type: 'choosePackage',
      basePackage: 'starter',
    })
    const four = pricing.calculatorReducer(start, { type: 'toggleFeature', feature: 'blog4' })
    const twelve = pricing.calculatorReducer(four, { type: 'toggleFeature', feature: 'blog12' })
    expect(twelve.selected).toEqual(['blog12'])
    const both = pricing.checkRules({
      basePackage: 'starter',
      features: ['blog4', 'blog12', 'hosting'],
    })
    expect(both.ok === false && both.breaches.map((breach) => breach.message)).toEqual([
      'Choose one of Blog, 4 posts a month or Blog, 12 posts a month: A blog takes only one.',
    ])
  })

  it('asks for one of an "exactly one" group before moving on or sending', () => {
    const atCare = [
      { type: 'choosePackage', basePackage: 'starter' },
      { type: 'continue' },
      { type: 'continue' },
    ] as const
    const state = atCare.reduce(pricing.calculatorReducer, pricing.initialCalculatorState)
    expect(state.step).toBe(4)
    expect(pricing.calculatorReducer(state, { type: 'continue' })).toBe(state)
    const radio = pricing.calculatorReducer(state, { type: 'toggleFeature', feature: 'hosting' })
    expect(pricing.calculatorReducer(radio, { type: 'toggleFeature', feature: 'hosting' })).toBe(
      radio,
    )
    expect(pricing.calculatorReducer(radio, { type: 'continue' }).step).toBe(5)
    const missing = pricing.checkRules({ basePackage: 'starter', features: [] })
    expect(missing.ok === false && missing.breaches[0]?.message).toBe(
      'Choose one of Hosting or Care plan for Looking after it.',
    )
  })
})

describe('included lines and discounts', () => {
  it('adds an included feature at £0 saying so, which the calculator cannot take away', () => {
    const quote = pricing.priceQuote({ basePackage: 'trade', features: [] })
    expect(quote.lines.find((line) => line.id === 'hosting')).toEqual({
      kind: 'feature',
      id: 'hosting',
      name: 'Hosting',
      price: 0,
      interval: 'month',
      includedWith: 'trade',
      includedMessage: 'Included with Trade',
    })
    const state = pricing.calculatorReducer(pricing.initialCalculatorState, {
      type: 'choosePackage',
      basePackage: 'trade',
    })
    expect(pricing.calculatorReducer(state, { type: 'toggleFeature', feature: 'hosting' })).toBe(
      state,
    )
  })

  it('never takes a total below zero', () => {
    const generous = createPricing({
      currency: 'GBP',
      vatRatePercent: 20,
      groups: [],
      basePackages: [{ id: 'small', name: 'Small', price: 5000 }],
      features: [],
      discounts: [
        { id: 'big', name: 'Big', amountOff: 4000 },
        { id: 'bigger', name: 'Bigger', amountOff: 4000 },
        { id: 'half', name: 'Half', percentOff: 50 },
      ],
    })
    const quote = generous.priceQuote({ basePackage: 'small', features: [] })
    expect(quote.lines.map((line) => line.price)).toEqual([5000, -4000, -1000, 0])
    expect([quote.total, quote.vat]).toEqual([0, 0])
  })
})

describe('checkQuote with the new lines', () => {
  it("accepts the calculator's own quote and names a wrong quantity, recurring total and choice", () => {
    const good = pricing.checkQuote({
      basePackage: 'trade',
      features: [
        { id: 'areaPages', price: 24000, quantity: 4 },
        { id: 'blog12', price: 10000 },
        { id: 'hosting', price: 0 },
      ],
      total: 246600,
      recurring: { month: 8000 },
    })
    expect(good.ok && good.quote.payments).toEqual([
      { name: 'Deposit', amount: 88776 },
      { name: 'On launch', amount: 207144 },
    ])
    const bad = pricing.checkQuote({
      basePackage: 'starter',
      features: [
        { id: 'areaPages', price: 6000, quantity: 4 },
        { id: 'blog4', price: 4000 },
        { id: 'blog12', price: 10000 },
      ],
      total: 174000,
    })
    expect(
      bad.ok === false && bad.problems.map((each) => [each.path.join('.'), each.message]),
    ).toEqual([
      [
        'features.0.price',
        'Service-area page costs £240 excluding VAT (4 × £60), not £60. Refresh the page to see current prices and try again.',
      ],
      [
        'features.2.id',
        'Choose one of Blog, 4 posts a month or Blog, 12 posts a month: A blog takes only one.',
      ],
      ['features', 'Choose one of Hosting or Care plan for Looking after it.'],
      [
        'recurring.month',
        'The monthly total should be £120 excluding VAT, not "undefined" (amounts are whole pence). Refresh the page to see current prices and try again.',
      ],
    ])
  })
})

describe('a choice the package has made', () => {
  it('keeps the included feature of a choice group: the others cannot be chosen with that package', () => {
    const state = pricing.calculatorReducer(pricing.initialCalculatorState, {
      type: 'choosePackage',
      basePackage: 'trade',
    })
    expect(pricing.calculatorReducer(state, { type: 'toggleFeature', feature: 'carePlan' })).toBe(
      state,
    )
    const quote = pricing.priceQuote({ basePackage: 'trade', features: ['carePlan'] })
    expect(quote.features).toEqual(['hosting'])
  })
})
