// Plain constants, no zod: a page renders its form's action and hidden fields without loading the
// schemas, so the prerendered HTML is a form that works before (and without) its scripts.

/** Name of the hidden field that says which form a native (urlencoded) post comes from. */
export const FORM_ID_FIELD = 'formId'

/**
 * Name of the hidden field carrying a native post's idempotency key. The prerendered page leaves
 * it empty (one static page cannot hold a key per visitor); the API then derives the key from the
 * form, the fields and the sender, so a double click still stores one lead.
 */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey'

/** Every form the site renders, by id, with the API route its prerendered HTML posts to. */
export const FORM_ACTIONS = {
  contact: '/api/submit-enquiry',
  'one-page': '/api/submit-enquiry',
  'offer-495': '/api/submit-enquiry',
  /** The £495 page once its offer has ended: a one-page enquiry at the regular price. */
  'offer-495-ended': '/api/submit-enquiry',
  'free-website': '/api/submit-enquiry',
  referral: '/api/submit-enquiry',
  consultation: '/api/leads',
  premium: '/api/leads',
  launch: '/api/leads',
  momentum: '/api/leads',
  dominance: '/api/leads',
  special_offer_claim: '/api/leads',
  crm_trial: '/api/leads',
  newsletter: '/api/leads',
} as const

/** The route a site form posts to. */
export type FormAction = (typeof FORM_ACTIONS)[FormId]

/** The id of a form the site renders (its hidden `formId`). */
export type FormId = keyof typeof FORM_ACTIONS

/** Every form id. */
export const FORM_IDS = Object.keys(FORM_ACTIONS) as [FormId, ...FormId[]]

/** True when `value` names a form the site renders. */
export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(FORM_ACTIONS, value)
}
