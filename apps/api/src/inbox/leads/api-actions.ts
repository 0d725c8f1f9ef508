import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, ErrorBodySchema } from '../../plugins/app/errors.js'
import { isFormPost } from '../hooks.js'
import { actorOf } from '../session.js'
import { type AdminAction, runErasure, runLeadAction } from './actions.js'
import { leadProblemCode } from './lead-problems.js'

/** What an erasure and its preview are sent: the whole address. */
const ErasureBody = z.object({ email: z.email('Enter the email address to erase') })

/**
 * What changes a lead, at /api/admin: replay, spam and not spam (which the inbox's buttons post
 * as forms, answered with a redirect back to the lead), and erasure with its preview.
 */
export const leadActionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const ACTIONS = { replay: 'requeued', 'not-spam': 'queued', spam: 'marked_spam' } as const
  for (const action of Object.keys(ACTIONS) as AdminAction[]) {
    fastify.post(
      `/api/admin/submissions/:id/${action}`,
      {
        // Marking spam or not spam queues or stops a delivery, as a replay does: the same scope.
        config: { access: 'staff', scope: 'replay' },
        schema: {
          hide: true,
          params: z.object({ id: z.string().min(1).max(100) }),
          response: {
            202: z.object({ status: z.literal(ACTIONS[action]) }),
            403: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params
        try {
          await runLeadAction(fastify, action, id, actorOf(request))
        } catch (error) {
          // The inbox's buttons come back to the lead with the reason; scripts get the JSON error.
          if (!isFormPost(request) || !(error instanceof ApiError) || error.statusCode === 404) {
            throw error
          }
          const problem = new URLSearchParams({ problem: leadProblemCode(error.message) })
          return reply.redirect(`/admin/leads/${encodeURIComponent(id)}?${problem}`, 303)
        }
        request.log.info({ submissionId: id, action }, 'admin action carried out')
        if (isFormPost(request)) {
          return reply.redirect(`/admin/leads/${encodeURIComponent(id)}?done=${action}`, 303)
        }
        return reply.status(202).send({ status: ACTIONS[action] })
      },
    )
  }

  // The inbox's preview for scripts: what an erasure of the address would delete, and where the
  // whole address was found in each lead (P-erasure-whole-address).
  fastify.post(
    '/api/admin/erasure/preview',
    {
      config: { access: 'owner', scope: 'erase' },
      schema: {
        hide: true,
        body: ErasureBody,
      },
    },
    async (request) => {
      const found = await fastify.store.findLeadsToErase(request.body.email)
      return {
        leads: found.map(({ lead, matches }) => ({
          id: lead.id,
          reference: lead.reference,
          createdAt: lead.createdAt,
          formType: lead.formType,
          isUnreadable: lead.kind === 'unreadable',
          matches,
        })),
      }
    },
  )

  fastify.post(
    '/api/admin/erasure',
    {
      config: { access: 'owner', scope: 'erase' },
      schema: {
        hide: true,
        body: ErasureBody,
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (request) => {
      const deleted = await runErasure(fastify, request.body.email, actorOf(request))
      request.log.info({ deleted }, 'erasure request carried out')
      return { deleted }
    },
  )
}
