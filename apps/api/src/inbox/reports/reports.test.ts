import { describe, expect, it } from 'vitest'
import { appForEachTest } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { sampleSubmission } from '../../test/submissions.js'
import { reportCsv, withEverythingElse } from './page.js'
import { toReportPeriod, ukMidnightOf, ukWeekSpans } from './period.js'
import type { LeadReport } from './store.js'

const ADMIN_TOKEN = 'test-admin-token-0123456789'
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` }
const HOUR_MS = 3_600_000

describe('the reports period', () => {
  it('starts each UK date at its midnight, in summer and winter time', () => {
    expect(new Date(ukMidnightOf('2026-07-01') ?? 0).toISOString()).toBe('2026-06-30T23:00:00.000Z')
    expect(new Date(ukMidnightOf('2026-01-15') ?? 0).toISOString()).toBe('2026-01-15T00:00:00.000Z')
    expect(ukMidnightOf('2026-02-30')).toBeUndefined()
    expect(ukMidnightOf('30/01/2026')).toBeUndefined()
  })

  it('gives twelve Monday-to-Monday weeks, the one holding the clock change an hour longer', () => {
    const weeks = ukWeekSpans(Date.parse('2026-11-04T12:00:00Z'))
    expect(weeks).toHaveLength(12)
    expect(new Date(weeks[11]?.startMs ?? 0).toISOString()).toBe('2026-11-02T00:00:00.000Z')
    expect(new Date(weeks[11]?.endMs ?? 0).toISOString()).toBe('2026-11-09T00:00:00.000Z')
    const lengthsInHours = weeks.map((week) => (week.endMs - week.startMs) / HOUR_MS)
    // Summer time ended on Sunday 25 October 2026: that week had 169 hours.
    expect(lengthsInHours.filter((hours) => hours !== 168)).toEqual([169])
    expect(weeks.slice(1).map((week) => week.startMs)).toEqual(
      weeks.slice(0, -1).map((week) => week.endMs),
    )
  })

  it('covers whole UK days, the end date included, and names each date that is wrong', () => {
    const nowMs = Date.parse('2026-11-04T12:00:00Z')
    const { period, problems } = toReportPeriod({ from: '2026-10-25', to: '2026-10-25' }, nowMs)
    expect(problems).toEqual([])
    // The day the clocks went back lasted 25 hours.
    expect(period.span.endMs - period.span.startMs).toBe(25 * HOUR_MS)
    expect(toReportPeriod({}, nowMs).period).toMatchObject({ from: '2026-08-17', to: '2026-11-04' })
    expect(toReportPeriod({ from: '2026-13-01', to: 'soon' }, nowMs).problems).toEqual([
      { field: 'from', message: 'Enter a real start date, like 2026-09-01' },
      { field: 'to', message: 'Enter a real end date, like 2026-11-30' },
    ])
    expect(
      toReportPeriod({ from: '2026-10-02', to: '2026-10-01' }, nowMs).problems.map((p) => p.field),
    ).toEqual(['to'])
  })
})

const REPORT: LeadReport = {
  weeks: [
    { weekStartMs: Date.parse('2026-10-26T00:00:00Z'), byFormType: { contact: 2, quote: 1 } },
    { weekStartMs: Date.parse('2026-11-02T00:00:00Z'), byFormType: {} },
  ],
  sources: [
    { label: 'google', count: 3 },
    { label: '=HYPERLINK("x")', count: 1 },
  ],
  pages: [{ label: '/contact', count: 4 }],
  leads: 5,
  spam: 1,
}

describe('the reports CSV', () => {
  it('holds every figure of the page, defuses formulas, and sums the rest as "Everything else"', () => {
    const period = toReportPeriod({ from: '2026-10-01', to: '2026-11-04' }, Date.now()).period
    const lines = reportCsv(REPORT, period).trimEnd().split('\r\n')
    expect(lines).toEqual([
      'Report,Group,Form type,Leads',
      'Leads per week,2026-10-26,All,3',
      'Leads per week,2026-10-26,contact,2',
      'Leads per week,2026-10-26,quote,1',
      'Leads per week,2026-11-02,All,0',
      '"Leads by source, 2026-10-01 to 2026-11-04",google,All,3',
      `"Leads by source, 2026-10-01 to 2026-11-04","'=HYPERLINK(""x"")",All,1`,
      '"Leads by source, 2026-10-01 to 2026-11-04",Everything else,All,1',
      '"Leads by landing page, 2026-10-01 to 2026-11-04",/contact,All,4',
      '"Leads by landing page, 2026-10-01 to 2026-11-04",Everything else,All,1',
      '"Spam, 2026-10-01 to 2026-11-04",Leads,All,5',
      '"Spam, 2026-10-01 to 2026-11-04",Marked as spam,All,1',
      '"Spam, 2026-10-01 to 2026-11-04",Share marked as spam,All,0.1667',
    ])
  })

  it('adds no "Everything else" line when the top lines hold every lead', () => {
    expect(withEverythingElse([{ label: 'direct', count: 2 }], 2)).toEqual([
      { label: 'direct', count: 2 },
    ])
  })
})

describe.each(STORE_FACTORIES.slice(0, 1))('the reports page on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const served = appForEachTest(testStore, { adminToken: ADMIN_TOKEN })

  it('draws each chart as a titled, described SVG image beside a table of the same figures', async () => {
    const nowMs = Date.now()
    for (const [sourcePage, formType, isSpam] of [
      ['/contact', 'contact', false],
      ['/contact', 'quote', false],
      ['/pricing', 'quote', false],
      ['/pricing', 'contact', true],
    ] as const) {
      await testStore.store.insertSubmission(
        sampleSubmission({ sourcePage, formType, isSpam, createdAtMs: nowMs - 1000 }),
      )
    }
    const response = await served.app.inject({ url: '/admin/reports', headers: BEARER })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-security-policy']).toContain("default-src 'none'")
    const page = response.body
    expect(page).not.toMatch(/<script|style="|\son[a-z]+=/i)
    expect(page).toContain('<a href="/admin/reports">Reports</a>')
    const charts = [...page.matchAll(/<svg class="chart[^"]*"[^>]*>/g)].map((match) => match[0])
    expect(charts).toHaveLength(4)
    for (const chart of charts) {
      const [, titleId, descId] = /aria-labelledby="(\S+) (\S+)"/.exec(chart) ?? []
      expect(chart).toContain('role="img"')
      expect(page).toContain(`<title id="${titleId}">`)
      expect(page).toContain(`<desc id="${descId}">`)
    }
    expect(page).toContain('3 leads, 1 submission marked as spam.')
    expect(page).toMatch(/<th scope="row" class="label">\/contact<\/th><td class="number">2<\/td>/)
    expect(page).toMatch(/<th scope="row" class="label">direct<\/th><td class="number">3<\/td>/)
    expect(page).toContain('<td class="number">25%</td>')
    expect(page).toContain('<desc id="spam-desc">25% of 4 submissions were marked as spam.</desc>')
    expect(page).toMatch(/<td class="number">3<\/td><td>quote 2, contact 1<\/td>/)
  })

  it('answers a date that does not exist with 400 and an error summary naming the field', async () => {
    const response = await served.app.inject({
      url: '/admin/reports?from=2026-02-30&to=2026-03-01',
      headers: BEARER,
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('<title>Error: Reports')
    expect(response.body).toContain('<a href="#report-from">Enter a real start date')
    expect(response.body).toContain('value="2026-02-30"')
    const csv = await served.app.inject({
      url: '/admin/reports.csv?from=2026-02-30',
      headers: BEARER,
    })
    expect(csv.statusCode).toBe(400)
  })

  it('downloads the current view as CSV, named by its period', async () => {
    const response = await served.app.inject({
      url: '/admin/reports.csv?from=2026-01-01&to=2026-01-31',
      headers: BEARER,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="lead-report-2026-01-01-to-2026-01-31.csv"',
    )
    expect(response.body.split('\r\n')[0]).toBe('Report,Group,Form type,Leads')
  })

  it('sends a signed-out visitor to sign in', async () => {
    const response = await served.app.inject({ url: '/admin/reports' })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/admin')
    expect((await served.app.inject({ url: '/admin/reports.csv' })).statusCode).toBe(303)
  })
})
