import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The per-route rate-limit config POST routes use (false when limiting is off). */
export type SubmitRateLimit = { max: number; timeWindow: number } | false

declare module 'fastify' {
  interface FastifyInstance {
    submitRateLimit: SubmitRateLimit
  }
}

/**
 * At most `max` submissions a minute from one address, answered 429 with Retry-After beyond that.
 * Only the POST routes opt in: pages, assets and health checks are never limited. 0 turns it off.
 */
export const rateLimitPlugin = fp(
  async (fastify: FastifyInstance, options: { max: number }) => {
    const config: SubmitRateLimit =
      options.max > 0 ? { max: options.max, timeWindow: 60_000 } : false
    fastify.decorate<SubmitRateLimit>('submitRateLimit', config)
    if (options.max === 0) return
    await fastify.register(rateLimit, {
      global: false,
      addHeadersOnExceeding: {
        'x-ratelimit-limit': true,
        'x-ratelimit-remaining': true,
        'x-ratelimit-reset': true,
      },
      addHeaders: {
        'x-ratelimit-limit': true,
        'x-ratelimit-remaining': true,
        'x-ratelimit-reset': true,
        'retry-after': true,
      },
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many submissions from your address: try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      }),
    })
  },
  { name: 'rate-limit' },
)
