import * as z from 'zod/mini'
import { fieldsSchemaOf, withFieldSchemas } from '../../define-form'
import { ENQUIRY_FORM_TYPES, ENQUIRY_PRIORITIES, ENQUIRY_SOURCES } from '../../enquiry-types'
import { optionalText, requiredText } from '../../fields'
import { MAX_COMPOSED_TEXT_LENGTH, OptionalMetaSchema } from '../../submission-meta'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { CONTACT_FIELDS } from './fields'

/** The contact form's fields with their own schemas: the definition and the wire schema share them. */
export const contactFields = /* @__PURE__ */ withFieldSchemas(CONTACT_FIELDS, {
  ...EMAIL_AND_PHONE_SCHEMAS,
  // Typed with the url keyboard, but any text is taken: the specification checks no format here.
  currentWebsite: optionalText({ label: 'current website' }),
})

const values = /* @__PURE__ */ fieldsSchemaOf(contactFields)

/** A valid contact page form. */
export type ContactInput = z.infer<typeof values>

/** The contact form's hidden attribution fields, sent only when the integration script filled one. */
export const AttributionSchema = /* @__PURE__ */ z.pick(values, {
  referralSource: true,
  referralUserId: true,
  packageType: true,
  expectedReward: true,
  sourceWebsite: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
})

/** Contact attribution (referral and campaign fields). */
export type Attribution = z.infer<typeof AttributionSchema>

/** Body of the contact page's enquiry ("General Contact Enquiry"). */
export const ContactEnquiryRequestSchema = /* @__PURE__ */ z.object({
  formType: z.literal(ENQUIRY_FORM_TYPES.contact),
  source: z.literal(ENQUIRY_SOURCES.contact),
  firstName: values.shape.firstName,
  lastName: values.shape.lastName,
  email: values.shape.email,
  phone: values.shape.phone,
  businessName: values.shape.companyName,
  currentWebsite: values.shape.currentWebsite,
  priority: z.literal(ENQUIRY_PRIORITIES.contact),
  requirements: requiredText('Tell us about your project', {
    label: 'requirements',
    multiline: true,
    maxLength: MAX_COMPOSED_TEXT_LENGTH,
  }),
  attribution: z.optional(AttributionSchema),
  meta: OptionalMetaSchema,
})

/** Body of a contact page enquiry. */
export type ContactEnquiryRequest = z.infer<typeof ContactEnquiryRequestSchema>
