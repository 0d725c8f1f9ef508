import { z } from 'zod'
import { EmailSchema, optionalText } from '../fields'

/** The newsletter sign-up: an email address, and a name when the form asks for one. */
export const NewsletterSchema = z.object({
  email: EmailSchema,
  name: optionalText({ label: 'name' }),
})

/** A valid newsletter sign-up. */
export type NewsletterInput = z.infer<typeof NewsletterSchema>
