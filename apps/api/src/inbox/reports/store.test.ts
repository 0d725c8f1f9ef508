import { EnquiryRequestSchema } from '@hard-hat/forms'
import { afterEach, describe, expect, it } from 'vitest'
import type { NewSubmission } from '../../store/types.js'
import { ENQUIRY_BODIES } from '../../test/bodies.js'
import { rawSqlOf, STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { sampleSubmission } from '../../test/submissions.js'
import { ukWeekSpans } from './period.js'
import { reportsOf } from './store.js'

// A Wednesday in November 2026 (GMT); the twelve weeks before it cross the end of summer time
// (Sunday 25 October 2026, 02:00 BST becomes 01:00 GMT).
const NOW_MS = Date.parse('2026-11-04T12:00:00Z')
const at = (iso: string) => Date.parse(iso)

/** A contact enquiry carrying the contact page's attribution fields (and any body fields). */
function enquiry(
  attribution: Record<string, string> | undefined,
  fields: Partial<NewSubmission> = {},
  body: Record<string, unknown> = {},
): NewSubmission {
  const payload = EnquiryRequestSchema.parse({
    ...ENQUIRY_BODIES.contact,
    ...(attribution ? { attribution } : {}),
    ...body,
  })
  return { ...sampleSubmission(fields), kind: 'enquiry', payload, formType: payload.formType }
}

describe.each(STORE_FACTORIES)('the reports store on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  afterEach(async () => {})

  const insert = async (...submissions: NewSubmission[]) => {
    for (const submission of submissions) await testStore.store.insertSubmission(submission)
  }
  const allTime = { startMs: 0, endMs: Number.MAX_SAFE_INTEGER }
  /** Stores one submission for each of `payloads`, then writes that text over its payload. */
  const insertUnreadable = async (...payloads: string[]) => {
    const rows = payloads.map(() => sampleSubmission())
    await insert(...rows)
    const sql = await rawSqlOf(testStore)
    for (const [index, row] of rows.entries()) {
      await sql.exec('UPDATE submissions SET payload = ? WHERE id = ?', [payloads[index], row.id])
    }
    await sql.close()
  }
  const allTimeReport = () =>
    reportsOf(testStore.store).leadReport({ weeks: [], period: allTime, top: 10 })

  it('puts each lead in its UK week, Monday 00:00 to Monday 00:00, across the clock change', async () => {
    await insert(
      // Monday 2 November, 00:00 GMT: the first instant of the last week.
      sampleSubmission({ createdAtMs: at('2026-11-02T00:00:00Z'), formType: 'quote' }),
      // Sunday 1 November, 23:59:59.999 GMT: the week before.
      sampleSubmission({ createdAtMs: at('2026-11-01T23:59:59.999Z') }),
      // Monday 19 October, 00:30 BST (18 October 23:30 UTC): the week of 19 October, not the 12th.
      sampleSubmission({ createdAtMs: at('2026-10-18T23:30:00Z') }),
      // Sunday 18 October, 23:30 BST (22:30 UTC): the week of 12 October.
      sampleSubmission({ createdAtMs: at('2026-10-18T22:30:00Z') }),
      // Spam is not a lead.
      sampleSubmission({ createdAtMs: at('2026-11-03T10:00:00Z'), isSpam: true }),
    )
    const weeks = ukWeekSpans(NOW_MS)
    const report = await reportsOf(testStore.store).leadReport({ weeks, period: allTime, top: 10 })
    const byStart = new Map(report.weeks.map((week) => [week.weekStartMs, week.byFormType]))
    expect(report.weeks).toHaveLength(12)
    expect(byStart.get(at('2026-11-02T00:00:00Z'))).toEqual({ quote: 1 })
    expect(byStart.get(at('2026-10-26T00:00:00Z'))).toEqual({ contact: 1 })
    expect(byStart.get(at('2026-10-18T23:00:00Z'))).toEqual({ contact: 1 })
    expect(byStart.get(at('2026-10-11T23:00:00Z'))).toEqual({ contact: 1 })
    expect(report.weeks.reduce((sum, week) => sum + Object.keys(week.byFormType).length, 0)).toBe(4)
  })

  it('takes the source from utm_source, then "direct", reading unreadable rows as direct', async () => {
    await insert(
      enquiry({ utmSource: 'google', utmMedium: 'cpc' }),
      enquiry({ referralSource: 'friend', utmSource: 'google' }),
      enquiry({ utmSource: 'news "letter" \\ weekly' }),
      enquiry({ utmSource: '   ' }),
      enquiry(undefined),
      sampleSubmission(),
      enquiry({ utmSource: 'bing' }, { isSpam: true }),
    )
    await insertUnreadable('not json', '{"attribution":{"utmSource":"goo')

    const report = await allTimeReport()
    expect(report.sources).toEqual([
      { label: 'direct', count: 5 },
      { label: 'google', count: 2 },
      { label: 'news "letter" \\ weekly', count: 1 },
    ])
    expect(report.leads).toBe(8)
    expect(report.spam).toBe(1)
  })

  it('takes the source from utm_source, then the referrer host, then "direct"', async () => {
    const fromBing = { meta: { referrerHost: 'www.bing.com' } }
    // Earlier meta values of every kind before the host: a string with escapes, a number.
    const fullMeta = {
      meta: {
        honeypot: '',
        startedAt: 1_750_000_000_000,
        pagePath: '/say-"hi"\\',
        referrerHost: 'l.facebook.com',
      },
    }
    await insert(
      enquiry({ utmSource: 'google' }, {}, fromBing),
      enquiry({ utmSource: '   ' }, {}, fromBing),
      enquiry(undefined, {}, fromBing),
      enquiry(undefined, {}, fullMeta),
      enquiry({ referralSource: 'friend' }, {}, fullMeta),
      // A sender's own text that looks like the key is text, not a source.
      enquiry(undefined, {}, { requirements: 'See "meta":{"referrerHost":"evil.example"}' }),
      enquiry(undefined),
      enquiry(undefined, { isSpam: true }, fromBing),
    )
    await insertUnreadable('{"meta":{"referrerHost":"www.bi')

    const report = await allTimeReport()
    expect(report.sources).toEqual([
      { label: 'direct', count: 3 },
      { label: 'l.facebook.com', count: 2 },
      { label: 'www.bing.com', count: 2 },
      { label: 'google', count: 1 },
    ])
  })

  it('counts landing pages and spam over the period only, start included and end excluded', async () => {
    const startMs = at('2026-10-01T00:00:00Z')
    const endMs = at('2026-10-08T00:00:00Z')
    await insert(
      sampleSubmission({ createdAtMs: startMs, sourcePage: '/contact' }),
      sampleSubmission({ createdAtMs: startMs + 1, sourcePage: '/contact' }),
      sampleSubmission({ createdAtMs: endMs - 1, sourcePage: '/pricing' }),
      sampleSubmission({ createdAtMs: endMs - 1, sourcePage: null }),
      sampleSubmission({ createdAtMs: endMs - 1, sourcePage: '/', isSpam: true }),
      sampleSubmission({ createdAtMs: endMs, sourcePage: '/later' }),
      sampleSubmission({ createdAtMs: startMs - 1, sourcePage: '/earlier' }),
    )
    const report = await reportsOf(testStore.store).leadReport({
      weeks: [],
      period: { startMs, endMs },
      top: 2,
    })
    expect(report.pages).toEqual([
      { label: '/contact', count: 2 },
      { label: '(not recorded)', count: 1 },
    ])
    expect({ leads: report.leads, spam: report.spam }).toEqual({ leads: 4, spam: 1 })
  })
})
