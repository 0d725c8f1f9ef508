import type { Page } from '@playwright/test'
import { expect, fillEnquiry, storedSubmissions, test, uniqueEmail, waitForApp } from './fixtures'

// The e2e server runs with the specification's deadlines (the £495 offer ended 14 June 2025 at
// 23:55, the 150th-client offer 30 May 2025 at 23:55:59, UK time), so it serves both pages ended;
// a running offer is a server started with a deadline ahead (P-offer-ends-for-every-reader). A
// visitor's clock decides nothing: the ended pages are the same with a clock set before them.
const offer495Ended = new Date('2025-06-20T12:00:00+01:00')
const offer495Open = new Date('2025-06-10T12:00:00+01:00')
const celebrationEnded = new Date('2025-06-01T09:00:00+01:00')

/** The page's HTML as the server sends it, before any script, and its JSON-LD blocks. */
async function rawPage(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )
  return { html, jsonLd }
}

/** What an ended offer must not say anywhere: a struck price, a countdown heading, a saving. */
function expectNoOfferClaims(text: string) {
  expect(text).not.toMatch(/<s[ >]/)
  expect(text).not.toMatch(/\bsave £/i)
  expect(text).not.toMatch(/offer ends in/i)
}

test.describe('£495 offer page (P-ended-offer-takes-enquiries)', () => {
  test('after the deadline it offers the one-page website at £995 and takes an enquiry', async ({
    page,
  }) => {
    const { html, jsonLd } = await rawPage(page, '/special-offer-495')
    expectNoOfferClaims(html)
    expectNoOfferClaims(JSON.stringify(jsonLd))
    expect(jsonLd.map((block) => block['@type'])).not.toContain('Offer')
    expect(html).toContain(
      '<title>One Page Website: the Offer Has Ended | Hard Hat Websites</title>',
    )

    await page.clock.install({ time: offer495Ended })
    const email = uniqueEmail('ended-495')
    await page.goto('/special-offer-495')
    await waitForApp(page)
    await expect(page.getByText('This offer has ended').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A Professional One Page Website for £995',
    )
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
      await expect(page.getByTestId(`countdown-${unit}`)).toHaveText('00')
    }
    await expect(page.locator('main s')).toHaveCount(0)
    expectNoOfferClaims(await page.locator('main').innerHTML())

    const form = await fillEnquiry(page, email, { currentWebsite: 'No website at all' })
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.payload).toMatchObject({
      formType: 'One Page Website Enquiry',
      source: 'One Page Website Landing',
    })
  })

  test('while the offer runs the page is as it was: struck price, saving, countdown and claim', async ({
    page,
    runningOffers: server,
  }) => {
    await page.goto(`${server.url}/special-offer-495`)
    await waitForApp(page)
    await expect(page.locator('main s').first()).toHaveText('£995')
    await expect(page.getByText('Save £500').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'This offer ends in' })).toBeVisible()
    await expect(page.getByTestId('countdown-days')).toHaveText('04')
    const form = page.getByRole('form', { name: 'Enquiry form' })
    await expect(form.getByRole('button', { name: 'Claim My Website' })).toBeVisible()
    // The ended page's words wait hidden, keeping their room for the switch.
    await expect(page.getByText('This offer has ended').filter({ visible: true })).toHaveCount(0)
  })

  test('a visitor whose clock is before the deadline still gets the ended page', async ({
    page,
  }) => {
    await page.clock.install({ time: offer495Open })
    await page.goto('/special-offer-495')
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A Professional One Page Website for £995',
    )
    await expect(page.getByText('Save £500')).toHaveCount(0)
    await expect(
      page
        .getByRole('form', { name: 'Enquiry form' })
        .getByRole('button', { name: 'Send Enquiry' }),
    ).toBeVisible()
  })
})

test.describe('150th-client offer page (P-ended-offer-takes-enquiries)', () => {
  test('after the deadline it offers the Launch package at £3,500 and takes an enquiry', async ({
    page,
  }) => {
    const { html, jsonLd } = await rawPage(page, '/special-offer')
    expectNoOfferClaims(html)
    expectNoOfferClaims(JSON.stringify(jsonLd))
    expect(html).not.toContain('£1,250')
    expect(html).toContain('<input type="hidden" name="formId" value="launch"/>')
    expect(jsonLd.map((block) => block['@type'])).not.toContain('Offer')

    await page.clock.install({ time: celebrationEnded })
    const email = uniqueEmail('ended-launch')
    await page.goto('/special-offer')
    await waitForApp(page)
    await expect(page.getByText('This offer has ended').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Launch Package')
    await expect(page.getByText('£3,500 + VAT').first()).toBeVisible()
    await expect(page.locator('main s')).toHaveCount(0)
    expectNoOfferClaims(await page.locator('main').innerHTML())
    await expect(page.getByText(/slots left/)).toHaveCount(0)

    const form = page.getByRole('form', { name: 'Enquire About the Launch Package' })
    await form.getByLabel('Full Name').fill('Sam Sample')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('01632 960009')
    await form.getByLabel('Company Name').fill('Sample Roofing (sample)')
    await form.getByRole('button', { name: 'Start My Launch Package' }).click()
    await expect(form.getByRole('status')).toContainText('Launch package inquiry')
    const [stored] = await storedSubmissions(page, email)
    expect(stored?.formType).toBe('launch')
  })

  test('while the offer runs the page is as it was: struck price, saving, countdown and claim', async ({
    page,
    runningOffers: server,
  }) => {
    await page.goto(`${server.url}/special-offer`)
    await waitForApp(page)
    await expect(page.locator('main s').first()).toHaveText('£3,500')
    await expect(page.getByText(/Save £2,250/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Offer ends in' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Claim Your Celebration Offer' })).toBeVisible()
    // The ended page's words wait hidden, keeping their room for the switch.
    await expect(page.getByText('This offer has ended').filter({ visible: true })).toHaveCount(0)
  })
})
