import { expectNoAxeViolations, PAGES, revealEverySection, test, waitForApp } from './fixtures'

test.describe('accessibility', () => {
  for (const { path } of [...PAGES, { path: '/no-such-page' }]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path)
      await waitForApp(page)
      // Sections below the fold fade in when scrolled to; show them all before scanning.
      await revealEverySection(page)
      await expectNoAxeViolations(page)
    })
  }
})
