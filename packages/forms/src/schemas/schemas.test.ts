import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { type FieldErrors, toFieldErrors } from '../field-errors'
import { EMAIL_FORMAT_MESSAGE, UK_PHONE_FORMAT_MESSAGE, URL_FORMAT_MESSAGE } from '../fields'
import { QuoteContactSchema } from '../forms/boutique-quote/form'
import { ConsultationSchema } from '../forms/consultation/form'
import { ContactSchema } from '../forms/contact/form'
import { CrmTrialSchema } from '../forms/crm-trial/form'
import { DominanceSchema } from '../forms/dominance/form'
import { FreeWebsiteSchema } from '../forms/free-website/form'
import { LaunchSchema } from '../forms/launch/form'
import { MomentumSchema } from '../forms/momentum/form'
import { NewsletterSchema } from '../forms/newsletter/form'
import { OnePageEnquirySchema } from '../forms/one-page/form'
import { PremiumInquirySchema } from '../forms/premium/form'
import { ReferralSchema } from '../forms/referral/form'
import { SpecialOfferClaimSchema } from '../forms/special-offer-claim/form'
import * as samples from '../testing/samples'
import {
  ContactLeadSchema,
  PackageInquiryLeadSchema,
  QuoteLeadSchema,
  SeoAnalysisLeadSchema,
  SpecialOfferLeadSchema,
} from './leads'

interface FormCase {
  schema: z.ZodMiniType
  valid: Record<string, unknown>
  /** Required field → the message shown when it is missing or blank. */
  required: Record<string, string>
  /** Select field → the message shown for a value not in its list. */
  choices?: Record<string, string>
  /** A single-line text field (200 characters at most). */
  shortField: string
  /** A multi-line text field, if the form has one. */
  longField?: string
  /** Optional fields that may be left out entirely. */
  optional: string[]
}

const forms: Record<string, FormCase> = {
  ConsultationSchema: {
    schema: ConsultationSchema,
    valid: samples.consultation,
    required: {
      name: 'Enter your name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
    },
    shortField: 'business',
    longField: 'message',
    optional: ['business', 'message'],
  },
  QuoteContactSchema: {
    schema: QuoteContactSchema,
    valid: samples.quoteContact,
    required: {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      companyName: 'Enter your company name',
    },
    shortField: 'companyName',
    longField: 'projectDetails',
    optional: ['projectDetails'],
  },
  OnePageEnquirySchema: {
    schema: OnePageEnquirySchema,
    valid: samples.onePageEnquiry,
    required: {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      businessName: 'Enter your business name',
      currentWebsite: 'Select whether you currently have a website',
      priority: 'Select your main priority',
    },
    choices: {
      currentWebsite: 'Select whether you currently have a website',
      priority: 'Select your main priority',
    },
    shortField: 'businessName',
    longField: 'requirements',
    optional: ['requirements'],
  },
  FreeWebsiteSchema: {
    schema: FreeWebsiteSchema,
    valid: samples.freeWebsite,
    required: {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      companyName: 'Enter your company name',
      websiteGoal: 'Select the main goal of your website',
      mainServices: 'Enter the main services you offer',
    },
    choices: { websiteGoal: 'Select the main goal of your website' },
    shortField: 'companyName',
    longField: 'mainServices',
    optional: [],
  },
  ContactSchema: {
    schema: ContactSchema,
    valid: samples.contact,
    required: {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      companyName: 'Enter your company name',
      projectDetails: 'Tell us about your project',
    },
    shortField: 'timeline',
    longField: 'projectDetails',
    optional: ['timeline', 'currentWebsite', 'referralSource', 'utmCampaign'],
  },
  ReferralSchema: {
    schema: ReferralSchema,
    valid: samples.referral,
    required: {
      referrerName: 'Enter your name',
      referrerEmail: 'Enter your email address',
      referredName: 'Enter the name of the business you are referring',
      referredEmail: 'Enter the email address of the business you are referring',
      hasPermission: 'Confirm you have permission to share their details',
    },
    shortField: 'referredName',
    longField: 'notes',
    optional: ['referrerPhone', 'referredPhone', 'notes'],
  },
  PremiumInquirySchema: {
    schema: PremiumInquirySchema,
    valid: samples.premium,
    required: {
      name: 'Enter your name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      business: 'Enter your business name',
    },
    choices: {
      currentMarketing: 'Select how you market your business now',
      timeframe: 'Select when you would like to start',
      budget: 'Select how you would like to pay',
    },
    shortField: 'business',
    longField: 'message',
    optional: ['currentMarketing', 'timeframe', 'budget', 'message'],
  },
  LaunchSchema: {
    schema: LaunchSchema,
    valid: samples.launch,
    required: {
      name: 'Enter your name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      company: 'Enter your company name',
    },
    shortField: 'company',
    longField: 'message',
    optional: ['website', 'message'],
  },
  MomentumSchema: {
    schema: MomentumSchema,
    valid: samples.momentum,
    required: {
      name: 'Enter your name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      company: 'Enter your company name',
      goals: 'Enter your goals',
    },
    choices: { timeline: 'Select when you would like to start' },
    shortField: 'company',
    longField: 'goals',
    optional: ['website', 'currentMarketing', 'timeline'],
  },
  DominanceSchema: {
    schema: DominanceSchema,
    valid: samples.dominance,
    required: {
      name: 'Enter your name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      company: 'Enter your company name',
      currentChallenges: 'Enter your current challenges',
      marketGoals: 'Enter your market goals',
    },
    choices: {
      revenue: 'Select your annual revenue',
      teamSize: 'Select the size of your team',
      timeline: 'Select when you would like to start',
      budget: 'Select your marketing budget',
    },
    shortField: 'company',
    longField: 'marketGoals',
    optional: ['website', 'revenue', 'teamSize', 'timeline', 'budget'],
  },
  SpecialOfferClaimSchema: {
    schema: SpecialOfferClaimSchema,
    valid: samples.specialOfferClaim,
    required: {
      name: 'Enter your name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      company: 'Enter your company name',
    },
    shortField: 'company',
    longField: 'message',
    optional: ['website', 'message'],
  },
  CrmTrialSchema: {
    schema: CrmTrialSchema,
    valid: samples.crmTrial,
    required: {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      company: 'Enter your company name',
      phone: 'Enter your phone number',
      businessType: 'Select your type of business',
    },
    choices: { businessType: 'Select your type of business' },
    shortField: 'company',
    optional: [],
  },
  NewsletterSchema: {
    schema: NewsletterSchema,
    valid: samples.newsletter,
    required: { email: 'Enter your email address' },
    shortField: 'name',
    optional: ['name'],
  },
  ContactLeadSchema: {
    schema: ContactLeadSchema,
    valid: samples.contactLead,
    required: { name: 'Enter your name', email: 'Enter your email address' },
    shortField: 'company',
    longField: 'message',
    optional: ['phone', 'message', 'company'],
  },
  QuoteLeadSchema: {
    schema: QuoteLeadSchema,
    valid: samples.quoteLead,
    required: { name: 'Enter your name', email: 'Enter your email address' },
    shortField: 'projectType',
    longField: 'description',
    optional: ['phone', 'projectType', 'budget', 'timeline', 'description'],
  },
  PackageInquiryLeadSchema: {
    schema: PackageInquiryLeadSchema,
    valid: samples.packageInquiryLead,
    required: { name: 'Enter your name', email: 'Enter your email address' },
    shortField: 'package',
    longField: 'message',
    optional: ['phone', 'company', 'package', 'message'],
  },
  SpecialOfferLeadSchema: {
    schema: SpecialOfferLeadSchema,
    valid: samples.specialOfferLead,
    required: { name: 'Enter your name', email: 'Enter your email address' },
    shortField: 'offer',
    optional: ['phone', 'company', 'offer', 'package'],
  },
  SeoAnalysisLeadSchema: {
    schema: SeoAnalysisLeadSchema,
    valid: samples.seoAnalysisLead,
    required: { name: 'Enter your name', email: 'Enter your email address' },
    shortField: 'website',
    optional: ['phone', 'website', 'company'],
  },
}

function errorsOf(schema: z.ZodMiniType, value: unknown): FieldErrors {
  const result = schema.safeParse(value)
  return result.success ? {} : toFieldErrors(result.error)
}

function without(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = record
  return rest
}

describe.each(Object.entries(forms))('%s', (_name, form) => {
  it('accepts the valid sample', () => {
    expect(errorsOf(form.schema, form.valid)).toEqual({})
  })

  it.each(Object.entries(form.required))('asks for %s when it is missing', (field, message) => {
    expect(errorsOf(form.schema, without(form.valid, field))).toEqual({ [field]: message })
  })

  it.each(Object.entries(form.required))('asks for %s when it is blank', (field, message) => {
    const blank = field === 'hasPermission' ? false : '   '
    expect(errorsOf(form.schema, { ...form.valid, [field]: blank })).toEqual({ [field]: message })
  })

  const choices = Object.entries(form.choices ?? {})
  if (choices.length > 0) {
    it.each(choices)('refuses a value outside the list for %s', (field, message) => {
      expect(errorsOf(form.schema, { ...form.valid, [field]: 'something-else' })).toEqual({
        [field]: message,
      })
    })
  }

  it('leaves optional fields out, reading them as empty', () => {
    let value = form.valid
    for (const field of form.optional) value = without(value, field)
    const result = form.schema.safeParse(value)
    expect(result.success).toBe(true)
    const data = result.data as Record<string, unknown>
    for (const field of form.optional) expect(data[field]).toBe('')
  })

  it('accepts empty strings for optional fields', () => {
    const value = { ...form.valid }
    for (const field of form.optional) value[field] = ''
    expect(errorsOf(form.schema, value)).toEqual({})
  })

  it('refuses a single-line answer over 200 characters', () => {
    const errors = errorsOf(form.schema, { ...form.valid, [form.shortField]: 'x'.repeat(201) })
    expect(errors[form.shortField]).toMatch(/must be 200 characters or fewer$/)
  })

  it('refuses control characters in every text field', () => {
    for (const [field, value] of Object.entries(form.valid)) {
      if (typeof value !== 'string') continue
      const errors = errorsOf(form.schema, { ...form.valid, [field]: `a\u0000${value}` })
      const expected = form.choices?.[field] ?? /must not include hidden control characters$/
      expect(errors[field], field).toMatch(expected)
    }
  })

  const { longField } = form
  if (longField) {
    it(`keeps line breaks and tabs in ${longField}, but not in ${form.shortField}`, () => {
      const text = 'Line one\r\n\tLine two'
      const result = form.schema.safeParse({ ...form.valid, [longField]: text })
      expect((result.data as Record<string, unknown>)[longField]).toBe(text)
      expect(errorsOf(form.schema, { ...form.valid, [form.shortField]: text })).toEqual({
        [form.shortField]: expect.stringMatching(/must not include hidden control characters$/),
      })
    })
  }

  it('trims the answers', () => {
    const result = form.schema.safeParse({
      ...form.valid,
      [form.shortField]: `  ${form.valid[form.shortField]}  `,
    })
    expect((result.data as Record<string, unknown>)[form.shortField]).toBe(
      form.valid[form.shortField],
    )
  })
})

describe('field formats inside the forms', () => {
  it('tells people how to write an email address', () => {
    expect(
      errorsOf(ConsultationSchema, { ...samples.consultation, email: 'sam at example' }),
    ).toEqual({ email: EMAIL_FORMAT_MESSAGE })
  })

  it('tells people how to write a UK phone number', () => {
    expect(errorsOf(ConsultationSchema, { ...samples.consultation, phone: '12345' })).toEqual({
      phone: UK_PHONE_FORMAT_MESSAGE,
    })
  })

  it('checks optional phones only when given', () => {
    expect(errorsOf(ReferralSchema, { ...samples.referral, referredPhone: 'call me' })).toEqual({
      referredPhone: UK_PHONE_FORMAT_MESSAGE,
    })
  })

  it('checks the package forms website address only when given', () => {
    expect(errorsOf(LaunchSchema, { ...samples.launch, website: 'not a site' })).toEqual({
      website: URL_FORMAT_MESSAGE,
    })
    expect(errorsOf(LaunchSchema, { ...samples.launch, website: 'www.builders.example' })).toEqual(
      {},
    )
  })

  it('requires the referral permission to be exactly true', () => {
    expect(errorsOf(ReferralSchema, { ...samples.referral, hasPermission: 'yes' })).toEqual({
      hasPermission: 'Confirm you have permission to share their details',
    })
  })

  it('keeps the lead data-forms free of phone checks, as optional strings', () => {
    expect(errorsOf(ContactLeadSchema, { ...samples.contactLead, phone: 'evenings only' })).toEqual(
      {},
    )
  })
})
