import { generateAuthenticationOptions } from '@simplewebauthn/server'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../plugins/app/errors.js'
import { safeNext } from './fresh-proof.js'
import { personOf } from './shared.js'
import { peopleOf } from './store/index.js'
import { checkAssertion, newChallenge, relyingParty } from './webauthn.js'

const ConfirmBody = z.object({
  response: z.record(z.string(), z.unknown()),
  next: z.string().max(200).optional(),
})

/**
 * "Confirm it's you": a fresh assertion with one of the person's own passkeys, recorded on the
 * session, which the sensitive acts (a passkey, an owner, a token) ask for first.
 */
export const confirmRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const people = peopleOf(fastify.store)

  fastify.post('/admin/confirm/options', { config: { access: 'staff' } }, async (request) => {
    const actor = personOf(request)
    const passkeys = await people.listPasskeys(actor.personId)
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(fastify, request).rpID,
      userVerification: 'required',
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.id,
        transports: [...passkey.transports] as never,
      })),
    })
    await newChallenge(fastify, `confirm:${actor.sessionId}`, options.challenge)
    return options
  })

  fastify.post('/admin/confirm/verify', { config: { access: 'staff' } }, async (request) => {
    const actor = personOf(request)
    const body = ConfirmBody.safeParse(request.body)
    if (!body.success) throw new ApiError(400, 'bad_request', 'Send the passkey’s answer')
    const passkey = await people.findPasskey(String(body.data.response.id ?? '').slice(0, 500))
    const purpose = `confirm:${actor.sessionId}`
    const checked =
      passkey && passkey.personId === actor.personId
        ? await checkAssertion(fastify, request, body.data.response, passkey, purpose)
        : { ok: false as const, why: 'not a passkey of theirs' }
    if (!checked.ok || !passkey || !actor.sessionId) {
      request.log.warn({ why: checked.ok ? 'no session' : checked.why }, 'confirmation refused')
      throw new ApiError(400, 'bad_request', 'That passkey could not confirm it’s you: try again')
    }
    const nowMs = Date.now()
    await people.usePasskey(passkey.id, checked.newCounter, nowMs)
    await people.recordProof(actor.sessionId, nowMs)
    return { redirect: safeNext(body.data.next) }
  })
}
