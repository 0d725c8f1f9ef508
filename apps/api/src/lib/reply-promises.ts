import { RESPONSE_PROMISES } from '@hard-hat/content'
import { ENQUIRY_FORM_TYPES, type EnquiryFormType, type LeadFormType } from '@hard-hat/forms'
import { OFFICE_HOURS, replyByMs, type WorkingHours } from './working-hours.js'

/** The promises the site makes, by name, as the content words them. */
export type ReplyPromise = 'enquiry' | 'consultation' | 'seoReport'

/** Every form type a lead is stored under. */
export type StoredFormType = EnquiryFormType | LeadFormType | 'boutique_quote'

/**
 * Which reply each form promises, by the form type its leads are stored under: null for a form
 * that promises none (the newsletter). Typed over every form type, so a new form cannot be added
 * without saying what it promises. The hours and words are the content's RESPONSE_PROMISES.
 */
export const REPLY_PROMISE_OF = {
  [ENQUIRY_FORM_TYPES.onePage]: 'enquiry',
  [ENQUIRY_FORM_TYPES.offer495]: 'enquiry',
  [ENQUIRY_FORM_TYPES.freeWebsite]: 'enquiry',
  [ENQUIRY_FORM_TYPES.contact]: 'enquiry',
  [ENQUIRY_FORM_TYPES.referral]: 'enquiry',
  boutique_quote: 'enquiry',
  contact: 'enquiry',
  quote: 'enquiry',
  package_inquiry: 'enquiry',
  special_offer: 'enquiry',
  special_offer_claim: 'enquiry',
  premium: 'enquiry',
  launch: 'enquiry',
  momentum: 'enquiry',
  dominance: 'enquiry',
  crm_trial: 'enquiry',
  consultation: 'consultation',
  seo_analysis: 'seoReport',
  newsletter: null,
} as const satisfies Record<StoredFormType, ReplyPromise | null>

/**
 * The hours each promise gives the agency: a range ("24-48 hours") is kept by its far end, the
 * last moment the promise still holds (decision 019).
 */
export const PROMISED_HOURS: Record<ReplyPromise, number> = {
  enquiry: RESPONSE_PROMISES.enquiryHours,
  consultation: RESPONSE_PROMISES.consultationHours.to,
  seoReport: RESPONSE_PROMISES.seoReportHours,
}

/** The promise a stored form type makes, or null (no promise, or a form type this release does not know). */
export function replyPromiseOf(formType: string): ReplyPromise | null {
  return Object.hasOwn(REPLY_PROMISE_OF, formType)
    ? REPLY_PROMISE_OF[formType as StoredFormType]
    : null
}

/** When a lead of this form type, received then, must be answered; null when the form promises no reply. */
export function replyByOf(
  formType: string,
  receivedAtMs: number,
  hours: WorkingHours = OFFICE_HOURS,
): number | null {
  const promise = replyPromiseOf(formType)
  return promise === null ? null : replyByMs(receivedAtMs, PROMISED_HOURS[promise], hours)
}
