import { ENQUIRY_FORM_TYPES, ENQUIRY_SOURCES } from '../../enquiry-types'
import type { FreeWebsiteEnquiryRequest, FreeWebsiteInput } from './request'

/**
 * Builds the /api/submit-enquiry body of the free website request: the seven fields, a message
 * combining the goal and the services, and additionalData {websiteGoal, mainServices}.
 */
export function buildFreeWebsiteEnquiry(input: FreeWebsiteInput): FreeWebsiteEnquiryRequest {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    companyName: input.companyName,
    websiteGoal: input.websiteGoal,
    mainServices: input.mainServices,
    formType: ENQUIRY_FORM_TYPES.freeWebsite,
    source: ENQUIRY_SOURCES.freeWebsite,
    message: `Website goal: ${input.websiteGoal}\n\nMain services: ${input.mainServices}`,
    additionalData: { websiteGoal: input.websiteGoal, mainServices: input.mainServices },
  }
}
