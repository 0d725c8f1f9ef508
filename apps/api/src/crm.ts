import {
  type BoutiqueQuoteRequest,
  buildLead,
  type CrmLead,
  type EnquiryRequest,
  type LeadRequest,
  MAX_LONG_TEXT_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  sendLead,
} from '@hard-hat/forms'
import { type DeliveryOutcome, isTransientStatus, parseRetryAfter } from './lib/retry-schedule.js'
import { clipText } from './lib/storable-text.js'

/** The CRM's site id for leads from this site (P-placeholders). */
export const WEBSITE_SOURCE = 'hard-hat-website'

/**
 * Sends one stored CRM lead body (the submission id is its idempotency key) and classifies the
 * answer: a 4xx other than 408/425/429 is the CRM refusing this lead or our key, which no retry
 * mends; anything else failing is worth retrying, no sooner than the CRM's Retry-After.
 */
export async function deliverLead(
  lead: CrmLead,
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
  const delivery = await sendLead(lead, {
    ...options,
    // The forms package's sender reports the status only; the header is read on the way past.
    // A redirect is never followed: it would carry the API key (and the lead) to wherever the
    // CRM's answer points. A 3xx is a failure of its own (P-crm-https-no-redirect).
    fetch: async (input, init) => {
      const response = await doFetch(input, { ...init, redirect: 'manual' })
      retryAfter = response.headers.get('retry-after')
      return response
    },
  })
  if (delivery.ok) return { ok: true }
  if (delivery.kind !== 'http') {
    return { ok: false, reason: `${delivery.kind}: ${delivery.message}`, isPermanent: false }
  }
  if (delivery.status >= 300 && delivery.status < 400) {
    // CRM_URL points at the wrong place (moved, or http:// answered by a redirect to https://):
    // no retry mends it, so the lead fails at once and the agency is alerted.
    return {
      ok: false,
      reason: `HTTP ${delivery.status}: the CRM answered with a redirect, not followed; fix CRM_URL`,
      isPermanent: true,
    }
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
  return buildLead<typeof request.formType>(request.formType, request.formData, {
    websiteSource: WEBSITE_SOURCE,
  })
}

// A lead's composed fields (a whole name, an enquiry's requirements as the message) must fit the
// form the CRM lead says it is; what is cut stays whole in the fields sent beside them.
const fullName = (firstName: string, lastName: string) =>
  clipText([firstName, lastName].filter(Boolean).join(' '), MAX_SHORT_TEXT_LENGTH)

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
    name: fullName(fields.firstName, fields.lastName),
    email: fields.email,
    phone: fields.phone,
    message: clipText(message, MAX_LONG_TEXT_LENGTH),
    company,
  }
  return buildLead('contact', formData, { websiteSource: WEBSITE_SOURCE })
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
    name: fullName(contactInfo.firstName, contactInfo.lastName),
    email: contactInfo.email,
    phone: contactInfo.phone,
    company: contactInfo.companyName,
    projectType: fields.basePackage.name,
    budget: `£${fields.total.toLocaleString('en-GB')} excluding VAT`,
    timeline: '',
    description: clipText(description, MAX_LONG_TEXT_LENGTH),
  }
  return buildLead('quote', formData, { websiteSource: WEBSITE_SOURCE })
}
