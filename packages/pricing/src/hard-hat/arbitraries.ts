import fc from 'fast-check'
import type {
  CalculatorAction as AnyCalculatorAction,
  CalculatorState as AnyCalculatorState,
} from '../calculator'
import { hardHatCatalogue } from './catalogue'
import { type HardHatBasePackageId, type HardHatFeatureId, hardHatPricing } from './pricing'

const { calculatorReducer, initialCalculatorState } = hardHatPricing
/** Hard Hat's calculator action. */
export type CalculatorAction = AnyCalculatorAction<HardHatBasePackageId, HardHatFeatureId>
/** Hard Hat's calculator state. */
export type CalculatorState = AnyCalculatorState<HardHatBasePackageId, HardHatFeatureId>
export const BASE_PACKAGE_IDS = hardHatCatalogue.basePackages.map((entry) => entry.id)
export const FEATURE_IDS = hardHatCatalogue.features.map((entry) => entry.id)

/** Test-only generators shared by the property tests. */
export const basePackageArb = fc.constantFrom(...BASE_PACKAGE_IDS)
export const featureArb = fc.constantFrom(...FEATURE_IDS)
export const featureListArb = fc.array(featureArb, { maxLength: 20 })

/** Any action, weighted so random runs often get past step 1 and into sending. */
export const actionArb: fc.Arbitrary<CalculatorAction> = fc.oneof(
  {
    weight: 2,
    arbitrary: basePackageArb.map(
      (basePackage) => ({ type: 'choosePackage', basePackage }) as const,
    ),
  },
  { weight: 4, arbitrary: fc.constant({ type: 'continue' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'back' } as const) },
  {
    weight: 4,
    arbitrary: featureArb.map((feature) => ({ type: 'toggleFeature', feature }) as const),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'submitStart' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'submitSuccess' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'submitFailure' } as const) },
)

export function run(
  actions: readonly CalculatorAction[],
  from: CalculatorState = initialCalculatorState,
): CalculatorState {
  return actions.reduce(calculatorReducer, from)
}

const randomRunArb = fc.array(actionArb, { maxLength: 40 }).map((actions) => run(actions))

/** A visitor's usual path (package, features, continue, send) followed by anything at all. */
const journeyArb = fc
  .tuple(
    basePackageArb,
    featureListArb,
    fc.integer({ min: 0, max: 2 }),
    fc.constantFrom(
      [],
      ['submitStart'],
      ['submitStart', 'submitSuccess'],
      ['submitStart', 'submitFailure'],
    ),
    fc.array(actionArb, { maxLength: 10 }),
  )
  .map(([basePackage, features, continues, sending, tail]) =>
    run([
      { type: 'choosePackage', basePackage },
      ...features.map((feature) => ({ type: 'toggleFeature', feature }) as const),
      ...Array.from({ length: continues }, () => ({ type: 'continue' }) as const),
      ...sending.map((type) => ({ type }) as CalculatorAction),
      ...tail,
    ]),
  )

/** Any state a visitor can reach from the start by some sequence of actions. */
export const reachableStateArb = fc.oneof(randomRunArb, journeyArb)
