import { expect, test } from '@playwright/test'

/** Fills the enquiry form as a visitor would. */
async function fillEnquiry(page, { email, name = 'Aoife Byrne' }) {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('radio', { name: 'Email' }).check()
  await page.getByLabel('Language we write to you in').selectOption('ga')
  await page.getByLabel('How many pages do you need?').fill('6')
  await page.getByLabel('Message').fill('A website for our café in Salthill, with bookings.')
  await page.getByLabel('You can contact me about this enquiry').check()
}

/** A small photo, as a visitor's file chooser gives it. */
const photo = {
  name: 'cafe.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
}

/** The GOV.UK error summary: an alert titled "There is a problem", linking to each field. */
const errorSummary = (page) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) })

/** The page's script errors (a hydration mismatch, say), collected as they come. */
function scriptErrors(page) {
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // A refused post's 400 is logged as a failed resource; that one is expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  return errors
}

/** Opens the enquiry page once its script has taken the form over (it then checks itself). */
async function openEnquiry(page) {
  await page.goto('/enquiry')
  await expect(page.getByRole('form', { name: 'Start a project' })).toHaveAttribute('novalidate')
}

const stored = async (request, email) =>
  (await (await request.get('/submissions.json')).json()).filter(
    (each) => each.data.email === email,
  )

test.describe('the enquiry form, with a field none of the Hard Hat forms has', () => {
  test('with scripts: checks itself in the browser, then sends and shows the reference', async ({
    page,
    request,
  }) => {
    const errors = scriptErrors(page)
    await openEnquiry(page)
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    const summary = errorSummary(page)
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(summary.getByRole('link', { name: 'Enter your name' })).toBeVisible()
    await expect(
      summary.getByRole('link', { name: 'Select the language we should write to you in' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Error: /)
    await fillEnquiry(page, { email: 'aoife.scripts@example.ie' })
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
    const reference = await page.getByTestId('reference').textContent()
    const [saved] = await stored(request, 'aoife.scripts@example.ie')
    expect(saved).toMatchObject({
      reference,
      data: { name: 'Aoife Byrne', preferredLanguage: 'ga', consent: true, phone: '' },
    })
    expect(errors).toEqual([])
  })

  test('with scripts: the phone field waits for "Phone", and the photo is sent with the form', async ({
    page,
    request,
  }) => {
    const errors = scriptErrors(page)
    await openEnquiry(page)
    await expect(page.getByLabel('Phone number')).toBeHidden()
    await fillEnquiry(page, { email: 'aoife.phone@example.ie' })
    await page.getByRole('radio', { name: 'Phone' }).check()
    await expect(page.getByLabel('Phone number')).toBeVisible()
    await page.getByLabel('A photo of your work').setInputFiles(photo)
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(errorSummary(page).getByRole('link')).toHaveText('Enter your phone number')
    await page.getByLabel('Phone number').fill('091 555 0100')
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
    const [saved] = await stored(request, 'aoife.phone@example.ie')
    expect(saved.data).toMatchObject({
      contactBy: 'phone',
      phone: '091 555 0100',
      pages: 6,
      photo: [{ name: 'cafe.png', type: 'image/png', size: 16 }],
    })
    expect(errors).toEqual([])
  })

  test('with scripts: a refusal only the server can make lands on its field, values kept', async ({
    page,
  }) => {
    const errors = scriptErrors(page)
    await openEnquiry(page)
    await fillEnquiry(page, { email: 'aoife.twice@example.ie' })
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
    await openEnquiry(page)
    await fillEnquiry(page, { email: 'aoife.twice@example.ie', name: 'Aoife B.' })
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(errorSummary(page)).toContainText(
      'You have already sent us an enquiry from this email address.',
    )
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Name')).toHaveValue('Aoife B.')
    await expect(page.getByLabel('Language we write to you in')).toHaveValue('ga')
    expect(errors).toEqual([])
  })

  test('with scripts: a refused post the server drew again is taken over with its values and errors', async ({
    page,
    request,
  }) => {
    const errors = scriptErrors(page)
    await page.goto('/')
    // A post that reached the server before the page's script ran (form.submit() skips its handler).
    await page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), {
        method: 'post',
        action: '/enquiry',
      })
      const values = {
        name: 'Aoife Byrne',
        email: 'aoife@salthill',
        contactBy: 'email',
        preferredLanguage: 'ga',
        pages: '6',
      }
      for (const [name, value] of Object.entries(values)) {
        form.append(Object.assign(document.createElement('input'), { name, value }))
      }
      document.body.append(form)
      form.submit()
    })
    await expect(page.getByRole('form', { name: 'Start a project' })).toHaveAttribute('novalidate')
    await expect(page).toHaveTitle(/^Error: /)
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Enter an email address in the correct format, like name@example.com',
      'Enter your message',
      'Tick the box so that we can reply to you',
    ])
    await expect(page.getByLabel('Name')).toHaveValue('Aoife Byrne')
    await page.getByLabel('Email address').fill('aoife.again@example.ie')
    await page.getByLabel('Message').fill('A website for our café in Salthill, with bookings.')
    await page.getByLabel('You can contact me about this enquiry').check()
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
    await expect(page).toHaveTitle(/^Start a project/)
    expect(await stored(request, 'aoife.again@example.ie')).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false })

    test('posts natively, answers 303 and stores the values', async ({ page, request }) => {
      await page.goto('/enquiry')
      await fillEnquiry(page, { email: 'aoife.native@example.ie' })
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: 'Send enquiry' }).click(),
      ])
      expect(answer.status()).toBe(303)
      await expect(page).toHaveURL(/\/enquiry\/sent\?reference=[A-Z0-9]{8}$/)
      await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
      const [saved] = await stored(request, 'aoife.native@example.ie')
      expect(saved.data).toEqual({
        name: 'Aoife Byrne',
        email: 'aoife.native@example.ie',
        contactBy: 'email',
        phone: '',
        preferredLanguage: 'ga',
        pages: 6,
        message: 'A website for our café in Salthill, with bookings.',
        photo: [],
        consent: true,
      })
    })

    test('shows the phone field, asks for it only when phone is chosen, and takes a photo', async ({
      page,
      request,
    }) => {
      await page.goto('/enquiry')
      // Without scripts the conditional field is in the page, shown, as GOV.UK's are.
      await expect(page.getByLabel('Phone number')).toBeVisible()
      await fillEnquiry(page, { email: 'aoife.photo@example.ie' })
      await page.getByRole('radio', { name: 'Phone' }).check()
      await page.getByLabel('A photo of your work').setInputFiles(photo)
      const [refused] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: 'Send enquiry' }).click(),
      ])
      expect(refused.status()).toBe(400)
      await expect(errorSummary(page).getByRole('link')).toHaveText('Enter your phone number')
      await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked()
      await expect(page.getByLabel('How many pages do you need?')).toHaveValue('6')
      await page.getByLabel('Phone number').fill('091 555 0100')
      // A browser is never given a file back: the photo is chosen again.
      await page.getByLabel('A photo of your work').setInputFiles(photo)
      await page.getByRole('button', { name: 'Send enquiry' }).click()
      await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
      const [saved] = await stored(request, 'aoife.photo@example.ie')
      expect(saved.data).toMatchObject({
        contactBy: 'phone',
        phone: '091 555 0100',
        pages: 6,
        photo: [{ name: 'cafe.png', type: 'image/png', size: 16 }],
      })
    })

    test('is refused by the server with every value kept and an error summary', async ({
      page,
      request,
    }) => {
      await page.goto('/enquiry')
      // The browser's own check accepts an address without a dot in its domain; the definition does not.
      await fillEnquiry(page, { email: 'aoife@salthill' })
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: 'Send enquiry' }).click(),
      ])
      expect(answer.status()).toBe(400)
      await expect(page).toHaveTitle(/^Error: /)
      const summary = errorSummary(page)
      await expect(summary.getByRole('link')).toHaveText(
        'Enter an email address in the correct format, like name@example.com',
      )
      await expect(page.getByLabel('Email address')).toHaveValue('aoife@salthill')
      await expect(page.getByLabel('Name')).toHaveValue('Aoife Byrne')
      await expect(page.getByLabel('Message')).toHaveValue(
        'A website for our café in Salthill, with bookings.',
      )
      await expect(page.getByLabel('Language we write to you in')).toHaveValue('ga')
      await expect(page.getByLabel('You can contact me about this enquiry')).toBeChecked()
      expect(await stored(request, 'aoife@salthill')).toEqual([])
    })
  })
})
