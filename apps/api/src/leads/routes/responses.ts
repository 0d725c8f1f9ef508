import { SubmitSuccessSchema } from '@hard-hat/forms'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ErrorBodySchema } from '../../plugins/app/errors.js'

/** The Idempotency-Key header every POST honours. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'A fresh random key (a UUID) per submission attempt: a repeat with the same key and body returns the first answer and stores nothing new.',
    ),
})

/** Responses of every submission route, for the OpenAPI document and the serializer. */
export const SUBMISSION_RESPONSES = {
  200: SubmitSuccessSchema.describe('Stored (committed) before this answer was sent'),
  400: ErrorBodySchema.describe('Validation error naming each field at fault, or malformed JSON'),
  413: ErrorBodySchema.describe('Body larger than 64 kB'),
  415: ErrorBodySchema.describe('Body not sent as JSON'),
  422: ErrorBodySchema.describe('Idempotency-Key reused with a different body'),
  429: ErrorBodySchema.describe('Too many submissions from one address; see Retry-After'),
}

/**
 * The options every submission route shares: its OpenAPI entry, the Idempotency-Key header, the
 * responses and the submit rate limit. `acceptsNativeForm` opts the route into the site's own
 * urlencoded posts (the native forms).
 */
export function submissionRouteOptions<Body extends z.ZodType>(
  fastify: FastifyInstance,
  { summary, body, acceptsNativeForm }: { summary: string; body: Body; acceptsNativeForm: boolean },
) {
  return {
    schema: {
      summary,
      tags: ['submissions'],
      headers: IdempotencyHeadersSchema,
      body,
      response: SUBMISSION_RESPONSES,
    },
    config: { rateLimit: fastify.submitRateLimit, acceptsNativeForm },
  }
}
