import type { Page } from '@playwright/test'
import { E2E_ADMIN_TOKEN } from '../playwright.config'
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForApp } from './fixtures'

/** A contact enquiry carrying a campaign's tags, sent from the contact page. */
async function sendEnquiry(page: Page, utmCampaign: string) {
  const response = await page.request.post('/api/submit-enquiry', {
    data: {
      formType: 'General Contact Enquiry',
      source: 'Contact Page',
      firstName: 'Sam',
      lastName: 'Sample',
      email: uniqueEmail('visits'),
      phone: '01632 960004',
      businessName: 'Sample Builders (sample)',
      priority: 'General Enquiry',
      requirements: 'Project details: a new website for our roofing business.',
      attribution: { utmSource: 'e2e-visits', utmCampaign },
      meta: { pagePath: '/contact' },
    },
  })
  expect(response.status()).toBe(200)
}

async function openVisits(page: Page) {
  await page.goto('/admin')
  await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN)
  await page.getByRole('button', { name: 'Sign in with the token' }).click()
  await page.getByRole('link', { name: 'Reports' }).click()
  await page.getByRole('link', { name: /^Visits, conversion rates/ }).click()
  await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible()
}

test.describe('the visits report', () => {
  test('shows a campaign visit’s entry and its conversion, and reads at 390 px @mobile', async ({
    page,
  }) => {
    const campaign = `e2e-spring-${Date.now()}`
    // The entry: a campaign link, typed or from an app (no referrer), then a page inside the site.
    await page.goto(`/?utm_source=e2e-visits&utm_campaign=${campaign}`)
    await waitForApp(page)
    await page.goto('/website-design')
    await sendEnquiry(page, campaign)

    await openVisits(page)
    // The server writes its counts every 10 s: reload until this visit's are in.
    const campaigns = page.getByRole('table', { name: 'Campaigns' })
    await expect(async () => {
      await page.reload()
      await expect(campaigns.getByRole('row', { name: `${campaign} 1` })).toBeVisible({
        timeout: 1000,
      })
    }).toPass()
    const rates = page.getByRole('table', { name: 'Conversion rate by campaign' })
    await expect(rates.getByRole('row', { name: `${campaign} 1 1 100%` })).toBeVisible()
    for (const name of [/^Page views per week/, 'Entry pages', 'Conversion rate by campaign']) {
      await expect(page.getByRole('img', { name })).toBeVisible()
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
})
