import fc from 'fast-check'
import { BASE_PACKAGE_IDS } from '../base-packages'
import {
  type CalculatorAction,
  type CalculatorState,
  calculatorReducer,
  initialCalculatorState,
} from '../calculator'
import { FEATURE_IDS } from '../features'

/** Test-only generators shared by the property tests. */
export const basePackageArb = fc.constantFrom(...BASE_PACKAGE_IDS)
export const featureArb = fc.constantFrom(...FEATURE_IDS)
export const featureListArb = fc.array(featureArb, { maxLength: 20 })

export const actionArb: fc.Arbitrary<CalculatorAction> = fc.oneof(
  basePackageArb.map((basePackage) => ({ type: 'choosePackage', basePackage }) as const),
  fc.constant({ type: 'continue' } as const),
  fc.constant({ type: 'back' } as const),
  featureArb.map((feature) => ({ type: 'toggleFeature', feature }) as const),
  fc.constant({ type: 'submitStart' } as const),
  fc.constant({ type: 'submitSuccess' } as const),
  fc.constant({ type: 'submitFailure' } as const),
)

export function run(
  actions: readonly CalculatorAction[],
  from: CalculatorState = initialCalculatorState,
): CalculatorState {
  return actions.reduce(calculatorReducer, from)
}

/** Any state a visitor can reach from the start by some sequence of actions. */
export const reachableStateArb = fc
  .array(actionArb, { maxLength: 40 })
  .map((actions) => run(actions))
