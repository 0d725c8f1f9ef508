import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import {
  addressGroup,
  MAX_SIGN_IN_FAILURES,
  SIGN_IN_FAILURE_WINDOW_MS,
} from '../lib/failure-limits.js'
import { hashClientAddress, isSameSecret } from '../lib/hashing.js'
import { accessOf } from '../store/access.js'
import type { Destination } from '../store/types.js'
import { type LastBackup, readLastBackup } from './backup/status.js'
import { gaugesOf } from './store-gauges.js'

/** What /metrics exposes and how (P-metrics-off-by-default). */
export interface MetricsOptions {
  /** Serves GET /metrics on the app's port to `Authorization: Bearer <token>` (METRICS_TOKEN). */
  readonly token?: string | undefined
  /** Collects the metrics even with no token, for a separate loopback port (METRICS_PORT). */
  readonly isEnabled?: boolean
  /** The last successful backup (SQLite: this instance's; PostgreSQL: the dump job's). */
  readonly lastBackup?: () => Promise<LastBackup | undefined>
  /** The clock ages are measured with. */
  readonly now?: () => number
}

/** Where the app reports what it counts; a no-op when metrics are off. */
export interface MetricsRecorder {
  readonly isEnabled: boolean
  /** Where a wing registers its own metrics (measurement/metrics.ts); undefined when off. */
  readonly registry: Registry | undefined
  /** Counts one delivery attempt's outcome (the outbox worker calls it). */
  deliveryAttempted(destination: Destination, outcome: 'delivered' | 'retry' | 'failed'): void
  /** The exposition: store gauges read now, then every metric as Prometheus text. */
  render(): Promise<{ contentType: string; body: string }>
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRecorder
  }
}

/** The routes a visitor's lead is posted to (the native forms post to the same ones). */
const SUBMISSION_ROUTES = new Set([
  '/api/submit-enquiry',
  '/api/submit-boutique-quote',
  '/api/leads',
])
const REFUSED_STATUSES = new Set([400, 413, 415, 429])

// Seconds: a page or a lead is answered in milliseconds; a slow store shows in the upper buckets.
const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const DISABLED: MetricsRecorder = {
  isEnabled: false,
  registry: undefined,
  deliveryAttempted() {},
  async render() {
    throw new Error('@hard-hat/api: metrics are off (set METRICS_TOKEN or METRICS_PORT)')
  },
}

/** Compared as hashes, so the time taken reveals nothing of the token, its length included. */
function isRightToken(header: string | undefined, token: string): boolean {
  return isSameSecret(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '', token)
}

/** A counter registered in `registry`. */
function counter<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: L[],
) {
  return new Counter({ name, help, labelNames, registers: [registry] })
}

/** A gauge registered in `registry`; without labels when `labelNames` is left out. */
function gauge<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: L[] = [],
) {
  return new Gauge({ name, help, labelNames, registers: [registry] })
}

/** The service's own metrics, registered in `registry`. */
function defineMetrics(registry: Registry) {
  return {
    requestDuration: new Histogram({
      name: 'hardhat_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern (per instance)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS_SECONDS,
      registers: [registry],
    }),
    refused: counter(
      registry,
      'hardhat_submissions_refused_total',
      'Lead submissions refused, by HTTP status: 400 invalid, 413 too large, 415 not JSON or a form, 429 rate limited (per instance)',
      ['reason'],
    ),
    attempts: counter(
      registry,
      'hardhat_delivery_attempts_total',
      'Delivery attempts by destination and outcome (per instance)',
      ['destination', 'outcome'],
    ),
    leads: gauge(
      registry,
      'hardhat_leads_stored',
      'Leads in the store by form type and spam flag (store-wide)',
      ['form_type', 'spam'],
    ),
    outboxRows: gauge(
      registry,
      'hardhat_outbox_rows',
      'Outbox rows by destination and status (store-wide)',
      ['destination', 'status'],
    ),
    oldestPending: gauge(
      registry,
      'hardhat_outbox_oldest_pending_age_seconds',
      'How long the longest-waiting pending row has waited since it was stored or requeued; 0 when none (store-wide)',
      ['destination'],
    ),
    storeUp: gauge(
      registry,
      'hardhat_store_gauges_up',
      '1 when the store answered the gauge queries of this scrape, 0 when it did not',
    ),
    backupTime: gauge(
      registry,
      'hardhat_backup_last_success_timestamp_seconds',
      'When the last backup finished (Unix seconds); 0 when none was taken',
    ),
    backupSize: gauge(
      registry,
      'hardhat_backup_last_size_bytes',
      'Size of the last backup; 0 when none was taken',
    ),
  }
}

/**
 * Prometheus metrics (P-metrics-off-by-default). Counters and the request histogram are this
 * instance's (Prometheus sums them over instances); the store gauges are read from the shared
 * store at scrape time, so every instance reports the same store-wide figures.
 */
export const metricsPlugin = fp(
  async (fastify: FastifyInstance, options: MetricsOptions) => {
    if (!options.token && !options.isEnabled) {
      fastify.decorate('metrics', DISABLED)
      return
    }
    const now = options.now ?? Date.now
    // The store's record of its last checked backup, whoever took it (schedule or command);
    // none yet reads 0, so the alert fires.
    const lastBackup = options.lastBackup ?? (() => readLastBackup(fastify.store))
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })

    const {
      requestDuration,
      refused,
      attempts,
      leads,
      outboxRows,
      oldestPending,
      storeUp,
      backupTime,
      backupSize,
    } = defineMetrics(registry)

    // One hook: Fastify already times the request (reply.elapsedTime), so nothing runs on entry.
    fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? 'unmatched'
      const status = reply.statusCode
      requestDuration.observe(
        { method: request.method, route, status_code: status },
        reply.elapsedTime / 1000,
      )
      if (REFUSED_STATUSES.has(status) && SUBMISSION_ROUTES.has(route)) {
        refused.inc({ reason: String(status) })
      }
    })

    const readStoreGauges = async () => {
      try {
        const gauges = await gaugesOf(fastify.store).gauges()
        leads.reset()
        for (const row of gauges.leads) {
          leads.set({ form_type: row.formType, spam: String(row.isSpam) }, row.count)
        }
        for (const row of gauges.outbox) {
          outboxRows.set({ destination: row.destination, status: row.status }, row.count)
        }
        for (const [destination, oldestMs] of Object.entries(gauges.oldestPendingMs)) {
          oldestPending.set(
            { destination },
            oldestMs === null ? 0 : Math.max(0, (now() - oldestMs) / 1000),
          )
        }
        storeUp.set(1)
      } catch (error) {
        // The instance's own metrics still answer: a scrape shows the store as down, not nothing.
        fastify.log.error({ err: error }, 'metrics: the store did not answer the gauge queries')
        storeUp.set(0)
      }
    }

    const recorder: MetricsRecorder = {
      isEnabled: true,
      registry,
      deliveryAttempted(destination, outcome) {
        attempts.inc({ destination, outcome })
      },
      async render() {
        const [, backup] = await Promise.all([readStoreGauges(), lastBackup()])
        backupTime.set(backup ? backup.atMs / 1000 : 0)
        backupSize.set(backup ? backup.bytes : 0)
        return { contentType: registry.contentType, body: await registry.metrics() }
      },
    }
    fastify.decorate('metrics', recorder)

    const token = options.token
    if (token) {
      fastify.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        reply.header('cache-control', 'no-store')
        if (!isRightToken(request.headers.authorization, token)) {
          // Wrong tokens are counted per address in the shared store, like the inbox's: a guesser
          // is refused after a few; the right token never is.
          const people = accessOf(fastify.store)
          const salt = await fastify.store.getSecret('client-address-salt')
          const key = `metrics:address:${hashClientAddress(addressGroup(request.ip), salt)}`
          const nowMs = Date.now()
          const found = await people.signInFailures(key)
          if (
            found &&
            found.failures >= MAX_SIGN_IN_FAILURES &&
            found.windowStartMs + SIGN_IN_FAILURE_WINDOW_MS > nowMs
          ) {
            const waitSeconds = Math.ceil(
              (found.windowStartMs + SIGN_IN_FAILURE_WINDOW_MS - nowMs) / 1000,
            )
            return reply
              .code(429)
              .header('retry-after', waitSeconds)
              .type('text/plain; charset=utf-8')
              .send('Too many wrong metrics tokens from this address\n')
          }
          await people.recordSignInFailure(key, { nowMs, windowMs: SIGN_IN_FAILURE_WINDOW_MS })
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .type('text/plain; charset=utf-8')
            .send('Send the metrics token as Authorization: Bearer <token>\n')
        }
        const { contentType, body } = await recorder.render()
        return reply.type(contentType).send(body)
      })
    }
  },
  // Registered first, so its hook times every route; the store is read only at scrape time.
  { name: 'metrics' },
)
