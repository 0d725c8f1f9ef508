import { startTransition, useCallback, useRef, useState } from 'react'

type BuilderCode = typeof import('./whole-builder')

let loading: Promise<BuilderCode> | undefined

/** Loads the whole builder once; a failed load (a dropped connection) is forgotten so a retry refetches. */
function loadBuilderCode(): Promise<BuilderCode> {
  loading ??= import('./whole-builder').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * The whole quote builder's code (its steps 2–5, the pricing engine, the contact form), fetched on
 * the builder's first use, not with the page: the prerendered page shows step 1, which needs none
 * of it. `load` fetches it (once; again after a failure), `code` is it once it came, `failed` says
 * the last fetch failed.
 * @example const builder = useBuilderCode(); builder.code ? <builder.code.WholeQuoteBuilder … /> : null
 */
export function useBuilderCode() {
  const [code, setCode] = useState<BuilderCode | null>(null)
  const [failed, setFailed] = useState(false)
  const isLoading = useRef(false)

  const load = useCallback(() => {
    if (isLoading.current) return
    isLoading.current = true
    setFailed(false)
    loadBuilderCode().then(
      // A transition: the builder re-renders with its code in slices, not in one long task.
      (loaded) => startTransition(() => setCode(loaded)),
      () => {
        isLoading.current = false
        setFailed(true)
      },
    )
  }, [])

  return { code, failed, load }
}
