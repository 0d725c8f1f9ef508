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
    expect(FORM_MESSAGES.newsletterDataForm.error).toBe(
      'Sorry, there was an error with your subscription. Please try again.',
    )
    expect(FORM_MESSAGES.newsletterDataForm.success).toBe(
      "Thank you for subscribing! You'll receive our latest updates.",
    )
    expect(FORM_MESSAGES.seoAnalysis.error).toBe(
      'Sorry, there was an error submitting your request. Please try again.',
    )
    expect(FORM_MESSAGES.seoAnalysis.success).toMatch(/SEO analysis.*48 hours/)
  })

  it('has the quote, enquiry and free website messages of spec 000 §8', () => {
    expect(FORM_MESSAGES.boutiqueQuote.error).toBe(
      'There was an error submitting your quote. Please try again.',
    )
    expect(FORM_MESSAGES.boutiqueQuote.success.title).toBe('Quote Sent Successfully!')
    expect(FORM_MESSAGES.boutiqueQuote.submitting).toBe('Sending Quote...')
    expect(FORM_MESSAGES.onePage.error).toBe(
      'There was an error submitting your form. Please try again.',
    )
    expect(FORM_MESSAGES.offer495.error).toBe(FORM_MESSAGES.onePage.error)
    expect(FORM_MESSAGES.freeWebsite).toMatchObject({
      missing: { title: 'Missing Information', description: 'Please fill in all required fields' },
      success: {
        title: 'Request Submitted!',
        description: "We'll start working on your free website and be in touch within 24 hours.",
      },
      error: {
        title: 'Submission Failed',
        description: 'Please try again or contact us directly.',
      },
    })
    expect(FORM_MESSAGES.consultation.success).toEqual({
      title: 'Consultation Request Received',
      description: "We'll get back to you within 24-48 hours to schedule your free consultation.",
    })
  })

  it('has the contact, referral, premium and newsletter messages of spec 001', () => {
    expect(FORM_MESSAGES.contactPage.error).toBe(
      'There was an error submitting your enquiry. Please try again.',
    )
    expect(FORM_MESSAGES.contactPage.success).toEqual({
      title: 'Thank You!',
      description: "We've received your enquiry and will be in touch within 24 hours.",
    })
    expect(FORM_MESSAGES.referral).toMatchObject({
      success: {
        title: 'Referral Submitted!',
        description: "Thank you for your referral. We'll contact them soon.",
      },
      error: {
        title: 'Error',
        description: 'There was a problem submitting your referral. Please try again.',
      },
    })
    expect(FORM_MESSAGES.premium).toMatchObject({
      success: {
        title: 'Premium Package Inquiry Received!',
        description: "We'll contact you within 24 hours to discuss your requirements.",
      },
      error: {
        title: 'Error',
        description: 'There was a problem submitting your inquiry. Please try again.',
      },
    })
    expect(FORM_MESSAGES.newsletter.success).toBe(
      'Thanks for subscribing! Check your inbox to confirm your subscription.',
    )
  })

  it('promises a reply within 24 hours where the specification gives no success text', () => {
    expect(DEFAULT_SUCCESS_MESSAGE).toBe("Thank you — we'll reply within 24 hours.")
    for (const form of [
      'launch',
      'momentum',
      'dominance',
      'specialOfferClaim',
      'crmTrial',
    ] as const) {
      expect(FORM_MESSAGES[form].success).toBe(DEFAULT_SUCCESS_MESSAGE)
      expect(FORM_MESSAGES[form].error).not.toBe('')
    }
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
