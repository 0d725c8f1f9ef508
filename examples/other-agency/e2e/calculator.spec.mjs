import { expect, test } from '@playwright/test'

// Tidewater's calculator in Chromium, on the packed @hard-hat/pricing: euros, 23% VAT, one-off and
// monthly totals, pages by the unit, choice groups, an included line, discounts and a deposit.

/** The page's script errors and failed requests (the browser's own favicon aside), as they come. */
function scriptErrors(page) {
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // A failed request is logged without its address; the response listener names it.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (response.status() >= 400 && pathname !== '/favicon.ico') {
      errors.push(`${response.status()} ${pathname}`)
    }
  })
  return errors
}

const running = (page) => page.locator('[data-running-total]')

test('totals a one-off build with pages by the unit, a monthly blog and hosting, VAT on each, and the deposit', async ({
  page,
}) => {
  const errors = scriptErrors(page)
  await page.goto('/')
  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  await page.getByRole('button', { name: /Harbour/ }).click()
  await expect(page.getByRole('heading', { name: 'What your site does' })).toBeVisible()
  await page.getByRole('checkbox', { name: /Online Shop/ }).check()
  await expect(page.getByRole('checkbox', { name: /Card Payments/ })).toBeChecked()
  await page.getByLabel('How many pages').fill('4')
  await page.getByLabel('How many pages').dispatchEvent('change')
  await expect(page.getByRole('checkbox', { name: /Town pages/ })).toBeChecked()
  await expect(running(page)).toHaveText('€2,190')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { name: 'A blog, written for you' })).toBeVisible()
  await page.getByRole('radio', { name: /Four posts a month/ }).check()
  await page.getByRole('radio', { name: /Twelve posts a month/ }).check()
  await expect(page.getByRole('radio', { name: /Four posts a month/ })).not.toBeChecked()
  await expect(running(page)).toHaveText('€2,190 + €80 a month')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { name: 'Looking after it' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByText('Step 4 of 5'),
    'exactly one: no moving on without a choice',
  ).toBeVisible()
  await page.getByRole('radio', { name: /Managed Hosting/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByText('Step 5 of 5')).toBeVisible()
  await expect(page.locator('[data-line="areaPages"]')).toContainText('4 × €60')
  await expect(page.locator('[data-line="blogBundle"]')).toContainText('−€23 a month')
  await expect(page.locator('[data-total]')).toHaveText('€2,190')
  await expect(page.locator('[data-vat]')).toHaveText('€503.70')
  await expect(page.locator('[data-total-including-vat]')).toHaveText('€2,693.70')
  await expect(page.locator('[data-recurring-total="month"]')).toHaveText('€92')
  await expect(page.locator('[data-recurring-vat="month"]')).toHaveText('€21.16')
  await expect(page.locator('[data-recurring-total-including-vat="month"]')).toHaveText('€113.16')
  await expect(page.locator('[data-payment="0"]')).toHaveText('Deposit: €1,077.48')
  await expect(page.locator('[data-payment="1"]')).toHaveText('On launch: €1,616.22')
  expect(new URL(page.url()).searchParams.get('features')).toBe(
    'shop,payments,areaPages.4,blog12,hosting',
  )
  expect(errors).toEqual([])
})

test('a shared link keeps the pages; removing a required feature removes the one that needs it', async ({
  page,
}) => {
  await page.goto('/?package=harbour&features=shop,areaPages.3&step=2')
  await expect(page.getByLabel('How many pages')).toHaveValue('3')
  await expect(running(page)).toHaveText('€2,130')
  await page.getByRole('checkbox', { name: /Card Payments/ }).uncheck()
  await expect(page.getByRole('checkbox', { name: /Online Shop/ })).not.toBeChecked()
  await expect(running(page)).toHaveText('€1,380')
})

test('Lighthouse includes hosting at €0, saying so, hides the care plan and takes its launch offer', async ({
  page,
}) => {
  await page.goto('/?package=harbour&features=carePlan&step=4')
  await expect(page.getByRole('radio', { name: /Hosting and care plan/ })).toBeChecked()
  await page.goto('/?package=lighthouse&features=carePlan&step=4')
  await expect(page.locator('[data-feature="hosting"]')).toContainText('Included with Lighthouse')
  await expect(page.getByRole('radio', { name: /Managed Hosting/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Managed Hosting/ })).toBeDisabled()
  await expect(page.locator('[data-feature="carePlan"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.locator('[data-line="hosting"]')).toContainText('Included')
  await expect(page.locator('[data-line="launch"]')).toContainText('−€100')
  await expect(page.locator('[data-total]')).toHaveText('€2,300')
  await expect(page.locator('[data-recurring-total="month"]')).toHaveText('€0')
})
