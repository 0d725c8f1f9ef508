import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LEAD_FORM_SCHEMAS, LEAD_FORM_TYPES, type LeadFormType } from '../api-contract'
import * as samples from '../testing/samples'
import { buildLead, CrmLeadSchema, toMessagePreview } from './lead'
import { LEAD_SCORE_BASE, scoreLead } from './lead-score'

const parse = <T extends LeadFormType>(formType: T, data: unknown) =>
  LEAD_FORM_SCHEMAS[formType].parse(data) as never

describe('buildLead', () => {
  it('builds the CRM lead body of the specification', () => {
    const formData = parse('contact', samples.contactLead)
    expect(buildLead('contact', formData)).toEqual({
      formType: 'contact',
      formData,
      websiteSource: 'hard-hat-website',
      userEmail: 'sam.sample@builders.example',
      userName: 'Sam Sample',
      userPhone: '01632 960001',
      messagePreview: 'Please call me back.',
      priority: 'medium',
      leadScore: 69,
      status: 'new',
    })
  })

  it('uses the given website source', () => {
    const lead = buildLead('newsletter', parse('newsletter', samples.newsletter), {
      websiteSource: 'other-agency-site',
    })
    expect(lead.websiteSource).toBe('other-agency-site')
  })

  it('previews the first 100 characters of the form’s message field', () => {
    const description = `${'a'.repeat(99)}bcdef`
    const lead = buildLead('quote', parse('quote', { ...samples.quoteLead, description }))
    expect(lead.messagePreview).toBe(`${'a'.repeat(99)}b`)
    expect(buildLead('momentum', parse('momentum', samples.momentum)).messagePreview).toBe(
      'Double our enquiries this year.',
    )
    expect(buildLead('dominance', parse('dominance', samples.dominance)).messagePreview).toBe(
      'Own the Yorkshire market.',
    )
  })

  it('previews nothing for forms without a message', () => {
    for (const formType of ['special_offer', 'newsletter', 'seo_analysis', 'crm_trial'] as const) {
      const data = {
        special_offer: samples.specialOfferLead,
        newsletter: samples.newsletter,
        seo_analysis: samples.seoAnalysisLead,
        crm_trial: samples.crmTrial,
      }[formType]
      expect(buildLead(formType, parse(formType, data)).messagePreview).toBe('')
    }
  })

  it('never cuts an emoji in half', () => {
    expect(toMessagePreview(`${'a'.repeat(99)}😀😀`)).toBe(`${'a'.repeat(99)}😀`)
  })

  it('names CRM trial people by first and last name, and leaves a missing phone empty', () => {
    expect(buildLead('crm_trial', parse('crm_trial', samples.crmTrial)).userName).toBe('Sam Sample')
    const lead = buildLead('newsletter', parse('newsletter', { email: 'a@b.example' }))
    expect([lead.userName, lead.userPhone]).toEqual(['', ''])
  })
})

describe('lead score', () => {
  it('starts a bare newsletter sign-up at the floor of 60', () => {
    expect(scoreLead('newsletter', parse('newsletter', { email: 'a@b.example' }), '')).toBe(60)
  })

  it('adds up base, budget, timeline, revenue and completeness', () => {
    // premium 75 + one-time 5 + immediately 8 + phone 3 + business 3 + message 3 = 97
    const premium = parse('premium', {
      ...samples.premium,
      budget: 'one-time',
      timeframe: 'immediately',
    })
    expect(scoreLead('premium', premium, 'Hello')).toBe(97)
    // momentum 75 + within-2-weeks 6 + phone 3 + company 3 + goals 3 + website 2 = 92
    expect(buildLead('momentum', parse('momentum', samples.momentum)).leadScore).toBe(92)
    // consultation 65 + phone 3 + business 3 + message 3 = 74
    expect(buildLead('consultation', parse('consultation', samples.consultation)).leadScore).toBe(
      74,
    )
    // quote 70 + free-text budget 3 + free-text timeline 2 + phone 3 + description 3 = 81
    expect(buildLead('quote', parse('quote', samples.quoteLead)).leadScore).toBe(81)
  })

  it('caps a top Dominance lead at 99', () => {
    const dominance = parse('dominance', {
      ...samples.dominance,
      budget: 'over-10k',
      revenue: 'over-5m',
    })
    expect(buildLead('dominance', dominance).leadScore).toBe(99)
  })

  it('ranks a sooner start above a later one, all else equal', () => {
    const soon = parse('premium', { ...samples.premium, timeframe: 'immediately', budget: '' })
    const later = parse('premium', { ...samples.premium, timeframe: '2-3-months', budget: '' })
    expect(scoreLead('premium', soon, '')).toBeGreaterThan(scoreLead('premium', later, ''))
  })

  it('gives every form type a base within 60..99', () => {
    for (const formType of LEAD_FORM_TYPES) {
      expect(LEAD_SCORE_BASE[formType]).toBeGreaterThanOrEqual(60)
      expect(LEAD_SCORE_BASE[formType]).toBeLessThanOrEqual(99)
    }
  })

  it('is always a whole number from 60 to 99, and the same for the same form', () => {
    const text = fc.string({ maxLength: 30 })
    const answers = fc.record({
      phone: text,
      company: text,
      business: text,
      website: text,
      message: text,
      goals: text,
      description: text,
      budget: fc.oneof(text, fc.constantFrom('over-10k', '1k-3k', 'one-time', 'discuss')),
      timeline: fc.oneof(text, fc.constantFrom('immediately', 'planning-stage', 'within-month')),
      timeframe: fc.constantFrom('', 'immediately', '1-month'),
      revenue: fc.constantFrom('', 'under-100k', 'over-5m'),
    })
    fc.assert(
      fc.property(fc.constantFrom(...LEAD_FORM_TYPES), answers, (formType, extra) => {
        const formData = { name: 'Sam', email: 'sam@builders.example', ...extra } as never
        const lead = buildLead(formType, formData)
        return (
          Number.isInteger(lead.leadScore) &&
          lead.leadScore >= 60 &&
          lead.leadScore <= 99 &&
          buildLead(formType, formData).leadScore === lead.leadScore
        )
      }),
    )
  })
})

describe('CrmLeadSchema', () => {
  it('reads back every lead buildLead makes, exactly as it was built', () => {
    for (const formType of LEAD_FORM_TYPES) {
      const lead = buildLead(formType, parse(formType, samples.leadFormData[formType]))
      expect(CrmLeadSchema.parse(JSON.parse(JSON.stringify(lead)))).toEqual(lead)
    }
  })

  it("keeps the fields a server adds beside the form's own", () => {
    const formData = {
      ...LEAD_FORM_SCHEMAS.contact.parse(samples.contactLead),
      source: 'Contact Page',
      referral: { referredName: 'Fictional Electrics' },
    }
    const lead = buildLead('contact', formData)
    expect(CrmLeadSchema.parse(lead).formData).toMatchObject({
      source: 'Contact Page',
      referral: { referredName: 'Fictional Electrics' },
    })
  })

  it('refuses a lead whose score, status or form data is not one buildLead makes', () => {
    const lead = buildLead('contact', parse('contact', samples.contactLead))
    expect(CrmLeadSchema.safeParse({ ...lead, leadScore: 100 }).success).toBe(false)
    expect(CrmLeadSchema.safeParse({ ...lead, status: 'won' }).success).toBe(false)
    expect(CrmLeadSchema.safeParse({ ...lead, formData: { email: 'a@b.example' } }).success).toBe(
      false,
    )
  })
})
