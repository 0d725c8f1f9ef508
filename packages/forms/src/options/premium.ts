// The premium inquiry's choices. A module per form (or forms sharing choices), so a page
// loads only its own form's choices (`../options.ts` re-exports them all).
import { PREMIUM_GROWTH, priceExVat } from '@hard-hat/pricing'
import type { ChoiceOption } from '../fields'

/** Premium inquiry: how the business markets itself today. */
export const CURRENT_MARKETING_OPTIONS = [
  { value: 'word-of-mouth', label: 'Word of mouth' },
  { value: 'social-media', label: 'Social media' },
  { value: 'website', label: 'Our website' },
  { value: 'local-ads', label: 'Local adverts' },
  { value: 'none', label: 'No marketing yet' },
] as const satisfies readonly ChoiceOption[]

/** Premium inquiry: when they want to start. */
export const PREMIUM_TIMEFRAME_OPTIONS = [
  { value: 'immediately', label: 'Immediately' },
  { value: '1-2-weeks', label: 'In 1–2 weeks' },
  { value: '1-month', label: 'Within a month' },
  { value: '2-3-months', label: 'In 2–3 months' },
] as const satisfies readonly ChoiceOption[]

/** Premium inquiry: the "budget" select, which the site uses as the payment preference. */
export const PAYMENT_PREFERENCE_OPTIONS = [
  { value: 'one-time', label: `One payment of ${priceExVat(PREMIUM_GROWTH.price)}` },
  {
    value: 'installments',
    label: `${PREMIUM_GROWTH.instalmentCount} monthly payments of ${priceExVat(PREMIUM_GROWTH.instalment)}`,
  },
  { value: 'discuss', label: 'I would like to discuss it' },
] as const satisfies readonly ChoiceOption[]
