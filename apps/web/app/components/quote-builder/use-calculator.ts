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

/** The step a query string records (`step=3`), for telling a new step from a change within one. */
function stepOf(search: string): string | null {
  return new URLSearchParams(search).get('step')
}

/**
 * The calculator's state, mirrored in the query string when `isInUrl` so a quote can be
 * bookmarked, shared and reloaded. It starts from the URL's quote (the builder is drawn in the
 * browser only, so there is no prerendered state to match), with `firstChoice` (a package chosen
 * before the builder's code came) made.
 *
 * Each step is a history entry: moving to another step pushes one, a choice within a step
 * replaces the current one, and a query string the calculator did not write (the browser's Back
 * or Forward) is read back into the state, so Back goes back one step and Forward forward.
 */
export function useCalculator({
  isInUrl,
  firstChoice = null,
}: {
  isInUrl: boolean
  firstChoice?: HardHatBasePackageId | null
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const [state, dispatch] = useReducer(reducer, null, () => {
    const start = isInUrl ? calculatorStateFromSearchParams(search) : initialCalculatorState
    return firstChoice === null
      ? start
      : calculatorReducer(start, { type: 'choosePackage', basePackage: firstChoice })
  })
  // The query string of the last effect, and the last one the calculator asked for. A navigation
  // is asynchronous: until the asked-for query string is the URL's, the URL still shows the one
  // before, which is not the browser moving.
  const seen = useRef(search)
  const written = useRef(search)

  useEffect(() => {
    if (!isInUrl) return
    if (seen.current !== search) {
      seen.current = search
      if (written.current !== search) {
        // The browser moved through the history: the URL leads.
        written.current = search
        dispatch({ type: 'restore', state: calculatorStateFromSearchParams(search) })
        return
      }
    }
    // The last query string asked for is still on its way; what changed since is written when it
    // lands, so each step keeps its own history entry even when Back is pressed quickly.
    if (written.current !== search) return
    const next = new URLSearchParams(calculatorStateToSearchParams(state)).toString()
    if (next === search) return
    written.current = next
    setSearchParams(next, {
      replace: stepOf(next) === stepOf(search),
      preventScrollReset: true,
    })
  }, [isInUrl, state, search, setSearchParams])

  return [state, dispatch] as const
}
