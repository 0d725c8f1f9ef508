import { breakApi, expect, storedSubmissions, test, uniqueEmail, waitForApp } from './fixtures'
import { isoSecondsAhead, startServerWith, storedOn } from './offer-server'

test.describe('contact form', () => {
  test('sends the exact enquiry with the URL attribution, thanks, then resets after 3 s', async ({
    page,
  }) => {
    const email = uniqueEmail('contact')
    await page.goto('/contact?utm_source=google&utm_medium=cpc&utm_campaign=roofs&ref=partner')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Get Your Free Quote' })
    await form.getByLabel('First Name').fill('Sam')
    await form.getByLabel('Last Name').fill('Sample')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('01632 960005')
    await form.getByLabel('Company Name').fill('Sample Roofing (sample)')
    await form.getByLabel('Project Details').fill('A new website with a gallery')
    await form.getByLabel('When would you like to start?').fill('Next month')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    const panel = page.getByRole('status').filter({ hasText: 'Thank You!' })
    await expect(panel).toContainText(
      "We've received your enquiry and will be in touch within 24 hours.",
    )
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.payload).toMatchObject({
      formType: 'General Contact Enquiry',
      source: 'Contact Page',
      priority: 'General Enquiry',
      firstName: 'Sam',
      businessName: 'Sample Roofing (sample)',
      requirements: 'Timeline: Next month\n\nProject details: A new website with a gallery',
      attribution: {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'roofs',
        referralSource: 'partner',
      },
    })
    await expect(panel).toBeHidden()
    await expect(form.getByLabel('Email Address')).toHaveValue('')
  })

  test('shows "Sending..." then the alert on failure, with every value kept', async ({ page }) => {
    await page.goto('/contact')
    await waitForApp(page)
    await breakApi(page, 'down')
    const form = page.getByRole('form', { name: 'Get Your Free Quote' })
    await form.getByLabel('First Name').fill('Sam')
    await form.getByLabel('Last Name').fill('Sample')
    await form.getByLabel('Email Address').fill('kept@example.com')
    await form.getByLabel('Phone Number').fill('01632 960005')
    await form.getByLabel('Company Name').fill('Kept Ltd')
    await form.getByLabel('Project Details').fill('Kept details')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'There was an error submitting your enquiry. Please try again.',
    )
    await expect(form.getByLabel('Project Details')).toHaveValue('Kept details')
    await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled()
  })

  test('names each missing field in the error summary', async ({ page }) => {
    await page.goto('/contact')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Get Your Free Quote' })
    await form.getByLabel('First Name').fill('Sam')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(page.locator(':focus')).toContainText('Tell us about your project')
    await expect(form.getByLabel('First Name')).toHaveValue('Sam')
  })

  test('the map makes no third-party request until the visitor opens it', async ({ page }) => {
    const outside: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url())
    })
    await page.goto('/contact')
    await waitForApp(page)
    await expect(
      page.getByRole('img', { name: /Map showing the Hard Hat Websites office/ }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    )
    expect(outside).toEqual([])
  })
})

test.describe('referrals', () => {
  async function fillReferral(page: import('@playwright/test').Page, email: string) {
    const form = page.getByRole('form', { name: 'Refer a Business' })
    await form.getByLabel('Your Name').fill('Sam de Sample')
    await form.getByLabel('Your Email').fill(email)
    await form.getByLabel('Business Name').fill('Sample Scaffolding (sample)')
    await form.getByLabel('Their Email').fill('their@example.com')
    await form.getByLabel(/has agreed to me sharing/).check()
    return form
  }

  test('sends the referral, shows the code from the API, rules and Refer Someone Else', async ({
    page,
  }) => {
    const email = uniqueEmail('referrer')
    await page.goto('/referrals')
    await waitForApp(page)
    const codeRequest = page.waitForRequest((request) =>
      request.url().includes('/api/referrals/code?id='),
    )
    const form = await fillReferral(page, email)
    await form.getByRole('button', { name: 'Submit Referral' }).click()
    await codeRequest
    await expect(page.getByText('Referral Submitted!').first()).toBeVisible()
    const code = page.getByTestId('referral-code')
    await expect(code).not.toBeEmpty()
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.payload).toMatchObject({
      firstName: 'Sam',
      lastName: 'de Sample',
      businessName: 'Sample Scaffolding (sample)',
    })
    expect(String(stored?.payload.requirements)).toContain('No additional notes provided')
    await expect(page.getByRole('heading', { name: 'Programme Rules' }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Refer Someone Else' }).click()
    await expect(
      page.getByRole('form', { name: 'Refer a Business' }).getByLabel('Your Name'),
    ).toHaveValue('')
  })

  test('requires the permission and names the required fields', async ({ page }) => {
    await page.goto('/referrals')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Refer a Business' })
    await form.getByLabel('Your Name').fill('Sam')
    await form.getByRole('button', { name: 'Submit Referral' }).click()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(page.locator(':focus')).toContainText('Confirm you have permission')
  })

  test('shows the error toast and keeps the values when the API fails', async ({ page }) => {
    await page.goto('/referrals')
    await waitForApp(page)
    await breakApi(page, 'error')
    const form = await fillReferral(page, 'kept@example.com')
    await form.getByRole('button', { name: 'Submit Referral' }).click()
    await expect(
      page.getByText('There was a problem submitting your referral. Please try again.').first(),
    ).toBeVisible()
    await expect(form.getByLabel('Your Email')).toHaveValue('kept@example.com')
    await expect(form.getByRole('button', { name: 'Submit Referral' })).toBeEnabled()
  })
})

test.describe('forms the specification left unsent now submit (P-every-form-submits)', () => {
  test('CRM trial stores the lead; the plan button scrolls to the form', async ({ page }) => {
    const email = uniqueEmail('crm')
    await page.goto('/crm')
    await waitForApp(page)
    await page.getByRole('link', { name: 'Start Your Free Trial' }).click()
    const form = page.getByRole('form', { name: 'Free trial' })
    await expect(form.getByLabel('First Name')).toBeFocused()
    await form.getByLabel('First Name').fill('Sam')
    await form.getByLabel('Last Name').fill('Sample')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Company Name').fill('Sample Builders (sample)')
    await form.getByLabel('Phone Number').fill('01632 960006')
    await form.getByLabel('Business Type').selectOption({ label: 'Heating & Gas' })
    await form.getByRole('button', { name: 'Start Free Trial' }).click()
    await expect(form.getByRole('status')).toContainText('Your Trial Request Is In')
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.formType).toBe('crm_trial')
    expect(stored?.payload).toMatchObject({ formData: { businessType: 'heating' } })
    await expect(form.getByLabel('Email Address')).toHaveValue('')
  })

  test('premium inquiry toasts once stored and clears; its FAQ opens one answer at a time', async ({
    page,
  }) => {
    const email = uniqueEmail('premium')
    await page.goto('/premium-package')
    await waitForApp(page)
    await expect(page.getByText('Only 3 slots left')).toBeVisible()
    const item = (question: string) => page.locator('details', { hasText: question })
    const first = item('What is included in the Premium Growth package?')
    const second = item('How can I pay?')
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open')
    await second.locator('summary').click()
    await expect(first).not.toHaveAttribute('open')
    await second.locator('summary').click()
    await expect(second).not.toHaveAttribute('open')
    const form = page.getByRole('form', { name: 'Claim Your Premium Spot' })
    await form.getByLabel('Full Name').fill('Sam Sample')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('01632 960007')
    await form.getByLabel('Business Name').fill('Sample Electrics (sample)')
    await form.getByLabel('How would you like to pay?').selectOption('installments')
    await form.getByRole('button', { name: 'Submit Inquiry' }).click()
    await expect(page.getByText('Premium Package Inquiry Received!').first()).toBeVisible()
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.formType).toBe('premium')
    await expect(form.getByLabel('Full Name')).toHaveValue('')
  })

  test('premium failure shows the destructive toast and keeps the values', async ({ page }) => {
    await page.goto('/premium-package')
    await waitForApp(page)
    await breakApi(page, 'error')
    const form = page.getByRole('form', { name: 'Claim Your Premium Spot' })
    await form.getByLabel('Full Name').fill('Sam Sample')
    await form.getByLabel('Email Address').fill('kept@example.com')
    await form.getByLabel('Phone Number').fill('01632 960007')
    await form.getByLabel('Business Name').fill('Kept Ltd')
    await form.getByRole('button', { name: 'Submit Inquiry' }).click()
    await expect(
      page.getByText('There was a problem submitting your inquiry. Please try again.').first(),
    ).toBeVisible()
    await expect(form.getByLabel('Business Name')).toHaveValue('Kept Ltd')
  })

  for (const [path, name, formType, extra] of [
    ['/packages/launch', 'Launch', 'launch', {}],
    ['/packages/momentum', 'Momentum', 'momentum', { 'What are your goals?': 'More boiler jobs' }],
    [
      '/packages/dominance',
      'Dominance',
      'dominance',
      { 'biggest challenges': 'Too few leads', 'markets or areas': 'Lead the county' },
    ],
  ] as const) {
    test(`${name} sign-up stores the lead and thanks`, async ({ page }) => {
      const email = uniqueEmail(formType)
      await page.goto(path)
      await waitForApp(page)
      const form = page.getByRole('form', { name: `Get Started with ${name}` })
      await form.getByLabel('Full Name').fill('Sam Sample')
      await form.getByLabel('Email Address').fill(email)
      await form.getByLabel('Phone Number').fill('01632 960008')
      await form.getByLabel('Company Name').fill('Sample Trades (sample)')
      for (const [label, value] of Object.entries(extra)) {
        await form.getByLabel(new RegExp(label, 'i')).fill(value)
      }
      await form.getByRole('button', { name: `Start My ${name} Package` }).click()
      await expect(form.getByRole('status')).toContainText(`Your ${name} package inquiry`)
      const [stored] = await storedSubmissions(page, email)
      expect(stored?.formType).toBe(formType)
    })
  }

  test('a package sign-up keeps its values when the API fails', async ({ page }) => {
    await page.goto('/packages/launch')
    await waitForApp(page)
    await breakApi(page, 'down')
    const form = page.getByRole('form', { name: 'Get Started with Launch' })
    await form.getByLabel('Full Name').fill('Sam Sample')
    await form.getByLabel('Email Address').fill('kept@example.com')
    await form.getByLabel('Phone Number').fill('01632 960008')
    await form.getByLabel('Company Name').fill('Kept Ltd')
    await form.getByRole('button', { name: 'Start My Launch Package' }).click()
    await expect(form.getByRole('alert')).toContainText('Please try again')
    await expect(form.getByLabel('Company Name')).toHaveValue('Kept Ltd')
  })

  test('the newsletter really subscribes, thanks and clears', async ({ page }) => {
    const email = uniqueEmail('newsletter')
    await page.goto('/insights')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Newsletter' })
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Thanks for subscribing! Check your inbox to confirm your subscription.',
    )
    await expect(form.getByLabel('Email address')).toHaveValue('')
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.formType).toBe('newsletter')
  })
})

test.describe('150th-client special offer', () => {
  test('before the deadline the countdown ticks and the claim is stored', async ({ page }) => {
    // The server's deadline a day, 11 hours and a half ahead (P-deadlines-are-config).
    const server = await startServerWith({
      CELEBRATION_OFFER_ENDS_AT: isoSecondsAhead(86_400 + 11.5 * 3600),
    })
    try {
      const email = uniqueEmail('claim')
      await page.goto(`${server.url}/special-offer`)
      await waitForApp(page)
      await expect(page.locator('[data-unit="days"]')).toHaveText('01')
      await expect(page.locator('[data-unit="hours"]')).toHaveText('11')
      const form = page.getByRole('form', { name: 'Claim Your Celebration Offer' })
      await form.getByLabel('Full Name').fill('Sam Sample')
      await form.getByLabel('Email Address').fill(email)
      await form.getByLabel('Phone Number').fill('01632 960009')
      await form.getByLabel('Company Name').fill('Sample Roofing (sample)')
      await form.getByRole('button', { name: 'Claim My Offer' }).click()
      await expect(form.getByRole('status')).toContainText(
        'Your celebration offer has been secured',
      )
      const [stored] = await storedOn(page, server, email)
      expect(stored?.formType).toBe('special_offer_claim')
    } finally {
      await server.stop()
    }
  })

  test('past the deadline the countdown shows zeros and the offer has ended @mobile', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2025-06-01T09:00:00+01:00') })
    await page.goto('/special-offer')
    await waitForApp(page)
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
      await expect(page.locator(`[data-unit="${unit}"]`)).toHaveText('00')
    }
    await expect(page.getByRole('heading', { name: 'This offer has ended' }).first()).toBeVisible()
  })
})
