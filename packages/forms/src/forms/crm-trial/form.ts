import type { z } from 'zod'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { leadForm } from '../lead-form'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { CRM_TRIAL_FIELDS, CRM_TRIAL_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(CRM_TRIAL_FIELDS, EMAIL_AND_PHONE_SCHEMAS)

/** The CRM free-trial form (a `crm_trial` lead). */
export const crmTrialForm = /* @__PURE__ */ leadForm(CRM_TRIAL_FORM, fields)

/** The CRM free-trial form: every field is required. */
export const CrmTrialSchema: FormSchema<typeof fields> = crmTrialForm.schema

/** A valid CRM trial request. */
export type CrmTrialInput = z.infer<typeof CrmTrialSchema>
