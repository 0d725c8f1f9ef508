import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { E2E_ADMIN_TOKEN, FAKE_CRM_URL } from '../playwright.config'
import {
  atBothWidths,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  storedSubmissions,
  test,
  uniqueEmail,
  waitForApp,
} from './fixtures'

/** Signs in with the keyboard alone: Tab to the field, type the token, Enter. */
async function signIn(page: Page) {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Sign in to the lead inbox' })).toBeVisible()
  await page.getByLabel('Admin token').focus()
  await page.keyboard.type(E2E_ADMIN_TOKEN)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()
}

/** Sends a lead straight to the API (a script or a bot would); returns its id and reference. */
async function sendLead(
  page: Page,
  fields: { email: string; message: string; company?: string; isBot?: boolean },
) {
  const response = await page.request.post('/api/leads', {
    data: {
      formType: 'contact',
      formData: {
        name: 'Sam Sample',
        email: fields.email,
        phone: '01632 960004',
        message: fields.message,
        company: fields.company ?? 'Sample Builders (sample)',
      },
      ...(fields.isBot ? { meta: { honeypot: 'filled by a bot' } } : {}),
    },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { id: string; reference: string }
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text)
  await page.getByRole('button', { name: 'Apply filters' }).click()
}

async function crmLeadsWith(page: Page, text: string) {
  const response = await page.request.get(
    `${FAKE_CRM_URL}/__control/received?text=${encodeURIComponent(text)}`,
  )
  return ((await response.json()) as { leads: { idempotencyKey: string }[] }).leads
}

test.describe('the agency inbox', () => {
  test('finds a lead sent through a real form by its reference and shows its detail', async ({
    page,
  }) => {
    const email = uniqueEmail('inbox-real-form')
    await page.goto('/#consultation-form')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Book Your Free Consultation' })
    await form.getByLabel('Full Name').fill('Siân Sample')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('01632 960004')
    await form.getByLabel('Business Name').fill('Siân’s Roofing (sample)')
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(page.getByText('Consultation Request Received').first()).toBeVisible()
    const [stored] = await storedSubmissions(page, email)
    if (!stored) throw new Error('the form did not store its lead')

    await signIn(page)
    await expectNoAxeViolations(page)
    await search(page, stored.reference)
    await expect(page.getByText('1 lead match.')).toBeVisible()
    await page.getByRole('link', { name: stored.reference }).click()
    await expect(page.getByRole('heading', { name: `Lead ${stored.reference}` })).toBeVisible()
    await expect(page.locator('dt', { hasText: /^Business Name$/ }).locator('+ dd')).toHaveText(
      'Siân’s Roofing (sample)',
    )
    await expect(page.getByRole('heading', { name: 'Delivery attempts' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('forwards a spam lead marked not spam to the CRM, and replays a failed one', async ({
    page,
  }) => {
    const marker = `inbox-rescue-${Date.now()}`
    const spam = await sendLead(page, {
      email: uniqueEmail('inbox-spam'),
      message: marker,
      isBot: true,
    })
    await signIn(page)
    await page.getByLabel('Spam', { exact: true }).selectOption('spam')
    await search(page, spam.reference)
    await page.getByRole('link', { name: spam.reference }).click()
    await expect(page.getByText('Yes: held back, not forwarded')).toBeVisible()
    // Keyboard: the action is a real button.
    await page.getByRole('button', { name: 'Not spam: forward it' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(/queued to be forwarded/)
    await expect
      .poll(async () => (await crmLeadsWith(page, marker)).map((lead) => lead.idempotencyKey))
      .toEqual([spam.id])
    // The CRM has it; the lead is marked delivered a moment later (after the delivery journal).
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('row', { name: /CRM Delivered 1/ })).toBeVisible({
        timeout: 1000,
      })
    }).toPass()

    const refusedMarker = `inbox-refused-${Date.now()}`
    await page.request.post(`${FAKE_CRM_URL}/__control/refuse`, { data: { text: refusedMarker } })
    const failing = await sendLead(page, {
      email: uniqueEmail('inbox-failed'),
      message: refusedMarker,
    })
    await page.goto(`/admin/leads/${failing.id}`)
    await expect
      .poll(async () => {
        await page.reload()
        return page.getByRole('row', { name: /CRM Failed/ }).count()
      })
      .toBe(1)
    await page.request.post(`${FAKE_CRM_URL}/__control/accept`, { data: { text: refusedMarker } })
    await page.getByRole('button', { name: 'Replay: send again' }).click()
    await expect(page.getByRole('status')).toHaveText('The lead is queued to be sent again.')
    await expect.poll(async () => (await crmLeadsWith(page, refusedMarker)).length).toBe(1)
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('row', { name: /CRM Delivered/ })).toBeVisible({ timeout: 1000 })
    }).toPass()
    await expect(page.getByRole('row', { name: /CRM 1 failed HTTP 422/ })).toBeVisible()
    await expect(page.getByRole('row', { name: /CRM 1 delivered/ })).toBeVisible()
  })

  test('exports the current filter as CSV, erases an address, and signs out', async ({ page }) => {
    const marker = `inbox-export-${Date.now()}`
    const email = uniqueEmail('inbox-erase')
    const lead = await sendLead(page, { email, message: marker, company: `=SUM(1) Siân £` })
    await signIn(page)
    await search(page, marker)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export these leads as CSV' }).click()
    const download = await downloading
    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = bytes.toString('utf8').slice(1).trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain(lead.reference)
    expect(rows[1]).toContain("'=SUM(1) Siân £")

    await page.getByRole('link', { name: 'Erase an address' }).click()
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Show what would be erased' }).click()
    await expect(page.getByRole('heading', { name: 'Erase 1 lead?' })).toBeVisible()
    await expect(page.getByRole('cell', { name: lead.reference })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Erase 1 lead for good' }).click()
    await expect(page.getByRole('status')).toHaveText(/1 lead erased/)
    await page.getByRole('link', { name: 'Back to all leads' }).click()
    await search(page, marker)
    await expect(page.getByText('No leads match these filters.')).toBeVisible()

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in to the lead inbox' })).toBeVisible()
    await page.goto(`/admin/leads/${lead.id}`)
    await expect(page.getByRole('heading', { name: 'Sign in to the lead inbox' })).toBeVisible()
    expect((await page.request.get('/api/admin/leads')).status()).toBe(401)
  })

  test('answers a lead from its page at 390 px: its status changes, audited, and it needs a reply no more @phone', async ({
    page,
  }) => {
    const { reference } = await sendLead(page, {
      email: uniqueEmail('inbox-reply'),
      message: 'Please call me back',
    })
    await signIn(page)
    await page.getByRole('link', { name: 'Needs a reply' }).click()
    await expect(page.getByRole('table', { name: /need a reply/ })).toBeVisible()
    await atBothWidths(page, () => expectNoAxeViolations(page))
    // Most overdue first, 50 a page: the whole suite's leads may push a new one off the first page.
    await search(page, reference)
    await page.getByRole('link', { name: reference }).click()
    await expect(page.locator('dt', { hasText: 'Reply by (UK time)' })).toBeVisible()
    await page.getByLabel('Status', { exact: true }).selectOption('contacted')
    await page.getByLabel('Note (optional)').fill('Rang back, sending a quote')
    await page.getByRole('button', { name: 'Save status' }).click()
    await expect(page.getByRole('status')).toHaveText('The status is saved.')
    await expect(
      page.getByText('New → Contacted, by the token “ADMIN_TOKEN (deprecated)”'),
    ).toBeVisible()
    await atBothWidths(page, async (width) => {
      await expectNoSidewaysScroll(page, `the lead's page scrolls sideways at ${width} px`)
      await expectNoAxeViolations(page)
    })
    await page.getByRole('link', { name: 'Needs a reply' }).click()
    await search(page, reference)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: reference })).toHaveCount(0)
  })

  test('works at 390 px wide with the keyboard @phone', async ({ page }) => {
    await sendLead(page, { email: uniqueEmail('inbox-mobile'), message: 'A narrow screen' })
    await signIn(page)
    await expectNoSidewaysScroll(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await atBothWidths(page, async (width) => {
      await expectNoSidewaysScroll(page, `the inbox scrolls sideways at ${width} px`)
      await expectNoAxeViolations(page)
    })
  })
})
