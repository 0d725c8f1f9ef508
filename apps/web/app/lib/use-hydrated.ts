import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while rendering at build time and during hydration, true afterwards: lets a page render
 * its prerendered state first (so hydration matches) and the URL's state right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
