import { EmailSchema, OptionalUrlSchema, requiredText, UkPhoneSchema } from '../fields'

/** Fields every package sign-up form shares: name, email, phone and company required, website optional. */
export const packageSignupFields = {
  name: requiredText('Enter your name', { label: 'name' }),
  email: EmailSchema,
  phone: UkPhoneSchema,
  company: requiredText('Enter your company name', { label: 'company name' }),
  website: OptionalUrlSchema,
}
