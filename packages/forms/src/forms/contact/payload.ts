import { ATTRIBUTION_FIELDS } from '../../attribution'
import { ENQUIRY_FORM_TYPES, ENQUIRY_PRIORITIES, ENQUIRY_SOURCES } from '../../enquiry-types'
import type { Attribution, ContactEnquiryRequest, ContactInput } from './request'

/** Shown in the requirements when the visitor gave no timeline. */
export const NO_TIMELINE_TEXT = 'Not specified'

/**
 * Builds the /api/submit-enquiry body of the contact page: businessName from companyName,
 * requirements combining timeline and project details, and the hidden attribution fields when
 * the integration script filled any of them.
 */
export function buildContactEnquiry(input: ContactInput): ContactEnquiryRequest {
  const attribution = Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => [field, input[field]]),
  ) as Attribution
  const hasAttribution = ATTRIBUTION_FIELDS.some((field) => input[field] !== '')
  return {
    formType: ENQUIRY_FORM_TYPES.contact,
    source: ENQUIRY_SOURCES.contact,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    businessName: input.companyName,
    currentWebsite: input.currentWebsite,
    priority: ENQUIRY_PRIORITIES.contact,
    requirements: `Timeline: ${input.timeline || NO_TIMELINE_TEXT}\n\nProject details: ${input.projectDetails}`,
    ...(hasAttribution ? { attribution } : {}),
  }
}
