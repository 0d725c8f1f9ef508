import type { z } from 'zod'
import { defineForm, type FormSchema, withFieldSchemas } from '../../define-form'
import { optionalText } from '../../fields'
import { buildContactEnquiry } from '../../payloads/contact'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { CONTACT_FIELDS, CONTACT_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(CONTACT_FIELDS, {
  ...EMAIL_AND_PHONE_SCHEMAS,
  // Typed with the url keyboard, but any text is taken: the specification checks no format here.
  currentWebsite: optionalText({ label: 'current website' }),
})

/** The contact page form ("Get Your Free Quote"), hidden attribution fields included. */
export const contactForm = /* @__PURE__ */ defineForm({
  id: CONTACT_FORM.id,
  action: CONTACT_FORM.action,
  fields,
  toBody: (data) => buildContactEnquiry(data),
  wireNames: { businessName: 'companyName', requirements: 'projectDetails' },
})

/** The contact page form's schema. */
export const ContactSchema: FormSchema<typeof fields> = contactForm.schema

/** A valid contact page form. */
export type ContactInput = z.infer<typeof ContactSchema>
