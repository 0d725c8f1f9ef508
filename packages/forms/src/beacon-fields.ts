// No zod: the pages' measurement script and the calculator read these without the schemas.

/** Where the pages' measurement script sends its beacon (the API's measurement wing). */
export const BEACON_PATH = '/api/measure'

/** The Core Web Vitals the site's own field measurement reports (decision 037). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const
/** One of the Core Web Vitals the beacon carries. */
export type VitalName = (typeof VITAL_NAMES)[number]

/**
 * The "good" threshold of each vital (web.dev): LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 0.8 s; times in
 * milliseconds, CLS unitless. The reports and the alert rule compare a page's p75 with these.
 */
export const GOOD_VITALS: Readonly<Record<VitalName, number>> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
  TTFB: 800,
}

/** The calculator's steps a visit can reach: its four steps, then the quote sent. */
export const CALCULATOR_STEPS = ['1', '2', '3', '4', 'sent'] as const
/** A calculator step the funnel counts. */
export type CalculatorStep = (typeof CALCULATOR_STEPS)[number]

/** The longest element selector or interaction target kept; the script cuts to it. */
export const MAX_TARGET_LENGTH = 120
