import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toCsv } from '../../../lib/csv.js'
import { isSameSecret } from '../../../lib/hashing.js'
import { ApiError, ErrorBodySchema } from '../../../plugins/app/errors.js'
import {
  DESTINATIONS,
  type RequeueResult,
  type Store,
  type SubmissionRecord,
} from '../../../store/types.js'

/**
 * Requeues every destination of a submission that has not delivered it: 'requeued' when any was,
 * else the first destination's reason (the outbox has one row per destination).
 */
async function requeueUndelivered(store: Store, id: string, nowMs: number): Promise<RequeueResult> {
  const results: RequeueResult[] = []
  for (const destination of DESTINATIONS) results.push(await store.requeue(id, destination, nowMs))
  return results.includes('requeued') ? 'requeued' : (results[0] ?? 'not_found')
}

const CSV_COLUMNS = [
  'id',
  'reference',
  'createdAt',
  'kind',
  'formType',
  'isSpam',
  'forwardStatus',
  'forwardAttempts',
  'forwardedAt',
  'lastError',
  'sourcePage',
  'email',
  'referralCode',
  'clientHash',
  'payload',
] as const

/**
 * The admin API (only registered when ADMIN_TOKEN is set; every call needs `Authorization: Bearer`):
 * the export of stored submissions, the replay of a failed forward, and erasure by email address.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ adminToken: string }> = async (
  fastify,
  options,
) => {
  fastify.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? ''
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!isSameSecret(token, options.adminToken)) {
      reply.header('www-authenticate', 'Bearer')
      throw new ApiError(
        401,
        'unauthorized',
        'Send the admin token as Authorization: Bearer <token>',
      )
    }
  })

  fastify.get(
    '/api/admin/submissions',
    {
      schema: {
        hide: true,
        querystring: z.object({
          format: z.enum(['json', 'csv']).optional(),
          limit: z.coerce.number().int().positive().optional(),
        }),
      },
    },
    async (request, reply) => {
      const submissions = await fastify.store.listSubmissions(
        request.query.limit === undefined ? {} : { limit: request.query.limit },
      )
      reply.header('cache-control', 'no-store')
      const wantsCsv =
        request.query.format === 'csv' ||
        (request.query.format === undefined && request.headers.accept?.includes('text/csv'))
      if (!wantsCsv) return { submissions }
      const rows = submissions.map((submission) => ({
        ...submission,
        payload: JSON.stringify(submission.payload),
      })) satisfies (Omit<SubmissionRecord, 'payload'> & { payload: string })[]
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="submissions.csv"')
        .send(toCsv(CSV_COLUMNS, rows))
    },
  )

  fastify.post(
    '/api/admin/submissions/:id/replay',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: {
          202: z.object({ status: z.literal('requeued') }),
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await requeueUndelivered(fastify.store, request.params.id, Date.now())
      if (result === 'not_found')
        throw new ApiError(404, 'not_found', 'There is no submission with this id')
      if (result === 'already_forwarded') {
        throw new ApiError(409, 'already_forwarded', 'This submission has already reached the CRM')
      }
      if (result === 'spam') throw new ApiError(409, 'spam', 'Spam is never forwarded')
      request.log.info({ submissionId: request.params.id }, 'forward replay requested')
      fastify.outbox.wake()
      return reply.status(202).send({ status: 'requeued' })
    },
  )

  fastify.post(
    '/api/admin/erasure',
    {
      schema: {
        hide: true,
        body: z.object({ email: z.email('Enter the email address to erase') }),
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (request) => {
      const deleted = await fastify.store.eraseEmail(request.body.email)
      request.log.info({ deleted }, 'erasure request carried out')
      return { deleted }
    },
  )
}
