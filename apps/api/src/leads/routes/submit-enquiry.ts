import { ENQUIRY_FORM_TYPES, EnquiryRequestSchema } from '@hard-hat/forms'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { submissionRouteOptions } from './responses.js'

/** POST /api/submit-enquiry: one-page, £495 offer, free website, contact and referral enquiries. */
export const submitEnquiryRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/submit-enquiry',
    submissionRouteOptions(fastify, {
      summary: 'Send an enquiry (one-page, £495 offer, free website, contact or referral)',
      body: EnquiryRequestSchema,
      acceptsNativeForm: true,
    }),
    async (request) => {
      const enquiry = request.body
      const { answer } = await fastify.submissions.record(request, {
        route: 'submit-enquiry',
        kind: 'enquiry',
        formType: enquiry.formType,
        payload: enquiry,
        email: enquiry.email,
        hasReferralCode: enquiry.formType === ENQUIRY_FORM_TYPES.referral,
      })
      return answer
    },
  )
}
