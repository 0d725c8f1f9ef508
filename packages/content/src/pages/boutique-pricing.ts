import { hardHatGroups, VAT_RATE_PERCENT } from '@hard-hat/pricing'

const [functionality, content] = hardHatGroups

import { RESPONSE_PROMISES, VAT_NOTE } from '../site'

/** The number of steps before the confirmation screen. */
export const QUOTE_STEP_COUNT = 4

/**
 * The progress label of a calculator step.
 * @example quoteStepLabel(2) // "Step 2 of 4"
 */
export function quoteStepLabel(step: number): string {
  return `Step ${step} of ${QUOTE_STEP_COUNT}`
}

/** The progress bar's width for a step, as a percentage (step divided by 4). */
export function quoteProgressPercent(step: number): number {
  return (Math.min(Math.max(step, 0), QUOTE_STEP_COUNT) / QUOTE_STEP_COUNT) * 100
}

/**
 * All copy of the boutique pricing calculator, also used where it is embedded on the website
 * design page. Prices come from @hard-hat/pricing.
 * @example BOUTIQUE_PRICING_PAGE.steps[1].title // "Functionality Features"
 */
export const BOUTIQUE_PRICING_PAGE = {
  hero: {
    heading: 'Build Your Website Quote',
    intro:
      'Choose a base package, add the features your business needs and send us your quote. You will see the price change as you go.',
  },
  runningTotal: 'Running total',
  /** While the builder's code arrives after a package was chosen (it is fetched on first use). */
  stepLoading: 'Loading the next step…',
  stepLoadFailed: 'The next step could not load. Check your connection.',
  /** Shown until the page's scripts run: steps 2–5 are built in the browser. */
  needsScripts: {
    text: 'Choosing features and sending a quote here needs JavaScript, which has not loaded yet. If it does not load, tell us about your project through our',
    linkLabel: 'contact form',
    href: '/contact',
  },
  steps: [
    { step: 1, title: 'Choose Your Base Package', intro: 'Pick the size of website you need.' },
    {
      step: 2,
      title: functionality.title,
      intro: 'Tools that save you time and bring in work.',
    },
    {
      step: 3,
      title: content.title,
      intro: 'Extras that help your site rank, build trust and stay in good shape.',
    },
    {
      step: 4,
      title: 'Your Quote Summary',
      intro: 'Check your choices and tell us where to send your quote.',
    },
  ],
  mostPopular: 'Most Popular',
  selected: 'Selected',
  choosePackage: 'Choose this package',
  /** How many pages a base package has, in words. */
  pagesLabel: (pages: number | 'unlimited'): string =>
    pages === 'unlimited' ? 'Unlimited pages' : `${pages} pages`,
  buttons: {
    continue: 'Continue',
    back: 'Back',
    submit: 'Send My Quote',
    submitting: 'Sending Quote...',
    retry: 'Try again',
  },
  summary: {
    basePackage: 'Base package',
    features: 'Selected features',
    noFeatures: 'No extra features selected',
    totalExVat: 'Total excluding VAT',
    vat: `VAT at ${VAT_RATE_PERCENT}%`,
    totalIncVat: 'Total including VAT',
    vatNote: VAT_NOTE,
  },
  contactForm: {
    heading: 'Your Details',
    requiredNote: 'Fields marked * are required.',
    fields: {
      firstName: { label: 'First Name' },
      lastName: { label: 'Last Name' },
      email: { label: 'Email Address' },
      phone: { label: 'Phone Number' },
      companyName: { label: 'Company Name' },
      projectDetails: {
        label: 'Project Details',
        placeholder: 'Tell us more about your project...',
        rows: 4,
      },
    },
  },
  success: {
    heading: 'Quote Sent Successfully!',
    text: `Thank you. We will be in touch ${RESPONSE_PROMISES.enquiry} with a detailed proposal for your website.`,
    totalLabel: 'Your quote total',
    links: [
      { label: 'Schedule a Consultation', href: '/contact' },
      { label: 'Return to Homepage', href: '/' },
    ],
  },
  error: 'There was an error submitting your quote. Please try again.',
} as const
