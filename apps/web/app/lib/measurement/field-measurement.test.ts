import type { BeaconInput } from '@hard-hat/forms'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Report = (metric: { name: string; value: number; entries: object[] }) => void

// web-vitals itself needs a real browser's performance entries: these tests hand the script the
// reports web-vitals would make and read the beacons it sends.
const reporters = vi.hoisted(() => new Map<string, Report>())
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => reporters.set('LCP', report),
  onINP: (report: Report) => reporters.set('INP', report),
  onCLS: (report: Report) => reporters.set('CLS', report),
  onTTFB: (report: Report) => reporters.set('TTFB', report),
}))

const { selectorOf, startFieldMeasurement } = await import('./field-measurement')
const { noteCalculatorStep } = await import('./calculator-steps')

const report = (name: string, value: number, entries: object[] = []) =>
  reporters.get(name)?.({ name, value, entries })

/** An element in the page, made from `html>body>…` steps such as `main`, `button.menu`, `#id`. */
function element(...steps: string[]): Element {
  let parent: Element = document.body
  for (const step of steps) {
    const [tagAndClasses = '', id] = step.split('#')
    const [tag = 'div', ...classes] = tagAndClasses.split('.')
    const child = document.createElement(tag || 'div')
    if (id) child.id = id
    child.classList.add(...classes)
    parent = parent.appendChild(child)
  }
  return parent
}

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
  document.body.replaceChildren()
})
afterEach(() => setVisibility('visible'))

describe('startFieldMeasurement', () => {
  it('sends each vital once per page view, with its value the first time the page is hidden', async () => {
    startFieldMeasurement()
    report('LCP', 1800, [{ element: element('main', 'h1') }])
    const menu = element('button.menu')
    report('INP', 80, [{ target: menu }])
    report('INP', 120, [{ target: null }, { target: menu }])
    report('CLS', 0.01)
    hideAndShow()
    // The tab hidden again after more interactions: INP and CLS grew, but were already sent.
    report('INP', 300, [{ target: element('button.other') }])
    report('CLS', 0.2)
    hideAndShow()
    const sent = await sentBeacons()
    expect(sent).toEqual([
      {
        page: '/boutique-pricing',
        vitals: [
          { name: 'LCP', value: 1800, target: 'html>body>main>h1' },
          { name: 'INP', value: 120, target: 'html>body>button.menu' },
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
    report('LCP', 1500, [{ element: element('main', 'h1') }])
    report('LCP', 1600)
    report('INP', 200)
    hideAndShow()
    const sent = await sentBeacons()
    expect(sent.map(({ page, vitals }) => [page, vitals])).toEqual([
      ['/boutique-pricing', [{ name: 'TTFB', value: 120 }]],
      ['/boutique-pricing', [{ name: 'LCP', value: 1500, target: 'html>body>main>h1' }]],
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

describe('what set a vital', () => {
  it('names an element as web-vitals attribution does: classes sorted, from the nearest id', () => {
    expect(selectorOf(element('main', 'section#results', 'p.b.a', 'span'))).toBe(
      '#results>p.a.b>span',
    )
    expect(selectorOf(element('main', 'h1'))).toBe('html>body>main>h1')
    expect(selectorOf(undefined)).toBeUndefined()
  })

  it('keeps the steps nearest the element within 100 characters', () => {
    const deep = element(...Array.from({ length: 12 }, () => 'div.section-wrapper'), 'h2')
    const selector = selectorOf(deep) ?? ''
    expect(selector.length).toBeLessThanOrEqual(100)
    expect(selector.endsWith('div.section-wrapper>h2')).toBe(true)
  })

  it('names a removed element by the steps up to where it was cut off', () => {
    const heading = element('main', 'article', 'h1')
    heading.parentElement?.remove()
    expect(selectorOf(heading)).toBe('article>h1')
  })

  it("sends LCP's element or its id, INP's target or its selector, CLS's largest shift's element", async () => {
    startFieldMeasurement()
    report('LCP', 1500, [{ element: element('p') }, { element: null, id: 'hero-image' }])
    report('INP', 180, [{ target: null, targetSelector: 'button.next' }])
    report('CLS', 0.12, [
      { value: 0.02, sources: [{ node: element('footer') }] },
      {
        value: 0.1,
        sources: [{ node: document.createTextNode('x') }, { node: element('aside.toast') }],
      },
    ])
    hideAndShow()
    const [beacon] = await sentBeacons()
    expect(beacon?.vitals).toEqual([
      { name: 'LCP', value: 1500, target: '#hero-image' },
      { name: 'INP', value: 180, target: 'button.next' },
      { name: 'CLS', value: 0.12, target: 'html>body>aside.toast' },
    ])
  })
})
