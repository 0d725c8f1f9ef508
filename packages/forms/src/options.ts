import { formatGBP, PREMIUM_GROWTH, pounds, priceExVat } from '@hard-hat/pricing'
import type { ChoiceOption } from './fields'

const gbp = (wholePounds: number) => formatGBP(pounds(wholePounds))
const band = (fromPounds: number, toPounds: number) => `${gbp(fromPounds)}–${gbp(toPounds)}`

// The words of each choice live here beside its value: the one-page selects post their words as
// values, the agency's email and inbox show the words, and a site importing this package gets
// working selects. Prices in the words come from @hard-hat/pricing.
// Where the specification gives only values, the labels are ours; where it gives words only
// (the one-page selects), the words are both value and label, as the existing site posts them.

/** One-page and offer enquiry: "Do you currently have a website?" (values are the words shown). */
export const CURRENT_WEBSITE_OPTIONS = [
  { value: 'No website at all', label: 'No website at all' },
  { value: "Yes, but it's outdated", label: "Yes, but it's outdated" },
  { value: "Yes, but it doesn't get enquiries", label: "Yes, but it doesn't get enquiries" },
  { value: 'Just social media pages', label: 'Just social media pages' },
] as const satisfies readonly ChoiceOption[]

/** One-page enquiry priority and free website goal (values are the words shown). */
export const PRIORITY_OPTIONS = [
  { value: 'Get more phone calls and enquiries', label: 'Get more phone calls and enquiries' },
  { value: 'Look more professional online', label: 'Look more professional online' },
  { value: 'Show my work and services', label: 'Show my work and services' },
  { value: 'Compete with other businesses', label: 'Compete with other businesses' },
  { value: 'Build trust with customers', label: 'Build trust with customers' },
] as const satisfies readonly ChoiceOption[]

/** CRM trial: type of business (labels from the specification; "Landscaping" is ours). */
export const BUSINESS_TYPE_OPTIONS = [
  { value: 'builder', label: 'General Building' },
  { value: 'electrician', label: 'Electrical' },
  { value: 'plumber', label: 'Plumbing' },
  { value: 'roofer', label: 'Roofing' },
  { value: 'heating', label: 'Heating & Gas' },
  { value: 'landscaping', label: 'Landscaping' },
  { value: 'other', label: 'Other Trade' },
] as const satisfies readonly ChoiceOption[]

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

/** Momentum and Dominance: when they want to start (the specification lists it for Momentum). */
export const PACKAGE_TIMELINE_OPTIONS = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'within-2-weeks', label: 'Within 2 weeks' },
  { value: 'within-month', label: 'Within a month' },
  { value: 'planning-stage', label: 'Just planning for now' },
] as const satisfies readonly ChoiceOption[]

/** Dominance: annual revenue. */
export const REVENUE_OPTIONS = [
  { value: 'under-100k', label: `Under ${gbp(100_000)}` },
  { value: '100k-500k', label: band(100_000, 500_000) },
  { value: '500k-1m', label: band(500_000, 1_000_000) },
  { value: '1m-5m', label: band(1_000_000, 5_000_000) },
  { value: 'over-5m', label: `Over ${gbp(5_000_000)}` },
] as const satisfies readonly ChoiceOption[]

/** Dominance: team size. */
export const TEAM_SIZE_OPTIONS = [
  { value: '1-5', label: '1–5 people' },
  { value: '6-20', label: '6–20 people' },
  { value: '21-50', label: '21–50 people' },
  { value: 'over-50', label: 'Over 50 people' },
] as const satisfies readonly ChoiceOption[]

/** Dominance: marketing budget. */
export const MARKETING_BUDGET_OPTIONS = [
  { value: '1k-3k', label: band(1000, 3000) },
  { value: '3k-5k', label: band(3000, 5000) },
  { value: '5k-10k', label: band(5000, 10_000) },
  { value: 'over-10k', label: `Over ${gbp(10_000)}` },
] as const satisfies readonly ChoiceOption[]
