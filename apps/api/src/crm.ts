import {
  type BoutiqueQuoteRequest,
  buildLead,
  type CrmLead,
  type EnquiryRequest,
  type LeadFormData,
  type LeadRequest,
  sendLead,
} from '@hard-hat/forms'
import { type DeliveryOutcome, isTransientStatus, parseRetryAfter } from './lib/retry-schedule.js'

/** The CRM's site id for leads from this site (PRODUCT.md decision 8). */
export const WEBSITE_SOURCE = 'hard-hat-website'

/**
 * Sends one stored CRM lead body (the submission id is its idempotency key) and classifies the
 * answer: a 4xx other than 408/425/429 is the CRM refusing this lead or our key, which no retry
 * mends; anything else failing is worth retrying, no sooner than the CRM's Retry-After.
 */
export async function deliverLead(
  lead: unknown,
  options: {
    crmUrl: string
    apiKey: string
    timeoutMs: number
    idempotencyKey: string
    nowMs: number
    fetch?: typeof fetch
  },
): Promise<DeliveryOutcome> {
  const doFetch = options.fetch ?? globalThis.fetch
  let retryAfter: string | null = null
  const delivery = await sendLead(lead as CrmLead, {
    ...options,
    // The forms package's sender reports the status only; the header is read on the way past.
    fetch: async (input, init) => {
      const response = await doFetch(input, init)
      retryAfter = response.headers.get('retry-after')
      return response
    },
  })
  if (delivery.ok) return { ok: true }
  if (delivery.kind !== 'http') {
    return { ok: false, reason: `${delivery.kind}: ${delivery.message}`, isPermanent: false }
  }
  return {
    ok: false,
    reason: `HTTP ${delivery.status}`,
    isPermanent: !isTransientStatus(delivery.status),
    retryAfterMs: parseRetryAfter(retryAfter, options.nowMs),
  }
}

/** The CRM lead of a /api/leads body. */
export function leadOfLeadRequest(request: LeadRequest): CrmLead {
  return buildLead(request.formType, request.formData as LeadFormData<typeof request.formType>, {
    websiteSource: WEBSITE_SOURCE,
  })
}

/**
 * The CRM lead of an enquiry: the CRM knows the data-form types only, so an enquiry goes as a
 * `contact` lead whose formData holds the contact fields plus the whole enquiry (its own formType
 * and source included), so nothing the visitor wrote is lost on the way.
 */
export function leadOfEnquiry(enquiry: EnquiryRequest): CrmLead {
  const { meta: _meta, ...fields } = enquiry
  const message = 'requirements' in fields ? fields.requirements : fields.message
  const company = 'businessName' in fields ? fields.businessName : fields.companyName
  const formData = {
    ...fields,
    name: [fields.firstName, fields.lastName].filter(Boolean).join(' '),
    email: fields.email,
    phone: fields.phone,
    message,
    company,
  }
  return buildLead('contact', formData as LeadFormData<'contact'>, {
    websiteSource: WEBSITE_SOURCE,
  })
}

/** The CRM lead of a boutique quote: a `quote` lead carrying the whole priced quote. */
export function leadOfBoutiqueQuote(quote: BoutiqueQuoteRequest): CrmLead {
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
    name: `${contactInfo.firstName} ${contactInfo.lastName}`.trim(),
    email: contactInfo.email,
    phone: contactInfo.phone,
    company: contactInfo.companyName,
    projectType: fields.basePackage.name,
    budget: `£${fields.total.toLocaleString('en-GB')} excluding VAT`,
    timeline: '',
    description,
  }
  return buildLead('quote', formData as LeadFormData<'quote'>, { websiteSource: WEBSITE_SOURCE })
}
