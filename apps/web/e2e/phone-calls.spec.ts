import { routePaths, SITE } from '@hard-hat/content'
import { expect, test, waitForApp } from './fixtures'
import { numbersWithoutLinks } from './phone-links'

const PATHS = [...routePaths(), '/this-page-does-not-exist']

// Scripts off, the same check runs on the page loads of text-overflow.spec.ts's loop over every route.
test('every phone number shown on every route is a tel: link (scripts on)', async ({ page }) => {
  test.setTimeout(180_000)
  const unlinked: string[] = []
  for (const path of PATHS) {
    // The DOM is whole once the page has hydrated: no need to wait for its images to load.
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    unlinked.push(...(await numbersWithoutLinks(page)).map((text) => `${path}: ${text}`))
  }
  expect(unlinked).toEqual([])
})

for (const javaScriptEnabled of [false, true]) {
  const scripts = javaScriptEnabled ? 'scripts on' : 'scripts off'

  test.describe(`one tap to call (${scripts})`, () => {
    test.use({ javaScriptEnabled })

    test(`the header holds a call button beside the menu, the menu lists the number, at 390 px (${scripts})`, async ({
      page,
    }) => {
      // A phone's width in either project: the call button is for phones (md:hidden above).
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/')
      if (javaScriptEnabled) await waitForApp(page)
      const header = page.getByRole('banner')
      const call = header.getByRole('link', { name: `Call us on ${SITE.phone.display}` })
      await expect(call).toBeVisible()
      await expect(call).toHaveAttribute('href', SITE.phone.href)
      const box = await call.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(44)
      expect(box?.height).toBeGreaterThanOrEqual(44)
      // The header is fixed: the call button stays on screen down the page.
      await page.evaluate(() => window.scrollTo(0, 2000))
      await expect(call).toBeInViewport()
      await page.evaluate(() => window.scrollTo(0, 0))
      const menuButton = header.getByRole('button', { name: 'Menu' })
      const menuBox = await menuButton.boundingBox()
      // Beside the menu button, on the same row of the sticky header.
      expect(Math.abs((box?.y ?? 0) - (menuBox?.y ?? 100))).toBeLessThan(4)

      await menuButton.click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('link', { name: SITE.phone.display })).toHaveAttribute(
        'href',
        SITE.phone.href,
      )
    })
  })
}
