import { RESPONSE_PROMISES, SITE } from '../site'

/** A link that opens a maps search for the office address (the page shows a map of it). */
export const OFFICE_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${SITE.brand}, ${SITE.addressLine}`)}`

/**
 * All copy of the contact page (/contact). Hours, phone and email come from `SITE` (P-one-source-of-truth:
 * Monday–Friday 09:00–17:30 here too). The FAQ is `CONTACT_FAQS`.
 * @example CONTACT_PAGE.hero.heading // "Get In Touch"
 */
export const CONTACT_PAGE = {
  hero: {
    heading: 'Get In Touch',
    intro: `Tell us about your business and what you need. We reply to every enquiry ${RESPONSE_PROMISES.enquiry}.`,
  },
  details: {
    heading: 'Contact Details',
    phone: { label: 'Phone', value: SITE.phone.display, href: SITE.phone.href },
    email: { label: 'Email', value: SITE.email.address, href: SITE.email.href },
    office: { label: 'Office', lines: SITE.addressLines.filter((line) => line !== '') },
    hours: { label: 'Office Hours', lines: SITE.openingHours.lines },
  },
  map: {
    heading: 'Find Our Office',
    text: `Our office is in ${SITE.address.addressLocality}, ${SITE.address.addressRegion}. Visits are by appointment, so please call ahead.`,
    title: `Map showing the ${SITE.brand} office in ${SITE.address.addressLocality}`,
    link: { label: 'Open in Google Maps', href: OFFICE_MAP_URL },
  },
  faq: { heading: 'Frequently Asked Questions' },
  form: {
    anchor: 'contact',
    heading: 'Get Your Free Quote',
    intro: 'Fill in the form and we will come back to you with a fixed, no-obligation quote.',
    requiredNote: 'Fields marked * are required.',
    fields: {
      firstName: { label: 'First Name' },
      lastName: { label: 'Last Name' },
      email: { label: 'Email Address' },
      phone: { label: 'Phone Number' },
      companyName: { label: 'Company Name' },
      projectDetails: {
        label: 'Project Details',
        placeholder: 'Tell us about your business and what you would like us to help with',
      },
      timeline: {
        label: 'When would you like to start?',
        placeholder: 'For example: as soon as possible, next month',
      },
      currentWebsite: {
        label: 'Current Website',
        placeholder: 'www.yourbusiness.co.uk (if you have one)',
      },
    },
    submit: 'Send Enquiry',
    submitting: 'Sending...',
    privacyNote:
      'We use your details only to reply to your enquiry; they are stored securely and passed to our team. See our privacy policy.',
    privacyLink: { label: 'privacy policy', href: '/privacy' },
    success: {
      heading: 'Thank You!',
      text: `We've received your enquiry and will be in touch ${RESPONSE_PROMISES.enquiry}.`,
    },
    error: 'There was an error submitting your enquiry. Please try again.',
  },
} as const
