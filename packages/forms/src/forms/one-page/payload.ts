import { ENQUIRY_FORM_TYPES, ENQUIRY_SOURCES } from '../../enquiry-types'
import type { OnePageEnquiryInput, OnePageEnquiryRequest } from './request'

/**
 * Which page a one-page enquiry comes from: the £995 page, the £495 offer page while the offer
 * runs, or the £495 page after it ended (an enquiry at the regular price, from the offer's landing).
 */
export type OnePageVariant = 'one-page' | 'offer-495' | 'offer-495-ended'

const LABELS = {
  'one-page': { formType: ENQUIRY_FORM_TYPES.onePage, source: ENQUIRY_SOURCES.onePage },
  'offer-495': { formType: ENQUIRY_FORM_TYPES.offer495, source: ENQUIRY_SOURCES.offer495 },
  'offer-495-ended': { formType: ENQUIRY_FORM_TYPES.onePage, source: ENQUIRY_SOURCES.offer495 },
} as const satisfies Record<OnePageVariant, Pick<OnePageEnquiryRequest, 'formType' | 'source'>>

/**
 * Builds the /api/submit-enquiry body of the one-page website page or the £495 offer page.
 * @example buildOnePageEnquiry(values, 'offer-495').formType // '£495 One Page Website'
 */
export function buildOnePageEnquiry(
  input: OnePageEnquiryInput,
  variant: OnePageVariant,
): OnePageEnquiryRequest {
  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    businessName: input.businessName,
    currentWebsite: input.currentWebsite,
    priority: input.priority,
    requirements: input.requirements,
  }
  return { ...LABELS[variant], ...fields }
}
