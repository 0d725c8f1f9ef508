import { layoutOf } from '../../form-layout'
import { BUSINESS_TYPE_OPTIONS } from '../../options/crm-trial'
import { firstName, LEADS_ACTION, lastName, select, text, yourEmail, yourPhone } from '../builders'

/** The CRM free-trial request: every field is required. */
export const CRM_TRIAL_FIELDS = [
  firstName,
  lastName,
  yourEmail,
  text('company', 'organization', { label: 'company name' }),
  yourPhone,
  select('businessType', BUSINESS_TYPE_OPTIONS, 'Select your type of business'),
] as const

/** The CRM free-trial request as the page renders it. */
export const CRM_TRIAL_FORM = /* @__PURE__ */ layoutOf({
  id: 'crm_trial',
  action: LEADS_ACTION,
  fields: CRM_TRIAL_FIELDS,
})
