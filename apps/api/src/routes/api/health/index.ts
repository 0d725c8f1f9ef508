import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  store: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    isAnswering: z.boolean().describe('True when the store took a write just now'),
  }),
  isForwarding: z.boolean().describe('True when a CRM is configured'),
})

/**
 * GET /api/health: readiness. It writes one settings row, so a full disk, a locked or frozen
 * database answers 503 (within the store's bounds), not a 200 while every insert fails.
 */
export const healthRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      schema: {
        summary: 'Readiness: whether the store takes a write',
        tags: ['operations'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const isAnswering = await fastify.store.probeWrite(Date.now())
      reply.header('cache-control', 'no-store')
      return reply.status(isAnswering ? 200 : 503).send({
        status: isAnswering ? 'ok' : 'degraded',
        store: { dialect: fastify.store.dialect, isAnswering },
        isForwarding: fastify.outbox.isForwarding,
      })
    },
  )
}
