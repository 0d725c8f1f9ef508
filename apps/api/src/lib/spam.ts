/** A person takes longer than this to fill in even the newsletter form. */
export const MIN_HUMAN_FILL_MS = 2500

/** The spam signals a form sends along (see SubmissionMetaSchema in @hard-hat/forms). */
export interface SpamSignals {
  readonly honeypot?: string | undefined
  readonly startedAt?: number | undefined
}

/**
 * True when the hidden honeypot field was filled in or the form was sent faster than a person could.
 * A start time in the future (a visitor's clock running fast) is not held against them.
 */
export function isSpam(signals: SpamSignals | undefined, nowMs: number): boolean {
  if (!signals) return false
  if (signals.honeypot !== undefined && signals.honeypot.trim() !== '') return true
  if (signals.startedAt === undefined) return false
  const fillMs = nowMs - signals.startedAt
  return fillMs >= 0 && fillMs < MIN_HUMAN_FILL_MS
}
