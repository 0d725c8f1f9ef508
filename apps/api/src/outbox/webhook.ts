import { Webhook } from 'standardwebhooks'
import type { ClaimedSubmission } from '../store/types.js'
import { replyByWords, requestNameOf } from './acknowledgement.js'
import { httpFailure } from './http-failure.js'
import type { DeliveryOutcome } from './retry-schedule.js'

/** WEBHOOK_FORMAT: Standard Webhooks JSON (Zapier, Make, Teams Workflows), or a Slack chat message. */
export const WEBHOOK_FORMATS = ['standard', 'slack'] as const
/** How the webhook's body is written. */
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number]

/** Where the agency's webhook goes and how it is signed. */
export interface WebhookSettings {
  readonly url: string
  /** `whsec_<base64>`; a Slack message is not signed (Slack's incoming webhooks read no signature). */
  readonly secret?: string | undefined
  readonly format: WebhookFormat
  /** The site's public origin, for the link to the lead in the inbox. */
  readonly publicOrigin: string
}

/** The event a new lead is sent as, in the Standard Webhooks envelope `{ type, timestamp, data }`. */
export const LEAD_EVENT_TYPE = 'lead.received'

function inboxLinkOf(submissionId: string, publicOrigin: string): string {
  return `${publicOrigin.replace(/\/$/, '')}/admin/leads/${encodeURIComponent(submissionId)}`
}

/**
 * The body POSTed for a lead: in the standard format the whole lead (the receiver is the agency's
 * own system); in the Slack format only the form, the reference, the reply-by time and a link to
 * the inbox, never the visitor's name, email, phone or words, since a chat channel is read by many.
 */
export function webhookBody(
  submissionId: string,
  submission: ClaimedSubmission,
  settings: Pick<WebhookSettings, 'format' | 'publicOrigin'>,
): string {
  const link = inboxLinkOf(submissionId, settings.publicOrigin)
  if (settings.format === 'slack') {
    const due =
      submission.replyByMs === null
        ? 'No reply promised.'
        : `Reply by ${replyByWords(submission.replyByMs)} (UK time).`
    const text = `New lead: ${submission.formType} (${submission.reference}). ${due} <${link}|Open it in the inbox>`
    return JSON.stringify({ text })
  }
  return JSON.stringify({
    type: LEAD_EVENT_TYPE,
    timestamp: new Date(submission.createdAtMs).toISOString(),
    data: {
      id: submissionId,
      reference: submission.reference,
      formType: submission.formType,
      form: requestNameOf(submission.formType),
      receivedAt: new Date(submission.createdAtMs).toISOString(),
      replyBy: submission.replyByMs === null ? null : new Date(submission.replyByMs).toISOString(),
      email: submission.email,
      sourcePage: submission.sourcePage,
      inboxUrl: link,
      kind: submission.kind,
      fields: submission.payload,
    },
  })
}

/**
 * The Standard Webhooks headers for one attempt: the id is the submission's on every attempt (a
 * receiver drops repeats by it), the timestamp and signature are the attempt's own.
 */
export function signedHeaders(
  submissionId: string,
  body: string,
  secret: string,
  at: Date,
): Record<string, string> {
  const id = `msg_${submissionId}`
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  }
}

/**
 * POSTs one lead to the webhook and classifies the answer as the CRM's is: a 4xx other than
 * 408/425/429 is permanent, anything else failing is retried (no sooner than Retry-After). A
 * redirect is never followed: the lead would go wherever the answer points.
 */
export async function deliverWebhook(
  submissionId: string,
  submission: ClaimedSubmission,
  settings: WebhookSettings,
  options: { timeoutMs: number; nowMs: number; fetch?: typeof fetch },
): Promise<DeliveryOutcome> {
  const body = webhookBody(submissionId, submission, settings)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'hard-hat-websites-webhook/1',
    ...(settings.secret
      ? signedHeaders(submissionId, body, settings.secret, new Date(options.nowMs))
      : {}),
  }
  let response: Response
  try {
    response = await (options.fetch ?? globalThis.fetch)(settings.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    await response.arrayBuffer().catch(() => undefined)
  } catch (error) {
    const name = error instanceof Error ? error.name : 'error'
    return { ok: false, reason: `${name}: the webhook did not answer`, isPermanent: false }
  }
  if (response.ok) return { ok: true }
  return httpFailure(response.status, response.headers.get('retry-after'), options.nowMs, {
    name: 'the webhook',
    variable: 'WEBHOOK_URL',
  })
}
