import { LeadRequestSchema } from '@hard-hat/forms'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { submissionRouteOptions } from './responses.js'

/** POST /api/leads: every other form, as `{ formType, formData }`. */
export const leadsRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/leads',
    submissionRouteOptions(fastify, {
      summary: 'Send a lead from any other form ({ formType, formData })',
      body: LeadRequestSchema,
      acceptsNativeForm: true,
    }),
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
