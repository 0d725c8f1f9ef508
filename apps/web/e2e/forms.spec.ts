import type { Page } from '@playwright/test'
import {
  breakApi,
  expect,
  fillEnquiry,
  storedSubmissions,
  test,
  uniqueEmail,
  waitForApp,
} from './fixtures'
import { storedOn } from './offer-server'

async function fillFreeWebsite(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Sam')
  await page.getByLabel('Last Name').fill('Sample')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone Number').fill('01632 960003')
  await page.getByLabel('Company Name').fill('Sample Electrics (sample)')
  await page
    .getByLabel('What is the main goal of your website?')
    .selectOption('Show my work and services')
  await page.getByLabel('What are your main services?').fill('Rewires and EV chargers')
}

test.describe('home consultation form', () => {
  test('sends the lead, toasts, clears the fields', async ({ page }) => {
    const email = uniqueEmail('consultation')
    await page.goto('/#consultation-form')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Book Your Free Consultation' })
    await form.getByLabel('Full Name').fill('Sam Sample')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('01632 960004')
    await form.getByLabel('Business Name').fill('Sample Builders (sample)')
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(page.getByText('Consultation Request Received').first()).toBeVisible()
    await expect(page.getByText(/We'll get back to you within 24-48 hours/).first()).toBeVisible()
    await expect(form.getByLabel('Email Address')).toHaveValue('')
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.formType).toBe('consultation')
  })

  // One page load: the bad input first, then the same visitor's corrected form against a failing API.
  test('shows inline errors and keeps the values, then keeps them when the API fails', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Book Your Free Consultation' })
    await form.getByLabel('Full Name').fill('Sam Sample')
    await form.getByLabel('Email Address').fill('sam@')
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(
      form.getByText('Enter an email address in the correct format').first(),
    ).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('Sam Sample')

    await breakApi(page, 'error')
    await form.getByLabel('Email Address').fill('kept@example.com')
    await form.getByLabel('Phone Number').fill('01632 960004')
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(form.getByRole('alert')).toContainText('Please try again')
    await expect(form.getByLabel('Full Name')).toHaveValue('Sam Sample')
    await expect(form.getByLabel('Email Address')).toHaveValue('kept@example.com')
  })
})

test.describe('one-page website enquiry', () => {
  test('sends the enquiry with its formType and source, then thanks', async ({ page }) => {
    const email = uniqueEmail('one-page')
    await page.goto('/one-page-website')
    await waitForApp(page)
    await page.getByRole('link', { name: 'Get Started' }).first().click()
    const form = await fillEnquiry(page, email)
    await form.getByRole('button', { name: 'Send My Enquiry' }).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.payload).toMatchObject({
      formType: 'One Page Website Enquiry',
      source: 'One Page Website Page',
      currentWebsite: "Yes, but it's outdated",
      priority: 'Build trust with customers',
    })
  })

  for (const how of ['error', 'down'] as const) {
    // With the API answering 500, the same page load first shows the placeholders refused.
    const title =
      how === 'error'
        ? 'refuses the empty select placeholders in the browser, then alerts and keeps the data when the API is answering 500'
        : 'alerts and keeps the data when the API is down'
    test(title, async ({ page }) => {
      await page.goto('/one-page-website')
      await waitForApp(page)
      const form = page.getByRole('form', { name: 'Enquiry form' })
      if (how === 'error') {
        await form.getByRole('button', { name: 'Send My Enquiry' }).click()
        await expect(
          form.getByText('Select whether you currently have a website').first(),
        ).toBeVisible()
        await expect(form.getByText('Select your main priority').first()).toBeVisible()
      }
      await breakApi(page, how)
      await fillEnquiry(page, 'kept@example.com')
      await form.getByRole('button', { name: 'Send My Enquiry' }).click()
      await expect(form.getByRole('alert')).toHaveText(
        'There was an error submitting your form. Please try again.',
      )
      await expect(form.getByLabel('Email Address')).toHaveValue('kept@example.com')
      await expect(form.getByLabel('Do you currently have a website?')).toHaveValue(
        "Yes, but it's outdated",
      )
    })
  }
})

test.describe('£495 offer', () => {
  test('past the deadline the countdown shows zeros and the offer has ended', async ({ page }) => {
    await page.goto('/special-offer-495')
    await waitForApp(page)
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
      await expect(page.getByTestId(`countdown-${unit}`)).toHaveText('00')
    }
    await expect(page.getByText('This offer has ended').first()).toBeVisible()
  })

  test('before the deadline it counts down every second and sends the claim', async ({
    page,
    runningOffers: server,
  }) => {
    // The server's deadline four days and some hours ahead (P-deadlines-are-config).
    const email = uniqueEmail('offer')
    await page.goto(`${server.url}/special-one-page-offer`)
    await waitForApp(page)
    await expect(page.getByTestId('countdown-days')).toHaveText('04')
    const seconds = await page.getByTestId('countdown-seconds').textContent()
    await expect(page.getByTestId('countdown-seconds')).not.toHaveText(seconds ?? '')
    const form = await fillEnquiry(page, email)
    await form.getByRole('button', { name: 'Claim My Website' }).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    const [stored] = await storedOn(page, server, email)
    expect(stored?.payload).toMatchObject({
      formType: '£495 One Page Website',
      source: 'One Page Website Landing',
    })
  })

  test('shows "Submitting..." while sending and alerts on failure', async ({
    page,
    runningOffers: server,
  }) => {
    await page.goto(`${server.url}/special-offer-495`)
    await waitForApp(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await breakApi(page, 'error')
    await page.route('**/api/submit-enquiry', async (route) => {
      await held
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
    })
    const form = await fillEnquiry(page, 'kept@example.com')
    await form.getByRole('button', { name: 'Claim My Website' }).click()
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expect(form.getByRole('alert')).toHaveText(
      'There was an error submitting your form. Please try again.',
    )
    await expect(form.getByLabel('Email Address')).toHaveValue('kept@example.com')
  })
})

test.describe('free website request', () => {
  // One page load: the missing field first (nothing sent), then the whole form sent.
  test('a missing field shows the "Missing Information" toast and sends nothing; the whole form sends the request, toasts "Request Submitted!" and clears the form', async ({
    page,
  }) => {
    const email = uniqueEmail('free')
    await page.goto('/free-website')
    await waitForApp(page)
    let posted = false
    page.on('request', (request) => {
      if (request.url().includes('/api/')) posted = true
    })
    await page.getByLabel('First Name').fill('Sam')
    await page.getByRole('button', { name: 'Claim My Free Website' }).click()
    await expect(page.getByText('Missing Information').first()).toBeVisible()
    await expect(page.getByText('Please fill in all required fields').first()).toBeVisible()
    await expect(page.getByLabel('First Name')).toHaveValue('Sam')
    expect(posted).toBe(false)

    await fillFreeWebsite(page, email)
    await page.getByRole('button', { name: 'Claim My Free Website' }).click()
    await expect(page.getByText('Request Submitted!').first()).toBeVisible()
    await expect(page.getByLabel('Email Address')).toHaveValue('')
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.payload).toMatchObject({
      formType: 'Free Website Request',
      source: 'Free Website Page',
      additionalData: {
        websiteGoal: 'Show my work and services',
        mainServices: 'Rewires and EV chargers',
      },
    })
  })

  for (const how of ['error', 'down'] as const) {
    test(`toasts "Submission Failed" and keeps the values when the API is ${how === 'error' ? 'answering 500' : 'down'}`, async ({
      page,
    }) => {
      await page.goto('/free-website')
      await waitForApp(page)
      await breakApi(page, how)
      await fillFreeWebsite(page, 'kept@example.com')
      await page.getByRole('button', { name: 'Claim My Free Website' }).click()
      await expect(page.getByText('Submission Failed').first()).toBeVisible()
      await expect(page.getByText('Please try again or contact us directly.').first()).toBeVisible()
      await expect(page.getByLabel('Email Address')).toHaveValue('kept@example.com')
    })
  }
})
