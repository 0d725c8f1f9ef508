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

/**
 * True in the browser until the app has hydrated (the root marks `<html data-hydrated>` once it
 * has). A route's clientLoader that runs while hydrating runs because the HTML the server sent
 * has no data for it: the path was not prerendered.
 */
export function isHydrating(): boolean {
  return document.documentElement.dataset.hydrated !== 'true'
}
