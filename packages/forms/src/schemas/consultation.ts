import { z } from 'zod'
import { EmailSchema, optionalText, requiredText, UkPhoneSchema } from '../fields'

/** Home page consultation request: name, email and phone required; business and message optional. */
export const ConsultationSchema = z.object({
  name: requiredText('Enter your name', { label: 'name' }),
  email: EmailSchema,
  phone: UkPhoneSchema,
  business: optionalText({ label: 'business name' }),
  message: optionalText({ label: 'message', multiline: true }),
})

/** A valid home page consultation request. */
export type ConsultationInput = z.infer<typeof ConsultationSchema>
