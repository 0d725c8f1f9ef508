// The published form renderer's hook, so the site and its forms agree on when hydration is over.
export { useHydrated } from '@hard-hat/ui'

/**
 * True in the browser until the app has hydrated (the root marks `<html data-hydrated>` once it
 * has). A route's clientLoader that runs while hydrating runs because the HTML the server sent
 * has no data for it: the path was not prerendered.
 */
export function isHydrating(): boolean {
  return document.documentElement.dataset.hydrated !== 'true'
}
