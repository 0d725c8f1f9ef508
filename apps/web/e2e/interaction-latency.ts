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

/** The printed table's header: the first try apart, as a visitor's first tap meets a page still settling. */
export const LATENCY_TABLE_HEADER = [
  '| interaction | first try | median | each try (ms) |',
  '| --- | ---: | ---: | --- |',
] as const

/** One line of the printed table. */
export function formatLatencyRow(name: string, tries: readonly Measured[]): string {
  const shown = (measured: Measured | undefined) =>
    measured?.latencyMs === null || measured === undefined
      ? `<${EVENT_TIMING_FLOOR_MS}`
      : `${Math.round(measured.latencyMs)}`
  const median = medianLatencyMs(tries)
  const isUnderFloor =
    tries.filter((measured) => measured.latencyMs === null).length > tries.length / 2
  return `| ${name} | ${shown(tries[0])} ms | ${isUnderFloor ? `<${EVENT_TIMING_FLOOR_MS}` : Math.round(median)} ms | ${tries.map(shown).join(', ')} |`
}

/** Waits until the page's scripts have hydrated it (the flag the app sets once it has). */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 60_000,
  })
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

/** One of the issue's interactions, measured `tries` times on a phone-sized page. */
export interface Scenario {
  readonly name: string
  run(page: Page, tries: number): Promise<Measured[]>
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
  await (await packageChoice(page)).click()
  await page.getByText('Step 2 of 4').waitFor()
}

/** The five interactions of the issue, in its order. */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'open the mobile menu',
    async run(page, tries) {
      await openHydrated(page, '/')
      const toggle = await menuToggle(page)
      const measured: Measured[] = []
      for (let index = 0; index < tries; index += 1) {
        measured.push(
          await measureInteraction(
            page,
            () => toggle.click(),
            async () => {
              await isDisclosureOpen(page, true)
            },
          ),
        )
        await toggle.click()
        await isDisclosureOpen(page, false)
      }
      return measured
    },
  },
  {
    name: 'toggle a calculator feature',
    async run(page, tries) {
      await toStepTwo(page)
      const feature = page.getByLabel(/Trained AI Chatbot/)
      const measured: Measured[] = []
      for (let index = 0; index < tries; index += 1) {
        const wasChecked = await feature.isChecked()
        measured.push(
          await measureInteraction(
            page,
            () => feature.click(),
            async () => {
              await page.waitForFunction(
                ([label, wanted]) =>
                  [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some(
                    (box) =>
                      box.labels?.[0]?.textContent?.includes(label) && box.checked === wanted,
                  ),
                ['Trained AI Chatbot', !wasChecked] as const,
              )
            },
          ),
        )
      }
      return measured
    },
  },
  {
    name: 'next calculator step',
    async run(page, tries) {
      await toStepTwo(page)
      const measured: Measured[] = []
      for (let index = 0; index < tries; index += 1) {
        measured.push(
          await measureInteraction(
            page,
            () => page.getByRole('button', { name: 'Continue' }).click(),
            () => page.getByText('Step 3 of 4').waitFor(),
          ),
        )
        await page.getByRole('button', { name: 'Back' }).click()
        await page.getByText('Step 2 of 4').waitFor()
      }
      return measured
    },
  },
  {
    name: "carousel's next button",
    async run(page, tries) {
      await openHydrated(page, '/')
      const next = page.getByRole('button', { name: 'Next testimonial' })
      await next.scrollIntoViewIfNeeded()
      const measured: Measured[] = []
      for (let index = 0; index < tries; index += 1) {
        measured.push(
          await measureInteraction(
            page,
            () => next.click(),
            async () => {},
          ),
        )
      }
      return measured
    },
  },
  {
    name: 'submit a form with errors',
    async run(page, tries) {
      const measured: Measured[] = []
      for (let index = 0; index < tries; index += 1) {
        // A fresh page each time: the first error summary of a visit, not a repeat of it.
        await openHydrated(page, '/')
        const form = page.getByRole('form', { name: 'Book Your Free Consultation' })
        await form.getByLabel('Full Name').fill('Sam Sample')
        await form.getByLabel('Email Address').fill('sam@')
        const submit = form.getByRole('button', { name: 'Book My Free Consultation' })
        await submit.scrollIntoViewIfNeeded()
        measured.push(
          await measureInteraction(
            page,
            () => submit.click(),
            () => page.getByText('There is a problem').first().waitFor(),
          ),
        )
      }
      return measured
    },
  },
]
