import { ENQUIRY_FORM_TYPES, ENQUIRY_SOURCES, type OnePageEnquiryRequest } from '../api-contract'
import type { OnePageEnquiryInput } from '../schemas/one-page-enquiry'

/** Which page an one-page enquiry comes from: the £995 page or the £495 offer page. */
export type OnePageVariant = 'one-page' | 'offer-495'

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
  return variant === 'one-page'
    ? { formType: ENQUIRY_FORM_TYPES.onePage, source: ENQUIRY_SOURCES.onePage, ...fields }
    : { formType: ENQUIRY_FORM_TYPES.offer495, source: ENQUIRY_SOURCES.offer495, ...fields }
}
