import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { ClaimedOutboxRow, Destination, ReadableOutboxRow } from '../store/types.js'
import { deliverLead } from './crm.js'
import type { EmailNotifier } from './email.js'
import type { Attempt, OutboxQueue } from './queue.js'
import type { DeliveryOutcome } from './retry-schedule.js'
import { deliverWebhook, type WebhookSettings } from './webhook.js'

/** What the lead rows' queue delivers with: the destinations this instance has. */
export interface LeadDestinations {
  readonly destinations: readonly Destination[]
  readonly crm?: { readonly url: string; readonly apiKey: string } | undefined
  readonly email?: EmailNotifier | undefined
  readonly webhook?: WebhookSettings | undefined
  readonly timeoutMs: number
  readonly fetch?: typeof fetch | undefined
  readonly now: () => number
  readonly log: FastifyBaseLogger
}

/** The prefix of the stored error of a row whose lead no longer parses. */
const SET_ASIDE = 'unreadable stored lead, set aside: '

/** One attempt at one destination (the CRM with the submission id as idempotency key). */
function attemptDelivery(
  row: ReadableOutboxRow,
  { crm, email, webhook, timeoutMs, now, fetch }: LeadDestinations,
): Promise<DeliveryOutcome> {
  const fetchOption = fetch ? { fetch } : {}
  if (row.destination === 'email' && email) return email.sendLead(row.submissionId, row.submission)
  if (row.destination === 'acknowledgement' && email) {
    return email.sendAcknowledgement(row.submissionId, row.submission)
  }
  if (row.destination === 'webhook' && webhook) {
    return deliverWebhook(row.submissionId, row.submission, webhook, {
      timeoutMs,
      nowMs: now(),
      ...fetchOption,
    })
  }
  if (row.destination === 'crm' && crm && row.lead) {
    return deliverLead(row.lead, {
      crmUrl: crm.url,
      apiKey: crm.apiKey,
      timeoutMs,
      idempotencyKey: row.submissionId,
      nowMs: now(),
      ...fetchOption,
    })
  }
  if (row.destination === 'crm' && crm) {
    // Only spam is stored without a CRM lead, and spam is never queued.
    return Promise.resolve({ ok: false, reason: 'no CRM lead stored', isPermanent: true })
  }
  return Promise.resolve({ ok: false, reason: 'destination not configured', isPermanent: false })
}

/**
 * The leads' outbox rows, one per destination: delivered, journaled (decision 020) and counted in
 * the metrics; a row that fails for good is logged and reported to the agency by an alert email.
 * A row whose stored lead no longer parses is set aside the same way, instead of failing the batch.
 */
export function leadRowsQueue(
  fastify: FastifyInstance,
  options: LeadDestinations,
): OutboxQueue<ClaimedOutboxRow> {
  const { email, log } = options

  const alert = async (row: ClaimedOutboxRow, attempts: number, reason: string) => {
    const context = {
      submissionId: row.submissionId,
      destination: row.destination,
      attempts,
      reason,
    }
    log.error(context, 'lead NOT delivered and no longer retried: replay it from the admin API')
    if (!email) return
    const sent = await email.sendAlert({
      submissionId: row.submissionId,
      reference: row.submission.reference,
      formType: row.submission.formType,
      destination: row.destination,
      attempts,
      reason,
    })
    if (sent.ok) log.info(context, 'failure alert emailed to the agency')
    else log.error({ ...context, alertError: sent.reason }, 'failure alert could not be emailed')
  }

  /**
   * Writes a delivery to the journal, so a restore from a backup taken before it does not deliver
   * it again; a journal that fails is logged, and never blocks the mark.
   */
  const recordInJournal = async (row: ClaimedOutboxRow, nowMs: number) => {
    if (!fastify.journal) return
    const { submissionId, destination } = row
    try {
      await fastify.journal.record({
        at: nowMs,
        id: submissionId,
        reference: row.submission.reference,
        destination,
      })
    } catch (error) {
      log.error(
        { err: error, submissionId, destination },
        'delivery journal write FAILED: a restore from an older backup would send this lead again',
      )
    }
  }

  const markFailed = async (row: ClaimedOutboxRow, attempt: Attempt, error: string) => {
    fastify.metrics.deliveryAttempted(row.destination, 'failed')
    const isMarked = await fastify.store.markFailed(row.submissionId, row.destination, {
      attempts: attempt.number,
      error,
      nowMs: attempt.nowMs,
      workerId: attempt.workerId,
    })
    // A row this worker no longer holds (or already delivered) is never overwritten.
    if (isMarked) await alert(row, attempt.number, error)
  }

  return {
    claim: (claim) =>
      fastify.store.claimDueOutbox({ ...claim, destinations: [...options.destinations] }),
    send: (row) =>
      row.unreadable === undefined
        ? attemptDelivery(row, options)
        : Promise.resolve({
            ok: false,
            reason: `${SET_ASIDE}${row.unreadable}`,
            isPermanent: true,
          }),
    async sent(row, { number, nowMs }) {
      const { submissionId, destination } = row
      await recordInJournal(row, nowMs)
      fastify.metrics.deliveryAttempted(destination, 'delivered')
      const isMarked = await fastify.store.markForwarded(submissionId, destination, nowMs)
      if (isMarked) log.info({ submissionId, destination, attempt: number }, 'lead delivered')
      else log.warn({ submissionId, destination }, 'delivered, and already marked by another')
    },
    failed: (row, attempt, { reason, why }) =>
      markFailed(
        row,
        attempt,
        row.unreadable === undefined ? `${reason} (${why.replace('_', ' ')})` : reason,
      ),
    async retry(row, attempt, { reason, delayMs }) {
      const { submissionId, destination } = row
      fastify.metrics.deliveryAttempted(destination, 'retry')
      const isMarked = await fastify.store.markRetry(submissionId, destination, {
        attempts: attempt.number,
        nextAttemptAtMs: attempt.nowMs + delayMs,
        error: reason,
        nowMs: attempt.nowMs,
        workerId: attempt.workerId,
      })
      if (!isMarked) {
        log.warn({ submissionId, destination }, 'lease lost or row already settled: left as it is')
        return
      }
      log.warn(
        { submissionId, destination, attempt: attempt.number, reason, delayMs },
        'delivery failed, retrying',
      )
    },
  }
}
