import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '../../plugins/app/errors.js'
import { SCOPES } from '../../store/people.js'
import { audit, journalAccessEnded } from '../audit.js'
import { actorOf, hashSecret, newSecret } from '../session.js'
import { confirmPage, hasFreshProof } from './fresh-proof.js'
import { DEFAULT_TOKEN_DAYS, TOKEN_DAYS, type TokenProblems, tokensPage } from './pages.js'
import { doneOf, IdParams, sendPage } from './shared.js'
import { peopleOf } from './store/index.js'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * API tokens for scripts (owners only): each with its scopes and an expiry, its secret shown once
 * at creation (after a fresh proof) and only its hash kept; revoking one ends it everywhere.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const people = peopleOf(fastify.store)
  const tokensOf = async () => ({
    tokens: await people.listTokens(),
    namesById: new Map((await people.listPeople()).map((each) => [each.id, each.displayName])),
    nowMs: Date.now(),
  })

  fastify.get('/admin/tokens', { config: { access: 'owner' } }, async (request, reply) =>
    sendPage(reply, tokensPage({ ...(await tokensOf()), done: doneOf(request) })),
  )

  fastify.post('/admin/tokens', { config: { access: 'owner' } }, async (request, reply) => {
    const actor = actorOf(request)
    const form = (request.body ?? {}) as Record<string, unknown>
    const name = typeof form.name === 'string' ? form.name.trim() : ''
    const scopes = SCOPES.filter((scope) => form[`scope_${scope}`] === 'on')
    const days = form.expiry === undefined ? DEFAULT_TOKEN_DAYS : Number(form.expiry)
    const problems: TokenProblems = {}
    if (!name || name.length > 80) problems.name = 'Enter a name of up to 80 characters'
    if (scopes.length === 0) problems.scopes = 'Choose at least one thing the token may do'
    if (!(TOKEN_DAYS as readonly number[]).includes(days)) {
      problems.expiry = 'Choose when the token stops working'
    }
    if (Object.keys(problems).length > 0) {
      return sendPage(reply, tokensPage({ ...(await tokensOf()), problems }), 400)
    }
    if (!hasFreshProof(actor, Date.now())) {
      return sendPage(reply, confirmPage('create an API token', '/admin/tokens'), 403)
    }
    const secret = `hh_${newSecret()}`
    const nowMs = Date.now()
    await people.createToken({
      id: randomUUID(),
      name,
      tokenHash: hashSecret(secret),
      scopes,
      createdBy: actor.personId,
      createdAtMs: nowMs,
      lastUsedAtMs: null,
      revokedAtMs: null,
      expiresAtMs: nowMs + days * DAY_MS,
    })
    const detail = `“${name}”: ${scopes.join(', ')}; expires in ${days} days`
    await audit(fastify, actor, 'token-created', null, detail)
    return sendPage(reply, tokensPage({ ...(await tokensOf()), created: { name, secret } }))
  })

  fastify.post(
    '/admin/tokens/:id/revoke',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params
      if (!(await people.revokeToken(id, Date.now()))) {
        throw new ApiError(404, 'not_found', 'There is no such token, or it is revoked already')
      }
      await journalAccessEnded(fastify, { ended: 'token', id })
      const token = await people.findToken(id)
      const detail = `“${token?.name ?? ''}” (${id})`
      await audit(fastify, actorOf(request), 'token-revoked', null, detail)
      return reply.redirect('/admin/tokens?done=revoked', 303)
    },
  )
}
