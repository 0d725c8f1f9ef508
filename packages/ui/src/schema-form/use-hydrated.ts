import { startTransition, useEffect, useState } from 'react'

/** Set once a hydrated component's effects have run: what mounts afterwards starts hydrated. */
let hasHydrated = false

/**
 * False while rendering on the server (or at build time) and during hydration, true afterwards: a
 * form renders its scripts-off state first, so hydration matches, and improves itself right after.
 * The switch is a transition, so React renders it in slices between other tasks rather than in one
 * long task right after hydration (a store hook's switch would be synchronous). A component mounted
 * after the page has hydrated (a client navigation) is hydrated from its first render.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hasHydrated)
  useEffect(() => {
    hasHydrated = true
    if (!isHydrated) startTransition(() => setHydrated(true))
  }, [isHydrated])
  return isHydrated
}
