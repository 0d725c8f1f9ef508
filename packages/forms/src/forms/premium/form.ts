import type * as z from 'zod/mini'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { aboutForm } from '../about'
import { leadForm } from '../lead-form'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { PREMIUM_FIELDS, PREMIUM_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(PREMIUM_FIELDS, EMAIL_AND_PHONE_SCHEMAS)

/** The Premium Growth package inquiry (a `premium` lead). */
export const premiumForm = /* @__PURE__ */ aboutForm(leadForm(PREMIUM_FORM, fields), {
  formType: 'premium',
  replyPromise: 'enquiry',
  requestName: 'your premium website enquiry',
  page: '/premium-package',
})

/** The Premium Growth package inquiry's schema. */
export const PremiumInquirySchema: FormSchema<typeof fields> = premiumForm.schema

/** A valid Premium Growth inquiry. */
export type PremiumInquiryInput = z.infer<typeof PremiumInquirySchema>
