import { COUNTING_RETENTION_MONTHS } from '@hard-hat/content'
import { type Beacon, VITAL_NAMES, type VitalName } from '@hard-hat/forms'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, Histogram } from 'prom-client'
import { retentionCutoff } from '../ops/index.js'
import { countingVerdict, type Device, dayOf, type PageView } from './counting.js'
import {
  createMeasurementStore,
  type MeasurementStore,
  type StepCount,
  type ViewCount,
} from './store.js'
import { bucketOf } from './vitals.js'

// Counts wait in memory this long at most, so a busy site writes each row once per interval.
const FLUSH_INTERVAL_MS = 10_000
const SWEEP_INTERVAL_MS = 6 * 60 * 60_000
// A bound on distinct rows waiting: beyond it the buffer is written at once.
const MAX_WAITING_ROWS = 5_000

/** Each vital's Prometheus histogram: its name, what it measures and its buckets (s, or CLS). */
const VITAL_HISTOGRAMS: Readonly<
  Record<VitalName, { metric: string; title: string; buckets: readonly number[] }>
> = {
  LCP: {
    metric: 'hardhat_web_vital_lcp_seconds',
    title: 'Largest Contentful Paint',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  },
  INP: {
    metric: 'hardhat_web_vital_inp_seconds',
    title: 'Interaction to Next Paint',
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1],
  },
  CLS: {
    metric: 'hardhat_web_vital_cls',
    title: 'Cumulative Layout Shift',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  },
  TTFB: {
    metric: 'hardhat_web_vital_ttfb_seconds',
    title: 'Time to First Byte',
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3],
  },
}

export interface MeasurementOptions {
  /** The site's public origin: a referrer on its host is a view inside a visit. */
  readonly publicOrigin: string
  readonly now?: (() => number) | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    measurement: {
      readonly store: MeasurementStore
      /** Writes the counts waiting in memory now (every 10 s and at close by itself). */
      flush(): Promise<void>
      /** Deletes counts older than the retention period; returns how many rows went. */
      sweep(): Promise<number>
      /** Adds a checked beacon's vitals and steps to today's counts under the device class. */
      recordBeacon(beacon: Beacon, device: Device): Promise<void>
    }
  }
}

/**
 * First-party counting (decision 037): every page the server answers is judged by countingVerdict
 * after the answer is sent, and a counted view adds one to its day's row. The rows are day counts:
 * nothing of the request (address, User-Agent, cookie) is kept beyond the device class.
 */
export const measurementPlugin = fp(
  async (fastify: FastifyInstance, options: MeasurementOptions) => {
    const now = options.now ?? Date.now
    const ownHost = new URL(options.publicOrigin).hostname
    const store = createMeasurementStore(fastify.store.sql)
    const registry = fastify.metrics.registry
    const viewsCounter = registry
      ? new Counter({
          name: 'hardhat_page_views_total',
          help: 'Page views counted (first-party, no identifier), by page, device class and entry',
          labelNames: ['page', 'device', 'entry'],
          registers: [registry],
        })
      : undefined

    // One histogram per vital, in seconds (CLS unitless), by page and device class: the alert rule
    // reads each page's p75 from them (deploy/prometheus/alerts.yml).
    const vitalHistograms = registry
      ? Object.fromEntries(
          VITAL_NAMES.map((name) => {
            const { metric, title, buckets } = VITAL_HISTOGRAMS[name]
            const histogram = new Histogram({
              name: metric,
              help: `${title} of real visits (field), by page and device class`,
              labelNames: ['page', 'device'],
              buckets: [...buckets],
              registers: [registry],
            })
            return [name, histogram]
          }),
        )
      : undefined

    const recordBeacon = async (beacon: Beacon, device: Device) => {
      const day = dayOf(now())
      for (const vital of beacon.vitals) {
        vitalHistograms?.[vital.name]?.observe(
          { page: beacon.page, device },
          vital.name === 'CLS' ? vital.value : vital.value / 1000,
        )
      }
      await store.addVitals(
        beacon.vitals.map((vital) => ({
          day,
          page: beacon.page,
          device,
          metric: vital.name,
          bucket: bucketOf(vital.name, vital.value),
          target: vital.target ?? '',
          samples: 1,
        })),
      )
      const steps: StepCount[] = [...new Set(beacon.steps)].map((step) => ({
        day,
        funnel: 'calculator',
        step,
        device,
        reached: 1,
      }))
      if (beacon.back) steps.push({ day, funnel: 'back', step: beacon.back, device, reached: 1 })
      await store.addSteps(steps)
    }

    let waiting = new Map<string, { view: PageView; views: number }>()
    let writing: Promise<void> = Promise.resolve()
    const flush = async () => {
      const batch = waiting
      waiting = new Map()
      const counts: ViewCount[] = [...batch.values()].map(({ view, views }) => ({ ...view, views }))
      writing = writing.then(async () => {
        if (counts.length === 0) return
        try {
          await store.addViews(counts)
        } catch (error) {
          // Counts are statistics: a failed write is logged and dropped, never retried forever.
          fastify.log.error({ err: error, rows: counts.length }, 'measurement: counts not written')
        }
      })
      await writing
    }

    fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const contentType = reply.getHeader('content-type')
      const verdict = countingVerdict({
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        headers: request.headers,
        ownHost,
        nowMs: now(),
      })
      if (verdict.kind !== 'counted') return
      const { view } = verdict
      const key = JSON.stringify(view)
      const found = waiting.get(key)
      if (found) found.views += 1
      else waiting.set(key, { view, views: 1 })
      viewsCounter?.inc({ page: view.page, device: view.device, entry: String(view.isEntry) })
      if (waiting.size >= MAX_WAITING_ROWS) void flush()
    })

    const sweep = async () => {
      const cutoff = retentionCutoff(new Date(now()), COUNTING_RETENTION_MONTHS)
      try {
        return await store.deleteBefore(dayOf(cutoff.getTime()))
      } catch (error) {
        fastify.log.error({ err: error }, 'measurement: the retention sweep failed')
        return 0
      }
    }

    const flushTimer = setInterval(() => void flush(), FLUSH_INTERVAL_MS)
    flushTimer.unref()
    const sweepTimer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS)
    sweepTimer.unref()
    fastify.addHook('onReady', async () => {
      await sweep()
    })
    // Before the store closes (hooks run in reverse order of registration).
    fastify.addHook('onClose', async () => {
      clearInterval(flushTimer)
      clearInterval(sweepTimer)
      await flush()
    })

    fastify.decorate('measurement', { store, flush, sweep, recordBeacon })
  },
  { name: 'measurement', dependencies: ['store'] },
)
