import type { z } from 'zod'
import { defineForm, type FormSchema, withFieldSchemas } from '../../define-form'
import { buildOnePageEnquiry, type OnePageVariant } from '../../payloads/one-page'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { OFFER_495_ENDED_FORM, OFFER_495_FORM, ONE_PAGE_FIELDS, ONE_PAGE_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(ONE_PAGE_FIELDS, EMAIL_AND_PHONE_SCHEMAS)

const enquiry = <const Id extends OnePageVariant>(layout: { id: Id; action: string | undefined }) =>
  defineForm({
    id: layout.id,
    action: layout.action,
    fields,
    toBody: (data) => buildOnePageEnquiry(data, layout.id),
  })

/** The one-page website enquiry. */
export const onePageForm = /* @__PURE__ */ enquiry(ONE_PAGE_FORM)
/** The £495 offer's enquiry: the same fields, sent as the offer's. */
export const offer495Form = /* @__PURE__ */ enquiry(OFFER_495_FORM)
/** The £495 offer page's enquiry once the offer has ended. */
export const offer495EndedForm = /* @__PURE__ */ enquiry(OFFER_495_ENDED_FORM)

/** The enquiry form of the one-page website page and the £495 offer page. */
export const OnePageEnquirySchema: FormSchema<typeof fields> = onePageForm.schema

/** A valid one-page or offer enquiry. */
export type OnePageEnquiryInput = z.infer<typeof OnePageEnquirySchema>
