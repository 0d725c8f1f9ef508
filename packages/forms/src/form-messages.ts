// Apart from messages.ts, so a page whose forms do not use these does not bundle them.

/**
 * Messages of the six data-form lead forms (spec 000 §8: contact, quote, package, special offer,
 * newsletter, SEO analysis), for any site that sends them with this package's lead client.
 * `submitting` is the button label while sending. A page's own form texts (toasts, panels) are
 * that page's copy and live in `@hard-hat/content`.
 * @example FORM_MESSAGES.contact.error // 'Sorry, there was an error. Please try again or call us directly.'
 */
export const FORM_MESSAGES = {
  /** The `contact` data-form (lead). */
  contact: {
    submitting: 'Sending...',
    success: 'Thank you! Your message has been sent to our team.',
    error: 'Sorry, there was an error. Please try again or call us directly.',
  },
  /** The `quote` data-form (lead). */
  quote: {
    submitting: 'Sending...',
    success: "Thank you! Your quote request has been submitted. We'll contact you within 24 hours.",
    error: 'Sorry, there was an error submitting your request. Please try again.',
  },
  /** The `package_inquiry` data-form (lead). */
  packageInquiry: {
    submitting: 'Sending...',
    success:
      "Thank you! Your package inquiry has been submitted. We'll contact you within 24 hours.",
    error: 'Sorry, there was an error submitting your inquiry. Please try again.',
  },
  /** The `special_offer` data-form (lead). */
  specialOffer: {
    submitting: 'Sending...',
    success:
      "Thank you! Your celebration offer has been secured. We'll contact you within 24 hours to get started.",
    error: 'Sorry, there was an error securing your offer. Please try again or call us directly.',
  },
  /** The `newsletter` data-form (lead). */
  newsletter: {
    submitting: 'Sending...',
    success: "Thank you for subscribing! You'll receive our latest updates.",
    error: 'Sorry, there was an error with your subscription. Please try again.',
  },
  /** The `seo_analysis` data-form (lead). */
  seoAnalysis: {
    submitting: 'Sending...',
    success:
      "Thank you! Your free SEO analysis request has been submitted. We'll send your report within 48 hours.",
    error: 'Sorry, there was an error submitting your request. Please try again.',
  },
} as const

/** A form that has messages in {@link FORM_MESSAGES}. */
export type FormMessageKey = keyof typeof FORM_MESSAGES
