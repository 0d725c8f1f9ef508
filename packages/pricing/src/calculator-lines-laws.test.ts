import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pricing } from './readme-examples/trades-agency.example'

const featureIds = pricing.catalogue.features.map((feature) => feature.id)
const actionArb = fc.oneof(
  fc
    .constantFrom('starter' as const, 'trade' as const)
    .map((basePackage) => ({ type: 'choosePackage' as const, basePackage })),
  fc.constantFrom(...featureIds).map((feature) => ({ type: 'toggleFeature' as const, feature })),
  fc
    .tuple(fc.constantFrom(...featureIds), fc.integer({ min: -1, max: 12 }))
    .map(([feature, quantity]) => ({ type: 'setQuantity' as const, feature, quantity })),
  fc.constantFrom({ type: 'continue' as const }, { type: 'back' as const }),
)

describe('laws of the calculator with the newer lines', () => {
  it('every reachable state keeps one of a choice, leaves included features to the package, keeps quantities in range and survives its link', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (actions) => {
        const state = actions.reduce(pricing.calculatorReducer, pricing.initialCalculatorState)
        const blogs = state.selected.filter((id) => id === 'blog4' || id === 'blog12')
        expect(blogs.length).toBeLessThanOrEqual(1)
        if (state.basePackage === 'trade') expect(state.selected).not.toContain('hosting')
        for (const [id, quantity] of Object.entries(state.quantities ?? {})) {
          expect(state.selected).toContain(id)
          expect(quantity).toBeGreaterThanOrEqual(2)
          expect(quantity).toBeLessThanOrEqual(10)
        }
        const link = new URLSearchParams(pricing.calculatorStateToSearchParams(state))
        const restored = pricing.calculatorStateFromSearchParams(link)
        if (state.basePackage !== null) {
          expect(restored).toEqual(state)
          const quote = pricing.calculatorQuote(state)
          expect(pricing.calculatorQuote(restored)).toEqual(quote)
        }
      }),
    )
  })
})
