import AxeBuilder from '@axe-core/playwright'
import { COOKIE_POLICY_VERSION } from '@hard-hat/content'
import { test as base, expect, type Page } from '@playwright/test'
import { E2E_ADMIN_TOKEN } from '../playwright.config'
import { isoSecondsAhead, type OfferServer, startServerWith } from './offer-server'
import { DESKTOP_VIEWPORT, TAB_VIEWPORT } from './wcag/audit'

const pagesWithBrokenApi = new WeakSet<Page>()
/** The requests each page's test fails on purpose (`hold` with `fail`), which Chromium logs. */
const failedOnPurpose = new WeakMap<Page, RegExp[]>()

/** A Decline made just now under the current policy, as the banner stores it (no banner shows). */
export async function rememberCookieDecline(page: Page): Promise<void> {
  await page.addInitScript((policyVersion) => {
    const record = { accepted: false, decidedAt: new Date().toISOString(), policyVersion }
    window.localStorage.setItem('cookieConsent', 'false')
    window.localStorage.setItem('cookieConsentRecord', JSON.stringify(record))
  }, COOKIE_POLICY_VERSION)
}

/**
 * Fails the test on any console error or uncaught page error (except a deliberately broken API's).
 * `runningOffers`: one built server per worker whose two offers still run, the £495 one for four
 * days and 12 hours more, the 150th-client one for a day and 12 hours more (whole days stay the
 * same for 12 hours), for tests that need an offer open but no deadline of their own: a test of
 * the page ending moves the page's clock to these deadlines (offer-deadline.spec.ts).
 */
export const test = base.extend<
  { consoleErrors: string[]; hasCookieChoice: boolean },
  { runningOffers: OfferServer }
>({
  runningOffers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and it has none
    async ({}, use) => {
      const server = await startServerWith({
        LIMITED_OFFER_ENDS_AT: isoSecondsAhead(4 * 86_400 + 12 * 3600),
        CELEBRATION_OFFER_ENDS_AT: isoSecondsAhead(86_400 + 12 * 3600),
      })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
  /** Whether the visitor already answered the cookie banner (so it does not cover the page). */
  hasCookieChoice: [true, { option: true }],
  page: async ({ page, hasCookieChoice }, use) => {
    if (hasCookieChoice) await rememberCookieDecline(page)
    await use(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url } = message.location()
        const isBrokenApiCall = pagesWithBrokenApi.has(page) && url.includes('/api/')
        // The 404 page is served with a 404 status, and a scripts-off form's problem page with a
        // 400, which Chromium logs for the document itself.
        const isNotFoundDocument = url === page.url() && /\b40[04]\b/.test(message.text())
        const isFailedOnPurpose =
          message.text().startsWith('Failed to load resource') &&
          (failedOnPurpose.get(page) ?? []).some((pattern) => pattern.test(url))
        if (!isBrokenApiCall && !isNotFoundDocument && !isFailedOnPurpose)
          errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Every route of the first document, with the heading its HTML must carry. */
export const PAGES = [
  { path: '/', name: 'home' },
  { path: '/website-design', name: 'website-design' },
  { path: '/services/website-design', name: 'services-website-design' },
  { path: '/boutique-pricing', name: 'boutique-pricing' },
  { path: '/one-page-website', name: 'one-page-website' },
  { path: '/special-offer-495', name: 'special-offer-495' },
  { path: '/special-one-page-offer', name: 'special-one-page-offer' },
  { path: '/free-website', name: 'free-website' },
] as const

interface StoredSubmission {
  readonly id: string
  readonly reference: string
  readonly formType: string
  readonly email: string | null
  readonly payload: Record<string, unknown>
}

/** The stored submissions whose text contains `needle`, through the API's admin export. */
export async function storedSubmissions(page: Page, needle: string): Promise<StoredSubmission[]> {
  const response = await page.request.get('/api/admin/submissions', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  })
  expect(response.ok()).toBe(true)
  const { submissions } = (await response.json()) as { submissions: StoredSubmission[] }
  return submissions.filter((submission) => JSON.stringify(submission).includes(needle))
}

/** A unique email address for one test, so its stored row can be found. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** Fills the calculator's step 4 contact fields with a sample builder and `email`. */
export async function fillQuoteContact(page: Page, email: string): Promise<void> {
  await page.getByLabel('First Name').fill('Sam')
  await page.getByLabel('Last Name').fill('Sample')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone Number').fill('01632 960001')
  await page.getByLabel('Company Name').fill('Sample Roofing (sample)')
  await page.getByLabel('Project Details').fill('A new site for a roofing firm')
}

/**
 * Waits until the page has hydrated (React attached its handlers) and the cookie banner's code,
 * loaded just after, has taken the place of the prerendered banner (decision 016).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      document.querySelector('[data-prerendered-banner]') === null,
  )
}

/**
 * Waits until the page's work already queued has run: its idle callbacks (the page's own `whenIdle`
 * tasks queue first and run first) and two rendered frames. An event to wait for, where a test used
 * to give the page a fixed second or two before checking that nothing more happened.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        // The bound only keeps a page that is never idle from hanging the test; by then the
        // page's own idle tasks (queued first, bounded at 2 s) have run.
        requestIdleCallback(
          () => requestAnimationFrame(() => requestAnimationFrame(() => done())),
          { timeout: 5_000 },
        ),
      ),
  )
}

/**
 * Shows every section that fades in when scrolled to (`data-reveal="hidden"`, the ui `Section`):
 * scrolls each one still hidden into view until none is left, then waits for their fade to end.
 * Waits for those events, where a test used to scroll in fixed steps and sleep.
 */
export async function revealEverySection(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hidden = document.querySelector('[data-reveal="hidden"]')
    hidden?.scrollIntoView({ block: 'center' })
    return hidden === null
  })
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** Makes every API submission answer 500, or fail as if the API were down. */
export async function breakApi(page: Page, how: 'error' | 'down'): Promise<void> {
  pagesWithBrokenApi.add(page)
  await page.route('**/api/**', (route) =>
    how === 'down'
      ? route.abort('connectionrefused')
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            error: { code: 'internal_error', message: 'Something went wrong' },
          }),
        }),
  )
}

/**
 * The page fits its width: nothing scrolls sideways. Measured once the page has loaded, so with
 * its style sheet: an inbox page reached by a form's redirect shows its heading before its sheet
 * is in, and laid out without it (a table of eleven columns) is 930 px wide at 390 (CI, once).
 */
export async function expectNoSidewaysScroll(page: Page, message = 'the page scrolls sideways') {
  await page.waitForLoadState('load')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, message).toBeLessThanOrEqual(0)
}

/**
 * Runs `check` with the page at a phone's width, then at a laptop's, and gives the page its own
 * viewport back. A workflow tagged @phone runs once, at 390 px as staff on a phone use it, and
 * its layout checks still see both widths, where it used to run whole in each project. At the
 * laptop's width the page is laid out as a laptop's browser does, even in the mobile project's
 * context: a phone's emulation (its meta viewport, overlay scroll bars and text autosizing) at
 * 1280 px is no device anyone has, and it made a table 57 px wider than the window.
 */
export async function atBothWidths(
  page: Page,
  check: (width: number) => Promise<void>,
): Promise<void> {
  const own = page.viewportSize()
  await page.setViewportSize(TAB_VIEWPORT)
  await check(TAB_VIEWPORT.width)
  await page.setViewportSize(DESKTOP_VIEWPORT)
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      ...DESKTOP_VIEWPORT,
      deviceScaleFactor: 1,
      mobile: false,
    })
    await check(DESKTOP_VIEWPORT.width)
  } finally {
    // Detaching ends this session's emulation; the page's own viewport is then set again.
    await cdp.detach()
  }
  await page.setViewportSize(own ?? TAB_VIEWPORT)
}

/** The rules every page is held to: WCAG 2.1 AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const
/** WCAG 2.2 AA's rules besides, for the inbox's pages. */
export const AXE_TAGS_WITH_WCAG22 = [...AXE_TAGS, 'wcag22aa'] as const

/**
 * An axe scan of the page as it is, collecting violations only. Legacy mode runs `axe.run` in the
 * page and its same-origin frames (the site has no cross-origin frame), where the default opens a
 * blank page for every scan to merge the frames' results in; and only the violations are gathered
 * and sent back, not every node that passed. The same rules find the same violations, for a
 * third to a half of the CPU a scan took (docs/benchmarks.md, session 32).
 */
export function axeScan(page: Page, tags: readonly string[] = AXE_TAGS): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...tags])
    .setLegacyMode(true)
}

/** Fails with every violation axe finds on the page as it is, of the rules `tags` name. */
export async function expectNoAxeViolations(
  page: Page,
  tags: readonly string[] = AXE_TAGS,
): Promise<void> {
  const results = await axeScan(page, tags).analyze()
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([])
}

/** Fills the one-page enquiry form (website design, one-page and £495 pages) as a visitor would. */
export async function fillEnquiry(
  page: Page,
  email: string,
  { currentWebsite = "Yes, but it's outdated" }: { currentWebsite?: string } = {},
) {
  const form = page.getByRole('form', { name: 'Enquiry form' })
  await form.getByLabel('First Name').fill('Sam')
  await form.getByLabel('Last Name').fill('Sample')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Phone Number').fill('01632 960002')
  await form.getByLabel('Business Name').fill('Sample Plumbing (sample)')
  await form.getByLabel('Do you currently have a website?').selectOption(currentWebsite)
  await form.getByLabel('What is most important to you?').selectOption('Build trust with customers')
  await form.getByLabel('Anything else we should know?').fill('Boilers and bathrooms')
  return form
}

/**
 * Holds the requests matching `pattern` until `release` is called, then lets them through (or fails
 * them, with `fail`, and the console check lets Chromium's line about each through); counts them.
 */
export async function hold(
  page: Page,
  pattern: RegExp,
  { fail = false } = {},
): Promise<{ release: () => void; asked: () => number }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = 0
  if (fail) failedOnPurpose.set(page, [...(failedOnPurpose.get(page) ?? []), pattern])
  await page.route(pattern, async (route) => {
    asked += 1
    await released
    await (fail ? route.abort('failed') : route.continue())
  })
  return { release, asked: () => asked }
}
