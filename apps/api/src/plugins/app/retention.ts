import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const SWEEP_INTERVAL_MS = 60 * 60_000

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
    const sweep = async () => {
      try {
        const cutoff = retentionCutoff(new Date(now()), options.retentionMonths)
        const result = await fastify.store.deleteOlderThan(cutoff.getTime())
        if (result.kind === 'refused') {
          fastify.log.error(
            {
              cutoff: cutoff.toISOString(),
              newestLead: new Date(result.newestMs).toISOString(),
              clock: new Date(now()).toISOString(),
            },
            '*** RETENTION REFUSED: its cutoff is later than the newest stored lead, so this ' +
              "server's clock is probably wrong (check time sync). Nothing was deleted. ***",
          )
          return
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
      } catch (error) {
        fastify.log.error({ err: error }, 'retention sweep failed; it runs again within the hour')
      }
    }
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
