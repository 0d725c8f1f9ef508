import { describe, expect, it } from 'vitest'
import {
  ENQUIRY_FORM_TYPES,
  EnquiryRequestSchema,
  LEAD_FORM_SCHEMAS,
  LeadRequestSchema,
} from './api-contract'
import {
  FORM_ACTIONS,
  FORM_DEFINITIONS,
  FORM_IDS,
  formValuesOf,
  isFormId,
  STORED_FORM_TYPES,
  toFormFieldErrors,
} from './form-definitions'
import { HARD_HAT_FORMS, POSTED_FORMS } from './forms'
import type { FormAbout } from './forms/about'
import * as samples from './testing/samples'

// What a browser posts: every value a string, the checkbox 'true' when ticked.
const asPosted = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]))

const SAMPLE_OF = {
  contact: samples.contact,
  'one-page': samples.onePageEnquiry,
  'offer-495': samples.onePageEnquiry,
  'offer-495-ended': samples.onePageEnquiry,
  'free-website': samples.freeWebsite,
  referral: samples.referral,
  consultation: samples.consultation,
  premium: samples.premium,
  launch: samples.launch,
  momentum: samples.momentum,
  dominance: samples.dominance,
  special_offer_claim: samples.specialOfferClaim,
  crm_trial: samples.crmTrial,
  newsletter: samples.newsletter,
} as const

describe('form definitions', () => {
  it.each(FORM_IDS)('turns the posted fields of %s into a body its route accepts', (id) => {
    const definition = FORM_DEFINITIONS[id]
    const result = definition.toRequest(asPosted(SAMPLE_OF[id]))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const route = definition.action === '/api/leads' ? LeadRequestSchema : EnquiryRequestSchema
    expect(route.safeParse(result.data).success).toBe(true)
  })

  it('names the form fields at fault, not the wire ones', () => {
    const result = FORM_DEFINITIONS.contact.toRequest({ ...asPosted(samples.contact), email: '' })
    expect(result).toEqual({ ok: false, fields: { email: 'Enter your email address' } })
  })

  it('refuses a referral whose permission box was left unticked', () => {
    const values = formValuesOf(FORM_DEFINITIONS.referral.names, (name) =>
      name === 'hasPermission' ? undefined : String(samples.referral[name as 'notes']),
    )
    const result = FORM_DEFINITIONS.referral.toRequest(values)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(Object.keys(result.fields)).toEqual(['hasPermission'])
  })

  it('carries wire field errors back to the fields the form has', () => {
    expect(
      toFormFieldErrors(FORM_DEFINITIONS.contact, {
        businessName: 'Enter your company name',
        requirements: 'Tell us about your project',
        'attribution.utmSource': 'Too long',
      }),
    ).toEqual({
      companyName: 'Enter your company name',
      projectDetails: 'Tell us about your project',
      utmSource: 'Too long',
    })
    expect(toFormFieldErrors(FORM_DEFINITIONS.launch, { 'formData.email': 'Enter…' })).toEqual({
      email: 'Enter…',
    })
    expect(
      toFormFieldErrors(FORM_DEFINITIONS.referral, { email: 'A', 'referral.referredEmail': 'B' }),
    ).toEqual({ referrerEmail: 'A', referredEmail: 'B' })
  })

  it('reads the first of repeated names and sends an unsent field as empty', () => {
    expect(formValuesOf(['a', 'b', 'c'], (name) => ({ a: ['x', 'y'], b: 3 })[name])).toEqual({
      a: 'x',
      b: '',
      c: '',
    })
  })

  it('knows its form ids and nothing else', () => {
    expect(isFormId('contact')).toBe(true)
    expect(isFormId('toString')).toBe(false)
    expect(Object.keys(FORM_DEFINITIONS).sort()).toEqual(Object.keys(FORM_ACTIONS).sort())
  })

  it('builds the routes and the lead schemas from the same definitions', () => {
    for (const id of FORM_IDS) expect(FORM_ACTIONS[id]).toBe(FORM_DEFINITIONS[id].action)
    expect(LEAD_FORM_SCHEMAS.consultation).toBe(FORM_DEFINITIONS.consultation.schema)
    expect(LEAD_FORM_SCHEMAS.crm_trial).toBe(FORM_DEFINITIONS.crm_trial.schema)
    // The newsletter lead takes a name as well, which the site's sign-up does not ask for.
    expect(Object.keys(LEAD_FORM_SCHEMAS.newsletter.shape)).toEqual(['email', 'name'])
  })
})

describe('STORED_FORM_TYPES', () => {
  it('says something of every form type a lead is stored under', () => {
    const stored = [
      ...Object.values(ENQUIRY_FORM_TYPES),
      ...Object.keys(LEAD_FORM_SCHEMAS),
      'boutique_quote',
    ]
    expect(Object.keys(STORED_FORM_TYPES).sort()).toEqual([...new Set(stored)].sort())
  })

  it('is what every form sharing a form type says of it, besides its page', () => {
    for (const form of HARD_HAT_FORMS) {
      const { page: _, ...said }: FormAbout = form.about
      const { page: __, ...table } = STORED_FORM_TYPES[form.about.formType]
      expect(said, form.id).toEqual(table)
    }
  })

  it('gives each posted form a page on the site, and promises no reply only for the newsletter', () => {
    for (const form of POSTED_FORMS) expect(form.about.page, form.id).toMatch(/^\/[a-z0-9/-]*$/)
    const none = Object.entries(STORED_FORM_TYPES).filter(
      ([, about]) => about.replyPromise === null,
    )
    expect(none.map(([type]) => type)).toEqual(['newsletter'])
    expect(STORED_FORM_TYPES[ENQUIRY_FORM_TYPES.onePage].page).toBe('/one-page-website')
  })
})
