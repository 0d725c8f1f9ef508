import { z } from 'zod'
import { EmailSchema, requiredChoice, requiredText, UkPhoneSchema } from '../fields'
import { PRIORITY_OPTIONS } from '../options'

/** The free website request form: all seven fields are required. */
export const FreeWebsiteSchema = z.object({
  firstName: requiredText('Enter your first name', { label: 'first name' }),
  lastName: requiredText('Enter your last name', { label: 'last name' }),
  email: EmailSchema,
  phone: UkPhoneSchema,
  companyName: requiredText('Enter your company name', { label: 'company name' }),
  websiteGoal: requiredChoice(PRIORITY_OPTIONS, 'Select the main goal of your website'),
  mainServices: requiredText('Enter the main services you offer', {
    label: 'main services',
    multiline: true,
  }),
})

/** A valid free website request. */
export type FreeWebsiteInput = z.infer<typeof FreeWebsiteSchema>
