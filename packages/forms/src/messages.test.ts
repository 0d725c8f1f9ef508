import { describe, expect, it } from 'vitest'
import { API_ERROR_CODES } from './api-contract'
import { API_ERROR_MESSAGES } from './api-messages'
import { FORM_MESSAGES } from './form-messages'
import { DEFAULT_SUCCESS_MESSAGE, ERROR_SUMMARY_TITLE, PRIVACY_NOTICE } from './messages'

describe('FORM_MESSAGES, verbatim from the specification', () => {
  it('has the data-form alerts of spec 000 §8', () => {
    expect(FORM_MESSAGES.contact.error).toBe(
      'Sorry, there was an error. Please try again or call us directly.',
    )
    expect(FORM_MESSAGES.contact.success).toBe('Thank you! Your message has been sent to our team.')
    expect(FORM_MESSAGES.quote.error).toBe(
      'Sorry, there was an error submitting your request. Please try again.',
    )
    expect(FORM_MESSAGES.quote.success).toBe(
      "Thank you! Your quote request has been submitted. We'll contact you within 24 hours.",
    )
    expect(FORM_MESSAGES.packageInquiry.error).toBe(
      'Sorry, there was an error submitting your inquiry. Please try again.',
    )
    expect(FORM_MESSAGES.specialOffer.error).toBe(
      'Sorry, there was an error securing your offer. Please try again or call us directly.',
    )
    expect(FORM_MESSAGES.specialOffer.success).toBe(
      "Thank you! Your celebration offer has been secured. We'll contact you within 24 hours to get started.",
    )
    expect(FORM_MESSAGES.newsletter.error).toBe(
      'Sorry, there was an error with your subscription. Please try again.',
    )
    expect(FORM_MESSAGES.newsletter.success).toBe(
      "Thank you for subscribing! You'll receive our latest updates.",
    )
    expect(FORM_MESSAGES.seoAnalysis.error).toBe(
      'Sorry, there was an error submitting your request. Please try again.',
    )
    expect(FORM_MESSAGES.seoAnalysis.success).toMatch(/SEO analysis.*48 hours/)
  })

  it("holds only the data-form kinds: a page's own form texts are its copy in @hard-hat/content", () => {
    expect(Object.keys(FORM_MESSAGES).sort()).toEqual(
      ['contact', 'newsletter', 'packageInquiry', 'quote', 'seoAnalysis', 'specialOffer'].sort(),
    )
  })

  it('promises a reply within 24 hours where the specification gives no success text', () => {
    expect(DEFAULT_SUCCESS_MESSAGE).toBe("Thank you — we'll reply within 24 hours.")
  })

  it('gives every form a submitting label and non-empty texts', () => {
    for (const [form, messages] of Object.entries(FORM_MESSAGES)) {
      expect(messages.submitting, form).toMatch(/\.\.\.$/)
      expect(JSON.stringify(messages.success).length, form).toBeGreaterThan(10)
      expect(JSON.stringify(messages.error).length, form).toBeGreaterThan(10)
    }
  })
})

describe('shared texts', () => {
  it('titles the error summary as GOV.UK does', () => {
    expect(ERROR_SUMMARY_TITLE).toBe('There is a problem')
  })

  it('links the privacy line to /privacy', () => {
    expect(PRIVACY_NOTICE.href).toBe('/privacy')
    expect(`${PRIVACY_NOTICE.text} ${PRIVACY_NOTICE.linkText}`).toBe(
      'We use your details only to reply to this enquiry. Read our privacy policy.',
    )
  })

  it('has a message for every API error code', () => {
    expect(Object.keys(API_ERROR_MESSAGES).sort()).toEqual([...API_ERROR_CODES].sort())
  })
})
