import type { BeaconInput } from '@hard-hat/forms'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Report = (metric: { name: string; value: number; attribution: object }) => void

// web-vitals itself needs a real browser's performance entries: these tests hand the script the
// reports web-vitals would make and read the beacons it sends.
const reporters = vi.hoisted(() => new Map<string, Report>())
vi.mock('web-vitals/attribution', () => ({
  onLCP: (report: Report) => reporters.set('LCP', report),
  onINP: (report: Report) => reporters.set('INP', report),
  onCLS: (report: Report) => reporters.set('CLS', report),
  onTTFB: (report: Report) => reporters.set('TTFB', report),
}))

const { startFieldMeasurement } = await import('./field-measurement')
const { noteCalculatorStep } = await import('./calculator-steps')

const report = (name: string, value: number, attribution: object = {}) =>
  reporters.get(name)?.({ name, value, attribution })

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** Hides the tab and shows it again, as a visitor switching apps does. */
function hideAndShow() {
  setVisibility('hidden')
  setVisibility('visible')
}

let beacons: Blob[]
const sentBeacons = () =>
  Promise.all(beacons.map(async (blob) => JSON.parse(await blob.text()) as BeaconInput))

beforeEach(() => {
  beacons = []
  reporters.clear()
  window.__hhCalculatorSteps = undefined
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (_url: string, blob: Blob) => beacons.push(blob) > 0,
    configurable: true,
  })
  window.history.replaceState(null, '', '/boutique-pricing')
})
afterEach(() => setVisibility('visible'))

describe('startFieldMeasurement', () => {
  it('sends each vital once per page view, with its value the first time the page is hidden', async () => {
    startFieldMeasurement()
    report('LCP', 1800, { target: 'main>h1' })
    report('INP', 80, { interactionTarget: 'button.menu' })
    report('INP', 120, { interactionTarget: 'button.menu' })
    report('CLS', 0.01)
    hideAndShow()
    // The tab hidden again after more interactions: INP and CLS grew, but were already sent.
    report('INP', 300, { interactionTarget: 'button.other' })
    report('CLS', 0.2)
    hideAndShow()
    const sent = await sentBeacons()
    expect(sent).toEqual([
      {
        page: '/boutique-pricing',
        vitals: [
          { name: 'LCP', value: 1800, target: 'main>h1' },
          { name: 'INP', value: 120, target: 'button.menu' },
          { name: 'CLS', value: 0.01 },
        ],
        steps: [],
      },
    ])
  })

  it('counts a vital again for the next page of a client-side navigation', async () => {
    const routeChanged = startFieldMeasurement()
    report('INP', 90)
    hideAndShow()
    window.history.pushState(null, '', '/contact')
    routeChanged?.('/contact')
    // Grew on the new page: that page's sample, once.
    report('INP', 250)
    report('INP', 260)
    hideAndShow()
    hideAndShow()
    const sent = await sentBeacons()
    expect(sent.map(({ page, vitals }) => [page, vitals])).toEqual([
      ['/boutique-pricing', [{ name: 'INP', value: 90 }]],
      ['/contact', [{ name: 'INP', value: 260 }]],
    ])
  })

  it('sends an LCP reported after the site moved on with the page it measured, once', async () => {
    const routeChanged = startFieldMeasurement()
    report('TTFB', 120)
    window.history.pushState(null, '', '/contact')
    // web-vitals finalises LCP in an idle callback after the click that navigated.
    routeChanged?.('/contact')
    report('LCP', 1500, { target: 'main>h1' })
    report('LCP', 1600)
    report('INP', 200)
    hideAndShow()
    const sent = await sentBeacons()
    expect(sent.map(({ page, vitals }) => [page, vitals])).toEqual([
      ['/boutique-pricing', [{ name: 'TTFB', value: 120 }]],
      ['/boutique-pricing', [{ name: 'LCP', value: 1500, target: 'main>h1' }]],
      ['/contact', [{ name: 'INP', value: 200 }]],
    ])
  })

  it('still sends each calculator step once per page load, beside the vitals', async () => {
    noteCalculatorStep('1')
    startFieldMeasurement()
    noteCalculatorStep('2')
    report('CLS', 0.05)
    hideAndShow()
    // Back to step 1 and on again: already counted for this page load.
    noteCalculatorStep('1')
    noteCalculatorStep('2')
    noteCalculatorStep('3')
    report('CLS', 0.07)
    hideAndShow()
    const sent = await sentBeacons()
    expect(sent.map(({ steps, vitals }) => [steps, vitals])).toEqual([
      [['1', '2'], [{ name: 'CLS', value: 0.05 }]],
      [['3'], []],
    ])
  })
})
