import { HOME_PAGE, RESPONSE_PROMISES } from '@hard-hat/content'
import { FORM_MESSAGES } from '@hard-hat/forms'
import { describe, expect, it } from 'vitest'
import { FORM_TYPE_OPTIONS } from '../inbox/index.js'
import { PROMISED_HOURS, REPLY_PROMISE_OF, replyByOf, replyPromiseOf } from './reply-promises.js'

describe('each form’s reply promise', () => {
  it('names a promise (or none) for every form type a lead can be stored under', () => {
    expect(Object.keys(REPLY_PROMISE_OF).sort()).toEqual([...FORM_TYPE_OPTIONS].sort())
  })

  it('uses the specification’s words: 24 hours for quotes, packages and offers, 24-48 for a consultation, 48 for an SEO report', () => {
    expect(RESPONSE_PROMISES.enquiry).toBe('within 24 hours')
    expect(RESPONSE_PROMISES.consultation).toBe('within 24-48 hours')
    expect(RESPONSE_PROMISES.seoReport).toBe('within 48 hours')
    expect(replyPromiseOf('quote')).toBe('enquiry')
    expect(replyPromiseOf('package_inquiry')).toBe('enquiry')
    expect(replyPromiseOf('special_offer')).toBe('enquiry')
    expect(replyPromiseOf('consultation')).toBe('consultation')
    expect(replyPromiseOf('seo_analysis')).toBe('seoReport')
    expect(replyPromiseOf('newsletter')).toBeNull()
    expect(PROMISED_HOURS).toEqual({ enquiry: 24, consultation: 48, seoReport: 48 })
  })

  it('says on the page what the server counts: the consultation toast and the data-forms’ success texts', () => {
    expect(HOME_PAGE.consultation.success.text).toContain(RESPONSE_PROMISES.consultation)
    // The published forms package carries the specification's data-form texts verbatim without
    // depending on the content: they must make the same promise as the form type they belong to.
    const dataForms = {
      quote: FORM_MESSAGES.quote,
      package_inquiry: FORM_MESSAGES.packageInquiry,
      special_offer: FORM_MESSAGES.specialOffer,
      seo_analysis: FORM_MESSAGES.seoAnalysis,
    } as const
    for (const [formType, messages] of Object.entries(dataForms)) {
      const promise = replyPromiseOf(formType)
      expect(promise, formType).not.toBeNull()
      expect(messages.success, formType).toContain(RESPONSE_PROMISES[promise ?? 'enquiry'])
    }
  })

  it('gives no reply-by time to a form that promises none, nor to an unknown form type', () => {
    expect(replyByOf('newsletter', Date.parse('2026-11-24T10:00:00Z'))).toBeNull()
    expect(replyByOf('constructor', Date.parse('2026-11-24T10:00:00Z'))).toBeNull()
    expect(replyByOf('seo_analysis', Date.parse('2026-11-24T10:00:00Z'))).toBe(
      Date.parse('2026-11-26T10:00:00Z'),
    )
  })
})
