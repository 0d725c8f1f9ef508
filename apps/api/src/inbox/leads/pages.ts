import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { auditExport } from '../audit.js'
import {
  type FollowUpErrors,
  followUpOf,
  followUpRoutes,
  listAssignees,
  type RenderDetail,
} from '../follow-up/index.js'
import {
  erasureConfirmPage,
  erasureDonePage,
  erasureFormPage,
  forbiddenPage,
  notFoundPage,
  signInPage,
} from '../other-pages.js'
import { actorOf, mayUsePages } from '../session.js'
import { ukDayAndWeekStart } from '../uk-time.js'
import { replayableDestinations, runErasure } from './actions.js'
import { detailPage } from './detail-page.js'
import { leadsCsv } from './export.js'
import { PAGE_SIZE, toLeadFilter } from './filter.js'
import { leadProblemText } from './lead-problems.js'
import { listPage } from './list-page.js'

const EmailSchema = z.email()
const HISTORY_LIMIT = 50

/**
 * The leads' pages, rendered on the server with no script: the list (or, signed out, the
 * sign-in page), a lead with its follow-up, the erasure steps and the export.
 */
export const leadPages: FastifyPluginAsyncZod = async (fastify) => {
  const auth = fastify.adminAuth

  const renderList = async (input: unknown) => {
    const { filter, pageNumber } = toLeadFilter(input)
    const [{ leads, total }, counts] = await Promise.all([
      fastify.store.listLeads(filter, { limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE }),
      fastify.store.countLeads(ukDayAndWeekStart(Date.now())),
    ])
    return listPage({
      filter,
      leads,
      total,
      pageNumber,
      pageSize: PAGE_SIZE,
      counts,
      offerDeadlines: fastify.offerDeadlines,
      nowMs: Date.now(),
    })
  }

  const renderDetail = async (
    id: string,
    extras: {
      done?: string | undefined
      problem?: string | undefined
      errors?: FollowUpErrors
      typed?: { status?: string; note?: string }
    } = {},
  ) => {
    const lead = await fastify.store.findSubmission(id)
    if (!lead) return undefined
    const [attempts, history, statusHistory, assignees] = await Promise.all([
      fastify.store.listDeliveryAttempts(id),
      fastify.store.listAudit({ submissionId: id, limit: HISTORY_LIMIT }),
      followUpOf(fastify.store).listStatusHistory(id),
      listAssignees(fastify),
    ])
    return detailPage({
      lead,
      attempts,
      history,
      canReplay: replayableDestinations(lead, fastify.outbox.initialStatuses(false)).length > 0,
      ...extras,
      offerDeadlines: fastify.offerDeadlines,
      followUp: {
        nowMs: Date.now(),
        history: statusHistory,
        assignees,
        ...(extras.errors ? { errors: extras.errors } : {}),
        ...(extras.typed ? { typed: extras.typed } : {}),
      },
    })
  }
  await fastify.register(followUpRoutes, { renderDetail: renderDetail satisfies RenderDetail })

  // Signed out, the sign-in page; a script's token gets 403 from a page like every page's.
  fastify.get('/admin', { config: { isPublic: true, access: 'staff' } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8')
    if (!request.adminActor) return signInPage({ hasLegacyToken: auth.hasLegacyToken })
    if (!mayUsePages(request.adminActor)) return reply.code(403).send(forbiddenPage())
    return renderList(request.query)
  })
  // The filter form posts, so search text (a name, an address) never lands in a URL or a log.
  fastify.post('/admin', { config: { access: 'staff' } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(await renderList(request.body)),
  )

  fastify.get(
    '/admin/leads/:id',
    {
      config: { access: 'staff' },
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: z.object({
          done: z.string().max(20).optional(),
          problem: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8')
      const { id } = request.params
      const query = request.query
      // A code, shown as its fixed text: free text in the URL is never shown.
      const page = await renderDetail(id, {
        done: query.done,
        problem: leadProblemText(query.problem),
      })
      return page ?? reply.code(404).send(notFoundPage())
    },
  )

  fastify.post('/admin/export', { config: { access: 'owner' } }, async (request, reply) => {
    const { filter } = toLeadFilter(request.body)
    const { csv, rows } = await leadsCsv(fastify.store, filter)
    await auditExport(fastify, actorOf(request), rows)
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="leads.csv"')
      .send(csv)
  })

  fastify.get('/admin/erasure', { config: { access: 'owner' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(erasureFormPage()),
  )
  fastify.post('/admin/erasure', { config: { access: 'owner' } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8')
    const form = z
      .object({ step: z.enum(['preview', 'confirm']), email: z.string().max(320) })
      .safeParse(request.body)
    const email = form.success ? EmailSchema.safeParse(form.data.email.trim()) : undefined
    if (!form.success || !email?.success) {
      return reply
        .code(400)
        .send(
          erasureFormPage('Enter an email address in the correct format, like name@example.com'),
        )
    }
    if (form.data.step === 'preview') {
      return erasureConfirmPage(email.data, await fastify.store.findLeadsToErase(email.data))
    }
    return erasureDonePage(await runErasure(fastify, email.data, actorOf(request)))
  })
}
