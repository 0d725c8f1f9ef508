import { describe, expect, it } from 'vitest'
import {
  ApiErrorSchema,
  BoutiqueQuoteRequestSchema,
  ENQUIRY_FORM_TYPES,
  ENQUIRY_SOURCES,
  EnquiryRequestSchema,
  LEAD_FORM_TYPES,
  LeadRequestSchema,
  ReferralCodeResponseSchema,
  SubmissionMetaSchema,
  SubmitSuccessSchema,
} from './api-contract'
import { ROOT_ERROR_KEY, toFieldErrors, validateForm } from './field-errors'
import { ConsultationSchema } from './forms/consultation/form'
import { OnePageEnquirySchema } from './forms/one-page/form'
import { buildOnePageEnquiry } from './forms/one-page/payload'
import * as samples from './testing/samples'

const onePageBody = buildOnePageEnquiry(
  OnePageEnquirySchema.parse(samples.onePageEnquiry),
  'one-page',
)

describe('enquiry constants', () => {
  it('carries the specification’s formType and source values', () => {
    expect(ENQUIRY_FORM_TYPES).toEqual({
      onePage: 'One Page Website Enquiry',
      offer495: '£495 One Page Website',
      freeWebsite: 'Free Website Request',
      contact: 'General Contact Enquiry',
      referral: 'Referral Programme',
    })
    expect(ENQUIRY_SOURCES).toEqual({
      onePage: 'One Page Website Page',
      offer495: 'One Page Website Landing',
      freeWebsite: 'Free Website Page',
      contact: 'Contact Page',
      referral: 'Referrals Page',
    })
  })
})

describe('EnquiryRequestSchema', () => {
  it('refuses an unknown formType naming the formType field', () => {
    const result = EnquiryRequestSchema.safeParse({ ...onePageBody, formType: 'Spam' })
    expect(toFieldErrors(result.error ?? { issues: [] })).toEqual({
      formType: 'Choose a known enquiry form type',
    })
  })

  it('reports the fields at fault of the matching form type only', () => {
    const result = EnquiryRequestSchema.safeParse({ ...onePageBody, email: '', priority: 'Cheap' })
    expect(toFieldErrors(result.error ?? { issues: [] })).toEqual({
      email: 'Enter your email address',
      priority: 'Select your main priority',
    })
  })

  it('accepts optional meta and checks its types', () => {
    const meta = { honeypot: '', startedAt: 1_750_000_000_000, pagePath: '/one-page-website' }
    expect(EnquiryRequestSchema.parse({ ...onePageBody, meta }).meta).toEqual(meta)
    const bad = EnquiryRequestSchema.safeParse({ ...onePageBody, meta: { startedAt: 'soon' } })
    expect(Object.keys(toFieldErrors(bad.error ?? { issues: [] }))).toEqual(['meta.startedAt'])
  })

  it('takes a page path only when it is a path on the site: no line breaks, no other host', () => {
    for (const pagePath of [
      '/contact\r\nBcc: x',
      '//evil.example',
      'https://evil.example',
      '/a b',
    ]) {
      const bad = EnquiryRequestSchema.safeParse({ ...onePageBody, meta: { pagePath } })
      expect(Object.keys(toFieldErrors(bad.error ?? { issues: [] })), pagePath).toEqual([
        'meta.pagePath',
      ])
    }
    expect(
      EnquiryRequestSchema.parse({ ...onePageBody, meta: { pagePath: '/caf%C3%A9?q=1' } }).meta,
    ).toEqual({ pagePath: '/caf%C3%A9?q=1' })
  })

  it('takes a referrer host only when it is a host name: no path, no control character, no overlong name', () => {
    for (const referrerHost of [
      'https://www.google.com/',
      'www.google.com/search?q=x',
      'evil.example\r\nBcc: x',
      'a b.example',
      `${'a'.repeat(250)}.com`,
      '',
    ]) {
      const bad = EnquiryRequestSchema.safeParse({ ...onePageBody, meta: { referrerHost } })
      expect(Object.keys(toFieldErrors(bad.error ?? { issues: [] })), referrerHost).toEqual([
        'meta.referrerHost',
      ])
    }
    expect(
      EnquiryRequestSchema.parse({ ...onePageBody, meta: { referrerHost: 'l.facebook.com' } }).meta,
    ).toEqual({ referrerHost: 'l.facebook.com' })
  })

  it('drops unknown keys rather than storing them', () => {
    const parsed = EnquiryRequestSchema.parse({ ...onePageBody, isAdmin: true })
    expect(parsed).not.toHaveProperty('isAdmin')
  })
})

describe('LeadRequestSchema', () => {
  const formData = samples.leadFormData

  it('lists the thirteen lead form types', () => {
    expect(LEAD_FORM_TYPES).toEqual(Object.keys(formData))
  })

  it.each(LEAD_FORM_TYPES)('accepts a valid %s lead', (formType) => {
    const body = { formType, formData: formData[formType] }
    expect(LeadRequestSchema.safeParse(body).success).toBe(true)
  })

  it('checks formData against the form type’s own schema', () => {
    const body = { formType: 'crm_trial', formData: { ...samples.crmTrial, businessType: 'spy' } }
    expect(toFieldErrors(LeadRequestSchema.safeParse(body).error ?? { issues: [] })).toEqual({
      'formData.businessType': 'Select your type of business',
    })
  })

  it('refuses an unknown lead form type', () => {
    const result = LeadRequestSchema.safeParse({ formType: 'pizza', formData: {} })
    expect(toFieldErrors(result.error ?? { issues: [] })).toEqual({
      formType: 'Choose a known lead form type',
    })
  })
})

describe('BoutiqueQuoteRequestSchema', () => {
  it('keeps the total check after adding meta', () => {
    const body = {
      basePackage: { name: 'Three Page Website', price: 2500, pages: 3 },
      selectedFeatures: [],
      total: 2600,
      contactInfo: samples.quoteContact,
      timestamp: '2025-06-01T09:30:00.000Z',
      meta: { honeypot: '' },
    }
    expect(
      toFieldErrors(BoutiqueQuoteRequestSchema.safeParse(body).error ?? { issues: [] }),
    ).toEqual({
      total: 'The total must be the base package price plus the selected features',
    })
  })
})

describe('responses', () => {
  it('reads a success with its reference and an optional referral code', () => {
    expect(SubmitSuccessSchema.parse({ success: true, id: 'a1', reference: 'HH-7K2P' })).toEqual({
      success: true,
      id: 'a1',
      reference: 'HH-7K2P',
    })
    expect(SubmitSuccessSchema.safeParse({ success: false, id: 'a', reference: 'b' }).success).toBe(
      false,
    )
    expect(ReferralCodeResponseSchema.parse({ referralCode: 'REF-1' })).toEqual({
      referralCode: 'REF-1',
    })
  })

  it('reads every API error code and refuses others', () => {
    const error = {
      success: false,
      error: { code: 'validation_error', message: 'Check', fields: { email: 'Enter…' } },
    }
    expect(ApiErrorSchema.parse(error)).toEqual(error)
    const teapot = { success: false, error: { code: 'teapot', message: 'I am' } }
    expect(ApiErrorSchema.safeParse(teapot).success).toBe(false)
  })

  it('keeps meta numbers whole and not negative', () => {
    expect(SubmissionMetaSchema.safeParse({ startedAt: -1 }).success).toBe(false)
    expect(SubmissionMetaSchema.safeParse({ startedAt: 1.5 }).success).toBe(false)
    expect(SubmissionMetaSchema.parse({})).toEqual({})
  })
})

describe('the error model', () => {
  it('keeps only the first message of each field', () => {
    const result = ConsultationSchema.safeParse({ ...samples.consultation, name: 'x'.repeat(300) })
    expect(toFieldErrors(result.error ?? { issues: [] })).toEqual({
      name: 'Name must be 200 characters or fewer',
    })
  })

  it('puts errors about the whole body under the root key', () => {
    const result = ConsultationSchema.safeParse('not an object')
    expect(Object.keys(toFieldErrors(result.error ?? { issues: [] }))).toEqual([ROOT_ERROR_KEY])
  })

  it('validates a form into data or field errors', () => {
    expect(validateForm(ConsultationSchema, samples.consultation)).toEqual({
      ok: true,
      data: samples.consultation,
    })
    expect(validateForm(ConsultationSchema, { ...samples.consultation, email: '' })).toEqual({
      ok: false,
      fields: { email: 'Enter your email address' },
    })
  })
})
