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

/**
 * A copy of a schema with a description for the OpenAPI document, as zod's `.describe` makes one:
 * @hard-hat/forms' schemas are zod/mini's (decision 046), which have no `.describe`.
 */
function described<Schema extends z.core.$ZodType>(schema: Schema, description: string): Schema {
  const copy = z.core.clone(schema)
  z.globalRegistry.add(copy, { description })
  return copy
}

/** Responses of every submission route, for the OpenAPI document and the serializer. */
export const SUBMISSION_RESPONSES = {
  200: described(SubmitSuccessSchema, 'Stored (committed) before this answer was sent'),
  400: described(ErrorBodySchema, 'Validation error naming each field at fault, or malformed JSON'),
  413: described(ErrorBodySchema, 'Body larger than 64 kB'),
  415: described(ErrorBodySchema, 'Body not sent as JSON'),
  422: described(ErrorBodySchema, 'Idempotency-Key reused with a different body'),
  429: described(ErrorBodySchema, 'Too many submissions from one address; see Retry-After'),
}

/**
 * The options every submission route shares: its OpenAPI entry, the Idempotency-Key header, the
 * responses and the submit rate limit. `acceptsNativeForm` opts the route into the site's own
 * urlencoded posts (the native forms).
 */
export function submissionRouteOptions<Body extends z.core.$ZodType>(
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
