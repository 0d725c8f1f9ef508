import type { Catalogue, CatalogueGroup } from './catalogue'
import type { ChosenFeature } from './chosen-features'
import type { Quote } from './quote'
import type { RuleSet } from './rules/rule-set'

/**
 * A step of the calculator: 1 is the base package, then one step per catalogue group in order,
 * then the summary (step `calculatorStepCount`); the step after it is the confirmation.
 */
export type CalculatorStep = number

/** What a calculator step shows. */
export type CalculatorStepContent =
  | { readonly kind: 'base-package' }
  | { readonly kind: 'group'; readonly group: CatalogueGroup }
  | { readonly kind: 'summary' }
  | { readonly kind: 'sent' }

/** State of a calculator. `selected` holds no duplicates, follows catalogue order and keeps every rule. */
export interface CalculatorState<
  TBasePackage extends string = string,
  TFeature extends string = string,
> {
  readonly step: CalculatorStep
  readonly basePackage: TBasePackage | null
  readonly selected: readonly TFeature[]
  /** Units of the selected features sold by the unit, where not their minimum. */
  readonly quantities?: Readonly<Partial<Record<TFeature, number>>>
  readonly isSubmitting: boolean
}

/** Everything that can happen to a calculator. */
export type CalculatorAction<
  TBasePackage extends string = string,
  TFeature extends string = string,
> =
  | { readonly type: 'choosePackage'; readonly basePackage: TBasePackage }
  | { readonly type: 'continue' }
  | { readonly type: 'back' }
  | { readonly type: 'toggleFeature'; readonly feature: TFeature }
  /** A stepper: sets the units of a feature sold by the unit, selecting it; out of range changes nothing. */
  | { readonly type: 'setQuantity'; readonly feature: TFeature; readonly quantity: number }
  | { readonly type: 'submitStart' }
  | { readonly type: 'submitSuccess' }
  | { readonly type: 'submitFailure' }

/** Query parameters as the calculator reads them: URLSearchParams, a record, or a query string. */
export type SearchParamsInput =
  | {
      /** A parameter's value, as URLSearchParams's `get` gives it: null when absent. */
      get(name: string): string | null
    }
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | string

/** Query-string keys the calculator state uses. */
export const CALCULATOR_SEARCH_PARAMS = {
  basePackage: 'package',
  features: 'features',
  step: 'step',
} as const

/** The calculator of one checked catalogue. */
export function createCalculator(
  catalogue: Catalogue,
  rules: RuleSet,
  priceQuote: (input: { basePackage: string | null; features: Iterable<ChosenFeature> }) => Quote,
) {
  const stepCount = catalogue.groups.length + 2
  const sentStep = stepCount + 1
  const packageIds = new Set(catalogue.basePackages.map((entry) => entry.id))
  const featureIds = catalogue.features.map((entry) => entry.id)
  const ranges = new Map(catalogue.features.map((entry) => [entry.id, entry.quantity]))
  const isInRange = (feature: string, quantity: number) => {
    const range = ranges.get(feature)
    return (
      range !== undefined &&
      Number.isSafeInteger(quantity) &&
      quantity >= range.min &&
      quantity <= range.max
    )
  }

  /** The selection a package allows, without what it includes (the package brings those). */
  const allowed = (basePackage: string | null, selected: readonly string[]) =>
    rules
      .closeSelection(basePackage, selected)
      .features.filter((id) => rules.includedWith(basePackage, id) === undefined)

  /** The state with `selected`, keeping only the quantities of selected features. */
  const withSelected = (
    state: CalculatorState,
    selected: string[],
    set?: { feature: string; quantity: number },
  ): CalculatorState => {
    const quantities = Object.fromEntries(
      Object.entries({ ...state.quantities, ...(set && { [set.feature]: set.quantity }) }).filter(
        ([id, quantity]) => selected.includes(id) && quantity !== ranges.get(id)?.min,
      ),
    )
    const { quantities: _, ...rest } = state
    return Object.keys(quantities).length === 0
      ? { ...rest, selected }
      : { ...rest, selected, quantities }
  }

  const initialCalculatorState: CalculatorState = {
    step: 1,
    basePackage: null,
    selected: [],
    isSubmitting: false,
  }

  function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
    const isLocked = state.isSubmitting || state.step === sentStep
    switch (action.type) {
      case 'choosePackage': {
        if (isLocked || !packageIds.has(action.basePackage)) return state
        const moved = {
          ...state,
          step: state.step === 1 ? 2 : state.step,
          basePackage: action.basePackage,
        }
        return withSelected(moved, allowed(action.basePackage, state.selected))
      }
      case 'continue': {
        if (isLocked || state.basePackage === null) return state
        const group = catalogue.groups[state.step - 2]
        if (group && rules.isChoiceMissing(state.basePackage, state.selected, group.id))
          return state
        if (state.step >= 2 && state.step < stepCount) return { ...state, step: state.step + 1 }
        return state
      }
      case 'back': {
        if (isLocked || state.step <= 1) return state
        return { ...state, step: state.step - 1 }
      }
      case 'toggleFeature': {
        if (isLocked || !rules.isFeatureAvailable(state.basePackage, action.feature)) return state
        const selected = rules.toggle(state.basePackage, state.selected, action.feature)
        const isSame =
          selected.length === state.selected.length &&
          selected.every((id, index) => id === state.selected[index])
        return isSame ? state : withSelected(state, selected)
      }
      case 'setQuantity': {
        const { feature, quantity } = action
        if (isLocked || !rules.isFeatureAvailable(state.basePackage, feature)) return state
        if (!isInRange(feature, quantity)) return state
        if (rules.includedWith(state.basePackage, feature) !== undefined) return state
        const selected = state.selected.includes(feature)
          ? [...state.selected]
          : rules.toggle(state.basePackage, state.selected, feature)
        return withSelected(state, selected, { feature, quantity })
      }
      case 'submitStart': {
        if (isLocked || state.step !== stepCount || state.basePackage === null) return state
        if (rules.isChoiceMissing(state.basePackage, state.selected)) return state
        return { ...state, isSubmitting: true }
      }
      case 'submitSuccess': {
        if (!state.isSubmitting) return state
        return { ...state, step: sentStep, isSubmitting: false }
      }
      case 'submitFailure': {
        if (!state.isSubmitting) return state
        return { ...state, isSubmitting: false }
      }
    }
  }

  function calculatorStep(step: CalculatorStep): CalculatorStepContent {
    if (step <= 1) return { kind: 'base-package' }
    if (step >= sentStep) return { kind: 'sent' }
    if (step === stepCount) return { kind: 'summary' }
    const group = catalogue.groups[step - 2]
    return group ? { kind: 'group', group } : { kind: 'summary' }
  }

  function calculatorStateToSearchParams(state: CalculatorState): Record<string, string> {
    const params: Record<string, string> = {}
    if (state.basePackage !== null) params[CALCULATOR_SEARCH_PARAMS.basePackage] = state.basePackage
    if (state.selected.length > 0) {
      params[CALCULATOR_SEARCH_PARAMS.features] = state.selected
        .map((id) => {
          const quantity = (state.quantities as Record<string, number> | undefined)?.[id]
          return quantity === undefined ? id : `${id}.${quantity}`
        })
        .join(',')
    }
    if (state.basePackage !== null) {
      params[CALCULATOR_SEARCH_PARAMS.step] = String(Math.min(state.step, stepCount))
    }
    return params
  }

  function calculatorStateFromSearchParams(params: SearchParamsInput): CalculatorState {
    const read = reader(params)
    const packageValue = read(CALCULATOR_SEARCH_PARAMS.basePackage)
    const basePackage =
      packageValue !== undefined && packageIds.has(packageValue) ? packageValue : null
    // "areaPages.4": four units of a feature sold by the unit ("." is never part of an id).
    const requested = new Map(
      (read(CALCULATOR_SEARCH_PARAMS.features) ?? '').split(',').map((entry) => {
        const [id = '', units] = entry.split('.')
        return [id, units !== undefined && /^[1-9][0-9]*$/.test(units) ? Number(units) : undefined]
      }),
    )
    const chosen = featureIds.filter((id) => requested.has(id))
    const state: CalculatorState = {
      step: readStep(read(CALCULATOR_SEARCH_PARAMS.step), basePackage),
      basePackage,
      selected: [],
      isSubmitting: false,
    }
    const selected = allowed(basePackage, chosen)
    const quantities = selected.flatMap((id) => {
      const quantity = requested.get(id)
      return quantity !== undefined && isInRange(id, quantity) ? [[id, quantity] as const] : []
    })
    return withSelected({ ...state, quantities: Object.fromEntries(quantities) }, selected)
  }

  function readStep(value: string | undefined, basePackage: string | null): CalculatorStep {
    if (basePackage === null) return 1
    const step = value !== undefined && /^[1-9][0-9]*$/.test(value) ? Number(value) : 2
    return step <= stepCount ? step : 2
  }

  return {
    calculatorStepCount: stepCount,
    initialCalculatorState,
    calculatorReducer,
    calculatorStep,
    calculatorStepLabel: (step: CalculatorStep) =>
      `Step ${Math.min(Math.max(step, 1), stepCount)} of ${stepCount}`,
    progressFraction: (step: CalculatorStep) => Math.min(step, stepCount) / stepCount,
    calculatorQuote: (state: CalculatorState): Quote =>
      priceQuote({
        basePackage: state.basePackage,
        features: state.selected.map((id) => {
          const quantity = (state.quantities as Record<string, number> | undefined)?.[id]
          return quantity === undefined ? id : { id, quantity }
        }),
      }),
    calculatorStateToSearchParams,
    calculatorStateFromSearchParams,
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
