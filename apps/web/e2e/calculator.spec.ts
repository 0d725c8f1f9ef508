import type { Page } from '@playwright/test'
import {
  breakApi,
  expect,
  fillQuoteContact,
  storedSubmissions,
  test,
  uniqueEmail,
  waitForApp,
} from './fixtures'

const progress = (page: Page) => page.getByRole('progressbar')
const runningTotal = (page: Page) => page.getByTestId('running-total')
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' })

async function reachSummary(page: Page) {
  await page.goto('/boutique-pricing')
  await waitForApp(page)
  await page.getByRole('button', { name: /Five Page Website/ }).click()
  await page.getByLabel(/Job Quote Calculator/).check()
  await continueButton(page).click()
  await page.getByLabel(/Advanced SEO/).check()
  await continueButton(page).click()
}

test.describe('boutique pricing calculator', () => {
  test('walks the four steps with progress, running total, Back and Continue @mobile', async ({
    page,
  }) => {
    await page.goto('/boutique-pricing')
    await waitForApp(page)
    await expect(page.getByText('Step 1 of 4')).toBeVisible()
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '1')
    await expect(page.getByText('Choose a base package to see your total.')).toBeVisible()

    await page.getByRole('button', { name: /Five Page Website/ }).click()
    await expect(page.getByText('Step 2 of 4')).toBeVisible()
    await expect(progress(page).locator('div')).toHaveAttribute('style', /width: 50%/)
    await expect(runningTotal(page)).toHaveText('£3,750')
    await expect(page.getByRole('group', { name: 'Functionality Features' })).toBeVisible()

    await page.getByLabel(/Trained AI Chatbot/).check()
    await expect(runningTotal(page)).toHaveText('£4,225')
    await page.getByLabel(/Trained AI Chatbot/).uncheck()
    await expect(runningTotal(page)).toHaveText('£3,750')
    await page.getByLabel(/Job Quote Calculator/).check()

    await continueButton(page).click()
    await expect(page.getByText('Step 3 of 4')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Content & Enhancement Features' })).toBeVisible()
    await page.getByLabel(/Advanced SEO/).check()
    await expect(runningTotal(page)).toHaveText('£4,275')

    await continueButton(page).click()
    await expect(page.getByText('Step 4 of 4')).toBeVisible()
    await expect(page.getByTestId('summary-total')).toHaveText('£4,275')
    await expect(page.getByText('£5,130').first()).toBeVisible()

    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByText('Step 3 of 4')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByText('Step 2 of 4')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByText('Step 1 of 4')).toBeVisible()
    await expect(runningTotal(page)).toHaveText('£4,275')
  })

  test('Unlimited Pages deselects and hides the Service Areas Page', async ({ page }) => {
    await page.goto('/boutique-pricing')
    await waitForApp(page)
    await page.getByRole('button', { name: /Three Page Website/ }).click()
    await continueButton(page).click()
    await page.getByLabel(/Service Areas Page/).check()
    await expect(runningTotal(page)).toHaveText('£2,585')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: /Unlimited Pages/ }).click()
    await expect(runningTotal(page)).toHaveText('£6,500')
    await continueButton(page).click()
    await expect(page.getByText('Step 3 of 4')).toBeVisible()
    await expect(page.getByLabel(/Service Areas Page/)).toHaveCount(0)
    await expect(page.getByLabel(/Filtered Project Portfolio/)).toBeVisible()
  })

  test('keeps the quote in the URL: it survives a reload and can be shared', async ({ page }) => {
    await reachSummary(page)
    await expect(page).toHaveURL(/package=five-page/)
    await expect(page).toHaveURL(
      /features=jobQuoteCalculator%2CadvancedSEO|features=jobQuoteCalculator,advancedSEO/,
    )
    await page.reload()
    await waitForApp(page)
    await expect(page.getByText('Step 4 of 4')).toBeVisible()
    await expect(page.getByTestId('summary-total')).toHaveText('£4,275')

    const shared = await page.context().newPage()
    await shared.goto(
      '/boutique-pricing?package=unlimited&features=serviceAreasPage,maintenancePlan&step=3',
    )
    await waitForApp(shared)
    await expect(shared.getByText('Step 3 of 4')).toBeVisible()
    await expect(shared.getByTestId('running-total')).toHaveText('£6,575')
    await expect(shared.getByLabel(/Service Areas Page/)).toHaveCount(0)
  })

  test('validates the contact form in the browser and sends nothing', async ({ page }) => {
    await reachSummary(page)
    let posted = false
    page.on('request', (request) => {
      if (request.url().includes('/api/submit-boutique-quote')) posted = true
    })
    await page.getByLabel('Email Address').fill('not-an-email')
    await page.getByRole('button', { name: 'Send My Quote' }).click()
    const summary = page.getByRole('heading', { name: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expect(page.getByText('Enter your first name').first()).toBeVisible()
    await expect(page.getByLabel('Email Address')).toHaveValue('not-an-email')
    await expect(page.locator(':focus')).toContainText('There is a problem')
    expect(posted).toBe(false)
  })

  test('sends the quote, stores it and shows step 5 with the total', async ({ page }) => {
    const email = uniqueEmail('quote')
    await reachSummary(page)
    await fillQuoteContact(page, email)
    await page.getByRole('button', { name: 'Send My Quote' }).click()
    await expect(page.getByRole('heading', { name: 'Quote Sent Successfully!' })).toBeVisible()
    await expect(page.getByTestId('success-total')).toHaveText('£4,275')
    await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute(
      'href',
      '/',
    )
    const reference = await page.getByTestId('reference').textContent()
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.reference).toBe(reference)
    expect(stored?.payload).toMatchObject({
      basePackage: { name: 'Five Page Website', price: 3750, pages: 5 },
      total: 4275,
      contactInfo: { email, companyName: 'Sample Roofing (sample)' },
    })
  })

  for (const how of ['error', 'down'] as const) {
    test(`keeps step 4 and the data when the API is ${how === 'error' ? 'answering 500' : 'down'}`, async ({
      page,
    }) => {
      await reachSummary(page)
      await breakApi(page, how)
      await fillQuoteContact(page, 'kept@example.com')
      await page.getByRole('button', { name: 'Send My Quote' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'There was an error submitting your quote. Please try again.',
      )
      await expect(page.getByText('Step 4 of 4')).toBeVisible()
      await expect(page.getByLabel('Email Address')).toHaveValue('kept@example.com')
      await expect(page.getByRole('button', { name: 'Send My Quote' })).toBeEnabled()
    })
  }

  test('shows "Sending Quote..." and disables the button while sending', async ({ page }) => {
    await reachSummary(page)
    await fillQuoteContact(page, uniqueEmail('slow'))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/submit-boutique-quote', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Send My Quote' }).click()
    const sending = page.getByRole('button', { name: 'Sending Quote...' })
    await expect(sending).toBeDisabled()
    release()
    await expect(page.getByRole('heading', { name: 'Quote Sent Successfully!' })).toBeVisible()
  })
})
