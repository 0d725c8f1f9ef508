import {
  type CalculatorAction as AnyCalculatorAction,
  type CalculatorState as AnyCalculatorState,
  type HardHatBasePackageId,
  type HardHatFeatureId,
  hardHatPricing,
} from '@hard-hat/pricing'
import { useEffect, useReducer, useRef } from 'react'
import { useSearchParams } from 'react-router'

const {
  calculatorReducer,
  calculatorStateFromSearchParams,
  calculatorStateToSearchParams,
  initialCalculatorState,
} = hardHatPricing
type CalculatorAction = AnyCalculatorAction<HardHatBasePackageId, HardHatFeatureId>
type CalculatorState = AnyCalculatorState<HardHatBasePackageId, HardHatFeatureId>
type Action = CalculatorAction | { readonly type: 'restore'; readonly state: CalculatorState }

function reducer(state: CalculatorState, action: Action): CalculatorState {
  return action.type === 'restore' ? action.state : calculatorReducer(state, action)
}

/**
 * The calculator's state, mirrored in the query string when `isInUrl` so a quote can be
 * bookmarked, shared and reloaded. The first render is the prerendered step 1 (no hydration
 * mismatch); the URL's state is restored right after.
 */
export function useCalculator({ isInUrl }: { isInUrl: boolean }) {
  const [state, dispatch] = useReducer(reducer, initialCalculatorState)
  const [searchParams, setSearchParams] = useSearchParams()
  const hasRestored = useRef(false)
  const search = searchParams.toString()

  useEffect(() => {
    if (!isInUrl) return
    if (!hasRestored.current) {
      hasRestored.current = true
      dispatch({ type: 'restore', state: calculatorStateFromSearchParams(search) })
      return
    }
    const next = new URLSearchParams(calculatorStateToSearchParams(state)).toString()
    if (next !== search) {
      setSearchParams(next, { replace: true, preventScrollReset: true })
    }
  }, [isInUrl, state, search, setSearchParams])

  return [state, dispatch] as const
}
