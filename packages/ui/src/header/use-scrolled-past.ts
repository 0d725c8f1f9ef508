import { useCallback, useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** Whether the page has scrolled more than `thresholdPx`; false on the server and first render. */
export function useScrolledPast(thresholdPx: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > thresholdPx, [thresholdPx])
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
