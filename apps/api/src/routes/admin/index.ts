import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { type AdminAuth, actorOf, mayUsePages } from '../../plugins/app/admin-session.js'
import { listAssignees } from '../../plugins/app/follow-up-people.js'
import {
  audit,
  auditAnonymousFailure,
  auditExport,
  replayableDestinations,
  runErasure,
} from '../api/admin/actions.js'
import { detailPage } from './detail-page.js'
import { leadsCsv } from './export.js'
import { PAGE_SIZE, toLeadFilter } from './filter.js'
import { followUpRoutes, type RenderDetail } from './follow-up.js'
import type { FollowUpErrors } from './follow-up-view.js'
import { leadProblemText } from './lead-problems.js'
import { ukDayAndWeekStart } from './lead-view.js'
import { listPage } from './list-page.js'
import {
  erasureConfirmPage,
  erasureDonePage,
  erasureFormPage,
  forbiddenPage,
  notFoundPage,
  signInPage,
  tooManyPage,
} from './other-pages.js'
import { reportPages } from './reports.js'
import { INBOX_CSS } from './styles.js'

const EmailSchema = z.email()
const HISTORY_LIMIT = 50

/**
 * The inbox's pages, rendered on the server with no script: sign-in, the list, a lead, the
 * erasure steps and the export. Registered inside the admin routes, behind their session check.
 */
export const inboxPages: FastifyPluginAsync<{ auth: AdminAuth }> = async (fastify, { auth }) => {
  // Pages, not API: kept out of the OpenAPI document.
  fastify.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true }
  })
  fastify.get('/admin/inbox.css', { config: { isPublic: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(INBOX_CSS),
  )

  await fastify.register(reportPages)

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
      fastify.store.followUp.listStatusHistory(id),
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

  // The deprecated shared token's sign-in, for one release while people move to passkeys.
  fastify.post('/admin/sign-in', { config: { isPublic: true } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8')
    const nowMs = Date.now()
    if (!auth.hasLegacyToken) {
      return reply.code(404).send(signInPage({ hasLegacyToken: false }))
    }
    const token = z.object({ token: z.string().max(1000) }).safeParse(request.body)
    if (!token.success || token.data.token === '') {
      return reply
        .code(400)
        .send(signInPage({ hasLegacyToken: true, problem: 'Enter the admin token' }))
    }
    // The right token is never refused for others' failures; wrong ones are limited per address.
    if (!auth.isLegacyTokenRight(token.data.token)) {
      const keys = [auth.addressKey(request, 'token')]
      const waitSeconds = await auth.retryAfterSeconds(keys, nowMs)
      if (waitSeconds > 0) {
        return reply.code(429).header('retry-after', waitSeconds).send(tooManyPage(waitSeconds))
      }
      const failures = await auth.recordFailure(keys, nowMs)
      await auditAnonymousFailure(fastify, failures, 'sign-in-failed', 'wrong ADMIN_TOKEN')
      request.log.warn('admin sign-in refused: wrong token')
      return reply
        .code(401)
        .send(signInPage({ hasLegacyToken: true, problem: 'The admin token is not right' }))
    }
    await auth.openSession(request, reply, null, nowMs)
    await audit(
      fastify,
      { kind: 'token', id: 'admin-token', name: 'ADMIN_TOKEN (deprecated)' },
      'sign-in',
      null,
      'with the deprecated shared token',
    )
    request.log.info('admin signed in with the deprecated shared token')
    return reply.redirect('/admin', 303)
  })

  fastify.post('/admin/sign-out', { config: { isPublic: true } }, async (request, reply) => {
    if (request.adminActor) await audit(fastify, request.adminActor, 'sign-out', null)
    await auth.signOut(request, reply)
    return reply.redirect('/admin', 303)
  })

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
      const { id } = request.params as { id: string }
      const query = request.query as { done?: string; problem?: string }
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
