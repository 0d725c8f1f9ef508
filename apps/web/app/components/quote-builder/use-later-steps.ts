import { startTransition, useCallback, useEffect, useState } from 'react'

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
 * The quote builder's steps 2–5, fetched as soon as the builder is interactive: the prerendered
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

  // In a task of its own, not among hydration's effects: starting the fetch adds the steps'
  // preloads to the head, which is work the page's first long task need not carry.
  useEffect(() => {
    let stop = () => {}
    const timer = setTimeout(() => {
      stop = load()
    })
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [load])

  return { steps, failed, retry: load }
}
