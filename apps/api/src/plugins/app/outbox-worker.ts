import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deliverLead } from '../../crm.js'
import { createEmailNotifier, type EmailNotifier, type EmailSettings } from '../../email.js'
import { hashClientAddress } from '../../lib/hashing.js'
import {
  DEFAULT_RETRY_SCHEDULE,
  type DeliveryOutcome,
  decideRetry,
  type RetrySchedule,
} from '../../lib/retry-schedule.js'
import type {
  ClaimedOutboxRow,
  Destination,
  InitialForwardStatus,
  InitialStatuses,
  QueuedMail,
  ReadableOutboxRow,
} from '../../store/types.js'
import { deliverWebhook, type WebhookSettings } from '../../webhook.js'

/** At most one acknowledgement per address in this long (P-every-lead-followed-through). */
export const ACKNOWLEDGEMENT_WINDOW_MS = 60 * 60_000

/** Where and how the worker delivers leads. */
export interface OutboxOptions {
  /** The CRM; without it submissions are stored as not forwarded to it. */
  readonly crm?: { readonly url: string; readonly apiKey: string } | undefined
  /** The agency's email; without it leads are not emailed and failures are only logged. */
  readonly email?: Omit<EmailSettings, 'timeoutMs'> | undefined
  /**
   * Emails each visitor an acknowledgement through `email`'s server (P-every-lead-followed-through);
   * the server turns it on with SMTP_URL.
   */
  readonly acknowledge?: boolean
  /** The agency's webhook (WEBHOOK_URL): every non-spam lead, signed. */
  readonly webhook?: WebhookSettings | undefined
  readonly timeoutMs?: number
  /** Overrides of the default retry schedule (72 hours, back-off capped at one hour). */
  readonly baseDelayMs?: number
  readonly maxDelayMs?: number
  readonly retryWindowMs?: number
  readonly maxAttempts?: number | undefined
  readonly pollIntervalMs?: number
  readonly batchSize?: number
  readonly fetch?: typeof fetch
  /** The clock every decision reads (tests and the outage benchmark move it by hand). */
  readonly now?: () => number
  readonly random?: () => number
}

/** The outbox worker as the rest of the app sees it. */
export interface OutboxWorker {
  /** True when a CRM is configured and rows are being forwarded. */
  readonly isForwarding: boolean
  /** The destinations configured on this instance. */
  readonly destinations: readonly Destination[]
  /** The status a new submission's row starts in at each destination. */
  initialStatuses(isSpam: boolean): InitialStatuses
  /**
   * The statuses of a new submission's rows, with its acknowledgement's: pending for the first lead
   * naming an address in an hour, decided in the store so instances agree; not forwarded after that.
   */
  newSubmissionStatuses(submission: {
    isSpam: boolean
    email: string | null
    nowMs: number
  }): Promise<InitialStatuses>
  /** Asks for a delivery round soon (after a new submission). */
  wake(): void
  /** Runs delivery rounds now until nothing is due and resolves with the rows attempted. */
  drain(): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker
  }
}

/**
 * The durable outbox's worker: claims due rows (one worker per row, even across instances) of the
 * destinations this instance has, delivers each (the CRM with the submission id as idempotency
 * key, the agency's email with it as Message-ID), and retries on the schedule. A row that fails
 * for good is marked failed, logged, and reported to the agency by an alert email.
 */
export const outboxWorkerPlugin = fp(
  async (fastify: FastifyInstance, options: OutboxOptions) => {
    const { crm } = options
    const now = options.now ?? Date.now
    const random = options.random ?? Math.random
    const timeoutMs = options.timeoutMs ?? 10_000
    const schedule: RetrySchedule = {
      baseDelayMs: options.baseDelayMs ?? DEFAULT_RETRY_SCHEDULE.baseDelayMs,
      maxDelayMs: options.maxDelayMs ?? DEFAULT_RETRY_SCHEDULE.maxDelayMs,
      windowMs: options.retryWindowMs ?? DEFAULT_RETRY_SCHEDULE.windowMs,
      maxAttempts: options.maxAttempts,
    }
    const pollIntervalMs = options.pollIntervalMs ?? 5000
    const batchSize = options.batchSize ?? 20
    // The lease outlasts every attempt: the CRM request and the SMTP conversation are cut at
    // timeoutMs (timers, not the wall clock), and the lease is timed by the database's clock, so
    // neither a slow CRM nor instances whose clocks disagree can have two workers on one row.
    const leaseMs = timeoutMs * 3 + 5000
    const workerId = randomUUID()
    const log = fastify.log.child({ component: 'outbox' })
    const email: EmailNotifier | undefined = options.email
      ? createEmailNotifier({ ...options.email, timeoutMs })
      : undefined
    const { webhook } = options
    const isAcknowledging = email !== undefined && options.acknowledge === true
    const destinations: Destination[] = [
      ...(crm ? ['crm' as const] : []),
      ...(email ? ['email' as const] : []),
      ...(isAcknowledging ? ['acknowledgement' as const] : []),
      ...(webhook ? ['webhook' as const] : []),
    ]

    let isStopping = false
    let round: Promise<number> | undefined
    let wakeTimer: NodeJS.Timeout | undefined
    let pollTimer: NodeJS.Timeout | undefined

    const attemptDelivery = (row: ReadableOutboxRow): Promise<DeliveryOutcome> => {
      if (row.destination === 'email' && email) {
        return email.sendLead(row.submissionId, row.submission)
      }
      if (row.destination === 'acknowledgement' && email) {
        return email.sendAcknowledgement(row.submissionId, row.submission)
      }
      if (row.destination === 'webhook' && webhook) {
        return deliverWebhook(row.submissionId, row.submission, webhook, {
          timeoutMs,
          nowMs: now(),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      }
      if (row.destination === 'crm' && crm && row.lead) {
        return deliverLead(row.lead, {
          crmUrl: crm.url,
          apiKey: crm.apiKey,
          timeoutMs,
          idempotencyKey: row.submissionId,
          nowMs: now(),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      }
      if (row.destination === 'crm' && crm) {
        // Only spam is stored without a CRM lead, and spam is never queued.
        return Promise.resolve({ ok: false, reason: 'no CRM lead stored', isPermanent: true })
      }
      return Promise.resolve({
        ok: false,
        reason: 'destination not configured',
        isPermanent: false,
      })
    }

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
     * Writes a delivery to the journal (decision 020), so a restore from a backup taken before it
     * does not deliver it again; a journal that fails is logged, and never blocks the mark.
     */
    const recordInJournal = async (row: ReadableOutboxRow, nowMs: number) => {
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

    /** A row that no longer parses is set aside: failed with the reason, and alerted. */
    const setAside = async (row: ClaimedOutboxRow, reason: string) => {
      fastify.metrics.deliveryAttempted(row.destination, 'failed')
      const attempt = row.attempts + 1
      const error = `unreadable stored lead, set aside: ${reason}`
      const isMarked = await fastify.store.markFailed(row.submissionId, row.destination, {
        attempts: attempt,
        error,
        nowMs: now(),
        workerId,
      })
      if (isMarked) await alert(row, attempt, error)
    }

    const deliver = async (row: ClaimedOutboxRow) => {
      if (row.unreadable !== undefined) return setAside(row, row.unreadable)
      const attempt = row.attempts + 1
      const outcome = await attemptDelivery(row)
      const nowMs = now()
      const { submissionId, destination } = row
      if (outcome.ok) {
        await recordInJournal(row, nowMs)
        fastify.metrics.deliveryAttempted(destination, 'delivered')
        const isMarked = await fastify.store.markForwarded(submissionId, destination, nowMs)
        if (isMarked) log.info({ submissionId, destination, attempt }, 'lead delivered')
        else log.warn({ submissionId, destination }, 'delivered, and already marked by another')
        return
      }
      const decision = decideRetry(
        outcome,
        { number: attempt, nowMs, windowStartMs: row.retryWindowStartMs },
        schedule,
        random,
      )
      fastify.metrics.deliveryAttempted(destination, decision.kind === 'fail' ? 'failed' : 'retry')
      if (decision.kind === 'fail') {
        const reason = `${outcome.reason} (${decision.why.replace('_', ' ')})`
        const isMarked = await fastify.store.markFailed(submissionId, destination, {
          attempts: attempt,
          error: reason,
          nowMs,
          workerId,
        })
        // A row this worker no longer holds (or already delivered) is never overwritten.
        if (isMarked) await alert(row, attempt, reason)
        return
      }
      const isMarked = await fastify.store.markRetry(submissionId, destination, {
        attempts: attempt,
        nextAttemptAtMs: nowMs + decision.delayMs,
        error: outcome.reason,
        nowMs,
        workerId,
      })
      if (!isMarked) {
        log.warn({ submissionId, destination }, 'lease lost or row already settled: left as it is')
        return
      }
      log.warn(
        { submissionId, destination, attempt, reason: outcome.reason, delayMs: decision.delayMs },
        'delivery failed, retrying',
      )
    }

    /**
     * Emails to people (invitations, new sign-in links) wait in their own outbox and are retried
     * on the same schedule as a lead's email; a sent one is deleted, since it carries a link.
     */
    const deliverPeopleEmails = async (): Promise<number> => {
      if (!email) return 0
      const rows = await fastify.store.people.claimEmails({
        nowMs: now(),
        limit: batchSize,
        leaseMs,
        workerId,
      })
      for (const row of rows) {
        const attempt = row.attempts + 1
        const outcome = await email.sendToPerson(row.recipient, {
          subject: row.subject,
          text: row.body,
          messageId: `<${row.id}@people.hard-hat-website>`,
        })
        const nowMs = now()
        if (outcome.ok) {
          await fastify.store.people.emailSent(row.id)
          log.info({ emailId: row.id, attempt }, 'email to a person sent')
          continue
        }
        const decision = decideRetry(
          outcome,
          { number: attempt, nowMs, windowStartMs: row.retryWindowStartMs },
          schedule,
          random,
        )
        if (decision.kind === 'fail') {
          await fastify.store.people.emailFailed(row.id, {
            attempts: attempt,
            error: outcome.reason,
          })
          log.error({ emailId: row.id, reason: outcome.reason }, 'email to a person NOT sent')
        } else {
          await fastify.store.people.emailRetry(row.id, {
            attempts: attempt,
            nextAttemptAtMs: nowMs + decision.delayMs,
            error: outcome.reason,
          })
          log.warn(
            { emailId: row.id, reason: outcome.reason },
            'email to a person failed, retrying',
          )
        }
      }
      return rows.length
    }

    /** A mail of the mail outbox (a morning digest): sent, retried on the same schedule, or failed. */
    const deliverMail = async (mail: QueuedMail) => {
      if (!email) return
      const attempt = mail.attempts + 1
      const outcome = await email.sendMail(mail)
      const nowMs = now()
      if (outcome.ok) {
        await fastify.store.followUp.markMailSent(mail.id, nowMs)
        log.info({ mailId: mail.id, kind: mail.kind, attempt }, 'mail sent')
        return
      }
      const decision = decideRetry(
        outcome,
        { number: attempt, nowMs, windowStartMs: mail.retryWindowStartMs },
        schedule,
        random,
      )
      if (decision.kind === 'fail') {
        await fastify.store.followUp.markMailFailed(mail.id, {
          attempts: attempt,
          error: outcome.reason,
          nowMs,
          workerId,
        })
        log.error({ mailId: mail.id, kind: mail.kind, reason: outcome.reason }, 'mail NOT sent')
        return
      }
      await fastify.store.followUp.markMailRetry(mail.id, {
        attempts: attempt,
        nextAttemptAtMs: nowMs + decision.delayMs,
        error: outcome.reason,
        nowMs,
        workerId,
      })
      log.warn(
        { mailId: mail.id, reason: outcome.reason, delayMs: decision.delayMs },
        'mail failed, retrying',
      )
    }

    const runRound = async (): Promise<number> => {
      let attempted = await deliverPeopleEmails()
      while (!isStopping) {
        const rows = await fastify.store.claimDueOutbox({
          nowMs: now(),
          limit: batchSize,
          leaseMs,
          workerId,
          destinations,
        })
        const mails = email
          ? await fastify.store.followUp.claimDueMail({
              nowMs: now(),
              limit: batchSize,
              leaseMs,
              workerId,
            })
          : []
        if (rows.length === 0 && mails.length === 0) break
        await Promise.all([...rows.map(deliver), ...mails.map(deliverMail)])
        attempted += rows.length + mails.length
      }
      return attempted
    }

    const startRound = (): Promise<number> => {
      if (destinations.length === 0 || isStopping) return Promise.resolve(0)
      if (round) return round.then(startRound)
      round = runRound()
        .catch((error: unknown) => {
          log.error({ err: error }, 'outbox round failed; the next poll retries')
          return 0
        })
        .finally(() => {
          round = undefined
        })
      return round
    }

    const initialStatuses = (isSpam: boolean): InitialStatuses => {
      if (isSpam) return { crm: 'spam', email: 'spam', ...(webhook ? { webhook: 'spam' } : {}) }
      return {
        crm: crm ? 'pending' : 'not_forwarded',
        email: email ? 'pending' : 'not_forwarded',
        ...(webhook ? { webhook: 'pending' } : {}),
      }
    }
    const acknowledgementSalt = isAcknowledging
      ? await fastify.store.getSecret('acknowledgement-address-salt')
      : ''

    const worker: OutboxWorker = {
      isForwarding: crm !== undefined,
      destinations,
      initialStatuses,
      async newSubmissionStatuses({ isSpam, email: address, nowMs }) {
        const statuses = initialStatuses(isSpam)
        // Spam, and a lead without an address, get no acknowledgement row at all.
        if (!isAcknowledging || isSpam || !address) return statuses
        // The store's rate-limit window is atomic across instances; the key is a salted hash, so
        // the address is not kept apart from its leads (an erasure would miss it).
        const { hits } = await fastify.store.incrementRateLimit(
          `acknowledgement:${hashClientAddress(address, acknowledgementSalt)}`,
          { nowMs, windowMs: ACKNOWLEDGEMENT_WINDOW_MS },
        )
        const acknowledgement: InitialForwardStatus = hits === 1 ? 'pending' : 'not_forwarded'
        return { ...statuses, acknowledgement }
      },
      wake() {
        // Coalesces a burst of submissions into one round instead of one claim query each.
        if (destinations.length === 0 || isStopping || wakeTimer) return
        wakeTimer = setTimeout(() => {
          wakeTimer = undefined
          void startRound()
        }, 25)
      },
      drain: startRound,
    }
    fastify.decorate('outbox', worker)

    if (destinations.length === 0) return
    fastify.addHook('onReady', async () => {
      // An acknowledgement is never sent late for a lead stored before: the visitor moved on.
      for (const destination of destinations.filter((name) => name !== 'acknowledgement')) {
        const queued = await fastify.store.queueNotForwarded(destination, now())
        if (queued > 0) {
          log.info(
            { queued, destination },
            'queued leads stored while this destination was not configured',
          )
        }
      }
      const poll = () => {
        pollTimer = setTimeout(() => {
          void startRound().finally(() => {
            if (!isStopping) poll()
          })
        }, pollIntervalMs)
      }
      poll()
      worker.wake()
    })
    // preClose runs before the store's onClose: let the current deliveries finish and record them.
    fastify.addHook('preClose', async () => {
      isStopping = true
      clearTimeout(wakeTimer)
      clearTimeout(pollTimer)
      await round
      email?.close()
    })
  },
  { name: 'outbox-worker', dependencies: ['store', 'journal', 'metrics'] },
)
