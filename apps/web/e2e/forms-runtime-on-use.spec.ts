import { expect, hold, test, waitForApp } from './fixtures'

// Decision 048: the forms runtime (zod, the schemas, the API client) is fetched on the first focus,
// press or input in one of the page's forms, not once idle. Until it arrives the form is the
// browser's own, holding what is typed; once it arrives the send is the scripted one (the error
// summary on the page, no navigation to the server's problem page).

const RUNTIME = /\/assets\/form-runtime-[\w-]+\.js$/

test.describe('the forms runtime on a form’s first use @mobile', () => {
  test('a page with a form leaves the runtime alone until the form is used', async ({ page }) => {
    const runtime = await hold(page, RUNTIME)
    await page.goto('/contact')
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    expect(runtime.asked()).toBe(0)
    await page.getByLabel('First Name').focus()
    await expect.poll(runtime.asked).toBeGreaterThan(0)
    runtime.release()
  })

  test('what is typed while the runtime is on its way is kept, and the send is checked once it arrives', async ({
    page,
  }) => {
    const runtime = await hold(page, RUNTIME)
    await page.goto('/')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Book Your Free Consultation' })
    await form.getByLabel('Full Name').fill('Sam Sample')
    await form.getByLabel('Email Address').fill('sam@')
    await expect.poll(runtime.asked).toBeGreaterThan(0)
    // Sent before the runtime arrives: the scripted send waits for it, and nothing navigates.
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(form.getByLabel('Full Name')).toHaveValue('Sam Sample')
    runtime.release()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(
      form.getByText('Enter an email address in the correct format').first(),
    ).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('Sam Sample')
    await expect(form.getByLabel('Email Address')).toHaveValue('sam@')
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('what is typed before hydration is kept, and the send is the scripted one once the scripts arrive', async ({
    page,
  }) => {
    const scripts = await hold(page, /\/assets\/.+\.js$/)
    await page.goto('/contact')
    await page.getByLabel('First Name').fill('Sam')
    await page.getByLabel('Email Address').fill('sam@')
    scripts.release()
    await waitForApp(page)
    await expect(page.getByLabel('First Name')).toHaveValue('Sam')
    await expect(page.getByLabel('Email Address')).toHaveValue('sam@')
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(page.getByLabel('First Name')).toHaveValue('Sam')
    expect(new URL(page.url()).pathname).toBe('/contact')
  })
})
