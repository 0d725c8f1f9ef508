import type { Locator, Page } from '@playwright/test'

/*
 * Interaction latency as Chromium's Event Timing API reports it (what INP is made of): from the
 * input's hardware timestamp to the next paint after its handlers ran, per interaction (the
 * pointerdown, pointerup and click of one tap share an interactionId; the slowest of them counts).
 * The API reports only events of 16 ms or more (its floor), so a faster interaction reads "< 16".
 *
 * Controls are found by role and accessible name only, so the same steps measure a page whose
 * controls are buttons after hydration and a page whose controls work before it (a `<details>`
 * summary, a link).
 */

/** The smallest duration the Event Timing API reports. */
export const EVENT_TIMING_FLOOR_MS = 16

interface EventEntry {
  readonly name: string
  readonly startTime: number
  readonly duration: number
  readonly interactionId: number
}

declare global {
  interface Window {
    __eventEntries: EventEntry[]
  }
}

/** Starts recording event timing entries from the first byte of every document of the page. */
export async function recordEventTiming(page: Page): Promise<void> {
  await page.addInitScript((durationThreshold) => {
    window.__eventEntries = []
    new PerformanceObserver((list) => {
      // interactionId is Chromium's (Event Timing level 2); TypeScript's DOM types lack it.
      for (const entry of list.getEntries() as Array<
        PerformanceEventTiming & { interactionId: number }
      >) {
        window.__eventEntries.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        })
      }
    }).observe({ type: 'event', durationThreshold, buffered: true } as PerformanceObserverInit)
  }, EVENT_TIMING_FLOOR_MS)
}

/** Slows the page's main thread as a mid-range phone's (Lighthouse's mobile preset uses 4). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
}

/** One interaction's latency and the events it was made of; `null` when under the API's floor. */
export interface Measured {
  readonly latencyMs: number | null
  readonly events: readonly string[]
}

/** Two frames: the observer has delivered what the last paint finished. */
function afterNextPaints(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  )
}

/**
 * Runs `act` (one tap or key press) and `settled` (waits for its visible result), then reads the
 * latency of the interactions that started meanwhile: the slowest of them, which is the one `act`
 * made when it was a single tap.
 */
export async function measureInteraction(
  page: Page,
  act: () => Promise<void>,
  settled: () => Promise<void>,
): Promise<Measured> {
  await afterNextPaints(page)
  const sinceMs = await page.evaluate(() => performance.now())
  await act()
  await settled()
  await afterNextPaints(page)
  const entries = await page.evaluate(
    (since) => window.__eventEntries.filter((entry) => entry.startTime >= since),
    sinceMs,
  )
  const interactions = entries.filter((entry) => entry.interactionId > 0)
  if (interactions.length === 0) return { latencyMs: null, events: [] }
  const slowest = interactions.reduce((worst, entry) =>
    entry.duration > worst.duration ? entry : worst,
  )
  const events = interactions
    .filter((entry) => entry.interactionId === slowest.interactionId)
    .map((entry) => `${entry.name} ${Math.round(entry.duration)}`)
  return { latencyMs: slowest.duration, events }
}

/**
 * Taps the middle of a control as a finger would (touch events, then the click the browser makes
 * of them). Not `locator.click()`: Playwright checks a click's target with listeners of its own
 * inside the page, on the page's main thread, and their work would be counted in its latency.
 */
export async function tap(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  if (!box) throw new Error(`tap: ${locator} has no box on the page`)
  await locator.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/** The first of the locators that is visible: a control as a button, or as a summary or link. */
export async function firstVisible(...locators: Locator[]): Promise<Locator> {
  const [first, ...rest] = locators
  if (!first) throw new Error('firstVisible: no locator')
  const any = rest.reduce((all, locator) => all.or(locator), first).first()
  await any.waitFor({ state: 'visible' })
  return any
}

/** The median of the measured latencies, counting each one under the floor as the floor. */
export function medianLatencyMs(tries: readonly Measured[]): number {
  const values = tries
    .map((measured) => measured.latencyMs ?? EVENT_TIMING_FLOOR_MS)
    .sort((a, b) => a - b)
  const middle = Math.floor(values.length / 2)
  return values.length % 2 === 1
    ? (values[middle] as number)
    : ((values[middle - 1] as number) + (values[middle] as number)) / 2
}

/**
 * The printed table's header. The first try apart: a visitor's first tap meets a page that has
 * run none of the interaction's code yet (and, before the chunks it needs are preloaded, had to
 * fetch them); later taps run code the browser has already compiled.
 */
export const LATENCY_TABLE_HEADER = [
  '| interaction | first try | median | first tries, fresh pages (ms) | later tries, one page (ms) |',
  '| --- | ---: | ---: | --- | --- |',
] as const

const shown = (measured: Measured | undefined) =>
  measured?.latencyMs === null || measured === undefined
    ? `<${EVENT_TIMING_FLOOR_MS}`
    : `${Math.round(measured.latencyMs)}`

/** A median as printed: under the API's floor when most tries were. */
function shownMedian(tries: readonly Measured[]): string {
  if (tries.length === 0) return '–'
  const isUnderFloor =
    tries.filter((measured) => measured.latencyMs === null).length > tries.length / 2
  return isUnderFloor ? `<${EVENT_TIMING_FLOOR_MS}` : `${Math.round(medianLatencyMs(tries))}`
}

/** One line of the printed table: the first tries (each on a fresh page), then the later ones. */
export function formatLatencyRow(
  name: string,
  firstTries: readonly Measured[],
  laterTries: readonly Measured[],
): string {
  return `| ${name} | ${shownMedian(firstTries)} ms | ${shownMedian(laterTries)} ms | ${firstTries.map(shown).join(', ')} | ${laterTries.map(shown).join(', ')} |`
}

/**
 * Opens a page and waits until its scripts have hydrated it (the flag the app sets once it has)
 * and its network has been quiet for half a second: what the page fetches once idle after
 * hydration (the cookie banner's code and the field measurement) has then arrived, as it has for
 * a visitor who reads the page before tapping.
 */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await hydratedAndQuiet(page)
}

async function hydratedAndQuiet(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 60_000,
  })
  await page.waitForLoadState('networkidle')
}

/** Whether a disclosure (an aria-expanded toggle or a `<details>`) is open on the page. */
function isDisclosureOpen(page: Page, isOpen: boolean): Promise<unknown> {
  return page.waitForFunction(
    (wanted) =>
      (document.querySelector('header [aria-expanded="true"], header details[open]') !== null) ===
      wanted,
    isOpen,
  )
}

/**
 * One of the interactions: `open` brings a fresh page to where it starts, `once` taps and
 * measures it, `reset` brings the page back for the next try.
 */
export interface Scenario {
  readonly name: string
  open(page: Page): Promise<void>
  once(page: Page): Promise<Measured>
  reset(page: Page): Promise<void>
}

/** Opens the scenario's page, then measures `tries` tries on it, one after another. */
export async function runTries(page: Page, scenario: Scenario, tries: number): Promise<Measured[]> {
  await scenario.open(page)
  const measured: Measured[] = []
  for (let index = 0; index < tries; index += 1) {
    if (index > 0) await scenario.reset(page)
    measured.push(await scenario.once(page))
  }
  return measured
}

const menuToggle = (page: Page) =>
  firstVisible(
    page.getByRole('button', { name: 'Menu' }),
    page.locator('header summary').filter({ hasText: /menu/i }),
    page.locator('header summary[aria-label="Menu"]'),
  )

const packageChoice = (page: Page) =>
  firstVisible(
    page.getByRole('button', { name: /Five Page Website/ }),
    page.getByRole('link', { name: /Five Page Website/ }),
  )

async function toStepTwo(page: Page): Promise<void> {
  await openHydrated(page, '/boutique-pricing')
  await tap(await packageChoice(page))
  await page.getByText('Step 2 of 4').waitFor()
}

const FEATURE = 'Trained AI Chatbot'
const consultationForm = (page: Page) =>
  page.getByRole('form', { name: 'Book Your Free Consultation' })

/** The home page's consultation form, with a name and an email it will refuse. */
async function fillConsultation(page: Page): Promise<void> {
  const form = consultationForm(page)
  await form.getByLabel('Full Name').fill('Sam Sample')
  await form.getByLabel('Email Address').fill('sam@')
}

/** The five interactions of the issue, in its order. */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'open the mobile menu',
    open: (page) => openHydrated(page, '/'),
    async once(page) {
      const toggle = await menuToggle(page)
      return measureInteraction(
        page,
        () => tap(toggle),
        async () => {
          await isDisclosureOpen(page, true)
        },
      )
    },
    async reset(page) {
      await tap(await menuToggle(page))
      await isDisclosureOpen(page, false)
    },
  },
  {
    name: 'toggle a calculator feature',
    open: toStepTwo,
    async once(page) {
      const feature = page.getByLabel(new RegExp(FEATURE))
      const wasChecked = await feature.isChecked()
      return measureInteraction(
        page,
        () => tap(feature),
        async () => {
          await page.waitForFunction(
            ([label, wanted]) =>
              [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some(
                (box) => box.labels?.[0]?.textContent?.includes(label) && box.checked === wanted,
              ),
            [FEATURE, !wasChecked] as const,
          )
        },
      )
    },
    // Each try toggles it back.
    async reset() {},
  },
  {
    name: 'next calculator step',
    open: toStepTwo,
    once: (page) =>
      measureInteraction(
        page,
        () => tap(page.getByRole('button', { name: 'Continue' })),
        () => page.getByText('Step 3 of 4').waitFor(),
      ),
    async reset(page) {
      await tap(page.getByRole('button', { name: 'Back' }))
      await page.getByText('Step 2 of 4').waitFor()
    },
  },
  {
    name: "carousel's next button",
    open: (page) => openHydrated(page, '/'),
    once: (page) =>
      measureInteraction(
        page,
        () => tap(page.getByRole('button', { name: 'Next testimonial' })),
        async () => {},
      ),
    async reset() {},
  },
  {
    name: 'submit a form with errors',
    async open(page) {
      await openHydrated(page, '/')
      await fillConsultation(page)
    },
    once: (page) =>
      measureInteraction(
        page,
        () =>
          tap(consultationForm(page).getByRole('button', { name: 'Book My Free Consultation' })),
        () => page.getByText('There is a problem').first().waitFor(),
      ),
    // The page again: each try is the first error summary of a page, not a repeat of it.
    async reset(page) {
      await page.reload()
      await hydratedAndQuiet(page)
      await fillConsultation(page)
    },
  },
]
