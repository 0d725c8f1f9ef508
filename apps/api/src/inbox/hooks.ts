import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../plugins/app/errors.js'
import type { Role, Scope } from '../store/people.js'
import { audit, auditAnonymousFailure } from './audit.js'
import { forbiddenPage } from './other-pages.js'
import { linkOrigin } from './people/index.js'
import { peopleOf } from './people/store/index.js'
import {
  type AdminActor,
  type AdminAuth,
  createAdminAuth,
  isLegacyToken,
  mayUsePages,
} from './session.js'

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
    /** Sessions, tokens and failed sign-ins: the inbox's own, visible inside it only. */
    adminAuth: AdminAuth
    /** The site's origin (PUBLIC_ORIGIN), as the inbox's links and checks use it. */
    inboxOrigin: string
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

/**
 * The inbox's pages load only their own stylesheet and, for passkeys, their own two scripts from
 * this origin (no inline script, no eval), which may talk only to this origin.
 */
export const INBOX_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'
const FORM_BODY_LIMIT_BYTES = 8 * 1024

/** Whether the request is one of the inbox's native form posts (a script sends JSON). */
export const isFormPost = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith(FORM_CONTENT_TYPE) ?? false

/**
 * The start-up warning of the deprecated ADMIN_TOKEN: what it still does, and the tokens and
 * invitations it made while it could (none has a person as creator), by name, to review.
 */
async function warnOfLegacyToken(fastify: FastifyInstance): Promise<void> {
  const nowMs = Date.now()
  const tokens = (await peopleOf(fastify.store).listTokens()).filter(
    (token) =>
      token.createdBy === null &&
      token.revokedAtMs === null &&
      (token.expiresAtMs === null || token.expiresAtMs > nowMs),
  )
  const invitations = (await peopleOf(fastify.store).listOpenInvitations(nowMs)).filter(
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

/** Every admin route declares who may use it; one without a declaration stops the server. */
function declareRoutes(fastify: FastifyInstance): void {
  // Decorated on the root by the app, so tests and tools outside the inbox can read it.
  const routeTable = fastify.adminRouteTable
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
}

/** The inbox's forms post natively and are answered here, not as the site's lead forms are. */
function acceptFormPosts(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    route.config = { ...route.config, handlesOwnFormPosts: true }
    // The inbox is not the site's public API: kept out of the OpenAPI document, but for the
    // routes that ask to be in it (`hide: false`: the content API for scripts).
    route.schema = { ...route.schema, hide: route.schema?.hide !== false }
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
}

/** Signed out: a script gets 401 naming the header, a browser the sign-in page. */
function refuse(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/api/')) {
    reply.header('www-authenticate', 'Bearer')
    throw new ApiError(401, 'unauthorized', 'Send an API token as Authorization: Bearer <token>')
  }
  return reply.redirect('/admin', 303)
}

/** A signed-in request for something its role or scopes do not allow: 403, and audited. */
async function forbid(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: AdminActor,
) {
  await audit(
    fastify,
    actor,
    'forbidden',
    null,
    `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
  )
  request.log.warn({ actor: actor.id }, 'admin request refused: not allowed for this role or token')
  if (request.url.startsWith('/api/') || !mayUsePages(actor)) {
    throw new ApiError(403, 'unauthorized', 'Your role or token does not allow this')
  }
  return reply.code(403).type('text/html; charset=utf-8').send(forbiddenPage())
}

/** Whether the actor may use the route: sessions by role, tokens by the route's scope. */
function isAllowed(
  actor: AdminActor,
  config: { access: AdminAccess; scope?: Scope | undefined; isAboutAccess?: boolean | undefined },
): boolean {
  const { access, scope } = config
  if (config.isAboutAccess && isLegacyToken(actor)) return false
  if (scope !== undefined && actor.scopes !== null) return actor.scopes.includes(scope)
  if (!mayUsePages(actor)) return false
  return access === 'staff' || actor.role === 'owner'
}

/**
 * The inbox's shell, as one set of hooks on every route inside it: who is asking (an API token
 * as `Authorization: Bearer`, checked by the route's scope, or a server-side session cookie,
 * checked by role), wrong tokens limited per address in the shared store, the inbox's own
 * Content-Security-Policy, its form posts, and the Origin check on every state-changing request.
 */
export const inboxHooks = fp(
  async (
    fastify: FastifyInstance,
    options: {
      /** The deprecated shared token: an owner-scoped token for one more release. */
      adminToken: string | undefined
      publicOrigin: string
    },
  ) => {
    const publicOrigin = new URL(options.publicOrigin).origin
    const auth = createAdminAuth({
      store: fastify.store,
      adminToken: options.adminToken,
      secret: await fastify.store.getSecret('admin-session-key'),
      isHttps: publicOrigin.startsWith('https://'),
    })
    fastify.decorate('adminAuth', auth)
    fastify.decorate('inboxOrigin', publicOrigin)
    fastify.decorateRequest('adminActor', undefined)
    if (options.adminToken) {
      fastify.addHook('onReady', () => warnOfLegacyToken(fastify))
    }
    declareRoutes(fastify)
    acceptFormPosts(fastify)

    fastify.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store')
      reply.header('x-robots-tag', 'noindex, nofollow')
      reply.header('content-security-policy', INBOX_POLICY)
      // Under no-referrer a browser sends `Origin: null` on a form post; same-origin keeps the
      // real origin for the check below and still tells other sites nothing.
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
        await auditAnonymousFailure(
          fastify,
          failures,
          'token-refused',
          'wrong or revoked API token',
        )
        // The token itself is never logged (the Authorization header is redacted too).
        request.log.warn('admin request refused: wrong bearer token')
        return refuse(request, reply)
      }
      if (config.isPublic) return
      if (!actor) return refuse(request, reply)
      if (!config.access || !isAllowed(actor, { ...config, access: config.access })) {
        return forbid(fastify, request, reply, actor)
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
  },
  { name: 'inbox-hooks' },
)
