import type { Page } from '@playwright/test'

/** Resolves when the idle-loaded measurement script has taken over the calculator's step queue. */
export const measurementStarted = (page: Page) =>
  page.waitForFunction(() => {
    const queue = (window as { __hhCalculatorSteps?: unknown[] }).__hhCalculatorSteps
    return queue !== undefined && queue.push !== Array.prototype.push
  })

/**
 * Hides the tab and shows it again, as a visitor switching apps does: the measurement script sends
 * what the page measured since its last beacon. Resolves when the server has answered that beacon
 * (it records a beacon before it answers), so the reports hold it from then on.
 */
export async function sendBeaconNow(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/measure') && response.request().method() === 'POST',
  )
  const setVisibility = (state: DocumentVisibilityState) =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
      Object.defineProperty(document, 'hidden', {
        value: visibility === 'hidden',
        configurable: true,
      })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)
  await setVisibility('hidden')
  const response = await answered
  if (response.status() !== 204) throw new Error(`the beacon was answered ${response.status()}`)
  await setVisibility('visible')
}

/**
 * Waits until the page has seen a first input (a click, a tap, a key), so the INP the script
 * reports includes it: the browser queues the entry after the next paint.
 */
export const firstInputSeen = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0)
