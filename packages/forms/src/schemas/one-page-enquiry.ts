import { z } from 'zod'
import { EmailSchema, optionalText, requiredChoice, requiredText, UkPhoneSchema } from '../fields'
import { CURRENT_WEBSITE_OPTIONS, PRIORITY_OPTIONS } from '../options'

/** The enquiry form of the one-page website page and the £495 offer page. */
export const OnePageEnquirySchema = z.object({
  firstName: requiredText('Enter your first name', { label: 'first name' }),
  lastName: requiredText('Enter your last name', { label: 'last name' }),
  email: EmailSchema,
  phone: UkPhoneSchema,
  businessName: requiredText('Enter your business name', { label: 'business name' }),
  currentWebsite: requiredChoice(
    CURRENT_WEBSITE_OPTIONS,
    'Select whether you currently have a website',
  ),
  priority: requiredChoice(PRIORITY_OPTIONS, 'Select your main priority'),
  requirements: optionalText({ label: 'requirements', multiline: true }),
})

/** A valid one-page or offer enquiry. */
export type OnePageEnquiryInput = z.infer<typeof OnePageEnquirySchema>
