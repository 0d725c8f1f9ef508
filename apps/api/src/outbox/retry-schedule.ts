/** How long and how often the outbox retries a destination that has not taken a lead. */
export interface RetrySchedule {
  /** The first retry's ceiling; each later one doubles it. */
  readonly baseDelayMs: number
  /** No wait between two attempts is longer than this. */
  readonly maxDelayMs: number
  /** A row is given up only once a failed attempt comes this long after its window opened. */
  readonly windowMs: number
  /** An optional hard cap on attempts (tests); by default only the window ends the retries. */
  readonly maxAttempts?: number | undefined
}

const HOUR_MS = 60 * 60_000

/**
 * The default: doubling from 2 s to a ceiling of one hour, for 72 hours. A CRM or mail server
 * down over a long weekend loses nothing (Tally's own webhooks give up after 24 hours).
 */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  baseDelayMs: 2000,
  maxDelayMs: HOUR_MS,
  windowMs: 72 * HOUR_MS,
}

/** One failed delivery attempt, as a destination reports it. */
export interface DeliveryFailure {
  readonly reason: string
  /** The destination refused the lead itself (a 4xx other than 408/425/429): retrying cannot help. */
  readonly isPermanent: boolean
  /** The destination asked to be called again no sooner than this (Retry-After). */
  readonly retryAfterMs?: number | undefined
}

/** What to do after a failed attempt. */
export type RetryDecision =
  | { readonly kind: 'retry'; readonly delayMs: number }
  | { readonly kind: 'fail'; readonly why: 'permanent' | 'window_ended' | 'attempts_exhausted' }

/**
 * The back-off before retry number `attempt` (1-based): doubling from `baseDelayMs` up to
 * `maxDelayMs`, with "equal jitter" (half fixed, half random) so instances retrying together spread out.
 */
export function retryDelayMs(
  attempt: number,
  options: Pick<RetrySchedule, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}

/**
 * Decides after failed attempt number `attempt`: fail at once when the refusal is permanent, or
 * when the attempt came after the window (so the retries span at least the window); otherwise
 * wait the back-off, or longer when the destination asked for it with Retry-After (bounded by the
 * window, so a silly header cannot park a lead for a year).
 */
export function decideRetry(
  failure: DeliveryFailure,
  attempt: { number: number; nowMs: number; windowStartMs: number },
  schedule: RetrySchedule,
  random: () => number = Math.random,
): RetryDecision {
  if (failure.isPermanent) return { kind: 'fail', why: 'permanent' }
  if (schedule.maxAttempts !== undefined && attempt.number >= schedule.maxAttempts) {
    return { kind: 'fail', why: 'attempts_exhausted' }
  }
  if (attempt.nowMs - attempt.windowStartMs >= schedule.windowMs) {
    return { kind: 'fail', why: 'window_ended' }
  }
  const backoffMs = retryDelayMs(attempt.number, schedule, random)
  const askedMs = Math.min(failure.retryAfterMs ?? 0, schedule.windowMs)
  return { kind: 'retry', delayMs: Math.max(backoffMs, askedMs) }
}

/** Statuses worth retrying: timeouts, "too early", rate limits and every server error. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500
}

/**
 * Reads a Retry-After header (RFC 9110: delay-seconds or an HTTP date) as milliseconds from `nowMs`;
 * undefined when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs: number,
): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date names its day and month; a bare number with a sign is no date, whatever Date.parse says.
  const dateMs = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN
  if (Number.isNaN(dateMs)) return undefined
  return Math.max(0, dateMs - nowMs)
}

/**
 * The shortest span the schedule's retries can cover before a row is failed (every jitter at its
 * low end), found by walking the attempts: what the README and the benchmarks report.
 */
export function shortestRetrySpanMs(schedule: RetrySchedule): number {
  let elapsedMs = 0
  for (let attempt = 1; ; attempt += 1) {
    if (schedule.maxAttempts !== undefined && attempt >= schedule.maxAttempts) return elapsedMs
    if (elapsedMs >= schedule.windowMs) return elapsedMs
    elapsedMs += retryDelayMs(attempt, schedule, () => 0)
  }
}

/** The outcome of one delivery attempt to any destination. */
export type DeliveryOutcome = { readonly ok: true } | ({ readonly ok: false } & DeliveryFailure)
