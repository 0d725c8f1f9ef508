import { type ApiErrorCode, ApiErrorSchema, type FieldErrors, toFieldErrors } from '@hard-hat/forms'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { z } from 'zod'
import { isStoreUnavailable } from '../../store/faults.js'

/** When a visitor is told to try again after the store could not take a submission. */
const STORE_RETRY_AFTER_S = 30

/** A failed body, query or params validation, carrying the zod error so fields can be named. */
export class RequestValidationError extends Error {
  readonly statusCode = 400
  constructor(readonly zodError: z.ZodError) {
    super('The request has errors')
    this.name = 'RequestValidationError'
  }
}

/** An error a route raises on purpose, answered with its status, code and message as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Body of every error answer: `{ success: false, error: { code, message, fields? } }` (@hard-hat/forms). */
export const ErrorBodySchema = ApiErrorSchema

/** An error answer. */
export type ErrorBody = z.infer<typeof ErrorBodySchema>

/** Builds an error body. */
export function errorBody(code: ApiErrorCode, message: string, fields?: FieldErrors): ErrorBody {
  if (!fields) return { success: false, error: { code, message } }
  // The wire map holds messages only: a field named without one is not sent.
  const sent = Object.entries(fields).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  return { success: false, error: { code, message, fields: Object.fromEntries(sent) } }
}

/** The one error model of the forms: dot path → first message ("formData.email" → message). */
export const fieldErrors = toFieldErrors

const CLIENT_ERRORS: Record<string, { status: number; code: ApiErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the body as JSON with Content-Type: application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is empty',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_content_length',
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_INVALID_CHARSET: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the body as UTF-8 JSON',
  },
}

/** The one error handler: clear 4xx answers for what clients get wrong, a generic 500 for the rest. */
export const errorsPlugin = fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      // A scripts-off form post gets a page (native-forms.ts); everything else JSON.
      const answer = (status: number, body: ErrorBody) =>
        request.server.hasDecorator('nativeForms') &&
        request.server.nativeForms.answerError(request, reply, status, body)
          ? reply
          : reply.status(status).send(body)
      if (error instanceof RequestValidationError) {
        return answer(
          400,
          errorBody(
            'validation_error',
            'There is a problem with the fields named',
            fieldErrors(error.zodError),
          ),
        )
      }
      if (error instanceof ApiError) {
        return answer(error.statusCode, errorBody(error.code, error.message, error.fields))
      }
      const known = CLIENT_ERRORS[error.code]
      if (known) return answer(known.status, errorBody(known.code, known.message))
      if (error.statusCode === 429) {
        return answer(429, errorBody('rate_limited', error.message))
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return answer(
          error.statusCode,
          errorBody('bad_request', error.message || 'The request is not valid'),
        )
      }
      if (isStoreUnavailable(error)) {
        request.log.error({ err: error }, 'store unavailable: answered 503')
        reply.header('retry-after', STORE_RETRY_AFTER_S)
        return answer(
          503,
          errorBody(
            'internal_error',
            'We could not store this just now: nothing was saved. Please try again in a minute.',
          ),
        )
      }
      request.log.error({ err: error }, 'request failed')
      return answer(
        500,
        errorBody('internal_error', `Something went wrong on our side (request ${request.id})`),
      )
    })
  },
  { name: 'errors' },
)
