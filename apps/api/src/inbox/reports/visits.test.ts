import { rm } from 'node:fs/promises'
import { BEACON_PATH, EnquiryRequestSchema } from '@hard-hat/forms'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ENQUIRY_BODIES } from '../../test/bodies.js'
import { writeCountedSite } from '../../test/counted-site.js'
import { startApp } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { sampleSubmission } from '../../test/submissions.js'
import { mondayOf } from './visits.js'

const ADMIN_TOKEN = 'test-admin-token-0123456789'
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` }
const ORIGIN = 'https://hardhat.example'
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
// Tuesday 10 March 2026: the week of Monday 9 March.
const DAY = Date.UTC(2026, 2, 10, 14, 0)
const PERIOD = 'from=2026-03-09&to=2026-03-15'

/** A lead sent from a page, carrying a campaign or none, and the page its visit began on or none. */
function lead(
  sourcePage: string,
  utmCampaign?: string,
  isSpam = false,
  createdAtMs = DAY,
  landingPage?: string,
) {
  const payload = EnquiryRequestSchema.parse({
    ...ENQUIRY_BODIES.contact,
    ...(utmCampaign ? { attribution: { utmSource: 'newsletter', utmCampaign } } : {}),
    ...(landingPage ? { meta: { landingPage } } : {}),
  })
  return {
    ...sampleSubmission({ sourcePage, isSpam, createdAtMs }),
    kind: 'enquiry' as const,
    payload,
    formType: payload.formType,
  }
}

describe('the visits report weeks', () => {
  it('start on the Monday of a UTC day', () => {
    expect(mondayOf('2026-03-09')).toBe('2026-03-09')
    expect(mondayOf('2026-03-15')).toBe('2026-03-09')
    expect(mondayOf('2026-03-01')).toBe('2026-02-23')
  })
})

describe.each(STORE_FACTORIES)('the visits report on $dialect', ({ open }) => {
  let site: string
  const testStore = storeForEachTest(open)
  let app: FastifyInstance
  let nowMs = DAY
  beforeAll(async () => {
    site = await writeCountedSite()
  })
  afterAll(async () => {
    await rm(site, { recursive: true, force: true })
  })
  beforeEach(async () => {
    nowMs = DAY
    app = await startApp(testStore, {
      webBuildDir: site,
      publicOrigin: ORIGIN,
      adminToken: ADMIN_TOKEN,
      now: () => nowMs,
    })
    return async () => {
      await app.close()
    }
  })

  const visit = (url: string, userAgent: string, referer?: string) =>
    app.inject({ url, headers: { 'user-agent': userAgent, ...(referer ? { referer } : {}) } })
  const beacon = (body: unknown, userAgent = PHONE) =>
    app.inject({
      method: 'POST',
      url: BEACON_PATH,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'user-agent': userAgent, origin: ORIGIN },
    })

  /** A known week: six counted views, four entries, three beacons and four submissions. */
  async function knownWeek() {
    // A phone from Google on the spring campaign, then a client-side navigation to /contact.
    await visit('/?utm_source=newsletter&utm_campaign=spring', PHONE, 'https://www.google.com/')
    await visit('/contact.data', PHONE, `${ORIGIN}/`)
    // A desktop from Bing on the same campaign; one typed /contact and went home from it.
    await visit('/?utm_campaign=spring', DESKTOP, 'https://www.bing.com/search?q=roofers')
    await visit('/contact', DESKTOP)
    await visit('/_root.data', DESKTOP, `${ORIGIN}/contact`)
    // From Facebook on the autumn campaign, straight to /contact.
    await visit('/contact?utm_campaign=autumn', DESKTOP, 'https://m.facebook.com/')
    // Not counted: a bot, and the inbox itself.
    await visit('/', 'Googlebot/2.1 (+http://www.google.com/bot.html)')
    await app.measurement.flush()

    for (const body of [
      {
        page: '/',
        vitals: [
          { name: 'LCP', value: 2000, target: 'main>h1' },
          { name: 'INP', value: 120, target: 'button.menu' },
          { name: 'CLS', value: 0.02 },
        ],
        steps: ['1', '2', '3'],
      },
      {
        page: '/',
        vitals: [
          { name: 'LCP', value: 3100, target: 'main>h1' },
          { name: 'CLS', value: 0.15, target: 'div.banner' },
        ],
        steps: ['1', '2'],
      },
      { page: '/', vitals: [{ name: 'LCP', value: 1200, target: 'img.hero' }], steps: ['1'] },
      {
        page: '/',
        vitals: [{ name: 'LCP', value: 1500, target: 'main>h1' }],
        steps: ['1', '2', '3', '4', 'sent'],
      },
    ]) {
      expect((await beacon(body)).statusCode).toBe(204)
    }
    for (const submission of [
      // The phone's visit began on / and moved to /contact: its script sent the entry page.
      lead('/contact', 'spring', false, DAY, '/'),
      lead('/contact', 'spring'),
      lead('/', 'autumn'),
      lead('/contact'),
      lead('/contact', 'spring', true, DAY, '/'),
    ]) {
      await testStore.store.insertSubmission(submission)
    }
  }

  const row = (heading: string, ...cells: (string | number)[]) =>
    new RegExp(
      `<th scope="row" class="label">${heading.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</th>${cells.map((cell) => `<td[^>]*>${cell}</td>`).join('')}`,
    )

  it('shows each count, rate, step and p75 of a known week, each chart beside its table', async () => {
    await knownWeek()
    const response = await app.inject({ url: `/admin/reports/visits?${PERIOD}`, headers: BEARER })
    expect(response.statusCode).toBe(200)
    const page = response.body
    expect(page).not.toMatch(/<script|style="|\son[a-z]+=/i)
    expect(page).toContain('9 March 2026 to 15 March 2026: 6 page views, 4 entries.')
    expect([...page.matchAll(/<svg class="chart[^"]*"[^>]*role="img"/g)]).toHaveLength(10)
    // Per week, by page, entry pages, referring sites, campaigns.
    expect(page).toMatch(row('9 Mar', 6, 4))
    expect(page).toMatch(row('/', 3))
    expect(page).toMatch(row('/contact', 3))
    expect(page).toMatch(row('www.google.com', 1))
    expect(page).toMatch(row('m.facebook.com', 1))
    expect(page).toMatch(row('(none: typed, bookmarked or not sent)', 1))
    expect(page).toMatch(row('spring', 2))
    expect(page).toMatch(row('autumn', 1))
    // Conversion: /contact sent 3 leads (the spam one is not a lead) over 3 views; by entry page,
    // the lead whose visit began on / counts there, the others where they were sent from.
    expect(page).toMatch(row('/contact', 3, 3, '100%'))
    expect(page).toMatch(row('/contact', 2, 2, '100%'))
    expect(page).toMatch(row('/', 1, 3, '33.3%'))
    expect(page).toMatch(row('/', 2, 2, '100%'))
    expect(page).toMatch(row('spring', 2, 2, '100%'))
    expect(page).toMatch(row('autumn', 1, 1, '100%'))
    expect(page).toContain('divided by that page’s views')
    expect(page).toContain('divided by the entries that carried that utm_campaign')
    // The funnel: 4, 3, 2, 1, 1.
    expect(page).toMatch(row('Step 1 reached', 4, '100%'))
    expect(page).toMatch(row('Step 2 reached', 3, '75%'))
    expect(page).toMatch(row('Step 3 reached', 2, '50%'))
    expect(page).toMatch(row('Step 4 reached', 1, '25%'))
    expect(page).toMatch(row('Quote sent', 1, '25%'))
    // Speed on phones: LCP 1200, 1500, 2000, 3100 ms → p75 is the top of the 10% bucket holding 2000.
    expect(page).toMatch(
      /<th scope="row" class="label">\/ · phone<\/th><td[^>]*>LCP<\/td><td[^>]*>2\.05 s<\/td><td[^>]*>Good<\/td><td[^>]*>4<\/td><td[^>]*>main&gt;h1<\/td>/,
    )
    expect(page).toMatch(
      /<th scope="row" class="label">\/ · phone<\/th><td[^>]*>CLS<\/td><td[^>]*>0\.156<\/td><td[^>]*>Above good<\/td><td[^>]*>2<\/td><td[^>]*>div\.banner<\/td>/,
    )
    expect(page).toMatch(
      /<th scope="row" class="label">\/ · phone<\/th><td[^>]*>INP<\/td><td[^>]*>129 ms<\/td><td[^>]*>Good<\/td><td[^>]*>1<\/td><td[^>]*>button\.menu<\/td>/,
    )
  })

  it('downloads the same figures as CSV, named by its period', async () => {
    await knownWeek()
    const response = await app.inject({
      url: `/admin/reports/visits.csv?${PERIOD}`,
      headers: BEARER,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="visits-report-2026-03-09-to-2026-03-15.csv"',
    )
    const lines = response.body.trimEnd().split('\r\n')
    const of = (name: string) => `"${name}, 2026-03-09 to 2026-03-15"`
    expect(lines[0]).toBe('Report,Group,Figure,Value')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Page views per week,2026-03-09,Views,6',
        'Page views per week,2026-03-09,Entries,4',
        `${of('Entry pages')},/,Entries,2`,
        `${of('Referring sites')},www.bing.com,Entries,1`,
        `${of('Campaigns')},spring,Entries,2`,
        `${of('Conversion rate by page')},/contact,Rate,1.0000`,
        `${of('Conversion rate by entry page')},/,Rate,1.0000`,
        `${of('Conversion rate by campaign')},spring,Leads,2`,
        `${of('Calculator funnel')},Quote sent,Reached,1`,
        `${of('Speed p75')},/ · phone,LCP samples,4`,
        `${of('Speed p75')},/ · phone,LCP most often set by,main>h1`,
      ]),
    )
  })

  it('counts a period’s leads over the same UTC days as its views, in summer time too', async () => {
    // 23:30 UTC on 15 July 2026 is 00:30 on the 16th in the UK: the view is the 15th's (UTC), and
    // so must the lead be, or the rate would divide one day's leads by another day's views.
    const lateMs = Date.UTC(2026, 6, 15, 23, 30)
    nowMs = lateMs
    await visit('/contact', DESKTOP)
    await app.measurement.flush()
    await testStore.store.insertSubmission(lead('/contact', undefined, false, lateMs))
    const response = await app.inject({
      url: '/admin/reports/visits.csv?from=2026-07-15&to=2026-07-15',
      headers: BEARER,
    })
    const of = (name: string) => `"${name}, 2026-07-15 to 2026-07-15"`
    expect(response.body.trimEnd().split('\r\n')).toEqual(
      expect.arrayContaining([
        `${of('Conversion rate by page')},/contact,Leads,1`,
        `${of('Conversion rate by page')},/contact,Views,1`,
      ]),
    )
  })

  it('is linked from the lead reports, refuses a date that does not exist, and needs a sign-in', async () => {
    const reports = await app.inject({ url: `/admin/reports?${PERIOD}`, headers: BEARER })
    expect(reports.body).toContain(
      `<a href="/admin/reports/visits?${PERIOD.replace('&', '&amp;')}">`,
    )
    const wrong = await app.inject({
      url: '/admin/reports/visits?from=2026-02-30',
      headers: BEARER,
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain('<a href="#report-from">Enter a real start date')
    expect((await app.inject({ url: '/admin/reports/visits' })).statusCode).toBe(303)
    expect((await app.inject({ url: '/admin/reports/visits.csv' })).statusCode).toBe(303)
  })
})
