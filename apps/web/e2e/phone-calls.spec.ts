import { routePaths, SITE } from '@hard-hat/content'
import type { Page } from '@playwright/test'
import { expect, test, waitForApp } from './fixtures'

const PATHS = [...routePaths(), '/this-page-does-not-exist']

/** Each place the page shows the phone number outside a `tel:` link to it. */
function numbersWithoutLinks(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ display, href }) => {
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.includes(display)) continue
        const link = text.parentElement?.closest('a')
        if (link?.getAttribute('href') !== href) found.push(text.textContent.trim().slice(0, 80))
      }
      return found
    },
    { display: SITE.phone.display, href: SITE.phone.href },
  )
}

for (const javaScriptEnabled of [false, true]) {
  const scripts = javaScriptEnabled ? 'scripts on' : 'scripts off'

  test.describe(`one tap to call (${scripts})`, () => {
    test.use({ javaScriptEnabled })

    test(`every phone number shown on every route is a tel: link (${scripts})`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      const unlinked: string[] = []
      for (const path of PATHS) {
        await page.goto(path)
        if (javaScriptEnabled)
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        unlinked.push(...(await numbersWithoutLinks(page)).map((text) => `${path}: ${text}`))
      }
      expect(unlinked).toEqual([])
    })

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
