import type { LeadFormData, LeadFormType } from '../api-contract'

/** Lowest lead score sent to the CRM. */
export const LEAD_SCORE_MIN = 60
/** Highest lead score sent to the CRM. */
export const LEAD_SCORE_MAX = 99

/** Starting score of each lead form type: the closer a form is to a paid order, the higher. */
export const LEAD_SCORE_BASE = {
  dominance: 80,
  premium: 75,
  momentum: 75,
  launch: 70,
  special_offer_claim: 70,
  special_offer: 70,
  package_inquiry: 70,
  quote: 70,
  consultation: 65,
  crm_trial: 65,
  contact: 60,
  seo_analysis: 60,
  newsletter: 60,
} as const satisfies Record<LeadFormType, number>

/** Points for the `budget` answer (Dominance budget bands; Premium payment preference). */
export const LEAD_SCORE_BUDGET_POINTS: Readonly<Record<string, number>> = {
  'over-10k': 10,
  '5k-10k': 7,
  '3k-5k': 4,
  '1k-3k': 2,
  'one-time': 5,
  installments: 3,
  discuss: 1,
}

/** Points for the `timeline` or `timeframe` answer: the sooner, the more. */
export const LEAD_SCORE_TIMELINE_POINTS: Readonly<Record<string, number>> = {
  immediately: 8,
  'within-2-weeks': 6,
  '1-2-weeks': 6,
  'within-month': 4,
  '1-month': 4,
  '2-3-months': 2,
  'planning-stage': 0,
}

/** Points for the Dominance `revenue` answer. */
export const LEAD_SCORE_REVENUE_POINTS: Readonly<Record<string, number>> = {
  'over-5m': 6,
  '1m-5m': 5,
  '500k-1m': 3,
  '100k-500k': 2,
  'under-100k': 0,
}

/** Points for a free-text budget or timeline (the `quote` form), which cannot be banded. */
export const LEAD_SCORE_FREE_TEXT_POINTS = { budget: 3, timeline: 2 } as const

/** Points for completeness: each of these given adds its points. */
export const LEAD_SCORE_COMPLETENESS_POINTS = {
  phone: 3,
  company: 3,
  message: 3,
  website: 2,
} as const

function text(formData: Record<string, unknown>, key: string): string {
  const value = formData[key]
  return typeof value === 'string' ? value.trim() : ''
}

function bandPoints(table: Readonly<Record<string, number>>, answer: string, freeText: number) {
  if (answer === '') return 0
  return table[answer] ?? freeText
}

/** Keeps a score a whole number within 60..99. */
export function clampLeadScore(score: number): number {
  const whole = Number.isFinite(score) ? Math.round(score) : LEAD_SCORE_MIN
  return Math.min(LEAD_SCORE_MAX, Math.max(LEAD_SCORE_MIN, whole))
}

/**
 * The lead score (P-lead-score-rule): a whole number from 60 to 99, computed as
 * base by form type + budget points + timeline points + revenue points + completeness points
 * (phone +3, company/business +3, message +3, website +2), then clamped to 60..99.
 * Deterministic: the same form gives the same score.
 * @example scoreLead('contact', { name: 'Sam', email: 'sam@example.com', phone: '', message: '', company: '' }) // 60
 */
export function scoreLead<T extends LeadFormType>(
  formType: T,
  formData: LeadFormData<T>,
  messagePreview: string,
): number {
  const data = formData as Record<string, unknown>
  const budget = bandPoints(LEAD_SCORE_BUDGET_POINTS, text(data, 'budget'), 0)
  const timeline = bandPoints(
    LEAD_SCORE_TIMELINE_POINTS,
    text(data, 'timeline') || text(data, 'timeframe'),
    0,
  )
  const freeText =
    formType === 'quote'
      ? (text(data, 'budget') ? LEAD_SCORE_FREE_TEXT_POINTS.budget : 0) +
        (text(data, 'timeline') ? LEAD_SCORE_FREE_TEXT_POINTS.timeline : 0)
      : 0
  const revenue = bandPoints(LEAD_SCORE_REVENUE_POINTS, text(data, 'revenue'), 0)
  const hasCompany = ['company', 'business', 'companyName'].some((key) => text(data, key) !== '')
  const completeness =
    (text(data, 'phone') ? LEAD_SCORE_COMPLETENESS_POINTS.phone : 0) +
    (hasCompany ? LEAD_SCORE_COMPLETENESS_POINTS.company : 0) +
    (messagePreview.trim() ? LEAD_SCORE_COMPLETENESS_POINTS.message : 0) +
    (text(data, 'website') ? LEAD_SCORE_COMPLETENESS_POINTS.website : 0)
  const base = LEAD_SCORE_BASE[formType] ?? LEAD_SCORE_MIN
  return clampLeadScore(base + budget + timeline + freeText + revenue + completeness)
}
