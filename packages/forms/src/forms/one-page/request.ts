import * as z from 'zod/mini'
import { fieldsSchemaOf, withFieldSchemas } from '../../define-form'
import { ENQUIRY_FORM_TYPES, ENQUIRY_SOURCES } from '../../enquiry-types'
import { OptionalMetaSchema } from '../../submission-meta'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { ONE_PAGE_FIELDS } from './fields'

/** The one-page enquiry's fields with their own schemas: the definitions and the wire schemas share them. */
export const onePageFields = /* @__PURE__ */ withFieldSchemas(
  ONE_PAGE_FIELDS,
  EMAIL_AND_PHONE_SCHEMAS,
)

const values = /* @__PURE__ */ fieldsSchemaOf(onePageFields)

/** A valid one-page or offer enquiry. */
export type OnePageEnquiryInput = z.infer<typeof values>

/**
 * Body of a one-page website enquiry: the form's fields, formType and source. It comes from the
 * one-page website page, or from the £495 offer page once the offer has ended (its landing source
 * tells the agency the visitor came from the offer: P-ended-offer-takes-enquiries).
 */
export const OnePageEnquiryRequestSchema = /* @__PURE__ */ z.extend(values, {
  formType: z.literal(ENQUIRY_FORM_TYPES.onePage),
  source: z.enum([ENQUIRY_SOURCES.onePage, ENQUIRY_SOURCES.offer495]),
  meta: OptionalMetaSchema,
})

/** Body of the £495 offer page's enquiry: the same fields with the offer's formType and source. */
export const Offer495EnquiryRequestSchema = /* @__PURE__ */ z.extend(values, {
  formType: z.literal(ENQUIRY_FORM_TYPES.offer495),
  source: z.literal(ENQUIRY_SOURCES.offer495),
  meta: OptionalMetaSchema,
})

/** Body of a one-page or £495 offer enquiry. */
export type OnePageEnquiryRequest =
  | z.infer<typeof OnePageEnquiryRequestSchema>
  | z.infer<typeof Offer495EnquiryRequestSchema>
