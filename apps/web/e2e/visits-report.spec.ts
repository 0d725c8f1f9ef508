import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_ADMIN_TOKEN } from '../playwright.config'
import {
  atBothWidths,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fillQuoteContact,
  test,
  uniqueEmail,
  waitForApp,
} from './fixtures'
import { firstInputSeen, measurementStarted, sendBeaconNow } from './measurement'
import { startServerWith } from './offer-server'

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

/** The visits report as CSV (its default period, which ends today), read with the admin token. */
async function visitsCsv(page: Page, origin: string): Promise<string> {
  const response = await page.request.get(`${origin}/admin/reports/visits.csv`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  })
  expect(response.status()).toBe(200)
  return response.text()
}

/** One figure of the CSV: its Report column begins with `report` (the period follows). */
function csvFigure(csv: string, report: string, group: string, figure: string): string | undefined {
  const tail = `,${group},${figure},`
  const line = csv
    .split(/\r?\n/)
    .find((row) => row.replace(/^"/, '').startsWith(`${report},`) && row.includes(tail))
  return line?.slice(line.lastIndexOf(tail) + tail.length)
}

const FUNNEL_GROUPS = [
  'Step 1 reached',
  'Step 2 reached',
  'Step 3 reached',
  'Step 4 reached',
  'Quote sent',
]

/** The calculator funnel's counts, step 1 to quote sent. */
const funnelOf = (csv: string) =>
  FUNNEL_GROUPS.map((group) => Number(csvFigure(csv, 'Calculator funnel', group, 'Reached')))

/** A p75 as the page writes it: seconds for LCP, milliseconds for INP, CLS as a number. */
const P75_TEXT = { LCP: /^\d+\.\d\d s$/, INP: /^\d+ ms$/, CLS: /^\d\.\d{3}$/ } as const

async function openVisits(page: Page, origin = '') {
  await page.goto(`${origin}/admin`)
  await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN)
  await page.getByRole('button', { name: 'Sign in with the token' }).click()
  await page.getByRole('link', { name: 'Reports' }).click()
  await page.getByRole('link', { name: /^Visits, conversion rates/ }).click()
  await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible()
}

test.describe('the visits report', () => {
  test('shows a campaign visit’s entry and its conversion, and reads at 390 px @phone', async ({
    page,
  }, testInfo) => {
    const campaign = `e2e-spring-${Date.now()}`
    // The entry: a campaign link, typed or from an app (no referrer), then a page inside the site.
    await page.goto(`/?utm_source=e2e-visits&utm_campaign=${campaign}`)
    await waitForApp(page)
    await page.goto('/website-design')
    await waitForApp(page)
    await measurementStarted(page)
    // A real interaction for INP (a tap on the heading: it moves nothing, so CLS stays a value
    // of its own), then the tab hidden: the script sends LCP, INP, CLS and TTFB.
    await page.getByRole('heading', { level: 1 }).click()
    await firstInputSeen(page)
    await sendBeaconNow(page)
    await sendEnquiry(page, campaign)

    await openVisits(page)
    // The server writes its counts every 10 s: its CSV is read until this visit's lead is in (a
    // request each time, where reloading the whole report each time kept the browser busy for
    // those seconds), then the report is reloaded until it shows them.
    await expect
      .poll(
        async () =>
          csvFigure(await visitsCsv(page, ''), 'Conversion rate by campaign', campaign, 'Leads'),
        // A bound on a hang: the counts are written every 10 s.
        { timeout: 60_000 },
      )
      .toBe('1')
    const campaigns = page.getByRole('table', { name: 'Campaigns' })
    await expect(async () => {
      await page.reload()
      await expect(campaigns.getByRole('row', { name: `${campaign} 1` })).toBeVisible({
        timeout: 1000,
      })
    }).toPass()
    const rates = page.getByRole('table', { name: 'Conversion rate by campaign' })
    await expect(rates.getByRole('row', { name: `${campaign} 1 1 100%` })).toBeVisible()
    // A p75 for each vital of the page the visit interacted with.
    const speed = page.getByRole('table', { name: 'Core Web Vitals, p75 by page and device class' })
    // Matched by the cells' text: on a phone the table is cards, each cell's label drawn before it.
    for (const vital of ['LCP', 'INP', 'CLS'] as const) {
      const line = speed
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: /^\/website-design · / }) })
        .filter({ has: page.locator('td:first-of-type', { hasText: new RegExp(`^${vital}$`) }) })
        .first()
      await expect(line.locator('td').nth(1)).toHaveText(P75_TEXT[vital])
    }
    for (const name of [/^Page views per week/, 'Entry pages', 'Conversion rate by campaign']) {
      await expect(page.getByRole('img', { name })).toBeVisible()
    }
    await atBothWidths(page, async (width) => {
      await expectNoSidewaysScroll(page, `the visits report scrolls sideways at ${width} px`)
      await expectNoAxeViolations(page)
    })
    // The field figures this run recorded (the server's, so other tests' too when run beside them).
    writeFileSync(testInfo.outputPath('visits-report.csv'), await visitsCsv(page, ''))
  })

  test('counts a lead for the campaign and the page its visit began on, three pages later', async ({
    page,
  }) => {
    // A server of its own: its report holds this visit only, so each rate is exact.
    const server = await startServerWith({})
    try {
      const campaign = 'e2e-three-pages'
      // The entry: a campaign link opened with no referrer, as from an email or an app.
      await page.goto(
        `${server.url}/website-design?utm_source=e2e-visits&utm_medium=email&utm_campaign=${campaign}`,
      )
      await waitForApp(page)
      // A mark on this document: still there at the end, so every move was a client-side one.
      await page.evaluate(() => {
        ;(window as { __sameDocument?: boolean }).__sameDocument = true
      })
      const header = page.getByRole('banner')
      for (const [name, path] of [
        ['CRM', '/crm'],
        ['Referrals', '/referrals'],
        ['Get In Touch', '/contact'],
      ] as const) {
        await header.getByRole('link', { name, exact: true }).click()
        await expect(page).toHaveURL(`${server.url}${path}`)
      }
      const form = page.getByRole('form', { name: 'Get Your Free Quote' })
      await form.getByLabel('First Name').fill('Sam')
      await form.getByLabel('Last Name').fill('Sample')
      await form.getByLabel('Email Address').fill(uniqueEmail('three-pages'))
      await form.getByLabel('Phone Number').fill('01632 960006')
      await form.getByLabel('Company Name').fill('Sample Roofing (sample)')
      await form.getByLabel('Project Details').fill('A new website with a gallery')
      await form.getByLabel('When would you like to start?').fill('Next month')
      await form.getByRole('button', { name: 'Send Enquiry' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Thank You!' })).toBeVisible()
      expect(
        await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true)
      // Nothing of the visit was kept in the browser: no cookie, and no storage but the cookie
      // choice this test's fixture recorded before the visit.
      const kept = await page.evaluate(() => ({
        cookie: document.cookie,
        local: Object.keys(localStorage).sort(),
        session: Object.keys(sessionStorage),
      }))
      expect(kept).toEqual({
        cookie: '',
        local: ['cookieConsent', 'cookieConsentRecord'],
        session: [],
      })

      // The server writes its counts every 10 s: read until this visit's entry is in.
      await expect(async () => {
        const csv = await visitsCsv(page, server.url)
        expect(csvFigure(csv, 'Entry pages', '/website-design', 'Entries')).toBe('1')
      }).toPass()
      const csv = await visitsCsv(page, server.url)
      expect(csvFigure(csv, 'Conversion rate by campaign', campaign, 'Leads')).toBe('1')
      expect(csvFigure(csv, 'Conversion rate by campaign', campaign, 'Entries')).toBe('1')
      expect(csvFigure(csv, 'Conversion rate by entry page', '/website-design', 'Rate')).toBe(
        '1.0000',
      )
      await openVisits(page, server.url)
      const byCampaign = page.getByRole('table', { name: 'Conversion rate by campaign' })
      await expect(byCampaign.getByRole('row', { name: `${campaign} 1 1 100%` })).toBeVisible()
      const byEntry = page.getByRole('table', { name: 'Conversion rate by entry page' })
      await expect(byEntry.getByRole('row', { name: '/website-design 1 1 100%' })).toBeVisible()
      // Nothing of the page may run against the server once it stops.
      await page.close()
    } finally {
      await server.stop()
    }
  })

  test('the funnel counts each calculator step', async ({ page }, testInfo) => {
    // A server of its own: its report holds this visit only, so each count is exact.
    const server = await startServerWith({})
    try {
      const funnel = async () => funnelOf(await visitsCsv(page, server.url))
      expect(await funnel()).toEqual([0, 0, 0, 0, 0])
      const campaign = 'e2e-funnel'
      await page.goto(
        `${server.url}/boutique-pricing?utm_source=e2e-visits&utm_campaign=${campaign}`,
      )
      await waitForApp(page)
      await measurementStarted(page)
      await expect(page.getByText('Step 1 of 4')).toBeVisible()
      await sendBeaconNow(page)
      expect(await funnel()).toEqual([1, 0, 0, 0, 0])

      await page.getByRole('button', { name: /Five Page Website/ }).click()
      await expect(page.getByText('Step 2 of 4')).toBeVisible()
      await sendBeaconNow(page)
      expect(await funnel()).toEqual([1, 1, 0, 0, 0])

      await page.getByLabel(/Job Quote Calculator/).check()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByText('Step 3 of 4')).toBeVisible()
      await sendBeaconNow(page)
      expect(await funnel()).toEqual([1, 1, 1, 0, 0])

      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByText('Step 4 of 4')).toBeVisible()
      await sendBeaconNow(page)
      expect(await funnel()).toEqual([1, 1, 1, 1, 0])

      // Back and on again: the same page load reached step 4 once, and counts it once.
      await page.getByRole('button', { name: 'Back' }).click()
      await expect(page.getByText('Step 3 of 4')).toBeVisible()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByText('Step 4 of 4')).toBeVisible()
      await fillQuoteContact(page, uniqueEmail('funnel'))
      await page.getByRole('button', { name: 'Send My Quote' }).click()
      await expect(page.getByRole('heading', { name: 'Quote Sent Successfully!' })).toBeVisible()
      await sendBeaconNow(page)
      expect(await funnel()).toEqual([1, 1, 1, 1, 1])

      // The page draws the same counts, and the visit's view is in once the server has written it.
      await openVisits(page, server.url)
      const table = page.getByRole('table', { name: 'The calculator funnel' })
      for (const group of FUNNEL_GROUPS) {
        await expect(table.getByRole('row', { name: `${group} 1 100%` })).toBeVisible()
      }
      let csv = ''
      await expect(async () => {
        csv = await visitsCsv(page, server.url)
        expect(csvFigure(csv, 'Page views by page', '/boutique-pricing', 'Views')).toBe('1')
      }).toPass()
      // The quote carried the visit's campaign: one lead over its one entry.
      expect(csvFigure(csv, 'Conversion rate by campaign', campaign, 'Leads')).toBe('1')
      expect(csvFigure(csv, 'Conversion rate by campaign', campaign, 'Entries')).toBe('1')
      // The week's figures of this one visit and its report at a phone's and a laptop's width,
      // kept beside the test's other output to be read (the closing note quotes them).
      writeFileSync(testInfo.outputPath('visits-week.csv'), csv)
      await page.reload()
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 })
        await expectNoSidewaysScroll(page, `sideways scroll at ${width} px`)
        await page.screenshot({ path: testInfo.outputPath(`visits-${width}.png`), fullPage: true })
      }
      // Nothing of the page may run against the server once it stops.
      await page.close()
    } finally {
      await server.stop()
    }
  })
})
