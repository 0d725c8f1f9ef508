import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { RetentionResult } from '../store/types.js'

const SWEEP_INTERVAL_MS = 60 * 60_000
/** How far the clock must go back after a refusal before sweeps are trusted again. */
const CLOCK_CORRECTION_MS = 24 * 60 * 60_000

declare module 'fastify' {
  interface FastifyInstance {
    retention: {
      /** Runs one sweep now (it runs at start and every hour by itself). */
      sweep(): Promise<RetentionResult | 'suspect_clock' | 'error'>
    }
  }
}

/** The moment `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Deletes submissions older than the retention period at start and then every hour (UK GDPR),
 * except leads not yet delivered; refuses, loudly, when the cutoff is later than the newest stored
 * lead: a host whose clock starts years ahead (before time sync) would otherwise erase everything
 * (P-retention-never-undelivered).
 */
export const retentionPlugin = fp(
  async (
    fastify: FastifyInstance,
    options: { retentionMonths: number; now?: (() => number) | undefined },
  ) => {
    const now = options.now ?? Date.now
    let timer: NodeJS.Timeout | undefined
    // Set by a refusal: a lead stored meanwhile carries the same wrong clock and would make the next
    // sweep look sane, so sweeps stay refused until the clock has gone back (time sync fixed it).
    let refusedAtMs: number | undefined
    const sweep = async () => {
      try {
        const clockMs = now()
        if (refusedAtMs !== undefined) {
          if (clockMs > refusedAtMs - CLOCK_CORRECTION_MS) {
            fastify.log.error(
              { clock: new Date(clockMs).toISOString() },
              '*** RETENTION STILL REFUSED: the clock has not come back since it looked wrong. Nothing was deleted. ***',
            )
            return 'suspect_clock' as const
          }
          refusedAtMs = undefined
        }
        const cutoff = retentionCutoff(new Date(clockMs), options.retentionMonths)
        const result = await fastify.store.deleteOlderThan(cutoff.getTime())
        if (result.kind === 'refused') {
          refusedAtMs = clockMs
          fastify.log.error(
            {
              cutoff: cutoff.toISOString(),
              newestLead: new Date(result.newestMs).toISOString(),
              clock: new Date(now()).toISOString(),
            },
            '*** RETENTION REFUSED: its cutoff is later than the newest stored lead, so this ' +
              "server's clock is probably wrong (check time sync). Nothing was deleted. ***",
          )
          return result
        }
        if (result.deleted > 0) {
          fastify.log.info(
            { deleted: result.deleted, cutoff: cutoff.toISOString() },
            'retention: deleted old submissions',
          )
        }
        if (result.keptUndelivered > 0) {
          fastify.log.warn(
            { kept: result.keptUndelivered, cutoff: cutoff.toISOString() },
            'retention: kept leads past the retention period because they were never delivered: replay or erase them',
          )
        }
        return result
      } catch (error) {
        fastify.log.error({ err: error }, 'retention sweep failed; it runs again within the hour')
        return 'error' as const
      }
    }
    fastify.decorate('retention', { sweep })
    fastify.addHook('onReady', async () => {
      await sweep()
      timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS)
      timer.unref()
    })
    fastify.addHook('preClose', async () => {
      clearInterval(timer)
    })
  },
  { name: 'retention', dependencies: ['store'] },
)
