// Momentum's and Dominance's choices. A module per form (or forms sharing choices), so a page
// loads only its own form's choices (`../options.ts` re-exports them all).
import { formatGBP, pounds } from '@hard-hat/pricing'
import type { ChoiceOption } from '../fields'

const gbp = (wholePounds: number) => formatGBP(pounds(wholePounds))
const band = (fromPounds: number, toPounds: number) => `${gbp(fromPounds)}–${gbp(toPounds)}`

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
