import { objectsToCounting } from '@hard-hat/content'
import {
  BEACON_PATH,
  type BeaconInput,
  type CalculatorStep,
  MAX_TARGET_LENGTH,
} from '@hard-hat/forms'
import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals'

type Vital = NonNullable<BeaconInput['vitals']>[number]

/**
 * A node as a CSS selector: `tag.class.class` steps joined by `>`, from the nearest ancestor with an
 * id (`#id`) or the document down, at most 100 characters: the form web-vitals' attribution build
 * writes, made here from the entries web-vitals reports, so the page does not fetch that build
 * (2 kB more). A node out of the document gives the steps up to where it was cut off.
 * @example selectorOf(document.querySelector('main h1')) // "html>body>main>h1"
 */
export function selectorOf(node: Node | null | undefined): string | undefined {
  let selector = ''
  for (let at = node; at && at.nodeType === Node.ELEMENT_NODE; at = at.parentNode) {
    const element = at as Element
    const step = element.id
      ? `#${element.id}`
      : [element.nodeName.toLowerCase(), ...[...element.classList].sort()].join('.')
    if (selector.length + step.length > 99) return selector || step
    selector = selector ? `${step}>${selector}` : step
    if (element.id) break
  }
  return selector || undefined
}

/**
 * The element that set a vital: LCP's painted element, the element of the interaction INP reports,
 * or the element that moved most in CLS's largest shift.
 */
function targetOf(metric: Metric): string | undefined {
  let target: string | undefined
  if (metric.name === 'LCP') {
    const entry = metric.entries.at(-1) as
      | (PerformanceEntry & { element?: Element | null; id?: string })
      | undefined
    target = selectorOf(entry?.element) ?? (entry?.id ? `#${entry.id}` : undefined)
  } else if (metric.name === 'INP') {
    const entries = metric.entries as (PerformanceEntry & {
      target?: Node | null
      targetSelector?: string
    })[]
    target =
      selectorOf(entries.find((entry) => entry.target)?.target) ??
      entries.find((entry) => entry.targetSelector)?.targetSelector
  } else if (metric.name === 'CLS' && metric.entries.length > 0) {
    type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] }
    const largest = (metric.entries as Shift[]).reduce((a, b) => (a.value > b.value ? a : b))
    const sources = largest.sources ?? []
    const source = sources.find((s) => s.node?.nodeType === Node.ELEMENT_NODE) ?? sources[0]
    target = selectorOf(source?.node)
  }
  return target ? target.slice(0, MAX_TARGET_LENGTH) : undefined
}

/** A page's path as the server counts it: no trailing slash but the home page's. */
function pagePath(path = window.location.pathname): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * The site's own field measurement (decision 037), loaded at idle after hydration: Core Web Vitals
 * with their attribution, the calculator steps reached and whether Back came from the back/forward
 * cache, sent with sendBeacon when the page is hidden and when the site moves to another page
 * (call the function returned with the new path on each client-side navigation). Nothing is stored in the browser
 * and nothing identifies the visitor. Starts nothing for a visitor who objected or sends Global
 * Privacy Control, or on a page that was prerendered (its figures would be of a page nobody waited
 * for): then it returns undefined.
 */
export function startFieldMeasurement(): ((path: string) => void) | undefined {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl
  if (objectsToCounting(document.cookie) || gpc === true) return undefined
  const navigation = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering
  if (prerendering === true || (navigation?.activationStart ?? 0) > 0) return undefined

  let page = pagePath()
  // LCP and TTFB measure the page the document was loaded for (or restored from the back/forward
  // cache), whichever page the site has moved on to since: `landing`, and which of the two its
  // beacons have carried.
  let landing = page
  const landingSent = new Set<Vital['name']>()
  // The latest value of each vital not sent yet: INP and CLS are reported at every change, so a
  // navigation can send what the page has so far, and a later change is the next page's.
  const vitals = new Map<Vital['name'], Vital>()
  // The vitals this page view has sent: each goes once per page view, with the value it had the
  // first time the page was hidden or left, so a tab hidden twice is one sample, not two. A new
  // page view (a client-side navigation, a restore from the back/forward cache) starts afresh.
  const sentVitals = new Set<Vital['name']>()
  const steps: CalculatorStep[] = []
  // The steps this page load has reached: a step reached again (Back, then Continue) after its
  // beacon went is not counted twice, so the funnel counts page loads that reached each step.
  const reached = new Set<CalculatorStep>()
  const reach = (step: CalculatorStep) => {
    if (reached.has(step)) return
    reached.add(step)
    steps.push(step)
  }
  // A Back or Forward the browser had to load again (not restored from the cache).
  let back: BeaconInput['back'] = navigation?.type === 'back_forward' ? 'loaded' : undefined

  const post = (beacon: BeaconInput) =>
    navigator.sendBeacon(
      BEACON_PATH,
      new Blob([JSON.stringify(beacon)], { type: 'application/json' }),
    )
  const send = () => {
    if (vitals.size === 0 && steps.length === 0 && back === undefined) return
    const beacon: BeaconInput = {
      page,
      vitals: [...vitals.values()],
      steps: steps.splice(0, 10),
      ...(back ? { back } : {}),
    }
    back = undefined
    for (const name of vitals.keys()) sentVitals.add(name)
    if (page === landing) for (const name of vitals.keys()) landingSent.add(name)
    vitals.clear()
    post(beacon)
  }
  const note = (metric: Metric) => {
    const target = targetOf(metric)
    const name = metric.name as Vital['name']
    const vital: Vital = { name, value: metric.value, ...(target ? { target } : {}) }
    // web-vitals reports LCP in an idle callback after the input that ends it, which can be the
    // click that moved the site on: it is the landing page's, so it goes at once, with that page.
    if ((name === 'LCP' || name === 'TTFB') && page !== landing) {
      if (landingSent.has(name)) return
      landingSent.add(name)
      post({ page: landing, vitals: [vital], steps: [] })
      return
    }
    if (sentVitals.has(name)) return
    vitals.set(name, vital)
  }
  onLCP(note)
  onINP(note, { reportAllChanges: true })
  onCLS(note, { reportAllChanges: true })
  onTTFB(note)

  window.__hhCalculatorSteps ??= []
  const queued = window.__hhCalculatorSteps
  for (const step of queued.splice(0)) reach(step)
  queued.push = (...more: CalculatorStep[]) => {
    for (const step of more) reach(step)
    return queued.length
  }

  // After web-vitals' own listeners: the vitals it reports on hiding are noted before this sends.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    page = pagePath()
    landing = page
    landingSent.clear()
    back = 'restored'
    sentVitals.clear()
  })
  // A client-side navigation: what the page measured so far goes with its own path.
  return (path) => {
    if (pagePath(path) === page) return
    send()
    page = pagePath(path)
    reached.clear()
    sentVitals.clear()
  }
}
