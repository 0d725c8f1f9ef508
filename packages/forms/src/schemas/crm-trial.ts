import { z } from 'zod'
import { EmailSchema, requiredChoice, requiredText, UkPhoneSchema } from '../fields'
import { BUSINESS_TYPE_OPTIONS } from '../options'

/** The CRM free-trial form: every field is required. */
export const CrmTrialSchema = z.object({
  firstName: requiredText('Enter your first name', { label: 'first name' }),
  lastName: requiredText('Enter your last name', { label: 'last name' }),
  email: EmailSchema,
  company: requiredText('Enter your company name', { label: 'company name' }),
  phone: UkPhoneSchema,
  businessType: requiredChoice(BUSINESS_TYPE_OPTIONS, 'Select your type of business'),
})

/** A valid CRM trial request. */
export type CrmTrialInput = z.infer<typeof CrmTrialSchema>
