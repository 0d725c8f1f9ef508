import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const BRAND_FACES = ['Inter', 'Barlow']

/** The brand's faces the page has loaded, by family (each family once). */
function loadedBrandFaces(page: Page): Promise<string[]> {
  return page.evaluate(async (families) => {
    await document.fonts.ready
    const loaded = [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replaceAll('"', ''))
    return families.filter((family) => loaded.includes(family))
  }, BRAND_FACES)
}

/**
 * Sums the page's layout shifts from now on, through the DevTools protocol: a script in a page
 * without scripts has no observer callbacks or animation frames to wait on.
 */
async function watchLayoutShift(page: Page): Promise<() => number> {
  let sum = 0
  const devtools = await page.context().newCDPSession(page)
  devtools.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    sum += event.layoutShiftDetails?.value ?? 0
  })
  await devtools.send('PerformanceTimeline.enable', { eventTypes: ['layout-shift'] })
  return () => sum
}

for (const javaScriptEnabled of [false, true]) {
  const scripts = javaScriptEnabled ? 'scripts on' : 'scripts off'

  test.describe(`the brand's type (${scripts})`, () => {
    test.use({ javaScriptEnabled })

    for (const path of ['/', '/boutique-pricing', '/thank-you']) {
      test(`${path} loads Inter and Barlow from the site, and fonts arriving late move nothing (${scripts}) @mobile`, async ({
        page,
      }) => {
        // Hold every font until the page has painted with its fallbacks: the case where a face
        // swapped in late, or a fallback of the wrong size, would move the page.
        let releaseFonts = () => {}
        const fontsHeld = new Promise<void>((resolve) => {
          releaseFonts = resolve
        })
        const fontUrls: string[] = []
        await page.route('**/*.woff2', async (route) => {
          fontUrls.push(new URL(route.request().url()).pathname)
          await fontsHeld
          await route.continue()
        })
        const layoutShift = await watchLayoutShift(page)
        await page.goto(path, { waitUntil: 'commit' })
        // Polled from here: waitForFunction runs in the page, which has no scripts in half the cases.
        await expect
          .poll(() =>
            page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
          )
          .toBeGreaterThan(0)
        releaseFonts()
        expect(await loadedBrandFaces(page)).toEqual(BRAND_FACES)
        for (const url of fontUrls) expect(url).toMatch(/^\/assets\/.+\.woff2$/)
        await page.waitForLoadState('load')
        // One more paint after the fonts, so a late shift would be reported.
        await page.screenshot()
        expect(layoutShift()).toBe(0)
      })
    }
  })
}

test('on an ordinary load the page is painted in the brand faces, preloaded @mobile', async ({
  page,
}) => {
  await page.goto('/')
  const inUse = await page.evaluate(async () => {
    await document.fonts.ready
    return [
      document.fonts.check('400 16px Inter'),
      document.fonts.check('700 16px Inter'),
      document.fonts.check('700 36px Barlow'),
    ]
  })
  expect(inUse).toEqual([true, true, true])
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(preloaded).toEqual([
    expect.stringMatching(/\/assets\/inter-latin-400-normal-.+\.woff2$/),
    expect.stringMatching(/\/assets\/inter-latin-700-normal-.+\.woff2$/),
    expect.stringMatching(/\/assets\/barlow-latin-700-normal-.+\.woff2$/),
  ])
})
