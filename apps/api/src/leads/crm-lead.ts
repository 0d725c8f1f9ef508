import {
  type BoutiqueQuoteRequest,
  buildLead,
  type CrmLead,
  type EnquiryRequest,
  type LeadRequest,
  MAX_LONG_TEXT_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from '@hard-hat/forms'
import { hardHatPricing, penceFromPounds } from '@hard-hat/pricing'
import { clipText } from '../lib/storable-text.js'
import type { SubmissionBody } from '../store/types.js'

/** The CRM's site id for leads from this site (P-placeholders). */
export const WEBSITE_SOURCE = 'hard-hat-website'

/**
 * The CRM lead of a stored body: the one mapping from what a visitor sent (as the endpoint that
 * received it parsed it) to what the outbox sends the CRM. Every route stores it through the
 * submissions repository, and the inbox builds it again from the stored body when a lead is
 * rescued from spam, so a lead looks the same to the CRM whichever way it arrives.
 * @example crmLeadOf({ kind: 'enquiry', payload: EnquiryRequestSchema.parse(body) }).formType // 'contact'
 */
export function crmLeadOf(body: SubmissionBody): CrmLead {
  switch (body.kind) {
    case 'enquiry':
      return leadOfEnquiry(body.payload)
    case 'boutique-quote':
      return leadOfBoutiqueQuote(body.payload)
    case 'lead':
      return leadOfLeadRequest(body.payload)
  }
}

function leadOfLeadRequest(request: LeadRequest): CrmLead {
  return buildLead<typeof request.formType>(request.formType, request.formData, {
    websiteSource: WEBSITE_SOURCE,
  })
}

// A lead's composed fields (a whole name, an enquiry's requirements as the message) must fit the
// form the CRM lead says it is; what is cut stays whole in the fields sent beside them.
const fullName = (firstName: string, lastName: string) =>
  clipText([firstName, lastName].filter(Boolean).join(' '), MAX_SHORT_TEXT_LENGTH)

/**
 * The CRM knows the data-form types only, so an enquiry goes as a `contact` lead whose formData
 * holds the contact fields plus the whole enquiry (its own formType and source included), so
 * nothing the visitor wrote is lost on the way.
 */
function leadOfEnquiry(enquiry: EnquiryRequest): CrmLead {
  const { meta: _meta, ...fields } = enquiry
  const message = 'requirements' in fields ? fields.requirements : fields.message
  const company = 'businessName' in fields ? fields.businessName : fields.companyName
  const formData = {
    ...fields,
    name: fullName(fields.firstName, fields.lastName),
    email: fields.email,
    phone: fields.phone,
    message: clipText(message, MAX_LONG_TEXT_LENGTH),
    company,
  }
  return buildLead('contact', formData, { websiteSource: WEBSITE_SOURCE })
}

/** A boutique quote goes as a `quote` lead carrying the whole priced quote. */
function leadOfBoutiqueQuote(quote: BoutiqueQuoteRequest): CrmLead {
  const { meta: _meta, ...fields } = quote
  const { contactInfo } = fields
  const features = fields.selectedFeatures.filter((feature) => feature.selected)
  const description = [
    contactInfo.projectDetails,
    `Features: ${features.map((feature) => feature.name).join(', ') || 'none'}`,
  ]
    .filter(Boolean)
    .join('\n\n')
  const formData = {
    ...fields,
    name: fullName(contactInfo.firstName, contactInfo.lastName),
    email: contactInfo.email,
    phone: contactInfo.phone,
    company: contactInfo.companyName,
    projectType: fields.basePackage.name,
    // The wire's total is in pounds; the catalogue formats its own pence, as the site shows them.
    budget: `${hardHatPricing.format(penceFromPounds(fields.total))} excluding VAT`,
    timeline: '',
    description: clipText(description, MAX_LONG_TEXT_LENGTH),
  }
  return buildLead('quote', formData, { websiteSource: WEBSITE_SOURCE })
}
