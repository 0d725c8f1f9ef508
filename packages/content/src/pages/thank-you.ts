import { RESPONSE_PROMISES, SITE } from '../site'

/**
 * All copy of the thank-you page (/thank-you), shown after an enquiry.
 * @example THANK_YOU_PAGE.nextSteps.items.length // 3
 */
export const THANK_YOU_PAGE = {
  hero: {
    heading: 'Thank You for Your Enquiry',
    text: `We have received your details and a member of our team will contact you ${RESPONSE_PROMISES.enquiry}.`,
  },
  nextSteps: {
    heading: 'What Happens Next',
    items: [
      {
        step: 1,
        title: 'Review and Analysis',
        description:
          'We look at your enquiry, your current website and your local competitors, so we come to the call prepared.',
      },
      {
        step: 2,
        title: 'Personal Consultation Call',
        description: `One of our specialists calls you ${RESPONSE_PROMISES.enquiry} to talk through your goals and answer your questions.`,
      },
      {
        step: 3,
        title: 'Custom Proposal',
        description:
          'We send you a clear, fixed-price proposal tailored to your business. No obligation and no pressure.',
      },
    ],
  },
  urgent: {
    heading: 'Need to Speak to Us Sooner?',
    text: `Call us ${SITE.openingHours.display} or send us an email.`,
    phone: { label: `Call ${SITE.phone.display}`, href: SITE.phone.href },
    email: { label: `Email ${SITE.email.address}`, href: SITE.email.href },
  },
  links: [
    { label: 'Back to Home', href: '/' },
    { label: 'View Our Portfolio', href: '/portfolio' },
  ],
} as const
