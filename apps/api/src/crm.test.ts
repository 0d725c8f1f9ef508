import {
  BoutiqueQuoteRequestSchema,
  CrmLeadSchema,
  EnquiryRequestSchema,
  MAX_LONG_TEXT_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from '@hard-hat/forms'
import { describe, expect, it } from 'vitest'
import { leadOfBoutiqueQuote, leadOfEnquiry } from './crm.js'
import { clipText } from './lib/storable-text.js'
import { boutiqueQuote, ENQUIRY_BODIES } from './test/bodies.js'

describe('the CRM lead of an enquiry or a quote', () => {
  it('reads back as the CRM lead it was built as, for every enquiry form', () => {
    for (const body of Object.values(ENQUIRY_BODIES)) {
      const lead = leadOfEnquiry(EnquiryRequestSchema.parse(body))
      expect(CrmLeadSchema.parse(JSON.parse(JSON.stringify(lead)))).toEqual(lead)
    }
  })

  it('fits the longest names and texts the forms take into the lead, losing nothing', () => {
    const requirements = `${'Loft conversions. '.repeat(600)}🏗️`
    const enquiry = EnquiryRequestSchema.parse({
      ...ENQUIRY_BODIES.contact,
      firstName: 'F'.repeat(MAX_SHORT_TEXT_LENGTH),
      lastName: 'L'.repeat(MAX_SHORT_TEXT_LENGTH),
      requirements,
    })
    const lead = CrmLeadSchema.parse(leadOfEnquiry(enquiry))
    expect(lead.formData).toMatchObject({
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      requirements,
    })
    expect(lead.userName).toHaveLength(MAX_SHORT_TEXT_LENGTH)
    const quote = boutiqueQuote('three-page', ['jobQuoteCalculator'])
    const longQuote = BoutiqueQuoteRequestSchema.parse({
      ...quote,
      contactInfo: { ...quote.contactInfo, projectDetails: 'x'.repeat(MAX_LONG_TEXT_LENGTH) },
    })
    expect(CrmLeadSchema.safeParse(leadOfBoutiqueQuote(longQuote)).success).toBe(true)
  })

  it('never cuts an emoji in half', () => {
    expect(clipText('ab😀', 3)).toBe('ab')
    expect(clipText('ab😀', 4)).toBe('ab😀')
    expect(clipText('abc', 5)).toBe('abc')
  })
})
