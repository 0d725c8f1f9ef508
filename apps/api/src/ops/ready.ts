import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { probeRouteOptions } from './probe.js'

const ReadySchema = z.object({
  isReady: z.boolean(),
  /** Why not, in words for the person reading the load balancer's log. */
  reason: z.string().optional(),
  /** Migration versions this release needs that the database lacks. */
  pendingMigrations: z.array(z.number().int()).optional(),
})

/**
 * GET /api/health/ready (P-ready-means-serving): 503 while the store does not answer, its
 * schema lacks a migration this release needs (a dump of an older release restored beneath it),
 * or a content change has waited too long for its render (decision 039), so a load balancer sends
 * traffic elsewhere; 200 otherwise. Reads only: two small queries.
 */
export const readyRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health/ready',
    probeRouteOptions('Readiness: the store answers and its schema is this release’s', ReadySchema),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      let pending: number[]
      try {
        pending = await fastify.store.pendingMigrations()
      } catch {
        return reply.status(503).send({ isReady: false, reason: 'the store does not answer' })
      }
      if (pending.length > 0) {
        return reply.status(503).send({
          isReady: false,
          reason: 'the store has migrations pending: restart the server to apply them',
          pendingMigrations: pending,
        })
      }
      if (fastify.contentPublisher?.isStuck()) {
        return reply.status(503).send({
          isReady: false,
          reason: 'published content has waited over a minute to be rendered: see the log',
        })
      }
      return reply.status(200).send({ isReady: true })
    },
  )
}
