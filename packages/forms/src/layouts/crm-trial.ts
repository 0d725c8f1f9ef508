import { BUSINESS_TYPE_OPTIONS } from '../options'
import { email, firstAndLast, layout, phone, plain, select, text } from './builders'

/** The CRM free-trial request. */
export const CRM_TRIAL_FORM = /* @__PURE__ */ layout(
  'crm_trial',
  plain(
    ...firstAndLast,
    email('email', 'email'),
    text('company', 'organization'),
    phone('phone', 'tel'),
    select('businessType', BUSINESS_TYPE_OPTIONS),
  ),
)
