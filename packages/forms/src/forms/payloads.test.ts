import { describe, expect, it } from 'vitest'
import {
  BoutiqueQuoteRequestSchema,
  EnquiryRequestSchema,
  OnePageEnquiryRequestSchema,
} from '../api-contract'
import * as samples from '../testing/samples'
import { QuoteContactSchema } from './boutique-quote/form'
import { buildBoutiqueQuotePayload } from './boutique-quote/payload'
import { ContactSchema } from './contact/form'
import { buildContactEnquiry } from './contact/payload'
import { FreeWebsiteSchema } from './free-website/form'
import { buildFreeWebsiteEnquiry } from './free-website/payload'
import { OnePageEnquirySchema } from './one-page/form'
import { buildOnePageEnquiry } from './one-page/payload'
import { ReferralSchema } from './referral/form'
import { buildReferralEnquiry, splitName } from './referral/payload'

describe('buildOnePageEnquiry', () => {
  const input = OnePageEnquirySchema.parse(samples.onePageEnquiry)

  it('labels the one-page website page’s enquiry as the specification says', () => {
    expect(buildOnePageEnquiry(input, 'one-page')).toEqual({
      formType: 'One Page Website Enquiry',
      source: 'One Page Website Page',
      firstName: 'Pat',
      lastName: 'Placeholder',
      email: 'pat@plumbing.example',
      phone: '01632 960003',
      businessName: 'Placeholder Plumbing',
      currentWebsite: "Yes, but it's outdated",
      priority: 'Get more phone calls and enquiries',
      requirements: 'A page for boiler servicing.',
    })
  })

  it('labels the £495 offer page’s enquiry as the specification says', () => {
    const body = buildOnePageEnquiry(input, 'offer-495')
    expect(body.formType).toBe('£495 One Page Website')
    expect(body.source).toBe('One Page Website Landing')
  })

  it('labels the ended £495 page’s enquiry as a one-page enquiry from the offer’s landing', () => {
    const body = buildOnePageEnquiry(input, 'offer-495-ended')
    expect(body.formType).toBe('One Page Website Enquiry')
    expect(body.source).toBe('One Page Website Landing')
  })

  it('builds bodies the API accepts', () => {
    for (const variant of ['one-page', 'offer-495', 'offer-495-ended'] as const) {
      const body = buildOnePageEnquiry(input, variant)
      expect(EnquiryRequestSchema.parse(body)).toEqual(body)
    }
  })

  it('refuses a one-page body from a source no page sends', () => {
    const body = { ...buildOnePageEnquiry(input, 'one-page'), source: 'Somewhere Else' }
    expect(OnePageEnquiryRequestSchema.safeParse(body).success).toBe(false)
  })
})

describe('buildFreeWebsiteEnquiry', () => {
  const input = FreeWebsiteSchema.parse(samples.freeWebsite)
  const body = buildFreeWebsiteEnquiry(input)

  it('sends the seven fields with the free website formType and source', () => {
    expect(body).toMatchObject({
      ...samples.freeWebsite,
      formType: 'Free Website Request',
      source: 'Free Website Page',
    })
  })

  it('combines the goal and the services in the message', () => {
    expect(body.message).toBe(
      'Website goal: Show my work and services\n\nMain services: Plumbing, boiler repairs,\nbathroom fitting',
    )
  })

  it('repeats the goal and services in additionalData', () => {
    expect(body.additionalData).toEqual({
      websiteGoal: 'Show my work and services',
      mainServices: 'Plumbing, boiler repairs,\nbathroom fitting',
    })
  })

  it('builds a body the API accepts', () => {
    expect(EnquiryRequestSchema.parse(body)).toEqual(body)
  })
})

describe('buildContactEnquiry', () => {
  const input = ContactSchema.parse(samples.contact)

  it('builds the General Contact Enquiry with businessName from companyName', () => {
    expect(buildContactEnquiry(input)).toEqual({
      formType: 'General Contact Enquiry',
      source: 'Contact Page',
      firstName: 'Alex',
      lastName: 'Example',
      email: 'alex@roofing.example',
      phone: '(01632) 960-004',
      businessName: 'Example Roofing',
      currentWebsite: 'www.roofing.example',
      priority: 'General Enquiry',
      requirements:
        'Timeline: Within a month\n\nProject details: A new website with a gallery of our roofs.',
    })
  })

  it('says the timeline was not specified when left empty', () => {
    const body = buildContactEnquiry({ ...input, timeline: '' })
    expect(body.requirements).toBe(
      'Timeline: Not specified\n\nProject details: A new website with a gallery of our roofs.',
    )
  })

  it('carries the attribution fields only when the integration script filled one', () => {
    expect(buildContactEnquiry(input)).not.toHaveProperty('attribution')
    const attributed = ContactSchema.parse({
      ...samples.contact,
      referralSource: 'referral-programme',
      utmCampaign: 'spring',
    })
    expect(buildContactEnquiry(attributed).attribution).toEqual({
      referralSource: 'referral-programme',
      referralUserId: '',
      packageType: '',
      expectedReward: '',
      sourceWebsite: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: 'spring',
    })
  })

  it('builds bodies the API accepts', () => {
    const body = buildContactEnquiry(input)
    expect(EnquiryRequestSchema.parse(body)).toEqual(body)
  })
})

describe('buildReferralEnquiry', () => {
  const input = ReferralSchema.parse(samples.referral)

  it('splits the referrer’s name at the first space', () => {
    expect(splitName('Sam Sample')).toEqual({ firstName: 'Sam', lastName: 'Sample' })
    expect(splitName('Sam van der Sample')).toEqual({
      firstName: 'Sam',
      lastName: 'van der Sample',
    })
    expect(splitName('Sam')).toEqual({ firstName: 'Sam', lastName: '' })
  })

  it('sends the referrer as the person and the referred business as businessName', () => {
    const body = buildReferralEnquiry(input)
    expect(body).toMatchObject({
      formType: 'Referral Programme',
      source: 'Referrals Page',
      firstName: 'Sam',
      lastName: 'Sample',
      email: 'sam.sample@builders.example',
      phone: '01632 960001',
      businessName: 'Fictional Electrics',
      priority: 'Referral',
    })
    expect(body.referral).toEqual({
      referredName: 'Fictional Electrics',
      referredEmail: 'hello@electrics.example',
      referredPhone: '01632 960005',
      notes: 'They want more enquiries.',
      hasPermission: true,
    })
  })

  it('writes the referrer, the referred business and the notes into requirements', () => {
    expect(buildReferralEnquiry(input).requirements).toBe(
      [
        'Referrer details:',
        'Name: Sam Sample',
        'Email: sam.sample@builders.example',
        'Phone: 01632 960001',
        '',
        'Referred business:',
        'Business name: Fictional Electrics',
        'Email: hello@electrics.example',
        'Phone: 01632 960005',
        '',
        'Notes:',
        'They want more enquiries.',
        '',
        'The referrer confirmed they have permission to share these details.',
      ].join('\n'),
    )
  })

  it('writes "No additional notes provided" for empty notes and "Not provided" for empty phones', () => {
    const bare = ReferralSchema.parse({
      ...samples.referral,
      referrerName: 'Sam',
      referrerPhone: '',
      referredPhone: '',
      notes: '',
    })
    const body = buildReferralEnquiry(bare)
    expect(body.lastName).toBe('')
    expect(body.requirements).toContain('Notes:\nNo additional notes provided\n')
    expect(body.requirements).toContain('Phone: Not provided\n\nReferred business:')
    expect(EnquiryRequestSchema.parse(body)).toEqual(body)
  })

  it('builds a body the API accepts', () => {
    const body = buildReferralEnquiry(input)
    expect(EnquiryRequestSchema.parse(body)).toEqual(body)
  })
})

describe('buildBoutiqueQuotePayload', () => {
  const parts = {
    basePackage: { name: 'Three Page Website', price: 2500, pages: 3 },
    selectedFeatures: [
      { key: 'trainedAIChatbot', selected: true, price: 475, name: 'Trained AI Chatbot' },
    ],
    total: 2975,
    contactInfo: QuoteContactSchema.parse(samples.quoteContact),
    now: new Date(Date.UTC(2025, 5, 1, 9, 30)),
  }

  it('stamps the quote with the given clock as an ISO string', () => {
    const body = buildBoutiqueQuotePayload(parts)
    expect(body).toEqual({
      basePackage: parts.basePackage,
      selectedFeatures: parts.selectedFeatures,
      total: 2975,
      contactInfo: parts.contactInfo,
      timestamp: '2025-06-01T09:30:00.000Z',
    })
  })

  it('copies its inputs rather than sharing them', () => {
    const body = buildBoutiqueQuotePayload(parts)
    expect(body.basePackage).not.toBe(parts.basePackage)
    expect(body.selectedFeatures[0]).not.toBe(parts.selectedFeatures[0])
  })

  it('builds a body the API accepts', () => {
    const body = buildBoutiqueQuotePayload(parts)
    expect(BoutiqueQuoteRequestSchema.parse(body)).toEqual(body)
  })

  it('may carry the visit’s campaign, checked as the contact form’s (decision 037)', () => {
    const body = buildBoutiqueQuotePayload(parts)
    const attribution = { utmSource: 'newsletter', utmCampaign: 'spring-roofs' }
    const parsed = BoutiqueQuoteRequestSchema.parse({ ...body, attribution })
    expect(parsed.attribution).toMatchObject(attribution)
    const forged = { ...body, attribution: { utmCampaign: 'spring\nForged: line' } }
    expect(BoutiqueQuoteRequestSchema.safeParse(forged).success).toBe(false)
    const huge = { ...body, attribution: { utmCampaign: 'x'.repeat(5000) } }
    expect(BoutiqueQuoteRequestSchema.safeParse(huge).success).toBe(false)
  })
})
