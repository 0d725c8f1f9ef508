import type { Page } from '@playwright/test'
import { expect, test, waitForApp } from './fixtures'

// The e2e build sets VITE_GA_MEASUREMENT_ID; gtag.js is answered locally, never fetched.
test.use({ hasCookieChoice: false })

async function countAnalyticsRequests(page: Page): Promise<{ count: number }> {
  const seen = { count: 0 }
  await page.route('https://www.googletagmanager.com/**', (route) => {
    seen.count += 1
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return seen
}

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieConsent'))

test.describe('cookie banner and analytics consent (decision 9)', () => {
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
    await page.waitForTimeout(1700)
    await expect(banner).toBeHidden()
  })

  test('Decline stores false and never loads analytics @mobile', async ({ page }) => {
    const analytics = await countAnalyticsRequests(page)
    await page.goto('/contact')
    await waitForApp(page)
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.getByRole('button', { name: 'Decline' }).click()
    await expect(banner).toBeHidden()
    expect(await stored(page)).toBe('false')
    await page.goto('/crm')
    await waitForApp(page)
    await page.waitForTimeout(1700)
    await expect(banner).toBeHidden()
    expect(analytics.count).toBe(0)
    expect(
      (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('_g')),
    ).toEqual([])
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
