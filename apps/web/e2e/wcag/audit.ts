import type { CDPSession, Locator, Page } from '@playwright/test'
import { type FocusStop, TEXT_SPACING_CSS, type WcagAudit } from './in-page'

declare global {
  interface Window {
    __wcag: WcagAudit
  }
}

/** The phone widths of WCAG 1.4.10's check, in CSS px. */
export const PHONE_WIDTHS = [320, 360, 390, 414] as const
/** 1280 × 800 zoomed to 400 %: the layout viewport a visitor then has. */
export const ZOOM_400 = { width: 1280 / 4, height: 800 / 4 } as const
const PHONE_HEIGHT = 844
/** The viewport the focus passes run at (the widths most visitors have). */
export const TAB_VIEWPORT = { width: 390, height: PHONE_HEIGHT } as const
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const
/** More stops than any page has: reaching it means focus never left a group (a keyboard trap). */
const MAX_STOPS = 400

export interface WidthReport {
  /** Document width per viewport label ("320", …, "400%"). */
  widths: Record<string, number>
  findings: string[]
}

/** The document's width at each phone width and at 400 % zoom; any overflow is a finding. */
export async function measureWidths(
  page: Page,
  state: string,
  widths: readonly number[] = PHONE_WIDTHS,
): Promise<WidthReport> {
  const report: WidthReport = { widths: {}, findings: [] }
  const viewports = [
    ...widths.map((width) => ({ label: String(width), width, height: PHONE_HEIGHT })),
    { label: '400%', ...ZOOM_400 },
  ]
  for (const { label, width, height } of viewports) {
    await page.setViewportSize({ width, height })
    const {
      width: documentWidth,
      viewport,
      offenders,
    } = await page.evaluate(() => window.__wcag.measureWidth())
    report.widths[label] = documentWidth
    if (documentWidth > viewport) {
      report.findings.push(
        `${state} at ${label}: document ${documentWidth} px wide in a ${viewport} px viewport (${offenders.join('; ')})`,
      )
    }
  }
  await page.setViewportSize(TAB_VIEWPORT)
  return report
}

export interface TabReport {
  stops: number
  hidden: number
  findings: string[]
}

/**
 * Tab presses sent to the page before its stops are read: a few first (a story or a small page ends
 * within them), then twice as many each time up to 40, so a long page needs few reads.
 */
const FIRST_BATCH = 10
const LARGEST_BATCH = 40
const cdpSessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * Presses Tab (or Shift+Tab) `count` times as the keyboard does, the presses sent one after the
 * other without waiting for each answer: the browser handles them in order, and the page records
 * each stop itself (`startTabPass`), so no press waits for a round trip of its own.
 */
async function pressTab(page: Page, count: number, isBackwards: boolean): Promise<void> {
  let session = cdpSessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    cdpSessions.set(page, session)
  }
  const cdp = await session
  const key = {
    key: 'Tab',
    code: 'Tab',
    windowsVirtualKeyCode: 9,
    nativeVirtualKeyCode: 9,
    // Shift, as Playwright's `Shift+Tab` sends it.
    modifiers: isBackwards ? 8 : 0,
  }
  await Promise.all(
    Array.from({ length: count }, () => [
      cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
    ]).flat(),
  )
}

/**
 * Tabs through the whole page (forwards from its start, or backwards from its end) as a keyboard
 * user would, checking at each stop that the focused element can be seen and shows focus.
 */
export async function tabThrough(
  page: Page,
  state: string,
  direction: 'forwards' | 'backwards',
): Promise<TabReport> {
  // Start from a point outside the tab order at the page's start or end.
  await page.evaluate((atEnd) => {
    document.getElementById('wcag-audit-start')?.remove()
    const start = document.createElement('span')
    start.id = 'wcag-audit-start'
    start.tabIndex = -1
    if (atEnd) document.body.append(start)
    else document.body.prepend(start)
    start.focus()
    window.__wcag.startTabPass()
  }, direction === 'backwards')
  let pass = { stops: [] as FocusStop[], ended: false, presses: 0 }
  // Counted here too: a press the page never saw (focus gone from the document) still counts.
  for (let sent = 0, batch = FIRST_BATCH; !pass.ended && sent < MAX_STOPS; ) {
    const count = Math.min(batch, MAX_STOPS - sent)
    await pressTab(page, count, direction === 'backwards')
    pass = await page.evaluate(() => window.__wcag.readTabPass())
    sent += count
    batch = Math.min(batch * 2, LARGEST_BATCH)
  }
  const report: TabReport = { stops: 0, hidden: 0, findings: [] }
  for (const stop of pass.stops) {
    report.stops++
    if (stop.isHidden) {
      report.hidden++
      report.findings.push(`${state}, ${direction}: ${stop.name} hidden (${stop.coveredBy})`)
    }
    if (!stop.hasIndicator) {
      report.findings.push(`${state}, ${direction}: ${stop.name} shows no focus indicator`)
    }
  }
  if (!pass.ended) {
    report.findings.push(`${state}, ${direction}: focus never left the page in ${MAX_STOPS} stops`)
  }
  await page.evaluate(() => {
    window.__wcag.endTabPass()
    document.getElementById('wcag-audit-start')?.remove()
  })
  return report
}

/** 1.4.12: the text-spacing style sheet at 320 px and 1280 px, no text clipped, nothing wider. */
export async function checkTextSpacing(page: Page, state: string): Promise<string[]> {
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS })
  const findings: string[] = []
  for (const viewport of [{ width: 320, height: PHONE_HEIGHT }, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport)
    const { clipped, width } = await page.evaluate(() => ({
      clipped: window.__wcag.checkClippedText(),
      width: window.__wcag.measureWidth(),
    }))
    const at = `${state} with text spacing at ${viewport.width}`
    findings.push(...clipped.map((finding) => `${at}: ${finding}`))
    if (width.width > width.viewport) {
      findings.push(`${at}: document ${width.width} px wide (${width.offenders.join('; ')})`)
    }
  }
  await style.evaluate((element) => (element as Element).remove())
  await page.setViewportSize(TAB_VIEWPORT)
  return findings
}

/**
 * 1.4.4: text at 200 % at 1280 px, set as a visitor does in the browser's settings (the default
 * font size, which rem-based sizes and breakpoints follow): it grows and nothing is lost.
 */
export async function checkTextResize(page: Page, state: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  // Sizes at half the width first: with the text doubled, rem breakpoints pick the same classes.
  await page.setViewportSize({ width: DESKTOP_VIEWPORT.width / 2, height: DESKTOP_VIEWPORT.height })
  await page.evaluate(() => window.__wcag.recordFontSizes())
  await page.setViewportSize(DESKTOP_VIEWPORT)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
  const { resized, clipped, width } = await page.evaluate(() => ({
    resized: window.__wcag.checkTextResized(2),
    clipped: window.__wcag.checkClippedText(),
    width: window.__wcag.measureWidth(),
  }))
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } })
  await cdp.detach()
  await page.setViewportSize(TAB_VIEWPORT)
  const at = `${state} with text at 200 %`
  return [
    ...resized.map((finding) => `${at}: ${finding}`),
    ...clipped.map((finding) => `${at}: ${finding}`),
    ...(width.width > width.viewport
      ? [`${at}: document ${width.width} px wide (${width.offenders.join('; ')})`]
      : []),
  ]
}

/** 2.5.8 at a phone and a desktop width. */
export async function checkTargets(
  page: Page,
  state: string,
  viewports: readonly { width: number; height: number }[] = [TAB_VIEWPORT, DESKTOP_VIEWPORT],
): Promise<string[]> {
  const findings: string[] = []
  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    const found = await page.evaluate(() => window.__wcag.checkTargets())
    findings.push(...found.map((finding) => `${state} at ${viewport.width}: ${finding}`))
  }
  await page.setViewportSize(TAB_VIEWPORT)
  return findings
}

/** One line per state: the document width at each viewport and the focus passes. */
export interface AuditRow {
  state: string
  widths: Record<string, number>
  forwards?: TabReport
  backwards?: TabReport
}

/** The table the suite prints for a route. */
export function formatTable(route: string, rows: readonly AuditRow[], findings: number): string {
  const labels = [...PHONE_WIDTHS.map(String), '400%']
  const header = [
    'state',
    ...labels.map((label) => `w@${label}`),
    'tab → (hidden)',
    'tab ← (hidden)',
  ]
  const pass = (report?: TabReport) => (report ? `${report.stops} (${report.hidden})` : '–')
  const lines = rows.map((row) => [
    row.state,
    ...labels.map((label) => String(row.widths[label] ?? '–')),
    pass(row.forwards),
    pass(row.backwards),
  ])
  const sizes = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => (line[column] ?? '').length)),
  )
  const format = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(sizes[column] ?? 0)).join('  ')
  return [
    `WCAG audit ${route}: ${findings === 0 ? 'no findings' : `${findings} finding(s)`}`,
    format(header),
    ...lines.map(format),
  ].join('\n')
}

/**
 * From the focus inside `container` (an open menu, a carousel), tabs until focus leaves it: each
 * stop on the way must be visible; never leaving is a keyboard trap (2.1.2).
 */
export async function tabOutOf(page: Page, container: Locator, state = 'menu open') {
  const report: TabReport = { stops: 0, hidden: 0, findings: [] }
  const handle = await container.elementHandle()
  for (let press = 0; press < 50; press++) {
    // Whether focus is still inside, and if so what the stop shows: one round trip a stop.
    const stop = await page.evaluate(
      (element) =>
        element?.isConnected === true && element.contains(document.activeElement)
          ? window.__wcag.inspectFocus()
          : undefined,
      handle,
    )
    if (!stop) return report
    report.stops++
    if (stop.isHidden) {
      report.hidden++
      report.findings.push(`${state}: ${stop.name} hidden (${stop.coveredBy})`)
    }
    await page.keyboard.press('Tab')
  }
  report.findings.push(`${state}: focus never left it in 50 presses (a keyboard trap)`)
  return report
}

/**
 * Follows every in-page link (the skip link, "Get Started" and the like) from the keyboard: each
 * target must land below the fixed header, not under it.
 */
export async function followInPageLinks(page: Page, state: string): Promise<string[]> {
  const findings: string[] = []
  const links = page.locator('a[href^="#"]:not([href="#"])')
  for (const link of await links.all()) {
    // Scrolled back to the top, the link takes focus (one round trip: scroll, focus, read).
    const href = await link.evaluate((element) => {
      window.scrollTo(0, 0)
      ;(element as HTMLElement).focus()
      return element === document.activeElement ? (element.getAttribute('href') ?? '') : undefined
    })
    if (href === undefined) continue
    await page.keyboard.press('Enter')
    const problem = await page.evaluate(
      (id) => window.__wcag.checkFragmentTarget(id),
      href.slice(1),
    )
    if (problem) findings.push(`${state}: following ${href}: ${problem}`)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  return findings
}
