import { z } from 'zod'
import { EmailSchema, optionalText, requiredText, UkPhoneSchema } from '../fields'

/** Boutique calculator step 4 contact form: everything but the project details is required. */
export const QuoteContactSchema = z.object({
  firstName: requiredText('Enter your first name', { label: 'first name' }),
  lastName: requiredText('Enter your last name', { label: 'last name' }),
  email: EmailSchema,
  phone: UkPhoneSchema,
  companyName: requiredText('Enter your company name', { label: 'company name' }),
  projectDetails: optionalText({ label: 'project details', multiline: true }),
})

/** Valid contact details for a boutique quote. */
export type QuoteContactInput = z.infer<typeof QuoteContactSchema>
