import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hashClientAddress } from '../lib/hashing.js'
import type { Destination, InitialForwardStatus, InitialStatuses } from '../store/types.js'
import { createEmailNotifier, type EmailNotifier, type EmailSettings } from './email.js'
import { leadRowsQueue } from './lead-rows.js'
import { mailQueue, peopleEmailsQueue } from './mail-queues.js'
import { type Attemptable, claimAndSettle, type OutboxQueue, type SettleContext } from './queue.js'
import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.js'
import type { WebhookSettings } from './webhook.js'

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

/** The retry schedule: the default's, with the options' overrides. */
function scheduleOf(options: OutboxOptions): RetrySchedule {
  return {
    baseDelayMs: options.baseDelayMs ?? DEFAULT_RETRY_SCHEDULE.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? DEFAULT_RETRY_SCHEDULE.maxDelayMs,
    windowMs: options.retryWindowMs ?? DEFAULT_RETRY_SCHEDULE.windowMs,
    maxAttempts: options.maxAttempts,
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
    const schedule = scheduleOf(options)
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

    const queues: OutboxQueue<Attemptable>[] = [
      ...(email ? [peopleEmailsQueue(fastify, email, log)] : []),
      leadRowsQueue(fastify, {
        destinations,
        crm,
        email,
        webhook,
        timeoutMs,
        fetch: options.fetch,
        now,
        log,
      }),
      ...(email ? [mailQueue(fastify, email, log)] : []),
    ]
    const context: SettleContext = { schedule, now, random, workerId }

    /** Claims and settles every queue's due rows until none is due: the rows attempted. */
    const runRound = async (): Promise<number> => {
      let attempted = 0
      while (!isStopping) {
        const settled = await claimAndSettle(
          queues,
          { limit: batchSize, leaseMs, workerId },
          context,
        )
        if (settled === 0) break
        attempted += settled
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
