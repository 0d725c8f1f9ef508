import * as z from 'zod/mini'
import { fieldsSchemaOf, withFieldSchemas } from '../../define-form'
import { ENQUIRY_FORM_TYPES, ENQUIRY_SOURCES } from '../../enquiry-types'
import { requiredText } from '../../fields'
import { MAX_COMPOSED_TEXT_LENGTH, OptionalMetaSchema } from '../../submission-meta'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { FREE_WEBSITE_FIELDS } from './fields'

/** The free website form's fields with their own schemas: the definition and the wire schema share them. */
export const freeWebsiteFields = /* @__PURE__ */ withFieldSchemas(
  FREE_WEBSITE_FIELDS,
  EMAIL_AND_PHONE_SCHEMAS,
)

const values = /* @__PURE__ */ fieldsSchemaOf(freeWebsiteFields)

/** A valid free website request. */
export type FreeWebsiteInput = z.infer<typeof values>

/** Body of the free website request: the form's fields plus a combined message and additionalData. */
export const FreeWebsiteEnquiryRequestSchema = /* @__PURE__ */ z.extend(values, {
  formType: z.literal(ENQUIRY_FORM_TYPES.freeWebsite),
  source: z.literal(ENQUIRY_SOURCES.freeWebsite),
  message: requiredText('Enter a message', {
    label: 'message',
    multiline: true,
    maxLength: MAX_COMPOSED_TEXT_LENGTH,
  }),
  additionalData: z.pick(values, { websiteGoal: true, mainServices: true }),
  meta: OptionalMetaSchema,
})

/** Body of a free website request. */
export type FreeWebsiteEnquiryRequest = z.infer<typeof FreeWebsiteEnquiryRequestSchema>
