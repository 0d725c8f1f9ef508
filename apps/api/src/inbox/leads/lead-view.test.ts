import { BoutiqueQuoteRequestSchema, EnquiryRequestSchema } from '@hard-hat/forms'
import { describe, expect, it } from 'vitest'
import { escapeHtml, html } from '../../lib/html.js'
import { boutiqueQuote, ENQUIRY_BODIES } from '../../test/bodies.js'
import { contactLeadBody } from '../../test/submissions.js'
import { ukDayAndWeekStart, ukTime } from '../uk-time.js'
import { attributionOf, labelledFields, leadSummary, quoteLines } from './lead-view.js'

describe('the inbox views', () => {
  it('shows times in UK time, summer and winter alike', () => {
    expect(ukTime('2026-07-01T11:30:00.000Z')).toBe('1 Jul 2026, 12:30')
    expect(ukTime('2026-01-15T11:30:00.000Z')).toBe('15 Jan 2026, 11:30')
  })

  it('starts today and this week (Monday) at midnight UK time', () => {
    // Wednesday 1 July 2026, 00:30 in London (BST) is still 30 June in UTC.
    const summer = ukDayAndWeekStart(Date.parse('2026-06-30T23:30:00.000Z'))
    expect(new Date(summer.todayStartMs).toISOString()).toBe('2026-06-30T23:00:00.000Z')
    expect(new Date(summer.weekStartMs).toISOString()).toBe('2026-06-28T23:00:00.000Z')
    // Sunday 18 January 2026 (GMT): the week began on Monday the 12th.
    const winter = ukDayAndWeekStart(Date.parse('2026-01-18T15:00:00.000Z'))
    expect(new Date(winter.todayStartMs).toISOString()).toBe('2026-01-18T00:00:00.000Z')
    expect(new Date(winter.weekStartMs).toISOString()).toBe('2026-01-12T00:00:00.000Z')
  })

  it('labels every field an enquiry sent and keeps attribution apart', () => {
    const lead = {
      kind: 'enquiry' as const,
      payload: EnquiryRequestSchema.parse({
        ...ENQUIRY_BODIES.contact,
        attribution: { utmSource: 'google' },
        meta: { honeypot: '' },
      }),
      email: 'pat@plumbing.example',
      sourcePage: '/contact',
    }
    expect(leadSummary(lead)).toEqual({
      name: 'Pat Placeholder',
      email: 'pat@plumbing.example',
      phone: '01632 960003',
      business: 'Example Roofing',
    })
    const fields = labelledFields(lead)
    expect(fields).toContainEqual({ label: 'Business Name', value: 'Example Roofing' })
    expect(fields.map((field) => field.label)).not.toContain('UTM Source')
    expect(fields.map((field) => field.label)).not.toContain('Meta')
    expect(attributionOf(lead)).toEqual([
      { label: 'Source page', value: '/contact' },
      { label: 'UTM Source', value: 'google' },
    ])
  })

  it('shows the page a visit began on and a quote’s campaign beside the page it came from', () => {
    const quote = BoutiqueQuoteRequestSchema.parse({
      ...boutiqueQuote('three-page', ['jobQuoteCalculator']),
      attribution: { utmCampaign: 'spring-roofs' },
      meta: { landingPage: '/website-design' },
    })
    expect(
      attributionOf({ kind: 'boutique-quote', payload: quote, sourcePage: '/pricing' }),
    ).toEqual([
      { label: 'Source page', value: '/pricing' },
      { label: 'Visit began on', value: '/website-design' },
      { label: 'UTM Campaign', value: 'spring-roofs' },
    ])
  })

  it('lists a boutique quote’s lines as the visitor priced them', () => {
    const quote = BoutiqueQuoteRequestSchema.parse(
      boutiqueQuote('three-page', ['jobQuoteCalculator']),
    )
    const lines = quoteLines({ kind: 'boutique-quote', payload: quote })
    expect(lines?.lines[0]?.item).toBe(`${quote.basePackage.name} package`)
    expect(lines?.lines).toHaveLength(2)
    expect(lines?.total).toMatch(/^£[\d,]+\.00$/)
    expect(quoteLines(contactLeadBody())).toBeUndefined()
  })

  it('escapes every value it renders', () => {
    const name = '<script>alert("x")</script>'
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      `<p title="${escapeHtml(name)}">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>`,
    )
  })
})
