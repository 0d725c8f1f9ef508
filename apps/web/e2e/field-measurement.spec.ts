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

/**
 * The beacons sent for `path`, once they carry every vital in `names` between them: web-vitals
 * reports LCP in an idle callback after the click that ends it, which may come after the beacon
 * the navigation sent, in a beacon of its own for the same page.
 */
async function beaconsWith(page: Page, path: string, names: readonly string[]) {
  const handle = await page.waitForFunction(
    ({ wanted, needed }) => {
      const sent = ((window as { __beacons?: BeaconInput[] }).__beacons ?? []).filter(
        (beacon) => beacon.page === wanted,
      )
      const seen = sent.flatMap((beacon) => (beacon.vitals ?? []).map((vital) => vital.name))
      return needed.every((name) => seen.includes(name as (typeof seen)[number])) ? sent : undefined
    },
    { wanted: path, needed: names },
  )
  return (await handle.jsonValue()) as BeaconInput[]
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
    // The click is an input: it ends LCP, and TTFB was known from the start. Both go with the
    // page they measured, each once, not with the page the site moved on to.
    const sent = await beaconsWith(page, '/website-design', ['LCP', 'TTFB'])
    const names = sent.flatMap((beacon) => (beacon.vitals ?? []).map((vital) => vital.name))
    expect(new Set(names).size).toBe(names.length)

    // Hiding the tab later sends only what is new: the first page's figures are not sent twice.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await settled(page)
    const beacons = await page.evaluate(() => (window as { __beacons?: BeaconInput[] }).__beacons)
    expect(beacons?.filter((beacon) => beacon.page === '/website-design')).toHaveLength(sent.length)
    const later = (beacons ?? []).filter((beacon) => beacon.page === '/one-page-website')
    const laterNames = later.flatMap((beacon) => (beacon.vitals ?? []).map((vital) => vital.name))
    expect(laterNames).not.toContain('LCP')
  })
})
