import type * as z from 'zod/mini'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { aboutForm } from '../about'
import { leadForm } from '../lead-form'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { CRM_TRIAL_FIELDS, CRM_TRIAL_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(CRM_TRIAL_FIELDS, EMAIL_AND_PHONE_SCHEMAS)

/** The CRM free-trial form (a `crm_trial` lead). */
export const crmTrialForm = /* @__PURE__ */ aboutForm(leadForm(CRM_TRIAL_FORM, fields), {
  formType: 'crm_trial',
  replyPromise: 'enquiry',
  requestName: 'your CRM trial request',
  page: '/crm',
})

/** The CRM free-trial form: every field is required. */
export const CrmTrialSchema: FormSchema<typeof fields> = crmTrialForm.schema

/** A valid CRM trial request. */
export type CrmTrialInput = z.infer<typeof CrmTrialSchema>
