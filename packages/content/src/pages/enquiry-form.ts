import { RESPONSE_PROMISES } from '../site'

/**
 * Labels of the enquiry form shared by the one-page and £495 offer pages, in a module of their own
 * so that an offer page loads them without the one-page page's copy. The select options
 * (currentWebsite, priority) are in @hard-hat/forms.
 */
export const ENQUIRY_FORM = {
  anchor: 'contact-form',
  fields: {
    firstName: { label: 'First Name', placeholder: 'Your first name' },
    lastName: { label: 'Last Name', placeholder: 'Your last name' },
    email: { label: 'Email Address', placeholder: 'you@example.com' },
    phone: { label: 'Phone Number', placeholder: '07700 900123' },
    businessName: { label: 'Business Name', placeholder: 'Your business name' },
    currentWebsite: {
      label: 'Do you currently have a website?',
      placeholder: 'Please select an option',
    },
    priority: {
      label: 'What is most important to you?',
      placeholder: 'Please select an option',
    },
    requirements: {
      label: 'Anything else we should know?',
      placeholder: 'Tell us about your business, the services you offer and the areas you cover',
    },
  },
  submitting: 'Submitting...',
  success: {
    heading: 'Thank You!',
    text: `We have received your enquiry and will be in touch ${RESPONSE_PROMISES.enquiry}.`,
  },
  error: 'There was an error submitting your form. Please try again.',
} as const
