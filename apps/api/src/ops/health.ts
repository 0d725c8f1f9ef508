import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { probeRouteOptions } from './probe.js'

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  store: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    isAnswering: z.boolean().describe('True when the store took a write just now'),
  }),
  isForwarding: z.boolean().describe('True when a CRM is configured'),
})

/** How long a store that took the probe's write is believed to still take one. */
export const HEALTH_CHECK_CACHE_MS = 5000

/**
 * GET /api/health: readiness. It writes one settings row, so a full disk, a locked or frozen
 * database answers 503 (within the store's bounds), not a 200 while every insert fails. The write
 * is made at most once every few seconds: the route is public, and a caller polling it must not
 * write 64 KB a call. Only a success is kept, and any 503 the app answers drops it, so a fault is
 * seen at the next call.
 */
const health: FastifyPluginAsyncZod<{ now?: (() => number) | undefined }> = async (
  fastify,
  options,
) => {
  const now = options.now ?? Date.now
  let provedAtMs: number | undefined
  let probing: Promise<boolean> | undefined
  const isAnsweringNow = async () => {
    const nowMs = now()
    if (provedAtMs !== undefined && nowMs - provedAtMs < HEALTH_CHECK_CACHE_MS) return true
    // Callers at the same moment share one write.
    probing ??= fastify.store.probeWrite(nowMs).finally(() => {
      probing = undefined
    })
    const isAnswering = await probing
    provedAtMs = isAnswering ? nowMs : undefined
    return isAnswering
  }
  // On every route (the plugin is not encapsulated): a lead refused with 503 drops the belief.
  fastify.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode === 503) provedAtMs = undefined
  })
  fastify.get(
    '/api/health',
    probeRouteOptions('Readiness: whether the store takes a write', HealthSchema),
    async (_request, reply) => {
      const isAnswering = await isAnsweringNow()
      reply.header('cache-control', 'no-store')
      return reply.status(isAnswering ? 200 : 503).send({
        status: isAnswering ? 'ok' : 'degraded',
        store: { dialect: fastify.store.dialect, isAnswering },
        isForwarding: fastify.outbox.isForwarding,
      })
    },
  )
}

/** The route, with its hook on the whole app (a 503 anywhere is a fault the check must see). */
export const healthRoute = fp(health, { name: 'health-route' })
