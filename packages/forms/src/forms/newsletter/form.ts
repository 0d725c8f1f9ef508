import * as z from 'zod/mini'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { EmailSchema, optionalText } from '../../fields'
import { aboutForm } from '../about'
import { leadForm } from '../lead-form'
import { NEWSLETTER_FIELDS, NEWSLETTER_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(NEWSLETTER_FIELDS, { email: EmailSchema })

/** The insights newsletter sign-up (a `newsletter` lead). */
export const newsletterForm = /* @__PURE__ */ aboutForm(leadForm(NEWSLETTER_FORM, fields), {
  formType: 'newsletter',
  replyPromise: null,
  requestName: 'your newsletter sign-up',
  page: '/insights',
})

/**
 * The `newsletter` lead's formData: the form's email address, and a name when another site's
 * sign-up asks for one (this site's form does not).
 */
export const NewsletterSchema = /* @__PURE__ */ z.extend(
  newsletterForm.schema as FormSchema<typeof fields>,
  {
    name: optionalText({ label: 'name' }),
  },
)

/** A valid newsletter sign-up. */
export type NewsletterInput = z.infer<typeof NewsletterSchema>
