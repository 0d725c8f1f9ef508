import {
  CURRENT_MARKETING_OPTIONS,
  PAYMENT_PREFERENCE_OPTIONS,
  PREMIUM_TIMEFRAME_OPTIONS,
} from '../options'
import {
  emailAndPhone,
  fullName,
  layout,
  optionalSelect,
  optionalTextarea,
  plain,
  text,
} from './builders'

/** The Premium Growth inquiry. */
export const PREMIUM_FORM = /* @__PURE__ */ layout(
  'premium',
  plain(
    fullName,
    ...emailAndPhone,
    text('business', 'organization'),
    optionalSelect('currentMarketing', CURRENT_MARKETING_OPTIONS),
    optionalSelect('timeframe', PREMIUM_TIMEFRAME_OPTIONS),
    optionalSelect('budget', PAYMENT_PREFERENCE_OPTIONS),
    optionalTextarea('message'),
  ),
)
