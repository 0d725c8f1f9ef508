import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * True while React hydrates the component from its server HTML, false in any other render (the
 * server's included, as it renders no hydrated state). React reads a store's server snapshot only
 * while hydrating, whether the page's own hydration or, later, a Suspense boundary's whose code
 * came after the page's.
 */
function useIsHydrationRender(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
}

/**
 * False while rendering on the server (or at build time) and while hydrating, true afterwards: a
 * form renders its scripts-off state first, so hydration matches, and improves itself right after.
 * That holds for a component React hydrates after the rest of the page too (in a Suspense boundary
 * hydrated on its first use). The switch is a transition, so React renders it in slices between
 * other tasks rather than in one long task right after hydration. A component mounted after
 * hydration (a client navigation) is hydrated from its first render.
 */
export function useHydrated(): boolean {
  const isHydrationRender = useIsHydrationRender()
  const [isHydrated, setHydrated] = useState(!isHydrationRender)
  useEffect(() => {
    if (!isHydrated) startTransition(() => setHydrated(true))
  }, [isHydrated])
  return isHydrated
}
