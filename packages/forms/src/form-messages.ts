import { DEFAULT_ERROR_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from './messages'

// Apart from messages.ts, so a page whose forms do not use these does not bundle them.

/** A toast: a short title and a sentence. */
export interface ToastMessage {
  readonly title: string
  readonly description: string
}

/**
 * Messages of every form, by form. `submitting` is the button label while sending.
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
  /** The newsletter block of the insights pages. */
  newsletter: {
    submitting: 'Sending...',
    success: 'Thanks for subscribing! Check your inbox to confirm your subscription.',
    error: 'Sorry, there was an error with your subscription. Please try again.',
  },
  /** The `newsletter` data-form (lead), where a page uses it instead of the block. */
  newsletterDataForm: {
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
  /** The boutique pricing calculator (step 4, then the step 5 success screen). */
  boutiqueQuote: {
    submitting: 'Sending Quote...',
    success: {
      title: 'Quote Sent Successfully!',
      description: "We'll be in touch within 24 hours with a detailed proposal.",
    },
    error: 'There was an error submitting your quote. Please try again.',
  },
  /** The one-page website page's enquiry form. */
  onePage: {
    submitting: 'Submitting...',
    success: { title: 'Thank You!', description: DEFAULT_SUCCESS_MESSAGE },
    error: 'There was an error submitting your form. Please try again.',
  },
  /** The £495 offer page's enquiry form. */
  offer495: {
    submitting: 'Submitting...',
    success: { title: 'Thank You!', description: DEFAULT_SUCCESS_MESSAGE },
    error: 'There was an error submitting your form. Please try again.',
  },
  /** The free website request form (toasts). */
  freeWebsite: {
    submitting: 'Submitting...',
    missing: { title: 'Missing Information', description: 'Please fill in all required fields' },
    success: {
      title: 'Request Submitted!',
      description: "We'll start working on your free website and be in touch within 24 hours.",
    },
    error: { title: 'Submission Failed', description: 'Please try again or contact us directly.' },
  },
  /** The home page consultation form (toast). */
  consultation: {
    submitting: 'Sending...',
    success: {
      title: 'Consultation Request Received',
      description: "We'll get back to you within 24-48 hours to schedule your free consultation.",
    },
    error: { title: 'Error', description: DEFAULT_ERROR_MESSAGE },
  },
  /** The contact page's "Get Your Free Quote" form (panel on success, alert on failure). */
  contactPage: {
    submitting: 'Sending...',
    success: {
      title: 'Thank You!',
      description: "We've received your enquiry and will be in touch within 24 hours.",
    },
    error: 'There was an error submitting your enquiry. Please try again.',
  },
  /** The referral form (toasts, then the thank-you panel with the referral code). */
  referral: {
    submitting: 'Submitting...',
    success: {
      title: 'Referral Submitted!',
      description: "Thank you for your referral. We'll contact them soon.",
    },
    error: {
      title: 'Error',
      description: 'There was a problem submitting your referral. Please try again.',
    },
  },
  /** The Premium Growth inquiry form (toasts). */
  premium: {
    submitting: 'Submitting...',
    success: {
      title: 'Premium Package Inquiry Received!',
      description: "We'll contact you within 24 hours to discuss your requirements.",
    },
    error: {
      title: 'Error',
      description: 'There was a problem submitting your inquiry. Please try again.',
    },
  },
  /** The Launch package sign-up form. */
  launch: {
    submitting: 'Sending...',
    success: DEFAULT_SUCCESS_MESSAGE,
    error: DEFAULT_ERROR_MESSAGE,
  },
  /** The Momentum package sign-up form. */
  momentum: {
    submitting: 'Sending...',
    success: DEFAULT_SUCCESS_MESSAGE,
    error: DEFAULT_ERROR_MESSAGE,
  },
  /** The Dominance package sign-up form. */
  dominance: {
    submitting: 'Sending...',
    success: DEFAULT_SUCCESS_MESSAGE,
    error: DEFAULT_ERROR_MESSAGE,
  },
  /** The 150th-client celebration offer claim form. */
  specialOfferClaim: {
    submitting: 'Sending...',
    success: DEFAULT_SUCCESS_MESSAGE,
    error: DEFAULT_ERROR_MESSAGE,
  },
  /** The CRM free-trial form. */
  crmTrial: {
    submitting: 'Sending...',
    success: DEFAULT_SUCCESS_MESSAGE,
    error: DEFAULT_ERROR_MESSAGE,
  },
} as const

/** A form that has messages in {@link FORM_MESSAGES}. */
export type FormMessageKey = keyof typeof FORM_MESSAGES
