import { generateAuthenticationOptions } from '@simplewebauthn/server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../plugins/app/errors.js'
import type { Passkey } from '../../store/people.js'
import { audit, auditAnonymousFailure } from '../audit.js'
import { MAX_SIGN_IN_FAILURES } from '../session.js'
import { PASSKEY_SCRIPT, webAuthnBrowserBundle } from './passkey-script.js'
import { ceremonyOf } from './shared.js'
import { peopleOf } from './store/index.js'
import { checkAssertion, newChallenge, relyingParty } from './webauthn.js'

const AssertionBody = z.object({ response: z.record(z.string(), z.unknown()) })

/**
 * A failed passkey sign-in: counted per address (/64 for IPv6) and, to slow a scan naming one
 * person, per account; audited as a summary; 429 once over the limit, else 401.
 */
async function refuseSignIn(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  passkey: Passkey | undefined,
  why: string,
): Promise<ApiError> {
  const auth = fastify.adminAuth
  const nowMs = Date.now()
  const addressKey = auth.addressKey(request, 'passkey')
  const accountKey = passkey ? `account:${passkey.personId}` : undefined
  const waitSeconds = await auth.retryAfterSeconds(
    accountKey ? [addressKey, accountKey] : [addressKey],
    nowMs,
  )
  if (waitSeconds > 0) {
    reply.header('retry-after', waitSeconds)
    return new ApiError(429, 'rate_limited', 'Too many failed sign-ins: try again later')
  }
  const failures = await auth.recordFailure([addressKey], nowMs)
  const person = passkey ? await peopleOf(fastify.store).findPerson(passkey.personId) : undefined
  if (accountKey && person) {
    const accountFailures = await auth.recordFailure([accountKey], nowMs)
    if (accountFailures === 1 || accountFailures === MAX_SIGN_IN_FAILURES) {
      const actor = { kind: 'person', id: person.id, name: person.displayName } as const
      await audit(fastify, actor, 'sign-in-failed', null, `${why} (${accountFailures} in a row)`)
    }
  } else {
    await auditAnonymousFailure(fastify, failures, 'sign-in-failed', why)
  }
  request.log.warn({ why }, 'admin sign-in refused')
  return new ApiError(401, 'unauthorized', 'That passkey could not sign you in')
}

/**
 * Signing in and out: the passkey ceremony (and the two same-origin scripts that run it), and the
 * deprecated ADMIN_TOKEN's sign-in for one release while people move to passkeys.
 */
export const signInRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const people = peopleOf(fastify.store)
  const auth = fastify.adminAuth
  const ceremony = ceremonyOf(fastify)

  // The two scripts of the inbox, same origin (allowed by script-src 'self').
  const webAuthnBundle = webAuthnBrowserBundle()
  fastify.get('/admin/webauthn.js', { config: { isPublic: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(webAuthnBundle),
  )
  fastify.get('/admin/passkey.js', { config: { isPublic: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PASSKEY_SCRIPT),
  )

  fastify.post('/admin/sign-in/options', { config: ceremony }, async (request) => {
    const { rpID } = relyingParty(fastify, request)
    // No allowCredentials: the authenticator offers the person's own (discoverable) passkey.
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' })
    await newChallenge(fastify, 'sign-in', options.challenge)
    return options
  })

  // An assertion that verifies always signs in: failures from its address (a NAT, a proxy) or
  // naming its person from anywhere never lock a person out; only failures are limited.
  fastify.post('/admin/sign-in/verify', { config: ceremony }, async (request, reply) => {
    const nowMs = Date.now()
    const body = AssertionBody.safeParse(request.body)
    if (!body.success) throw new ApiError(400, 'bad_request', 'Send the passkey’s answer')
    const credentialId = String(body.data.response.id ?? '').slice(0, 500)
    const passkey = credentialId ? await people.findPasskey(credentialId) : undefined
    if (!passkey) throw await refuseSignIn(fastify, request, reply, passkey, 'unknown passkey')
    const checked = await checkAssertion(fastify, request, body.data.response, passkey, 'sign-in')
    if (!checked.ok) throw await refuseSignIn(fastify, request, reply, passkey, checked.why)
    await people.usePasskey(passkey.id, checked.newCounter, nowMs)
    await people.clearSignInFailures(`account:${passkey.personId}`)
    await auth.openSession(request, reply, passkey.personId, nowMs)
    const person = await people.findPerson(passkey.personId)
    await audit(
      fastify,
      { kind: 'person', id: passkey.personId, name: person?.displayName ?? '' },
      'sign-in',
      null,
      `passkey “${passkey.name}”`,
    )
    return { redirect: '/admin' }
  })

  fastify.post('/admin/sign-out', { config: { isPublic: true } }, async (request, reply) => {
    if (request.adminActor) await audit(fastify, request.adminActor, 'sign-out', null)
    await auth.signOut(request, reply)
    return reply.redirect('/admin', 303)
  })
}
