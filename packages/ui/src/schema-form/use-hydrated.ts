import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while rendering on the server (or at build time) and during hydration, true afterwards: a
 * form renders its scripts-off state first, so hydration matches, and improves itself right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
