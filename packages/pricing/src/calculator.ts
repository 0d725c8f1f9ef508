import { type BasePackageId, isBasePackageId } from './base-packages'
import { FEATURE_IDS, type FeatureId, isFeatureId } from './features'
import { priceQuote, type Quote } from './quote'
import { isFeatureAvailable } from './rules/check-rules'

/** Steps of the boutique calculator: 1 package, 2 and 3 features, 4 summary and contact, 5 sent. */
export type CalculatorStep = 1 | 2 | 3 | 4 | 5

/** Number of steps the progress bar counts ("Step N of 4"); step 5 is the confirmation. */
export const CALCULATOR_STEP_COUNT = 4

/** State of the boutique calculator. `selected` holds no duplicates and follows catalogue order. */
export interface CalculatorState {
  readonly step: CalculatorStep
  readonly basePackage: BasePackageId | null
  readonly selected: readonly FeatureId[]
  readonly isSubmitting: boolean
}

/** Everything that can happen to the calculator (spec 000, section 4 "Quote builder / calculator"). */
export type CalculatorAction =
  | { readonly type: 'choosePackage'; readonly basePackage: BasePackageId }
  | { readonly type: 'continue' }
  | { readonly type: 'back' }
  | { readonly type: 'toggleFeature'; readonly feature: FeatureId }
  | { readonly type: 'submitStart' }
  | { readonly type: 'submitSuccess' }
  | { readonly type: 'submitFailure' }

/** The calculator as a visitor first sees it: step 1, nothing chosen. */
export const initialCalculatorState: CalculatorState = {
  step: 1,
  basePackage: null,
  selected: [],
  isSubmitting: false,
}

/**
 * The calculator's state machine, a pure reducer for `useReducer`. Actions that make no sense in
 * the current state (continue on step 1, back while sending, toggling an excluded feature) return
 * the state unchanged, so the calculator can never reach an invalid step.
 * @example
 * let state = calculatorReducer(initialCalculatorState, { type: 'choosePackage', basePackage: 'five-page' })
 * state = calculatorReducer(state, { type: 'toggleFeature', feature: 'advancedSEO' })
 * state.step // 2
 * state.selected // ['advancedSEO']
 */
export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  const isLocked = state.isSubmitting || state.step === 5
  switch (action.type) {
    case 'choosePackage': {
      if (isLocked) return state
      return {
        ...state,
        step: state.step === 1 ? 2 : state.step,
        basePackage: action.basePackage,
        selected: state.selected.filter((feature) =>
          isFeatureAvailable(action.basePackage, feature),
        ),
      }
    }
    case 'continue': {
      if (isLocked || state.basePackage === null) return state
      if (state.step === 2) return { ...state, step: 3 }
      if (state.step === 3) return { ...state, step: 4 }
      return state
    }
    case 'back': {
      if (isLocked) return state
      if (state.step === 4) return { ...state, step: 3 }
      if (state.step === 3) return { ...state, step: 2 }
      if (state.step === 2) return { ...state, step: 1 }
      return state
    }
    case 'toggleFeature': {
      if (isLocked || !isFeatureAvailable(state.basePackage, action.feature)) return state
      return { ...state, selected: toggle(state.selected, action.feature) }
    }
    case 'submitStart': {
      if (isLocked || state.step !== 4 || state.basePackage === null) return state
      return { ...state, isSubmitting: true }
    }
    case 'submitSuccess': {
      if (!state.isSubmitting) return state
      return { ...state, step: 5, isSubmitting: false }
    }
    case 'submitFailure': {
      if (!state.isSubmitting) return state
      return { ...state, isSubmitting: false }
    }
  }
}

function toggle(selected: readonly FeatureId[], feature: FeatureId): FeatureId[] {
  const isSelected = selected.includes(feature)
  return FEATURE_IDS.filter((id) => (id === feature ? !isSelected : selected.includes(id)))
}

/**
 * Width of the progress bar as a fraction: step divided by 4 ("Step N of 4"); the confirmation is full.
 * @example progressFraction(3) // 0.75
 */
export function progressFraction(step: CalculatorStep): number {
  return Math.min(step, CALCULATOR_STEP_COUNT) / CALCULATOR_STEP_COUNT
}

/**
 * The running quote for a calculator state: `incomplete` until a package is chosen.
 * @example calculatorQuote(initialCalculatorState).kind // 'incomplete'
 */
export function calculatorQuote(state: CalculatorState): Quote {
  return priceQuote({ basePackage: state.basePackage, features: state.selected })
}

/** Query-string keys the calculator state uses. */
export const CALCULATOR_SEARCH_PARAMS = {
  basePackage: 'package',
  features: 'features',
  step: 'step',
} as const

/**
 * The calculator state as query-string entries, for `new URLSearchParams(…)`. Empty values are
 * left out (without a package the step is always 1); the sending flag is not kept, and the
 * confirmation step is written as step 4, so a shared link never claims a quote was sent.
 * @example
 * new URLSearchParams(calculatorStateToSearchParams(state)).toString()
 * // 'package=five-page&features=advancedSEO%2CmaintenancePlan&step=3'
 */
export function calculatorStateToSearchParams(state: CalculatorState): Record<string, string> {
  const params: Record<string, string> = {}
  if (state.basePackage !== null) params[CALCULATOR_SEARCH_PARAMS.basePackage] = state.basePackage
  if (state.selected.length > 0) {
    params[CALCULATOR_SEARCH_PARAMS.features] = state.selected.join(',')
  }
  if (state.basePackage !== null) {
    params[CALCULATOR_SEARCH_PARAMS.step] = String(Math.min(state.step, CALCULATOR_STEP_COUNT))
  }
  return params
}

/** Query parameters as {@link calculatorStateFromSearchParams} reads them: URLSearchParams, a record, or a query string. */
export type SearchParamsInput =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | string

/**
 * Rebuilds a calculator state from query parameters, keeping only what is valid: a known package,
 * known features the package allows, and a step the state can reach (step 1 without a package, 2
 * when the step is missing, never the confirmation). Never throws.
 * @example
 * calculatorStateFromSearchParams('?package=unlimited&features=serviceAreasPage,advancedSEO&step=9')
 * // { step: 2, basePackage: 'unlimited', selected: ['advancedSEO'], isSubmitting: false }
 */
export function calculatorStateFromSearchParams(params: SearchParamsInput): CalculatorState {
  const read = reader(params)
  const packageValue = read(CALCULATOR_SEARCH_PARAMS.basePackage)
  const basePackage = isBasePackageId(packageValue) ? packageValue : null
  const requested = new Set(
    (read(CALCULATOR_SEARCH_PARAMS.features) ?? '').split(',').filter(isFeatureId),
  )
  const selected = FEATURE_IDS.filter(
    (id) => requested.has(id) && isFeatureAvailable(basePackage, id),
  )
  return {
    step: readStep(read(CALCULATOR_SEARCH_PARAMS.step), basePackage),
    basePackage,
    selected,
    isSubmitting: false,
  }
}

function readStep(value: string | undefined, basePackage: BasePackageId | null): CalculatorStep {
  if (basePackage === null) return 1
  switch (value) {
    case '1':
      return 1
    case '3':
      return 3
    case '4':
      return 4
    default:
      return 2
  }
}

function reader(params: SearchParamsInput): (name: string) => string | undefined {
  let readRaw: (name: string) => unknown
  try {
    readRaw = rawReader(params)
  } catch {
    readRaw = () => undefined
  }
  return (name) => {
    try {
      const value = readRaw(name)
      const first: unknown = Array.isArray(value) ? value[0] : value
      return typeof first === 'string' ? first : undefined
    } catch {
      return undefined
    }
  }
}

function rawReader(params: SearchParamsInput): (name: string) => unknown {
  if (typeof params === 'string') {
    const search = new URLSearchParams(params)
    return (name) => search.get(name)
  }
  if (typeof params !== 'object' || params === null) return () => undefined
  if (typeof params.get === 'function') {
    const search = params as { get(name: string): unknown }
    return (name) => search.get(name)
  }
  const record = params as Readonly<Record<string, unknown>>
  return (name) => (Object.hasOwn(record, name) ? record[name] : undefined)
}
