import { expect, hold, test, waitForApp } from './fixtures'

// Decision 053: a form's own code (what draws it and sends it) is fetched on the form's first use,
// not with the page. Until it arrives the prerendered form stays as the server sent it, unhydrated:
// what is typed stays in the page, and a send after the page has hydrated waits for the code and is
// the scripted one. If the code cannot come, the send is the form's native post.

/** The form's code: `form-<hash>.js`, not the form page's, the runtime's or the messages' chunk. */
const FORM_CODE = /\/assets\/form-[\w-]{8}\.js$/

test.describe('a form hydrated on its first use @mobile', () => {
  test('a page leaves its form’s code alone until the form is used', async ({ page }) => {
    const code = await hold(page, FORM_CODE)
    await page.goto('/contact')
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    expect(code.asked()).toBe(0)
    await expect(page.locator('[data-hydrates-on-use="form"] form')).toBeVisible()
    await page.getByLabel('First Name').focus()
    await expect.poll(code.asked).toBe(1)
    code.release()
  })

  test('a send on the empty form before its code arrives waits for it, then shows the error summary', async ({
    page,
  }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    const code = await hold(page, FORM_CODE)
    await page.goto('/contact')
    await waitForApp(page)
    // The first press is the form's first use: neither the browser's own check nor a native post.
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect.poll(code.asked).toBe(1)
    code.release()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(page).toHaveURL(/\/contact$/)
    expect(posts).toEqual([])
  })

  test('what is typed while the code is on its way stays, with the focus, and sends with scripts', async ({
    page,
  }) => {
    const code = await hold(page, FORM_CODE)
    await page.goto('/contact')
    await waitForApp(page)
    await page.getByLabel('First Name').fill('Sam')
    await page.getByLabel('Email Address').fill('sam@')
    code.release()
    await expect(page.locator('[data-hydrates-on-use="form"] form')).toHaveAttribute(
      'novalidate',
      '',
    )
    await expect(page.getByLabel('Email Address')).toBeFocused()
    await expect(page.getByLabel('First Name')).toHaveValue('Sam')
    await expect(page.getByLabel('Email Address')).toHaveValue('sam@')
    await page.keyboard.press('Enter')
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(
      page.getByText('Enter an email address in the correct format').first(),
    ).toBeVisible()
    await expect(page.getByLabel('First Name')).toHaveValue('Sam')
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('props that draw the form differently reach it before its first use: the campaign’s hidden fields', async ({
    page,
  }) => {
    await page.goto('/contact?utm_source=newsletter&utm_campaign=spring')
    await waitForApp(page)
    await expect(page.locator('input[name="utmSource"]')).toHaveValue('newsletter')
    await expect(page.locator('input[name="utmCampaign"]')).toHaveValue('spring')
  })

  test('a filter on the insights page works before its newsletter form is used', async ({
    page,
  }) => {
    await page.goto('/insights')
    await waitForApp(page)
    const filters = page.getByRole('navigation', { name: 'Filter insights by category' })
    await filters.getByRole('link', { name: 'SEO' }).click()
    await expect(page).toHaveURL(/\?category=seo$/)
    await expect(filters.getByRole('link', { name: 'SEO' })).toHaveAttribute('aria-current', 'true')
    const newsletter = page.getByRole('form', { name: 'Newsletter' })
    await newsletter.getByLabel('Email address').fill('not-an-email')
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(page).toHaveURL(/\?category=seo$/)
  })

  test('a form reached by a client navigation is drawn and sends with scripts', async ({
    page,
  }) => {
    await page.goto('/referrals')
    await waitForApp(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Industry Insights' }).click()
    await expect(page).toHaveURL(/\/insights$/)
    const newsletter = page.getByRole('form', { name: 'Newsletter' })
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(page).toHaveURL(/\/insights$/)
  })
})

test('when a form’s code cannot come, a send is the form’s native post', async ({ page }) => {
  const code = await hold(page, FORM_CODE, { fail: true })
  await page.goto('/contact')
  await waitForApp(page)
  await page.getByLabel('First Name').fill('Sam')
  code.release()
  await expect.poll(code.asked).toBe(1)
  await page.getByLabel('Last Name').fill('Sample')
  await page.getByLabel('Email Address').fill('sam.native@example.com')
  await page.getByLabel('Phone Number').fill('07700 900123')
  await page.getByLabel('Company Name').fill('Sample Roofing')
  await page.getByLabel('Project Details').fill('A new website for my roofing firm.')
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/api\/form-sent\?form=/)
  await expect(page.getByTestId('reference')).toHaveText(/^HH-/)
})
