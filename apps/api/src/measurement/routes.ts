import { COUNTING_SECTION_ID, OBJECTION_ACTION, objectionCookie } from '@hard-hat/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../plugins/app/errors.js'

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
export const measurementRoutes: FastifyPluginAsyncZod<{ publicOrigin: string }> = async (
  fastify,
  options,
) => {
  const siteOrigin = new URL(options.publicOrigin).origin
  const isHttps = siteOrigin.startsWith('https://')

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
