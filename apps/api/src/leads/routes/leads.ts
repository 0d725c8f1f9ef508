import { LeadRequestSchema } from '@hard-hat/forms'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdempotencyHeadersSchema, SUBMISSION_RESPONSES } from './responses.js'

/** POST /api/leads: every other form, as `{ formType, formData }`. */
export const leadsRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/leads',
    {
      schema: {
        summary: 'Send a lead from any other form ({ formType, formData })',
        tags: ['submissions'],
        headers: IdempotencyHeadersSchema,
        body: LeadRequestSchema,
        response: SUBMISSION_RESPONSES,
      },
      config: { rateLimit: fastify.submitRateLimit, acceptsNativeForm: true },
    },
    async (request) => {
      const lead = request.body
      const { answer } = await fastify.submissions.record(request, {
        route: 'leads',
        kind: 'lead',
        formType: lead.formType,
        payload: lead,
        email: lead.formData.email,
      })
      return answer
    },
  )
}
