import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  store: z.object({ dialect: z.enum(['sqlite', 'postgres']), isAnswering: z.boolean() }),
  isForwarding: z.boolean().describe('True when a CRM is configured'),
})

/** GET /api/health: liveness, and whether the store answers (503 when it does not). */
export const healthRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and whether the store answers',
        tags: ['operations'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const isAnswering = await fastify.store.ping()
      reply.header('cache-control', 'no-store')
      return reply.status(isAnswering ? 200 : 503).send({
        status: isAnswering ? 'ok' : 'degraded',
        store: { dialect: fastify.store.dialect, isAnswering },
        isForwarding: fastify.outbox.isForwarding,
      })
    },
  )
}
