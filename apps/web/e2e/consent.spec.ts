import { COOKIE_POLICY_VERSION, COOKIE_TABLE, OBJECTION_COOKIE } from '@hard-hat/content'
import type { Page } from '@playwright/test'
import { expect, settled, test, waitForApp } from './fixtures'

// The e2e build sets VITE_GA_MEASUREMENT_ID; gtag.js is answered locally, never fetched.
test.use({ hasCookieChoice: false })

const MEASUREMENT_ID = 'G-E2ETEST000'
/** Chromium keeps no cookie longer than 400 days, whatever its expiry asks for. */
const CHROMIUM_MAX_COOKIE_DAYS = 400
const DAY_S = 24 * 60 * 60

/**
 * Answers gtag.js locally. With `setsCookies`, the stand-in sets what Google Analytics 4 sets on
 * its first page view (`_ga` and `_ga_<ID>`, for 2 years) unless the page disabled it, as the
 * real script does when `ga-disable-<ID>` is true.
 */
async function countAnalyticsRequests(page: Page, setsCookies = false): Promise<{ count: number }> {
  const seen = { count: 0 }
  const body = setsCookies
    ? `if (!window['ga-disable-${MEASUREMENT_ID}']) {
        const expires = new Date(Date.now() + 730 * ${DAY_S * 1000}).toUTCString()
        document.cookie = '_ga=GA1.1.1234.5678; path=/; expires=' + expires
        document.cookie = '_ga_E2ETEST000=GS1.1.5678.1.0.5678.0.0.0; path=/; expires=' + expires
      }`
    : ''
  await page.route('https://www.googletagmanager.com/**', (route) => {
    seen.count += 1
    return route.fulfill({ status: 200, contentType: 'text/javascript', body })
  })
  return seen
}

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieConsent'))
const analyticsCookies = async (page: Page) =>
  (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => /^_g/.test(name))

test.describe('cookie banner and analytics consent (P-consent-before-tracking)', () => {
  test('nothing loads before consent; Accept All stores true and loads gtag.js once', async ({
    page,
  }) => {
    const analytics = await countAnalyticsRequests(page)
    await page.goto('/portfolio')
    await waitForApp(page)
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    expect(analytics.count).toBe(0)
    expect(await stored(page)).toBeNull()
    await banner.getByRole('button', { name: 'Accept All' }).click()
    await expect(banner).toBeHidden()
    expect(await stored(page)).toBe('true')
    await expect.poll(() => analytics.count).toBe(1)
    // A later visit loads analytics straight away and asks no more.
    await page.goto('/insights')
    await waitForApp(page)
    await expect.poll(() => analytics.count).toBe(2)
    await settled(page)
    await expect(banner).toBeHidden()
  })

  test('Decline stores false and never loads analytics', async ({ page }) => {
    const analytics = await countAnalyticsRequests(page)
    await page.goto('/contact')
    await waitForApp(page)
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.getByRole('button', { name: 'Decline' }).click()
    await expect(banner).toBeHidden()
    expect(await stored(page)).toBe('false')
    await page.goto('/crm')
    await waitForApp(page)
    await settled(page)
    await expect(banner).toBeHidden()
    expect(analytics.count).toBe(0)
    expect(await analyticsCookies(page)).toEqual([])
  })

  test('Close hides without storing, so the banner asks again on the next visit', async ({
    page,
  }) => {
    const analytics = await countAnalyticsRequests(page)
    await page.goto('/terms')
    await waitForApp(page)
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.getByRole('button', { name: 'Close' }).click()
    await expect(banner).toBeHidden()
    expect(await stored(page)).toBeNull()
    await page.goto('/privacy')
    await expect(banner).toBeVisible()
    expect(analytics.count).toBe(0)
  })
})

test.describe('consent that can be changed (P-consent-withdrawable)', () => {
  test('after Accept All the browser holds exactly what the cookie table lists, for as long', async ({
    page,
  }) => {
    await countAnalyticsRequests(page, true)
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Accept All' }).click()
    await expect.poll(() => analyticsCookies(page)).toHaveLength(2)
    // And the one cookie the site's own counting may keep: the objection, set from Cookie settings.
    await page.getByText('Cookie settings', { exact: true }).first().click()
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: "Don't count my visits" })
      .click()
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .toContain(OBJECTION_COOKIE)
    const nowS = Date.now() / 1000
    const cookies = (await page.context().cookies()).map((cookie) => ({
      name: cookie.name.replace(/^_ga_.+$/, '_ga_<ID>'),
      days: Math.round((cookie.expires - nowS) / DAY_S),
    }))
    const storage = await page.evaluate(() => ({ ...window.localStorage }))
    const table = (kind: 'cookie' | 'localStorage') =>
      COOKIE_TABLE.filter((row) => row.storage === kind)
    expect(cookies.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      table('cookie')
        .map((row) => ({
          name: row.name,
          days: Math.min(row.lifetimeDays, CHROMIUM_MAX_COOKIE_DAYS),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    )
    expect(Object.keys(storage).sort()).toEqual(
      table('localStorage')
        .map((row) => row.name)
        .sort(),
    )
    // The site enforces the stored choice's lifetime itself: 12 months from the decision.
    const record = JSON.parse(storage.cookieConsentRecord ?? '{}') as Record<string, unknown>
    expect(record).toMatchObject({ accepted: true, policyVersion: COOKIE_POLICY_VERSION })
    const lastsDays = await page.evaluate(() => {
      const decidedAt = new Date(
        JSON.parse(localStorage.getItem('cookieConsentRecord') ?? '{}').decidedAt,
      )
      const inAYear = new Date(decidedAt)
      inAYear.setUTCMonth(inAYear.getUTCMonth() + 12)
      return (inAYear.getTime() - decidedAt.getTime()) / 86_400_000
    })
    for (const row of table('localStorage')) {
      expect(Math.abs(row.lifetimeDays - lastsDays)).toBeLessThanOrEqual(1)
    }
  })

  test('"Cookie settings" reopens the banner by keyboard; Decline stops analytics and deletes its cookies', async ({
    page,
  }) => {
    const analytics = await countAnalyticsRequests(page, true)
    await page.goto('/website-design')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Accept All' }).click()
    await expect.poll(() => analyticsCookies(page)).toHaveLength(2)
    // Cookies an older Google Analytics tag may have left are deleted too.
    const url = page.url()
    await page.context().addCookies([
      { name: '_gid', value: 'GA1.1.1', url, expires: Date.now() / 1000 + DAY_S },
      { name: '_gat', value: '1', url, expires: Date.now() / 1000 + 60 },
    ])
    expect((await analyticsCookies(page)).sort()).toEqual(['_ga', '_ga_E2ETEST000', '_gat', '_gid'])

    const settings = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })
    await settings.focus()
    await page.keyboard.press('Enter')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeFocused()
    await expect(banner).toContainText('Your choice: analytics cookies accepted on')
    await expect(page).toHaveURL(/\/website-design$/)
    // Tab through the banner: the policy link, Accept All, then Decline.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
    await expect(settings).toBeFocused()
    expect(await stored(page)).toBe('false')
    expect(await analyticsCookies(page)).toEqual([])
    expect(
      await page.evaluate(
        (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
        MEASUREMENT_ID,
      ),
    ).toBe(true)

    // A later page loads no analytics; the banner reopens and Escape closes it, keeping Decline.
    await page.goto('/contact')
    await waitForApp(page)
    expect(analytics.count).toBe(1)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click()
    await expect(banner).toBeFocused()
    await expect(banner).toContainText('analytics cookies declined on')
    await page.keyboard.press('Escape')
    await expect(banner).toBeHidden()
    expect(await stored(page)).toBe('false')
    expect(analytics.count).toBe(1)
  })

  for (const [why, record] of [
    [
      'a choice older than 12 months',
      {
        accepted: true,
        decidedAt: '2020-01-01T00:00:00.000Z',
        policyVersion: COOKIE_POLICY_VERSION,
      },
    ],
    [
      'a choice made under an older policy',
      { accepted: true, decidedAt: new Date().toISOString(), policyVersion: 'older' },
    ],
  ] as const) {
    test(`asks again, and loads nothing, after ${why}`, async ({ page }) => {
      const analytics = await countAnalyticsRequests(page)
      await page.addInitScript((stale) => {
        localStorage.setItem('cookieConsent', 'true')
        localStorage.setItem('cookieConsentRecord', JSON.stringify(stale))
      }, record)
      await page.goto('/crm')
      await waitForApp(page)
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
      expect(analytics.count).toBe(0)
      expect(await stored(page)).toBeNull()
    })
  }

  test('the banner keeps each button label on one line @mobile', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    for (const name of ['Accept All', 'Decline']) {
      const lines = await banner.getByRole('button', { name }).evaluate((button) => {
        const range = document.createRange()
        range.selectNodeContents(button)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
      expect(lines, name).toBe(1)
    }
  })
})

test.describe('a banner in the page flow that never shifts it (decision 016)', () => {
  test('is shown before any script of the app runs, under the header and above the content @mobile', async ({
    page,
  }) => {
    // Without the app's scripts only the head's inline script runs: the banner must not need them.
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    )
    await page.goto('/contact')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    const layout = await page.evaluate(() => {
      const region = document.querySelector('section[aria-label="Cookie consent"]') as HTMLElement
      const main = document.getElementById('main') as HTMLElement
      return {
        position: getComputedStyle(region).position,
        bannerTop: region.getBoundingClientRect().top,
        headerBottom: (document.querySelector('header') as HTMLElement).getBoundingClientRect()
          .bottom,
        mainTop: main.getBoundingClientRect().top,
        bannerBottom: region.getBoundingClientRect().bottom,
      }
    })
    expect(layout.position).toBe('static')
    expect(layout.bannerTop).toBe(layout.headerBottom)
    expect(layout.mainTop).toBe(layout.bannerBottom)
  })

  test('moves nothing on a first visit: no layout shift from load to hydration and after', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    await waitForApp(page)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    // The banner's behaviour arrives after hydration and replaces its prerendered look (waitForApp
    // waits for that); any work it queued has run once the page has settled.
    await settled(page)
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([])
  })

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false })

    test('is not shown: nothing can track, and its buttons could store nothing', async ({
      page,
    }) => {
      await page.goto('/free-website')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    })
  })
})
