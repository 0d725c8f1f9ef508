import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { cookieValue } from '../../lib/cookies.js'
import { isSameSecret } from '../../lib/hashing.js'
import type { AuditActor } from '../../store/types.js'

/** A signed-in session lasts a working day and a half at most. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000
/** Wrong tokens allowed from one address in a window before it is refused outright. */
export const MAX_TOKEN_FAILURES = 5
export const TOKEN_FAILURE_WINDOW_MS = 15 * 60 * 1000

/** What the admin routes need to know about who is asking. */
export interface AdminAuth {
  /** The cookie's name: `__Host-` prefixed over https, where the browser then enforces Secure and Path=/. */
  readonly cookieName: string
  /** Who the request comes from, or undefined when it carries no valid credential. */
  actorOf(request: FastifyRequest): AuditActor | undefined
  /** True when the request sent an Authorization header (valid or not). */
  hasBearer(request: FastifyRequest): boolean
  isTokenRight(token: string): boolean
  /** Sets a fresh session cookie on the reply. */
  signIn(reply: FastifyReply, nowMs: number): void
  signOut(reply: FastifyReply): void
  /** Counts a wrong token from the request's address; true once the address is over the limit. */
  recordFailure(request: FastifyRequest, nowMs: number): void
  /** Seconds until the address may try again, or 0 when it may try now. */
  retryAfterSeconds(request: FastifyRequest, nowMs: number): number
}

/**
 * Stateless sessions: the cookie is its expiry signed with a key derived from the store's secret
 * and the admin token, so changing ADMIN_TOKEN signs every session out. Nothing personal is in it.
 */
export function createAdminAuth(options: {
  adminToken: string
  secret: string
  isHttps: boolean
}): AdminAuth {
  const key = createHmac('sha256', options.secret).update(options.adminToken).digest()
  const sign = (expiresMs: number) =>
    createHmac('sha256', key).update(`v1.${expiresMs}`).digest('base64url')
  const cookieName = options.isHttps ? '__Host-hh_admin' : 'hh_admin'
  const attributes = `Path=/; HttpOnly; SameSite=Strict${options.isHttps ? '; Secure' : ''}`
  const failures = new Map<string, { count: number; windowStartMs: number }>()

  const isValidSession = (value: string | undefined, nowMs: number) => {
    const [version, expires, signature] = (value ?? '').split('.')
    const expiresMs = Number(expires)
    if (version !== 'v1' || !signature || !Number.isSafeInteger(expiresMs)) return false
    if (expiresMs <= nowMs || expiresMs > nowMs + SESSION_LIFETIME_MS) return false
    const expected = Buffer.from(sign(expiresMs))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  const bearerOf = (request: FastifyRequest) => {
    const header = request.headers.authorization
    return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
  }

  return {
    cookieName,
    actorOf(request) {
      const bearer = bearerOf(request)
      if (bearer !== undefined)
        return isSameSecret(bearer, options.adminToken) ? 'token' : undefined
      return isValidSession(cookieValue(request.headers.cookie, cookieName), Date.now())
        ? 'session'
        : undefined
    },
    hasBearer(request) {
      return request.headers.authorization !== undefined
    },
    isTokenRight(token) {
      return isSameSecret(token, options.adminToken)
    },
    signIn(reply, nowMs) {
      const expiresMs = nowMs + SESSION_LIFETIME_MS
      reply.header(
        'set-cookie',
        `${cookieName}=v1.${expiresMs}.${sign(expiresMs)}; Max-Age=${SESSION_LIFETIME_MS / 1000}; ${attributes}`,
      )
    },
    signOut(reply) {
      reply.header('set-cookie', `${cookieName}=; Max-Age=0; ${attributes}`)
    },
    recordFailure(request, nowMs) {
      const current = failures.get(request.ip)
      if (!current || nowMs - current.windowStartMs >= TOKEN_FAILURE_WINDOW_MS) {
        failures.set(request.ip, { count: 1, windowStartMs: nowMs })
      } else {
        current.count += 1
      }
      // Forget old windows so a scan of many addresses cannot grow the map for ever.
      if (failures.size > 10_000) {
        for (const [address, entry] of failures) {
          if (nowMs - entry.windowStartMs >= TOKEN_FAILURE_WINDOW_MS) failures.delete(address)
        }
      }
    },
    retryAfterSeconds(request, nowMs) {
      const current = failures.get(request.ip)
      if (!current || current.count < MAX_TOKEN_FAILURES) return 0
      const remainingMs = current.windowStartMs + TOKEN_FAILURE_WINDOW_MS - nowMs
      return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0
    },
  }
}
