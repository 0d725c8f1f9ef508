import type { Page } from '@playwright/test'
import { expect, fillQuoteContact, test, uniqueEmail, waitForApp } from './fixtures'

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' })
const step = (page: Page, n: number) => expect(page.getByText(`Step ${n} of 4`)).toBeVisible()

/** Opens the calculator and chooses the Five Page Website, which leads to step 2. */
async function startQuote(page: Page) {
  await page.goto('/boutique-pricing')
  await waitForApp(page)
  await page.getByRole('button', { name: /Five Page Website/ }).click()
  await step(page, 2)
}

test.describe('a quote builder that keeps its place', () => {
  test("the browser's Back and Forward move one step at a time @mobile", async ({ page }) => {
    await startQuote(page)
    // A choice within a step is no history entry of its own.
    await page.getByLabel(/Job Quote Calculator/).check()
    await continueButton(page).click()
    await step(page, 3)
    await page.getByLabel(/Advanced SEO/).check()
    await expect(page.getByTestId('running-total')).toHaveText('£4,275')
    await continueButton(page).click()
    await step(page, 4)

    await page.goBack()
    await step(page, 3)
    await expect(page.getByLabel(/Advanced SEO/)).toBeChecked()
    await expect(page).toHaveURL(/step=3/)
    await page.goBack()
    await step(page, 2)
    await expect(page.getByLabel(/Job Quote Calculator/)).toBeChecked()
    await page.goBack()
    await step(page, 1)
    await expect(page).toHaveURL(/\/boutique-pricing$/)

    await page.goForward()
    await step(page, 2)
    await page.goForward()
    await step(page, 3)
    await expect(page.getByTestId('running-total')).toHaveText('£4,275')
    await page.goForward()
    await step(page, 4)
    await expect(page.getByTestId('summary-total')).toHaveText('£4,275')
  })

  test('the running total and Continue stay on screen together, Back and Continue in one place @mobile', async ({
    page,
  }) => {
    await startQuote(page)
    const places: string[] = []
    for (const n of [2, 3]) {
      await step(page, n)
      const total = page.getByTestId('running-total')
      await expect(total).toBeInViewport()
      await expect(continueButton(page)).toBeInViewport()
      // Scrolled to the foot of the step, both are still in view.
      await page.getByRole('button', { name: 'Back' }).scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollBy(0, -200))
      await expect(total).toBeInViewport()
      await expect(continueButton(page)).toBeInViewport()
      const back = await page.getByRole('button', { name: 'Back' }).boundingBox()
      const next = await continueButton(page).boundingBox()
      places.push(`${back?.x},${back?.width} ${next?.x},${next?.width}`)
      await continueButton(page).click()
    }
    expect(places[0]).toBe(places[1])
    await step(page, 4)
    await expect(page.getByText('Total including VAT').first()).toBeVisible()
  })

  test('after Send My Quote the confirmation is in view, focused, with its reference @mobile', async ({
    page,
  }) => {
    await startQuote(page)
    await continueButton(page).click()
    await continueButton(page).click()
    await step(page, 4)
    await fillQuoteContact(page, uniqueEmail('history'))
    await page.getByRole('button', { name: 'Send My Quote' }).click()

    const heading = page.getByRole('heading', { name: 'Quote Sent Successfully!' })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await expect(page.getByTestId('reference')).toHaveText(/\S{4,}/)
    await expect(page.getByTestId('reference')).toBeInViewport()
  })
})
