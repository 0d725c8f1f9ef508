import { expectNoAxeViolations, PAGES, test, waitForApp } from './fixtures'

test.describe('accessibility', () => {
  for (const { path } of [...PAGES, { path: '/no-such-page' }]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path)
      await waitForApp(page)
      // Sections below the fold fade in when scrolled to; show them all before scanning.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 80))
        }
      })
      await page.waitForTimeout(800)
      await expectNoAxeViolations(page)
    })
  }
})
