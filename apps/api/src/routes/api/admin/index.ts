import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toCsv } from '../../../lib/csv.js'
import {
  type AdminActor,
  actorOf,
  createAdminAuth,
  isLegacyToken,
  mayUsePages,
} from '../../../plugins/app/admin-session.js'
import { ApiError, ErrorBodySchema } from '../../../plugins/app/errors.js'
import type { Role, Scope } from '../../../store/people.js'
import type { SubmissionRecord } from '../../../store/types.js'
import { PAGE_SIZE, toLeadFilter } from '../../admin/filter.js'
import { inboxPages } from '../../admin/index.js'
import { leadProblemCode } from '../../admin/lead-problems.js'
import { leadSummary, ukDayAndWeekStart } from '../../admin/lead-view.js'
import { forbiddenPage } from '../../admin/other-pages.js'
import { linkOrigin, peoplePages } from '../../admin/people.js'
import {
  type AdminAction,
  audit,
  auditAnonymousFailure,
  auditExport,
  runErasure,
  runLeadAction,
} from './actions.js'
import { addressExportRoutes } from './address-export.js'

/** The most submissions one export request returns; `offset` and the Link header page on. */
export const EXPORT_PAGE_MAX = 1000

/** Who may use an admin route (P-roles-on-the-server): 'staff' lets owners and staff in. */
export type AdminAccess = Role

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, once the admin routes' check has run; undefined when signed out. */
    adminActor: AdminActor | undefined
  }
  interface FastifyContextConfig {
    /** An admin route a signed-out visitor may reach (the sign-in page and its stylesheet). */
    isPublic?: boolean
    /** Who may use the route: every admin route declares it, or the server refuses to start. */
    access?: AdminAccess
    /** The scope an API token needs; a route without one is for people (sessions) only. */
    scope?: Scope
    /**
     * A route about who can get in (people, invitations, tokens, sessions, the audit): never for
     * the deprecated ADMIN_TOKEN, which keeps only the lead routes it had (P-access-ends).
     */
    isAboutAccess?: boolean
  }
  interface FastifyInstance {
    /** Every admin route and what it allows, as declared (the access test walks it). */
    adminRouteTable: AdminRouteEntry[]
  }
}

/** One admin route's declared access. */
export interface AdminRouteEntry {
  readonly method: string
  readonly url: string
  readonly access: AdminAccess | undefined
  readonly scope: Scope | undefined
  readonly isPublic: boolean
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
 * The inbox's pages load only their own stylesheet and, for passkeys, their own two scripts from
 * this origin (no inline script, no eval), which may talk only to this origin.
 */
const INBOX_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'
const FORM_BODY_LIMIT_BYTES = 8 * 1024

const isFormPost = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith(FORM_CONTENT_TYPE) ?? false

/**
 * The start-up warning of the deprecated ADMIN_TOKEN: what it still does, and the tokens and
 * invitations it made while it could (none has a person as creator), by name, to review.
 */
async function warnOfLegacyToken(fastify: FastifyInstance): Promise<void> {
  const nowMs = Date.now()
  const tokens = (await fastify.store.people.listTokens()).filter(
    (token) =>
      token.createdBy === null &&
      token.revokedAtMs === null &&
      (token.expiresAtMs === null || token.expiresAtMs > nowMs),
  )
  const invitations = (await fastify.store.people.listOpenInvitations(nowMs)).filter(
    (link) => link.createdBy === null,
  )
  fastify.log.warn(
    {
      tokensItMade: tokens.map((token) => `“${token.name}” (${token.scopes.join(', ')})`),
      // Ids and roles only: an invitee's name and address are personal data, kept out of logs.
      invitationsItMade: invitations.map((link) => `${link.id} (${link.kind}, ${link.role})`),
    },
    'ADMIN_TOKEN is deprecated: for this release it keeps only the lead pages and the lead API (read, replay, export, erase) and is refused on people, invitations, tokens, sessions and the audit; review the tokens and invitations it made (listed here) under /admin/tokens and /admin/people, then remove it',
  )
}

/**
 * The admin side: the inbox's pages at /admin and the API at /api/admin. A request is allowed
 * with an API token as `Authorization: Bearer` (scripts, checked by the route's scope) or a
 * server-side session cookie (people, after signing in with a passkey, checked by role); wrong
 * tokens and failed sign-ins are limited per address in the shared store; a state-changing
 * request from a browser must come from the site's own origin.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  /** The deprecated shared token: an owner-scoped token for one more release. */
  adminToken: string | undefined
  publicOrigin: string
}> = async (fastify, options) => {
  const publicOrigin = new URL(options.publicOrigin).origin
  const auth = createAdminAuth({
    store: fastify.store,
    adminToken: options.adminToken,
    secret: await fastify.store.getSecret('admin-session-key'),
    isHttps: publicOrigin.startsWith('https://'),
  })
  fastify.decorateRequest('adminActor', undefined)
  // Decorated on the root by the app, so tests and tools outside this plugin can read it.
  const routeTable = fastify.adminRouteTable
  if (options.adminToken) {
    fastify.addHook('onReady', () => warnOfLegacyToken(fastify))
  }

  // Every admin route declares who may use it; one without a declaration stops the server here.
  fastify.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as {
      access?: AdminAccess
      scope?: Scope
      isPublic?: boolean
    }
    if (!config.access && !config.isPublic) {
      throw new Error(`admin route ${String(route.method)} ${route.url} declares no access`)
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      routeTable.push({
        method,
        url: route.url,
        access: config.access,
        scope: config.scope,
        isPublic: config.isPublic === true,
      })
    }
  })

  // The inbox's forms post natively and are answered here, not as the site's lead forms are.
  fastify.addHook('onRoute', (route) => {
    route.config = { ...route.config, handlesOwnFormPosts: true }
  })
  // Another plugin may already read this type for the site's forms.
  if (!fastify.hasContentTypeParser(FORM_CONTENT_TYPE)) {
    fastify.addContentTypeParser(
      FORM_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))))
      },
    )
  }

  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) {
      reply.header('www-authenticate', 'Bearer')
      throw new ApiError(401, 'unauthorized', 'Send an API token as Authorization: Bearer <token>')
    }
    return reply.redirect('/admin', 303)
  }

  /** A signed-in request for something its role or scopes do not allow: 403, and audited. */
  const forbid = async (request: FastifyRequest, reply: FastifyReply, actor: AdminActor) => {
    await audit(
      fastify,
      actor,
      'forbidden',
      null,
      `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    )
    request.log.warn(
      { actor: actor.id },
      'admin request refused: not allowed for this role or token',
    )
    if (request.url.startsWith('/api/') || !mayUsePages(actor)) {
      throw new ApiError(403, 'unauthorized', 'Your role or token does not allow this')
    }
    return reply.code(403).type('text/html; charset=utf-8').send(forbiddenPage())
  }

  /** Whether the actor may use the route: sessions by role, tokens by the route's scope. */
  const isAllowed = (
    actor: AdminActor,
    config: { access: AdminAccess; scope?: Scope | undefined; isAboutAccess?: boolean | undefined },
  ) => {
    const { access, scope } = config
    if (config.isAboutAccess && isLegacyToken(actor)) return false
    if (scope !== undefined && actor.scopes !== null) return actor.scopes.includes(scope)
    if (!mayUsePages(actor)) return false
    return access === 'staff' || actor.role === 'owner'
  }

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    reply.header('x-robots-tag', 'noindex, nofollow')
    reply.header('content-security-policy', INBOX_POLICY)
    // Under no-referrer a browser sends `Origin: null` on a form post; same-origin keeps the real
    // origin for the check below and still tells other sites nothing.
    reply.header('referrer-policy', 'same-origin')
    const nowMs = Date.now()
    const config = request.routeOptions.config
    request.adminActor = await auth.actorOf(request, nowMs)
    const actor = request.adminActor
    // A token that verifies is never refused for failures from its address (one NAT, a proxy):
    // only wrong tokens are counted and limited, apart from failed passkey sign-ins.
    if (auth.hasBearer(request) && !actor) {
      const key = auth.addressKey(request, 'token')
      const waitSeconds = await auth.retryAfterSeconds([key], nowMs)
      if (waitSeconds > 0) {
        reply.header('retry-after', waitSeconds)
        throw new ApiError(429, 'rate_limited', 'Too many wrong admin tokens from this address')
      }
      const failures = await auth.recordFailure([key], nowMs)
      await auditAnonymousFailure(fastify, failures, 'token-refused', 'wrong or revoked API token')
      // The token itself is never logged (the Authorization header is redacted too).
      request.log.warn('admin request refused: wrong bearer token')
      return refuse(request, reply)
    }
    if (config.isPublic) return
    if (!actor) return refuse(request, reply)
    if (!config.access || !isAllowed(actor, { ...config, access: config.access })) {
      return forbid(request, reply, actor)
    }
  })

  // Cross-site request forgery: a browser always sends Origin on a POST; a script with the
  // bearer token (which no other site can attach) may send none.
  fastify.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return
    const origin = request.headers.origin
    const isSameOrigin =
      origin === undefined
        ? request.adminActor?.scopes != null
        : origin === publicOrigin || origin === linkOrigin(publicOrigin)
    if (!isSameOrigin) {
      request.log.warn('admin request refused: foreign or missing Origin')
      throw new ApiError(403, 'unauthorized', 'This request must come from the inbox itself')
    }
  })

  await fastify.register(inboxPages, { auth })
  await fastify.register(peoplePages, { auth, publicOrigin })
  await fastify.register(addressExportRoutes)

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
        body: z.object({ email: z.email('Enter the email address to erase') }),
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
        body: z.object({ email: z.email('Enter the email address to erase') }),
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
