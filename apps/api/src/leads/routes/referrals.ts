import { ReferralCodeResponseSchema } from '@hard-hat/forms'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, ErrorBodySchema } from '../../plugins/app/errors.js'

/**
 * GET /api/referrals/code?id=<submission id>: the code of a referral. The caller proves it sent the
 * referral by presenting the id the enquiry answered with (a random UUID nobody else has seen).
 */
export const referralsRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/referrals/code',
    {
      schema: {
        summary: "The referral code of the caller's referral, by the id its enquiry answered with",
        tags: ['referrals'],
        querystring: z.object({
          id: z
            .uuid('Give the id the referral enquiry answered with')
            .describe(
              'The `id` from the answer of the referral enquiry (POST /api/submit-enquiry)',
            ),
        }),
        response: { 200: ReferralCodeResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const submission = await fastify.store.findSubmission(request.query.id)
      if (!submission?.referralCode) {
        throw new ApiError(404, 'not_found', 'There is no referral with this id')
      }
      return { referralCode: submission.referralCode }
    },
  )
}
