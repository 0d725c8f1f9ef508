import type * as z from 'zod/mini'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { aboutForm } from '../about'
import { leadForm } from '../lead-form'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { CONSULTATION_FIELDS, CONSULTATION_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(CONSULTATION_FIELDS, EMAIL_AND_PHONE_SCHEMAS)

/** The home page consultation request (a `consultation` lead). */
export const consultationForm = /* @__PURE__ */ aboutForm(leadForm(CONSULTATION_FORM, fields), {
  formType: 'consultation',
  replyPromise: 'consultation',
  requestName: 'your consultation request',
  page: '/',
})

/** Home page consultation request: name, email and phone required; business and message optional. */
export const ConsultationSchema: FormSchema<typeof fields> = consultationForm.schema

/** A valid home page consultation request. */
export type ConsultationInput = z.infer<typeof ConsultationSchema>
