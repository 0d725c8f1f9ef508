import { startTransition, useCallback, useEffect, useState } from 'react'
import { whenIdle } from '../../lib/when-idle'

type LaterSteps = typeof import('./later-steps')

let loading: Promise<LaterSteps> | undefined

/** Loads steps 2–5 once; a failed load (a dropped connection) is forgotten so a retry refetches. */
function loadLaterSteps(): Promise<LaterSteps> {
  loading ??= import('./later-steps').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * The quote builder's steps 2–5, fetched once the builder is interactive and the browser idle: the prerendered
 * page shows step 1, so their code need not come with the HTML. `failed` when the fetch failed;
 * `retry` tries again.
 * @example const later = useLaterSteps(); later.steps ? <later.steps.FeatureStep … /> : null
 */
export function useLaterSteps() {
  const [steps, setSteps] = useState<LaterSteps | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    setFailed(false)
    let current = true
    loadLaterSteps().then(
      // A transition: the builder re-renders with its steps in slices, not in one long task.
      (loaded) => current && startTransition(() => setSteps(loaded)),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [])

  // Once the browser is idle after hydration (P-interactions-within-100ms): not among hydration's
  // effects, whose long task it would lengthen, and not in competition with a first tap.
  useEffect(() => {
    let stop: (() => void) | undefined
    let isMounted = true
    whenIdle(() => {
      if (isMounted) stop = load()
    })
    return () => {
      isMounted = false
      stop?.()
    }
  }, [load])

  return { steps, failed, retry: load }
}
