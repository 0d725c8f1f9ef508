import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hashClientAddress } from '../../lib/hashing.js'
import type { Store } from '../../store/types.js'

/** The per-route rate-limit config POST routes use (false when limiting is off). */
export type SubmitRateLimit = { max: number; timeWindow: number } | false

declare module 'fastify' {
  interface FastifyInstance {
    submitRateLimit: SubmitRateLimit
  }
}

/**
 * A `@fastify/rate-limit` store counting in the shared database, so every instance on one
 * PostgreSQL enforces one limit per address. Each route counts apart (as the memory store does);
 * the address is kept only as a salted hash.
 */
export function sharedRateLimitStore(store: Store) {
  let salt: Promise<string> | undefined
  const saltOnce = () => {
    salt ??= store.getSecret('client-address-salt')
    return salt
  }
  class SharedRateLimitStore {
    constructor(private readonly routeKey = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const nowMs = Date.now()
      saltOnce()
        .then((secret) =>
          store.incrementRateLimit(`${this.routeKey} ${hashClientAddress(key, secret)}`, {
            nowMs,
            windowMs: timeWindow,
          }),
        )
        .then(
          ({ hits, resetAtMs }) => callback(null, { current: hits, ttl: resetAtMs - nowMs }),
          (error: Error) => callback(error),
        )
    }

    // The plugin passes the merged limit settings with the route as `routeInfo` (its types say less).
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo
      return new SharedRateLimitStore(`${String(route?.method ?? '')} ${route?.url ?? ''}`)
    }
  }
  return SharedRateLimitStore
}

/**
 * At most `max` submissions a minute from one address, answered 429 with Retry-After beyond that.
 * Only the POST routes opt in: pages, assets and health checks are never limited. 0 turns it off.
 * With `sharedStore` (PostgreSQL) the count is shared by every instance; otherwise it is in memory.
 */
export const rateLimitPlugin = fp(
  async (fastify: FastifyInstance, options: { max: number; sharedStore?: Store | undefined }) => {
    const config: SubmitRateLimit =
      options.max > 0 ? { max: options.max, timeWindow: 60_000 } : false
    fastify.decorate<SubmitRateLimit>('submitRateLimit', config)
    if (options.max === 0) return
    await fastify.register(rateLimit, {
      global: false,
      ...(options.sharedStore
        ? {
            store: sharedRateLimitStore(options.sharedStore) as never,
            // A database that cannot count cannot store the submission either: let the route answer.
            skipOnError: true,
          }
        : {}),
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
