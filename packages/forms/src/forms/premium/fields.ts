import { layoutOf } from '../../form-layout'
import {
  CURRENT_MARKETING_OPTIONS,
  PAYMENT_PREFERENCE_OPTIONS,
  PREMIUM_TIMEFRAME_OPTIONS,
} from '../../options/premium'
import {
  fullName,
  LEADS_ACTION,
  optionalSelect,
  optionalTextarea,
  text,
  yourEmail,
  yourPhone,
} from '../builders'

/** The Premium Growth inquiry: name, email, phone and business required. */
export const PREMIUM_FIELDS = [
  fullName,
  yourEmail,
  yourPhone,
  text('business', 'organization', { label: 'business name' }),
  optionalSelect(
    'currentMarketing',
    CURRENT_MARKETING_OPTIONS,
    'Select how you market your business now',
  ),
  optionalSelect('timeframe', PREMIUM_TIMEFRAME_OPTIONS, 'Select when you would like to start'),
  optionalSelect('budget', PAYMENT_PREFERENCE_OPTIONS, 'Select how you would like to pay'),
  optionalTextarea('message'),
] as const

/** The Premium Growth inquiry as the page renders it. */
export const PREMIUM_FORM = /* @__PURE__ */ layoutOf({
  id: 'premium',
  action: LEADS_ACTION,
  fields: PREMIUM_FIELDS,
})
