/**
 * When the next scheduled backup is due, as pure rules: the schedule's claim (the time the last
 * backup was started, by any instance) is kept in the store, so instances sharing a store, or a
 * server restarted, back up once per interval between them.
 */
export type ScheduleDecision =
  | { readonly kind: 'take'; readonly claim: string; readonly expected: string | null }
  | { readonly kind: 'wait'; readonly delayMs: number }

/** The settings row holding the start time of the last scheduled backup. */
export const BACKUP_CLAIM_SETTING = 'backup.schedule-claim'

/** Longest wait between two looks at the claim: another instance may have taken it meanwhile. */
export const MAX_SCHEDULE_WAIT_MS = 15 * 60_000

/** Decides from the stored claim whether to take a backup now, or how long to wait. */
export function decideBackup(
  storedClaim: string | undefined,
  options: { nowMs: number; intervalMs: number },
): ScheduleDecision {
  const lastMs = storedClaim === undefined ? Number.NaN : Number(storedClaim)
  // An unreadable claim, or one in the future (a clock that was ahead), is taken over.
  if (Number.isFinite(lastMs) && lastMs <= options.nowMs) {
    const dueInMs = lastMs + options.intervalMs - options.nowMs
    if (dueInMs > 0) return { kind: 'wait', delayMs: Math.min(dueInMs, MAX_SCHEDULE_WAIT_MS) }
  }
  return { kind: 'take', claim: String(options.nowMs), expected: storedClaim ?? null }
}
