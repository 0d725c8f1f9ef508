import type { BeaconInput } from '@hard-hat/forms'
import type { Page } from '@playwright/test'
import { expect, settled, test, waitForApp } from './fixtures'
import { measurementStarted } from './measurement'

/**
 * Keeps a copy of every beacon the page sends (Playwright does not show a Blob body): the page is
 * one document through client-side navigations, so the copies stay.
 */
async function keepBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: unknown[] = []
    Object.assign(window, { __beacons: sent })
    const sendBeacon = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(JSON.parse(text)))
      return sendBeacon(url, data)
    }
  })
}

/** The first beacon sent for `path`, once there is one. */
async function beaconFor(page: Page, path: string): Promise<BeaconInput> {
  const handle = await page.waitForFunction(
    (wanted) =>
      ((window as { __beacons?: BeaconInput[] }).__beacons ?? []).find(
        (beacon) => beacon.page === wanted,
      ),
    path,
  )
  return (await handle.jsonValue()) as BeaconInput
}

test.describe('the field measurement beacon', () => {
  test('sends what a page measured when the site moves to another page, not only on hiding', async ({
    page,
  }) => {
    await keepBeacons(page)
    await page.goto('/website-design')
    await waitForApp(page)
    await measurementStarted(page)
    // A client-side navigation: the document stays, so no hiding would send this page's figures.
    await page.locator('a[href="/one-page-website"]').filter({ visible: true }).first().click()
    await expect(page).toHaveURL(/\/one-page-website$/)
    const beacon = await beaconFor(page, '/website-design')
    const names = (beacon.vitals ?? []).map((vital) => vital.name)
    // The click is an input: LCP is final by then, and TTFB was known from the start.
    expect(names).toEqual(expect.arrayContaining(['LCP', 'TTFB']))
    expect(new Set(names).size).toBe(names.length)

    // Hiding the tab later sends only what is new: the first page's figures are not sent twice.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await settled(page)
    const beacons = await page.evaluate(() => (window as { __beacons?: BeaconInput[] }).__beacons)
    expect(beacons?.filter((sent) => sent.page === '/website-design')).toHaveLength(1)
  })
})
