// The enquiry bodies' fixed values: plain constants, no zod, so the payload builders (which each
// form's definition uses) need not load the API contract (which loads the definitions).

/** The `formType` of each body POSTed to /api/submit-enquiry. The referral values are ours. */
export const ENQUIRY_FORM_TYPES = {
  onePage: 'One Page Website Enquiry',
  offer495: '£495 One Page Website',
  freeWebsite: 'Free Website Request',
  contact: 'General Contact Enquiry',
  referral: 'Referral Programme',
} as const

/** The `source` of each body POSTed to /api/submit-enquiry. The referral value is ours. */
export const ENQUIRY_SOURCES = {
  onePage: 'One Page Website Page',
  offer495: 'One Page Website Landing',
  freeWebsite: 'Free Website Page',
  contact: 'Contact Page',
  referral: 'Referrals Page',
} as const

/** The fixed `priority` of contact and referral enquiries (the referral value is ours). */
export const ENQUIRY_PRIORITIES = {
  contact: 'General Enquiry',
  referral: 'Referral',
} as const

/** An enquiry `formType` value. */
export type EnquiryFormType = (typeof ENQUIRY_FORM_TYPES)[keyof typeof ENQUIRY_FORM_TYPES]
