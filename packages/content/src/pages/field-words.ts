import type { FormFieldWords } from '../types'

/** The words of the name, email and phone fields that most package and offer forms share. */
export const PERSON_FIELD_WORDS = {
  name: { label: 'Full Name' },
  email: { label: 'Email Address' },
  phone: { label: 'Phone Number' },
} as const satisfies FormFieldWords
