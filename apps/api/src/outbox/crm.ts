import { type CrmLead, sendLead } from '@hard-hat/forms'
import { httpFailure } from './http-failure.js'
import type { DeliveryOutcome } from './retry-schedule.js'

/**
 * Sends one stored CRM lead body (the submission id is its idempotency key) and classifies the
 * answer: a 4xx other than 408/425/429 is the CRM refusing this lead or our key, which no retry
 * mends; anything else failing is worth retrying, no sooner than the CRM's Retry-After.
 */
export async function deliverLead(
  lead: CrmLead,
  options: {
    crmUrl: string
    apiKey: string
    timeoutMs: number
    idempotencyKey: string
    nowMs: number
    fetch?: typeof fetch
  },
): Promise<DeliveryOutcome> {
  const doFetch = options.fetch ?? globalThis.fetch
  let retryAfter: string | null = null
  const delivery = await sendLead(lead, {
    ...options,
    // The forms package's sender reports the status only; the header is read on the way past.
    // A redirect is never followed: it would carry the API key (and the lead) to wherever the
    // CRM's answer points. A 3xx is a failure of its own (P-crm-https-no-redirect).
    fetch: async (input, init) => {
      const response = await doFetch(input, { ...init, redirect: 'manual' })
      retryAfter = response.headers.get('retry-after')
      return response
    },
  })
  if (delivery.ok) return { ok: true }
  if (delivery.kind !== 'http') {
    return { ok: false, reason: `${delivery.kind}: ${delivery.message}`, isPermanent: false }
  }
  return httpFailure(delivery.status, retryAfter, options.nowMs, {
    name: 'the CRM',
    variable: 'CRM_URL',
  })
}
