import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toCsv } from '../../lib/csv.js'
import { ApiError } from '../../plugins/app/errors.js'
import type { SubmissionRecord } from '../../store/types.js'
import { auditExport } from '../audit.js'
import { actorOf } from '../session.js'
import { ukDayAndWeekStart } from '../uk-time.js'
import { PAGE_SIZE, toLeadFilter } from './filter.js'
import { leadSummary } from './lead-view.js'

/** The most submissions one export request returns; `offset` and the Link header page on. */
export const EXPORT_PAGE_MAX = 1000

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
 * The lead API for scripts to read, at /api/admin: the submissions and their export, the inbox's
 * list and one lead. Behind the inbox's hooks: a token is checked by each route's scope, a
 * session by its role.
 */
export const leadApiRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/submissions',
    {
      config: { access: 'owner', scope: 'export' },
      schema: {
        hide: true,
        querystring: z.object({
          format: z.enum(['json', 'csv']).optional(),
          limit: z.coerce.number().int().positive().max(EXPORT_PAGE_MAX).default(EXPORT_PAGE_MAX),
          offset: z.coerce.number().int().nonnegative().default(0),
        }),
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query
      // One more than asked: whether there is a next page, without counting the table.
      const found = await fastify.store.listSubmissions({ limit: limit + 1, offset })
      const submissions = found.slice(0, limit)
      if (found.length > limit) {
        const next = new URLSearchParams({
          ...(request.query.format ? { format: request.query.format } : {}),
          limit: String(limit),
          offset: String(offset + limit),
        })
        reply.header('link', `</api/admin/submissions?${next}>; rel="next"`)
      }
      // Every export is audited, as the inbox's is (P-export-audited).
      await auditExport(fastify, actorOf(request), submissions.length)
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

  // The inbox's list for scripts: the same filters (search text goes in the inbox's form only).
  fastify.get(
    '/api/admin/leads',
    { config: { access: 'staff', scope: 'read' }, schema: { hide: true } },
    async (request) => {
      const { q: _search, ...query } = (request.query ?? {}) as Record<string, unknown>
      const { filter, pageNumber } = toLeadFilter(query)
      const [{ leads, total }, counts] = await Promise.all([
        fastify.store.listLeads(filter, { limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE }),
        fastify.store.countLeads(ukDayAndWeekStart(Date.now())),
      ])
      return {
        counts,
        total,
        page: pageNumber,
        pageSize: PAGE_SIZE,
        // The list's columns; the whole payload is one call away at /api/admin/submissions/:id.
        leads: leads.map((lead) => {
          const { payload: _payload, ...columns } = lead
          return { ...columns, ...leadSummary(lead) }
        }),
      }
    },
  )

  fastify.get(
    '/api/admin/submissions/:id',
    {
      config: { access: 'staff', scope: 'read' },
      schema: { hide: true, params: z.object({ id: z.string().min(1).max(100) }) },
    },
    async (request) => {
      const lead = await fastify.store.findSubmission(request.params.id)
      if (!lead) throw new ApiError(404, 'not_found', 'There is no submission with this id')
      const attempts = await fastify.store.listDeliveryAttempts(lead.id)
      return { lead, attempts }
    },
  )
}
