import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { AXE_TAGS_WITH_WCAG22, expectNoAxeViolations, expectNoSidewaysScroll } from './fixtures'
import { type PasskeyServer, signUpFirstOwner, startPasskeyServer } from './passkey-server'

// Issue 37's claims that must be true (decision 044): the owner's page at 390 and 1280 px, axe
// clean with WCAG 2.2 AA, then a Premium places-left claim saved with JavaScript off and served on
// the Premium page by publishing, with no build and no restart.

const WIDTHS = [390, 1280] as const

test.describe('the claims page', () => {
  let server: PasskeyServer

  test.beforeEach(async () => {
    // The build's server bundle, so a saved claim is rendered into the pages it is on.
    server = await startPasskeyServer({ WEB_SERVER_BUILD: resolve('build/server/index.js') })
  })
  test.afterEach(async () => {
    await server.stop()
  })

  test('an owner sees every claim at both widths, and saves one with scripts off that the Premium page then states', async ({
    browser,
  }) => {
    test.slow()
    const context = await browser.newContext({ baseURL: server.url })
    const page = await signUpFirstOwner(context, server)

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin/content/claims')
      await expect(
        page.getByRole('heading', { name: 'Claims on the site', level: 1 }),
      ).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Premium Growth places left this month', level: 2 }),
      ).toBeVisible()
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page, AXE_TAGS_WITH_WCAG22)
    }

    const noScript = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    })
    const plain = await noScript.newPage()
    await plain.setViewportSize({ width: 390, height: 900 })
    await plain.goto('/admin/content/claims')
    const premium = plain.getByRole('region', { name: 'Premium Growth places left this month' })
    // A refused save keeps what was typed and links to the field at fault.
    await premium.getByLabel('Places left').fill('9')
    await premium.getByLabel('Places in all').fill('5')
    await premium.getByRole('button', { name: 'Save' }).click()
    await expect(plain.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expect(plain.getByRole('link', { name: /places left/i })).toHaveAttribute(
      'href',
      '#f-premium-slots-left',
    )
    // axe needs scripts; the refusal's page is audited with them on below.
    await expectNoSidewaysScroll(plain)

    const again = plain.getByRole('region', { name: 'Premium Growth places left this month' })
    await again.getByLabel('Places left').fill('1')
    await again.getByLabel('Places in all').fill('5')
    await again.getByRole('button', { name: 'Save' }).click()
    await expect(plain.getByText('Saved, and confirmed true today.')).toBeVisible()
    await expect(
      plain.getByRole('region', { name: 'Premium Growth places left this month' }),
    ).toContainText('Olive Owner')

    // Publishing renders the Premium page with the claim: waited for, never timed.
    await expect
      .poll(async () => (await plain.request.get('/premium-package')).text(), { timeout: 60_000 })
      .toContain('Only 1 slot left')
    await noScript.close()

    // The refusal's page with scripts on: axe clean at 390 px.
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/admin/content/claims')
    const section = page.getByRole('region', { name: 'Premium Growth places left this month' })
    await section.getByLabel('Places left').fill('9')
    await section.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
    await context.close()
  })
})
