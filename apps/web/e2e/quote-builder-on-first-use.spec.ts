import { expect, hold, test, waitForApp } from './fixtures'

// Decision 054: the quote builder's page comes with its step 1 only. The builder's own code (the
// pricing engine, steps 2–5, the contact form) is fetched on its first use: a pointer over it, a
// touch or the focus; a package chosen before it came is held and made once it has.

/** The whole builder's chunk: `whole-builder-<hash>.js`. */
const BUILDER_CODE = /\/assets\/whole-builder-[\w-]{8}\.js$/
const FIVE_PAGES = /Five Page Website/

test.describe('the quote builder fetched on its first use @mobile', () => {
  test('a page leaves the builder’s code alone until the builder is used', async ({ page }) => {
    const code = await hold(page, BUILDER_CODE)
    await page.goto('/website-design')
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    expect(code.asked()).toBe(0)
    await page.getByRole('button', { name: FIVE_PAGES }).focus()
    await expect.poll(code.asked).toBe(1)
    code.release()
  })

  test('a package chosen before the code came is held, pressed, and made when it comes', async ({
    page,
  }) => {
    const code = await hold(page, BUILDER_CODE)
    await page.goto('/boutique-pricing')
    await waitForApp(page)
    const choice = page.getByRole('button', { name: FIVE_PAGES })
    await choice.click()
    await expect(choice).toHaveAttribute('aria-pressed', 'true')
    // Said in the bar at the foot of the screen, wherever the visitor is.
    await expect(page.locator('[data-calculator-bar]')).toContainText('Loading the next step…')
    await expect(page.locator('[data-calculator-bar]')).toBeInViewport()
    await expect(page.getByText('Step 1 of 4')).toBeVisible()
    code.release()
    await expect(page.getByText('Step 2 of 4')).toBeVisible()
    await expect(page).toHaveURL(/package=five-page/)
    await expect(page).toHaveURL(/step=2/)
    // Its own history entry: Back is step 1 again, with the builder's code now there.
    await page.goBack()
    await expect(page.getByText('Step 1 of 4')).toBeVisible()
    await expect(page.getByRole('button', { name: FIVE_PAGES })).toBeEnabled()
  })

  test('a quote in the URL fetches the builder at once, at its step', async ({ page }) => {
    await page.goto('/boutique-pricing?package=unlimited&step=3')
    await waitForApp(page)
    await expect(page.getByText('Step 3 of 4')).toBeVisible()
    await expect(page.getByTestId('running-total')).toBeVisible()
  })

  test('a keyboard reaches a package and chooses it', async ({ page }) => {
    await page.goto('/boutique-pricing')
    await waitForApp(page)
    const choice = page.getByRole('button', { name: FIVE_PAGES })
    await choice.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Step 2 of 4')).toBeVisible()
  })

  test('a builder whose code could not come says so, and Try again fetches it', async ({
    page,
  }) => {
    const code = await hold(page, BUILDER_CODE, { fail: true })
    await page.goto('/website-design')
    await waitForApp(page)
    code.release()
    await page.getByRole('button', { name: FIVE_PAGES }).click()
    await expect(page.locator('[data-calculator-bar]')).toContainText(
      'The next step could not load',
    )
    await page.unrouteAll()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('Step 2 of 4')).toBeVisible()
    await expect(page.getByTestId('running-total')).toBeVisible()
  })
})
