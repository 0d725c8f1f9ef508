import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { cookieValue } from '../lib/cookies.js'
import {
  addressGroup,
  MAX_SIGN_IN_FAILURES,
  SIGN_IN_FAILURE_WINDOW_MS,
} from '../lib/failure-limits.js'
import { hashClientAddress, isSameSecret } from '../lib/hashing.js'
import { ApiError } from '../plugins/app/errors.js'
import { type Role, SCOPES, type Scope } from '../store/people.js'
import type { AuditActor, Store } from '../store/types.js'
import { peopleOf } from './people/store/index.js'
import { hashSecret, newSecret } from './secrets.js'

export { addressGroup, hashSecret, MAX_SIGN_IN_FAILURES, newSecret, SIGN_IN_FAILURE_WINDOW_MS }

/** A session ends after 12 hours without a request (P-sessions-end)… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** …and 7 days after sign-in whatever happens. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000
/** A session's or token's last use is written at most once a minute. */
const TOUCH_AFTER_MS = 60_000
/**
 * Who is asking: a person signed in with a passkey (checked by role), or a script's API token
 * (checked by scope). Extends the audit's actor, so it can be passed to the audit as it is.
 */
export interface AdminActor extends AuditActor {
  readonly kind: 'person' | 'token'
  readonly role: Role
  /** A bearer token's scopes; null for a browser session, which is checked by role. */
  readonly scopes: readonly Scope[] | null
  /** The session the request came with (null for a bearer token). */
  readonly sessionId: string | null
  /** The person, for a passkey session. */
  readonly personId: string | null
  /** When the session's person last made a passkey assertion (null for tokens). */
  readonly provedAtMs: number | null
}

/** Who is audited for a failed sign-in or a wrong token: nobody known yet. */
export const ANONYMOUS = { kind: 'anonymous', id: null, name: 'not signed in' } as const

/** The signed-in actor of a route behind the access check (which has refused everyone else). */
export function actorOf(request: FastifyRequest): AdminActor {
  if (!request.adminActor) throw new ApiError(401, 'unauthorized', 'Sign in first')
  return request.adminActor
}

/** The deprecated shared token, as an owner-scoped token (every scope) for one release. */
const LEGACY_TOKEN_NAME = 'ADMIN_TOKEN (deprecated)'
const LEGACY_TOKEN_ID = 'admin-token'
const LEGACY_SCOPES = SCOPES.filter((scope) => scope !== 'content')

/**
 * Whether the actor is the deprecated ADMIN_TOKEN (as a bearer or its sign-in's session): it keeps
 * only what it had before people existed, the lead pages and the lead API (P-access-ends).
 */
export function isLegacyToken(actor: Pick<AdminActor, 'id'>): boolean {
  return actor.id === LEGACY_TOKEN_ID
}

/**
 * Whether the actor may use the inbox's pages (which declare no token scope): a person's session,
 * and for this release the deprecated ADMIN_TOKEN, which could use them before (as an owner).
 */
export function mayUsePages(actor: AdminActor): boolean {
  return actor.scopes === null || actor.id === LEGACY_TOKEN_ID
}

/** What is counted apart: failed passkey sign-ins, and wrong tokens (API or ADMIN_TOKEN). */
export type FailureKind = 'passkey' | 'token'

/** What the admin routes need to know about who is asking. */
export interface AdminAuth {
  readonly cookieName: string
  readonly hasLegacyToken: boolean
  /** Who the request comes from, or undefined when it carries no valid credential. */
  actorOf(request: FastifyRequest, nowMs: number): Promise<AdminActor | undefined>
  /** True when the request sent an Authorization header (valid or not). */
  hasBearer(request: FastifyRequest): boolean
  isLegacyTokenRight(token: string): boolean
  /** Opens a new session (a fresh id at every sign-in) and sets its cookie. */
  openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    personId: string | null,
    nowMs: number,
  ): Promise<void>
  /** Ends the request's session in the store and clears the cookie. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /**
   * The store's key of the request's address for one kind of failure (a salted hash, never the
   * IP): passkey sign-ins and wrong tokens are counted apart, and an IPv6 address by its /64.
   */
  addressKey(request: FastifyRequest, kind: FailureKind): string
  /**
   * Counts a failed sign-in against each key (address, account) in the shared store; returns the
   * first key's count in its window.
   */
  recordFailure(keys: readonly string[], nowMs: number): Promise<number>
  /** Seconds until every key may try again, or 0 when they may try now. */
  retryAfterSeconds(keys: readonly string[], nowMs: number): Promise<number>
}

/**
 * Server-side sessions (decision 018): the cookie holds 256 random bits; the store keeps their hash
 * with the person, so ending a session or removing a person takes effect at the next request on
 * every instance.
 */
export function createAdminAuth(options: {
  store: Store
  adminToken: string | undefined
  secret: string
  isHttps: boolean
}): AdminAuth {
  const people = peopleOf(options.store)
  const cookieName = options.isHttps ? '__Host-hh_admin' : 'hh_admin'
  const attributes = `Path=/; HttpOnly; SameSite=Strict${options.isHttps ? '; Secure' : ''}`

  const bearerOf = (request: FastifyRequest) => {
    const header = request.headers.authorization
    return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
  }

  const tokenActor = async (bearer: string, nowMs: number): Promise<AdminActor | undefined> => {
    if (options.adminToken && isSameSecret(bearer, options.adminToken)) {
      return {
        kind: 'token',
        id: LEGACY_TOKEN_ID,
        name: LEGACY_TOKEN_NAME,
        role: 'owner',
        // The lead scopes it always had; never content, which came after it was deprecated.
        scopes: LEGACY_SCOPES,
        sessionId: null,
        personId: null,
        provedAtMs: null,
      }
    }
    if (bearer.length > 200) return undefined
    const token = await people.findLiveToken(hashSecret(bearer), {
      nowMs,
      touchAfterMs: TOUCH_AFTER_MS,
    })
    if (!token) return undefined
    return {
      kind: 'token',
      id: token.id,
      name: token.name,
      role: 'staff',
      scopes: token.scopes,
      sessionId: null,
      personId: null,
      provedAtMs: null,
    }
  }

  const sessionActor = async (request: FastifyRequest, nowMs: number) => {
    const value = cookieValue(request.headers.cookie, cookieName)
    if (!value || value.length > 100) return undefined
    const session = await people.findLiveSession(hashSecret(value), {
      nowMs,
      idleMs: SESSION_IDLE_MS,
      touchAfterMs: TOUCH_AFTER_MS,
    })
    if (!session) return undefined
    if (session.personId === null) {
      // A session opened with the deprecated token lasts only while that token is configured.
      if (!options.adminToken) return undefined
      return {
        kind: 'token',
        id: LEGACY_TOKEN_ID,
        name: LEGACY_TOKEN_NAME,
        role: 'owner',
        scopes: null,
        sessionId: session.id,
        personId: null,
        provedAtMs: null,
      } satisfies AdminActor
    }
    const person = await people.findPerson(session.personId)
    if (!person) return undefined
    return {
      kind: 'person',
      id: person.id,
      name: person.displayName,
      role: person.role,
      scopes: null,
      sessionId: session.id,
      personId: person.id,
      provedAtMs: session.provedAtMs,
    } satisfies AdminActor
  }

  return {
    cookieName,
    hasLegacyToken: Boolean(options.adminToken),
    async actorOf(request, nowMs) {
      const bearer = bearerOf(request)
      if (bearer !== undefined) return tokenActor(bearer, nowMs)
      return sessionActor(request, nowMs)
    },
    hasBearer(request) {
      return request.headers.authorization !== undefined
    },
    isLegacyTokenRight(token) {
      return options.adminToken !== undefined && isSameSecret(token, options.adminToken)
    },
    async openSession(request, reply, personId, nowMs) {
      // A new session id at every sign-in; the browser's previous session (if any) ends.
      if (request.adminActor?.sessionId) await people.endSession(request.adminActor.sessionId)
      const value = newSecret()
      await people.createSession({
        id: randomUUID(),
        tokenHash: hashSecret(value),
        personId,
        createdAtMs: nowMs,
        lastSeenAtMs: nowMs,
        expiresAtMs: nowMs + SESSION_ABSOLUTE_MS,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 200) || null,
        // A person signs in with a passkey assertion (or registration): that is a fresh proof.
        provedAtMs: personId ? nowMs : null,
      })
      if (personId) await people.recordSignIn(personId, nowMs)
      reply.header(
        'set-cookie',
        `${cookieName}=${value}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; ${attributes}`,
      )
    },
    async signOut(request, reply) {
      if (request.adminActor?.sessionId) await people.endSession(request.adminActor.sessionId)
      reply.header('set-cookie', `${cookieName}=; Max-Age=0; ${attributes}`)
    },
    addressKey(request, kind) {
      return `${kind}:address:${hashClientAddress(addressGroup(request.ip), options.secret)}`
    },
    async recordFailure(keys, nowMs) {
      const counts: number[] = []
      for (const key of keys) {
        const { failures } = await people.recordSignInFailure(key, {
          nowMs,
          windowMs: SIGN_IN_FAILURE_WINDOW_MS,
        })
        counts.push(failures)
      }
      return counts[0] ?? 0
    },
    async retryAfterSeconds(keys, nowMs) {
      let waitMs = 0
      for (const key of keys) {
        const found = await people.signInFailures(key)
        if (!found || found.failures < MAX_SIGN_IN_FAILURES) continue
        waitMs = Math.max(waitMs, found.windowStartMs + SIGN_IN_FAILURE_WINDOW_MS - nowMs)
      }
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
    },
  }
}
