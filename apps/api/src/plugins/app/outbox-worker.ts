import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type CrmDelivery, deliverLead } from '../../crm.js'
import type { Destination, InitialForwardStatus } from '../../store/types.js'

/** Where and how the worker forwards leads. */
export interface OutboxOptions {
  /** The CRM; without it submissions are stored as not forwarded and no worker runs. */
  readonly crm?: { readonly url: string; readonly apiKey: string } | undefined
  readonly timeoutMs?: number
  readonly maxAttempts?: number
  readonly baseDelayMs?: number
  readonly maxDelayMs?: number
  readonly pollIntervalMs?: number
  readonly batchSize?: number
  readonly fetch?: typeof fetch
}

/** The outbox worker as the rest of the app sees it. */
export interface OutboxWorker {
  /** True when a CRM is configured and rows are being forwarded. */
  readonly isForwarding: boolean
  /** The status a new submission's row starts in at each destination. */
  initialStatuses(isSpam: boolean): Record<Destination, InitialForwardStatus>
  /** Asks for a delivery round soon (after a new submission). */
  wake(): void
  /** Runs one delivery round now and resolves when it is done (tests, benchmarks). */
  drain(): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker
  }
}

/**
 * The back-off before retry number `attempt` (1-based): doubling from `baseDelayMs` up to `maxDelayMs`,
 * with "equal jitter" (half fixed, half random) so instances retrying together spread out.
 */
export function retryDelayMs(
  attempt: number,
  options: { baseDelayMs: number; maxDelayMs: number },
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}

function describeFailure(delivery: Exclude<CrmDelivery, { ok: true }>): string {
  return delivery.kind === 'http'
    ? `HTTP ${delivery.status}`
    : `${delivery.kind}: ${delivery.message}`
}

/**
 * The durable outbox's worker: claims due rows (one worker per row, even across instances), sends
 * each lead with the submission id as its idempotency key, and retries with back-off until
 * `maxAttempts`, after which the row is marked failed and logged.
 */
export const outboxWorkerPlugin = fp(
  async (fastify: FastifyInstance, options: OutboxOptions) => {
    const { crm } = options
    const timeoutMs = options.timeoutMs ?? 10_000
    const maxAttempts = options.maxAttempts ?? 8
    const backoff = {
      baseDelayMs: options.baseDelayMs ?? 2000,
      maxDelayMs: options.maxDelayMs ?? 15 * 60_000,
    }
    const pollIntervalMs = options.pollIntervalMs ?? 5000
    const batchSize = options.batchSize ?? 20
    const leaseMs = timeoutMs * 2 + 5000
    const workerId = randomUUID()
    const log = fastify.log.child({ component: 'outbox' })

    let isStopping = false
    let round: Promise<number> | undefined
    let wakeTimer: NodeJS.Timeout | undefined
    let pollTimer: NodeJS.Timeout | undefined

    const forward = async (row: { submissionId: string; lead: unknown; attempts: number }) => {
      if (!crm) return
      const attempt = row.attempts + 1
      const delivery = await deliverLead(row.lead, {
        crmUrl: crm.url,
        apiKey: crm.apiKey,
        timeoutMs,
        idempotencyKey: row.submissionId,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
      const nowMs = Date.now()
      if (delivery.ok) {
        await fastify.store.markForwarded(row.submissionId, 'crm', nowMs)
        log.info({ submissionId: row.submissionId, attempt }, 'lead forwarded to the CRM')
        return
      }
      const reason = describeFailure(delivery)
      if (attempt >= maxAttempts) {
        await fastify.store.markFailed(row.submissionId, 'crm', {
          attempts: attempt,
          error: reason,
          nowMs,
        })
        log.error(
          { submissionId: row.submissionId, attempt, reason },
          'lead NOT forwarded: attempts exhausted, replay it from the admin API',
        )
        return
      }
      const delayMs = retryDelayMs(attempt, backoff)
      await fastify.store.markRetry(row.submissionId, 'crm', {
        attempts: attempt,
        nextAttemptAtMs: nowMs + delayMs,
        error: reason,
        nowMs,
      })
      log.warn(
        { submissionId: row.submissionId, attempt, reason, delayMs },
        'CRM forward failed, retrying',
      )
    }

    const runRound = async (): Promise<number> => {
      let forwardedRows = 0
      while (!isStopping) {
        const rows = await fastify.store.claimDueOutbox({
          nowMs: Date.now(),
          limit: batchSize,
          leaseMs,
          workerId,
          destinations: ['crm'],
        })
        if (rows.length === 0) break
        await Promise.all(rows.map(forward))
        forwardedRows += rows.length
      }
      return forwardedRows
    }

    const startRound = (): Promise<number> => {
      if (!crm || isStopping) return Promise.resolve(0)
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

    const worker: OutboxWorker = {
      isForwarding: crm !== undefined,
      initialStatuses(isSpam) {
        if (isSpam) return { crm: 'spam', email: 'spam' }
        return { crm: crm ? 'pending' : 'not_forwarded', email: 'not_forwarded' }
      },
      wake() {
        // Coalesces a burst of submissions into one round instead of one claim query each.
        if (!crm || isStopping || wakeTimer) return
        wakeTimer = setTimeout(() => {
          wakeTimer = undefined
          void startRound()
        }, 25)
      },
      drain: startRound,
    }
    fastify.decorate('outbox', worker)

    if (!crm) return
    fastify.addHook('onReady', async () => {
      const queued = await fastify.store.queueNotForwarded('crm', Date.now())
      if (queued > 0) log.info({ queued }, 'queued leads stored while no CRM was configured')
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
    })
  },
  { name: 'outbox-worker', dependencies: ['store'] },
)
