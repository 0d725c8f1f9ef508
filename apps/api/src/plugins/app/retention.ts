import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const SWEEP_INTERVAL_MS = 60 * 60_000

/** The moment `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/** Deletes submissions older than the retention period at start and then every hour (UK GDPR). */
export const retentionPlugin = fp(
  async (fastify: FastifyInstance, options: { retentionMonths: number }) => {
    let timer: NodeJS.Timeout | undefined
    const sweep = async () => {
      try {
        const cutoff = retentionCutoff(new Date(), options.retentionMonths)
        const deleted = await fastify.store.deleteOlderThan(cutoff.getTime())
        if (deleted > 0) {
          fastify.log.info(
            { deleted, cutoff: cutoff.toISOString() },
            'retention: deleted old submissions',
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
