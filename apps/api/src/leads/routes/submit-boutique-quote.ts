import { BoutiqueQuoteRequestSchema } from '@hard-hat/forms'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '../../plugins/app/errors.js'
import { findQuoteProblems } from '../quote-check.js'
import { submissionRouteOptions } from './responses.js'

/** POST /api/submit-boutique-quote: the calculator's quote, re-priced before it is stored. */
export const submitBoutiqueQuoteRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/submit-boutique-quote',
    submissionRouteOptions(fastify, {
      summary: 'Send a boutique quote; it is re-priced and refused if any price disagrees',
      body: BoutiqueQuoteRequestSchema,
      acceptsNativeForm: false,
    }),
    async (request) => {
      const quote = request.body
      const problems = findQuoteProblems(quote)
      if (problems) {
        throw new ApiError(
          400,
          'validation_error',
          'The quote does not match our current prices and rules',
          problems,
        )
      }
      const { answer } = await fastify.submissions.record(request, {
        route: 'submit-boutique-quote',
        kind: 'boutique-quote',
        formType: 'boutique_quote',
        payload: quote,
        email: quote.contactInfo.email,
      })
      return answer
    },
  )
}
