import { useCallback, useEffect, useState } from 'react'

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
      (loaded) => current && setSteps(loaded),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [])

  useEffect(load, [load])

  return { steps, failed, retry: load }
}
