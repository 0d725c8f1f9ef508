// The words of each choice live beside its value: the one-page selects post their words as
// values, the agency's email and inbox show the words, and a site importing this package gets
// working selects. Prices in the words come from @hard-hat/pricing.
// Where the specification gives only values, the labels are ours; where it gives words only
// (the one-page selects), the words are both value and label, as the existing site posts them.
// Each form's choices are in ./options/<form>.ts, so a page's bundle carries only its own form's.

export { BUSINESS_TYPE_OPTIONS } from './options/crm-trial'
export { CURRENT_WEBSITE_OPTIONS, PRIORITY_OPTIONS } from './options/one-page'
export {
  MARKETING_BUDGET_OPTIONS,
  PACKAGE_TIMELINE_OPTIONS,
  REVENUE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from './options/packages'
export {
  CURRENT_MARKETING_OPTIONS,
  PAYMENT_PREFERENCE_OPTIONS,
  PREMIUM_TIMEFRAME_OPTIONS,
} from './options/premium'
