// Every user-facing message of the forms, verbatim from the specification's error catalogues
// (spec 000 §8, spec 001 §4 and §8). Alerts and inline texts are strings; toasts have a title
// and a description. Where the specification gives no text, P-every-form-submits applies.

/** Success text for forms the specification gives none for (P-every-form-submits). */
export const DEFAULT_SUCCESS_MESSAGE = "Thank you — we'll reply within 24 hours."

/** Failure text for forms the specification gives none for. */
export const DEFAULT_ERROR_MESSAGE =
  'Sorry, there was a problem sending your details. Please try again or call us directly.'

/** Title of the error summary shown above a form with errors (P-govuk-forms). */
export const ERROR_SUMMARY_TITLE = 'There is a problem'

/** Put before the page title while a form shows errors. */
export const ERROR_TITLE_PREFIX = 'Error: '

/** Shown when the site's API cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach our server. Check your connection and try again."

/** Message when the referrer has not confirmed their contact's permission (P-privacy-at-collection). */
export const REFERRAL_PERMISSION_MESSAGE = 'Confirm you have permission to share their details'

/** Shown beside the reference of a stored submission (P-receipt-for-every-lead). */
export const REFERENCE_LABEL = 'Your reference'

/**
 * Where the visitor's acknowledgement email went, said beside the reference on screen, with or
 * without scripts (P-every-lead-followed-through).
 * @example acknowledgementSentWords('jo@acme.co.uk') // "We've sent a confirmation to jo@acme.co.uk."
 */
export function acknowledgementSentWords(address: string): string {
  return `We've sent a confirmation to ${address}.`
}

/** The line under every form saying what happens to the data (P-privacy-at-collection). */
export const PRIVACY_NOTICE = {
  text: 'We use your details only to reply to this enquiry.',
  linkText: 'Read our privacy policy.',
  href: '/privacy',
} as const
