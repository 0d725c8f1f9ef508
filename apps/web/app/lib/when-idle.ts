/**
 * Runs `task` once the browser is idle: `requestIdleCallback` with a timeout of 2 s (so a page
 * that is never idle still gets it), or a timer where the browser has none (Safari). Call it after
 * hydration: work queued here never competes with first paint or the page's own start. Kept this
 * small on purpose: every page loads it, within the bytes budget.
 * @example useEffect(() => whenIdle(() => void preloadForms(document)), [pathname])
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}
