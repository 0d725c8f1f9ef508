import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { audit, auditAnonymousFailure } from '../audit.js'
import { signInPage, tooManyPage } from '../other-pages.js'

const TokenForm = z.object({ token: z.string().max(1000) })

/**
 * The deprecated shared ADMIN_TOKEN's sign-in form, kept for one release while people move to
 * passkeys (decision 018): the right token opens a session; wrong ones are limited per address.
 */
export const legacyTokenRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const auth = fastify.adminAuth
  // The deprecated shared token's sign-in, for one release while people move to passkeys.
  fastify.post('/admin/sign-in', { config: { isPublic: true } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8')
    const nowMs = Date.now()
    if (!auth.hasLegacyToken) {
      return reply.code(404).send(signInPage({ hasLegacyToken: false }))
    }
    const token = TokenForm.safeParse(request.body)
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
}
