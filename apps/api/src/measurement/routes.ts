import { COUNTING_SECTION_ID, OBJECTION_ACTION, objectionCookie } from '@hard-hat/content'
import { BEACON_PATH, BeaconSchema } from '@hard-hat/forms'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../plugins/app/errors.js'
import { deviceOfRequest, notCountedSender } from './counting.js'

/** The largest beacon taken: a real one is a few hundred bytes. */
export const BEACON_LIMIT_BYTES = 4096
/**
 * Beacons taken a second from everyone together: far above a small site's traffic, far below what
 * could hurt the store. Counted for all senders at once, so no address is kept even in memory; a
 * flood costs some statistics, never a lead.
 */
export const BEACONS_PER_SECOND = 50

/** A fixed one-second window over every sender: true while the window still has room. */
export function beaconWindow(perSecond: number, now: () => number = Date.now) {
  let windowStartMs = 0
  let taken = 0
  return (): boolean => {
    const nowMs = now()
    if (nowMs - windowStartMs >= 1000) {
      windowStartMs = nowMs
      taken = 0
    }
    taken += 1
    return taken <= perSecond
  }
}

/** A path on this site to go back to: one slash, no scheme, host or backslash, a bounded length. */
const ReturnPathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'Give a path on this site')

/** "Don't count my visits" (off) or "Count my visits again" (on), from a form or a script. */
const ObjectionSchema = z.object({
  counting: z.enum(['off', 'on']),
  return: ReturnPathSchema.optional(),
})

/**
 * The measurement wing's routes: POST /api/counting-objection records or withdraws a visitor's
 * objection in the objection cookie (which holds nothing else) and sends the browser back to the
 * page it came from, so "Don't count my visits" works without scripts. The pages' script sets the
 * same cookie itself and never needs it. Kept out of the OpenAPI document: the site's own, not a
 * public API.
 */
export const measurementRoutes: FastifyPluginAsyncZod<{
  publicOrigin: string
  beaconsPerSecond?: number
}> = async (fastify, options) => {
  const siteOrigin = new URL(options.publicOrigin).origin
  const isHttps = siteOrigin.startsWith('https://')
  const hasRoom = beaconWindow(options.beaconsPerSecond ?? BEACONS_PER_SECOND)

  // The browser's measurement script (sendBeacon, JSON). Every field is checked by BeaconSchema;
  // a client's mistake is a 400, a flood a 429, and a failed write is logged, never a 5xx.
  fastify.post(
    BEACON_PATH,
    {
      schema: { hide: true, body: BeaconSchema },
      bodyLimit: BEACON_LIMIT_BYTES,
      onRequest: async (request, reply) => {
        const origin = request.headers.origin
        if (origin !== undefined && origin !== siteOrigin) {
          throw new ApiError(403, 'cross_site_form', 'Only this site’s pages send measurements')
        }
        if (!hasRoom()) {
          reply.header('retry-after', '1')
          throw new ApiError(429, 'rate_limited', 'Too many measurements: try again in a second')
        }
      },
    },
    async (request, reply) => {
      if (notCountedSender(request.headers) === undefined) {
        try {
          await fastify.measurement.recordBeacon(request.body, deviceOfRequest(request.headers))
        } catch (error) {
          fastify.log.error({ err: error }, 'measurement: a beacon was not recorded')
        }
      }
      return reply.code(204).send()
    },
  )

  fastify.post(
    OBJECTION_ACTION,
    {
      schema: { hide: true, body: ObjectionSchema },
      config: { handlesOwnFormPosts: true },
      // Before the body is read: another site's page cannot change a visitor's choice.
      onRequest: async (request) => {
        const origin = request.headers.origin
        if (origin !== undefined && origin !== siteOrigin) {
          throw new ApiError(403, 'cross_site_form', 'Only this site’s pages can send this form')
        }
      },
    },
    async (request, reply) => {
      const objects = request.body.counting === 'off'
      const back = request.body.return ?? '/cookies'
      return reply
        .header('set-cookie', objectionCookie(objects, isHttps))
        .header('cache-control', 'no-store')
        .redirect(`${back.split('#')[0]}#${COUNTING_SECTION_ID}`, 303)
    },
  )
}
