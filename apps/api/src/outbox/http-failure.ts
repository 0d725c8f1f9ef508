import { type DeliveryOutcome, isTransientStatus, parseRetryAfter } from './retry-schedule.js'

/**
 * A failed HTTP answer from a destination (the CRM, the webhook) as a delivery outcome. A 3xx means
 * the configured URL points at the wrong place (moved, or http:// answered by a redirect to https://):
 * it is never followed (it would carry the lead, and any key, elsewhere) and no retry mends it, so
 * it fails at once and the agency is alerted. A 4xx other than 408/425/429 is permanent too; the
 * rest is retried, no sooner than Retry-After.
 */
export function httpFailure(
  status: number,
  retryAfter: string | null,
  nowMs: number,
  target: { name: string; variable: string },
): DeliveryOutcome {
  if (status >= 300 && status < 400) {
    return {
      ok: false,
      reason: `HTTP ${status}: ${target.name} answered with a redirect, not followed; fix ${target.variable}`,
      isPermanent: true,
    }
  }
  return {
    ok: false,
    reason: `HTTP ${status}`,
    isPermanent: !isTransientStatus(status),
    retryAfterMs: parseRetryAfter(retryAfter, nowMs),
  }
}
