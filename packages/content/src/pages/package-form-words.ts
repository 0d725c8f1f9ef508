import { MARKETING_PACKAGES } from '@hard-hat/pricing'
import { RESPONSE_PROMISES } from '../site'
import type { FormFieldWords } from '../types'

// Apart from the package pages' copy: the offer pages use these words without the rest of it
// (decision 053).

/** The name, email and phone fields' words, which the package and offer forms share. */
export const PERSON_FIELD_WORDS = {
  name: { label: 'Full Name' },
  email: { label: 'Email Address' },
  phone: { label: 'Phone Number' },
} as const satisfies FormFieldWords

/** The package forms' field words: the shared person fields, the company and the website. */
const commonFields = {
  ...PERSON_FIELD_WORDS,
  company: { label: 'Company Name' },
  website: { label: 'Current Website (optional)' },
} as const satisfies FormFieldWords

/** A package page's form: its texts for the package, its common fields, then `fields`. */
export const packageForm = (packageName: string, fields: FormFieldWords) =>
  ({
    anchor: 'signup-form',
    heading: `Get Started with ${packageName}`,
    intro: `Fill in your details and we will contact you ${RESPONSE_PROMISES.enquiry} to get things moving.`,
    submit: `Start My ${packageName} Package`,
    submitting: 'Submitting...',
    privacyNote: 'We use your details only to reply about this package. See our privacy policy.',
    privacyLink: { label: 'privacy policy', href: '/privacy' },
    success: `Thank you! Your ${packageName} package inquiry has been submitted. We'll contact you ${RESPONSE_PROMISES.enquiry}.`,
    fields: { ...commonFields, ...fields },
  }) as const

/**
 * The Launch package page's form (`LAUNCH_PAGE.form`), which the special offer page takes its
 * enquiries with once the offer has ended.
 */
export const LAUNCH_PAGE_FORM = packageForm(MARKETING_PACKAGES.launch.name, {
  message: { label: 'Tell us about your business' },
})
