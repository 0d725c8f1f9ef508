import type { Page } from '@playwright/test'
import { E2E_ADMIN_TOKEN } from '../playwright.config'
import {
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  storedSubmissions,
  test,
  uniqueEmail,
  waitForApp,
} from './fixtures'

/** Sends a contact enquiry that came from a campaign, from a page of the site. */
async function sendCampaignEnquiry(page: Page, utmSource: string) {
  const response = await page.request.post('/api/submit-enquiry', {
    data: {
      formType: 'General Contact Enquiry',
      source: 'Contact Page',
      firstName: 'Sam',
      lastName: 'Sample',
      email: uniqueEmail('reports'),
      phone: '01632 960004',
      businessName: 'Sample Builders (sample)',
      priority: 'General Enquiry',
      requirements: 'Project details: a new website for our roofing business.',
      attribution: { utmSource, utmMedium: 'email' },
      meta: { pagePath: '/contact' },
    },
  })
  expect(response.status()).toBe(200)
}

async function openReports(page: Page) {
  await page.goto('/admin')
  await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN)
  await page.getByRole('button', { name: 'Sign in with the token' }).click()
  await page.getByRole('link', { name: 'Reports' }).click()
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
}

test.describe('the inbox reports', () => {
  test('shows where leads come from as charts with tables, for a chosen period, and as CSV', async ({
    page,
  }) => {
    const source = `e2e-newsletter-${Date.now()}`
    await sendCampaignEnquiry(page, source)
    await sendCampaignEnquiry(page, source)
    await openReports(page)

    for (const name of [
      'Leads per week for the last 12 weeks, stacked by form type',
      /^Leads by source, /,
      /^Leads by landing page, /,
      /^Share of submissions marked as spam, /,
    ]) {
      await expect(page.getByRole('img', { name })).toBeVisible()
    }
    const sources = page.getByRole('table', { name: 'Leads by source' })
    await expect(sources.getByRole('row', { name: `${source} 2` })).toBeVisible()
    await expectNoAxeViolations(page)

    // A period that ended before the leads were sent holds none of them.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01')
    await page.getByLabel('To (included)', { exact: true }).fill('2020-01-31')
    await page.getByRole('button', { name: 'Show this period' }).click()
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/)
    await expect(page.getByText('1 January 2020 to 31 January 2020: 0 leads')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Leads by source' })).not.toContainText(source)

    await page.goto('/admin/reports')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download this report as CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(
      /^lead-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const csv = await (await file.createReadStream()).toArray()
    expect(Buffer.concat(csv).toString('utf8')).toContain(`,${source},All,2`)
  })

  test('counts a lead sent with scripts after arriving from another site under that site’s host', async ({
    page,
  }) => {
    const host = `search-${Date.now()}.example`
    // Arrived from another site's results: only its host is sent, never the query.
    await page.goto('/insights', { referer: `https://${host}/results?q=roofers` })
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Newsletter' })
    const emails = [uniqueEmail('referrer'), uniqueEmail('referrer')]
    for (const email of emails) {
      await form.getByLabel('Email address').fill(email)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(form.getByLabel('Email address')).toHaveValue('')
    }
    const [stored] = await storedSubmissions(page, emails[0] ?? '')
    expect(JSON.stringify(stored)).toContain(`"referrerHost":"${host}"`)
    expect(JSON.stringify(stored)).not.toContain('roofers')

    await openReports(page)
    const sources = page.getByRole('table', { name: 'Leads by source' })
    await expect(sources.getByRole('row', { name: `${host} 2` })).toBeVisible()
  })

  test('reads at 390 px wide with no sideways scrolling @mobile', async ({ page }) => {
    await sendCampaignEnquiry(page, 'e2e-mobile')
    await openReports(page)
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
  })
})
