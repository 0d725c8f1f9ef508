import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatGBP } from '../money'
import {
  actionArb,
  type CalculatorAction,
  type CalculatorState,
  FEATURE_IDS,
  featureArb,
  reachableStateArb,
  run,
} from './arbitraries'
import { hardHatPricing } from './pricing'

const {
  calculatorQuote,
  calculatorReducer,
  calculatorStateFromSearchParams,
  calculatorStateToSearchParams,
  initialCalculatorState,
  isFeatureAvailable,
  progressFraction,
} = hardHatPricing

const choose = (basePackage: 'three-page' | 'five-page' | 'unlimited') =>
  ({ type: 'choosePackage', basePackage }) as const
const toggle = (feature: (typeof FEATURE_IDS)[number]) =>
  ({ type: 'toggleFeature', feature }) as const
const go = { type: 'continue' } as const
const back = { type: 'back' } as const
const submitStart = { type: 'submitStart' } as const
const submitSuccess = { type: 'submitSuccess' } as const
const submitFailure = { type: 'submitFailure' } as const

/** The invariants every state the calculator can be in must keep. */
function expectValid(state: CalculatorState): void {
  expect([1, 2, 3, 4, 5]).toContain(state.step)
  if (state.step > 1) expect(state.basePackage).not.toBeNull()
  if (state.isSubmitting) expect(state.step).toBe(4)
  expect(state.selected).toEqual(FEATURE_IDS.filter((id) => state.selected.includes(id)))
  for (const feature of state.selected) {
    expect(isFeatureAvailable(state.basePackage, feature)).toBe(true)
  }
}

describe('calculatorReducer', () => {
  it('starts on step 1 with nothing chosen', () => {
    expect(initialCalculatorState).toEqual({
      step: 1,
      basePackage: null,
      selected: [],
      isSubmitting: false,
    })
  })

  it('moves from step 1 to 2 when a base package is chosen, setting the package', () => {
    expect(run([choose('five-page')])).toMatchObject({ step: 2, basePackage: 'five-page' })
  })

  it('continues from 2 to 3 and from 3 to 4, and no further', () => {
    expect(run([choose('five-page'), go]).step).toBe(3)
    expect(run([choose('five-page'), go, go]).step).toBe(4)
    expect(run([choose('five-page'), go, go, go]).step).toBe(4)
  })

  it('does not continue from step 1, even with features toggled', () => {
    expect(run([toggle('advancedSEO'), go])).toMatchObject({ step: 1, selected: ['advancedSEO'] })
  })

  it('goes back from 4 to 3, 3 to 2 and 2 to 1, keeping the choices', () => {
    const atFour = run([choose('three-page'), toggle('advancedSEO'), go, go])
    expect(run([back], atFour).step).toBe(3)
    expect(run([back, back], atFour).step).toBe(2)
    expect(run([back, back, back], atFour)).toEqual({
      step: 1,
      basePackage: 'three-page',
      selected: ['advancedSEO'],
      isSubmitting: false,
    })
    expect(run([back, back, back, back], atFour).step).toBe(1)
  })

  it('changes the package on a later step without moving', () => {
    const state = run([choose('three-page'), go, choose('five-page')])
    expect(state).toMatchObject({ step: 3, basePackage: 'five-page' })
  })

  it('flips a feature on and off', () => {
    const on = run([choose('five-page'), toggle('maintenancePlan')])
    expect(on.selected).toEqual(['maintenancePlan'])
    expect(run([toggle('maintenancePlan')], on).selected).toEqual([])
  })

  it('keeps selected features in catalogue order', () => {
    const state = run([
      choose('five-page'),
      toggle('maintenancePlan'),
      toggle('jobQuoteCalculator'),
    ])
    expect(state.selected).toEqual(['jobQuoteCalculator', 'maintenancePlan'])
  })

  it('forces Service Areas Page off when Unlimited Pages is chosen', () => {
    const state = run([
      choose('three-page'),
      go,
      toggle('serviceAreasPage'),
      toggle('advancedSEO'),
      back,
      back,
      choose('unlimited'),
    ])
    expect(state).toMatchObject({ step: 2, basePackage: 'unlimited', selected: ['advancedSEO'] })
  })

  it('ignores toggling Service Areas Page with Unlimited Pages', () => {
    const state = run([choose('unlimited'), go])
    expect(run([toggle('serviceAreasPage')], state)).toBe(state)
  })

  it('starts submitting only on step 4', () => {
    expect(run([choose('five-page'), submitStart]).isSubmitting).toBe(false)
    expect(run([choose('five-page'), go, submitStart]).isSubmitting).toBe(false)
    expect(run([choose('five-page'), go, go, submitStart])).toMatchObject({
      step: 4,
      isSubmitting: true,
    })
  })

  it('holds the quote still while it is being sent', () => {
    const sending = run([choose('five-page'), toggle('advancedSEO'), go, go, submitStart])
    for (const action of [back, go, toggle('maintenancePlan'), choose('unlimited'), submitStart]) {
      expect(calculatorReducer(sending, action)).toBe(sending)
    }
  })

  it('moves to step 5 when the quote is sent', () => {
    const sent = run([choose('five-page'), go, go, submitStart, submitSuccess])
    expect(sent).toMatchObject({ step: 5, isSubmitting: false, basePackage: 'five-page' })
    expect(run([back, toggle('advancedSEO'), choose('three-page')], sent)).toBe(sent)
  })

  it('stays on step 4 with the data kept when sending fails', () => {
    const failed = run([
      choose('unlimited'),
      toggle('trainedAIChatbot'),
      go,
      go,
      submitStart,
      submitFailure,
    ])
    expect(failed).toEqual({
      step: 4,
      basePackage: 'unlimited',
      selected: ['trainedAIChatbot'],
      isSubmitting: false,
    })
    expect(run([submitStart, submitSuccess], failed).step).toBe(5)
  })

  it('ignores a success or failure that arrives when nothing is being sent', () => {
    const atFour = run([choose('five-page'), go, go])
    expect(calculatorReducer(atFour, submitSuccess)).toBe(atFour)
    expect(calculatorReducer(atFour, submitFailure)).toBe(atFour)
  })

  it('never reaches an invalid state, whatever the actions', () => {
    fc.assert(
      fc.property(reachableStateArb, fc.array(actionArb, { maxLength: 60 }), (from, actions) => {
        let state = from
        for (const action of actions) {
          state = calculatorReducer(state, action)
          expectValid(state)
        }
      }),
    )
  })

  it('ends in the same state whatever order the features are toggled in', () => {
    const togglesArb = fc
      .array(featureArb, { maxLength: 20 })
      .chain((features) =>
        fc.tuple(
          fc.constant(features),
          fc.shuffledSubarray(features, { minLength: features.length, maxLength: features.length }),
        ),
      )
    fc.assert(
      fc.property(reachableStateArb, togglesArb, (state, [features, shuffled]) => {
        const toggles = (list: typeof features): CalculatorAction[] => list.map(toggle)
        expect(run(toggles(shuffled), state)).toEqual(run(toggles(features), state))
      }),
    )
  })

  it('changes nothing when the same feature is toggled twice', () => {
    fc.assert(
      fc.property(reachableStateArb, featureArb, (state, feature) => {
        expect(run([toggle(feature), toggle(feature)], state)).toEqual(state)
      }),
    )
  })

  it('never selects Service Areas Page with Unlimited Pages', () => {
    fc.assert(
      fc.property(reachableStateArb, (state) => {
        if (state.basePackage === 'unlimited')
          expect(state.selected).not.toContain('serviceAreasPage')
      }),
    )
  })
})

describe('progressFraction', () => {
  it('fills the "Step N of 4" bar by quarters and stays full on the confirmation', () => {
    expect([1, 2, 3, 4, 5].map((step) => progressFraction(step as 1 | 2 | 3 | 4 | 5))).toEqual([
      0.25, 0.5, 0.75, 1, 1,
    ])
  })
})

describe('calculatorQuote', () => {
  it('has no total on step 1 and the running total once a package is chosen', () => {
    expect(calculatorQuote(initialCalculatorState).kind).toBe('incomplete')
    const quote = calculatorQuote(
      run([choose('five-page'), toggle('advancedSEO'), toggle('jobQuoteCalculator')]),
    )
    expect(quote.kind === 'priced' && formatGBP(quote.total)).toBe('£4,275')
  })
})

describe('calculator state in the URL', () => {
  it('writes the package, the features and the step', () => {
    const state = run([choose('five-page'), toggle('maintenancePlan'), toggle('advancedSEO'), go])
    expect(calculatorStateToSearchParams(state)).toEqual({
      package: 'five-page',
      features: 'advancedSEO,maintenancePlan',
      step: '3',
    })
    expect(new URLSearchParams(calculatorStateToSearchParams(state)).toString()).toBe(
      'package=five-page&features=advancedSEO%2CmaintenancePlan&step=3',
    )
  })

  it('writes nothing for the untouched calculator', () => {
    expect(calculatorStateToSearchParams(initialCalculatorState)).toEqual({})
  })

  it('writes a sent quote as step 4, so a shared link never shows the confirmation', () => {
    const sent = run([choose('three-page'), go, go, submitStart, submitSuccess])
    expect(calculatorStateToSearchParams(sent)).toEqual({ package: 'three-page', step: '4' })
  })

  it('reads the example link of the brief', () => {
    expect(
      calculatorStateFromSearchParams(
        '?package=five-page&features=advancedSEO,maintenancePlan&step=3',
      ),
    ).toEqual({
      step: 3,
      basePackage: 'five-page',
      selected: ['advancedSEO', 'maintenancePlan'],
      isSubmitting: false,
    })
  })

  it('reads URLSearchParams and plain records, taking the first of repeated values', () => {
    const params = new URLSearchParams({ package: 'unlimited', step: '4' })
    expect(calculatorStateFromSearchParams(params)).toMatchObject({
      step: 4,
      basePackage: 'unlimited',
    })
    expect(
      calculatorStateFromSearchParams({
        package: ['three-page', 'unlimited'],
        features: 'advancedSEO',
      }),
    ).toMatchObject({ step: 2, basePackage: 'three-page', selected: ['advancedSEO'] })
  })

  it('ignores unknown ids, duplicates and Service Areas Page with Unlimited Pages', () => {
    expect(
      calculatorStateFromSearchParams(
        '?package=unlimited&features=serviceAreasPage,blog,maintenancePlan,maintenancePlan,advancedSEO',
      ),
    ).toEqual({
      step: 2,
      basePackage: 'unlimited',
      selected: ['advancedSEO', 'maintenancePlan'],
      isSubmitting: false,
    })
    expect(calculatorStateFromSearchParams('?package=ten-page&step=3')).toEqual(
      initialCalculatorState,
    )
  })

  it('ignores a step the visitor could not have reached', () => {
    expect(calculatorStateFromSearchParams('?step=4').step).toBe(1)
    expect(calculatorStateFromSearchParams('?package=five-page&step=5').step).toBe(2)
    expect(calculatorStateFromSearchParams('?package=five-page&step=9').step).toBe(2)
    expect(calculatorStateFromSearchParams('?package=five-page&step=3.0').step).toBe(2)
    expect(calculatorStateFromSearchParams('?package=five-page&step=1').step).toBe(1)
    expect(calculatorStateFromSearchParams('?package=five-page').step).toBe(2)
  })

  it('never throws, and always gives a valid state, whatever the query', () => {
    const recordArb = fc.dictionary(
      fc.constantFrom('package', 'features', 'step', 'get', '__proto__', 'other'),
      fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined)),
    )
    const queryArb = fc
      .tuple(
        fc.oneof(fc.constantFrom('three-page', 'five-page', 'unlimited'), fc.string()),
        fc.array(fc.oneof(featureArb, fc.string())),
        fc.oneof(fc.integer({ min: -2, max: 7 }).map(String), fc.string()),
      )
      .map(([pkg, features, step]) =>
        new URLSearchParams({ package: pkg, features: features.join(','), step }).toString(),
      )
    fc.assert(
      fc.property(fc.oneof(recordArb, queryArb, fc.string(), fc.anything()), (params) => {
        expectValid(calculatorStateFromSearchParams(params as never))
      }),
    )
  })

  it('gives back any reachable state from its URL, less the sending flag and confirmation', () => {
    fc.assert(
      fc.property(reachableStateArb, (state) => {
        const query = new URLSearchParams(calculatorStateToSearchParams(state)).toString()
        expect(calculatorStateFromSearchParams(query)).toEqual({
          ...state,
          step: Math.min(state.step, 4),
          isSubmitting: false,
        })
      }),
    )
  })
})
