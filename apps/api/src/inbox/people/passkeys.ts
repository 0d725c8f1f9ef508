import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '../../plugins/app/errors.js'
import { audit, journalAccessEnded } from '../audit.js'
import { hasFreshProof } from './fresh-proof.js'
import { passkeysPage } from './pages.js'
import { doneOf, IdParams, needFreshProof, personOf, sendPage, tellAboutPasskey } from './shared.js'
import { peopleOf } from './store/index.js'
import { passkeyOf, RegistrationBody, registrationOptions, verifyRegistration } from './webauthn.js'

/**
 * A person's own passkeys: the list, adding one (after a fresh passkey assertion) and removing
 * one (never the last); each change is audited and, when email is set up, told to the person.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const people = peopleOf(fastify.store)

  fastify.get('/admin/passkeys', { config: { access: 'staff' } }, async (request, reply) => {
    const actor = personOf(request)
    return sendPage(
      reply,
      passkeysPage(await people.listPasskeys(actor.personId), {
        done: doneOf(request),
        isFresh: hasFreshProof(actor, Date.now()),
      }),
    )
  })

  fastify.post('/admin/passkeys/options', { config: { access: 'staff' } }, async (request) => {
    const actor = personOf(request)
    needFreshProof(actor)
    const person = await people.findPerson(actor.personId)
    if (!person) throw new ApiError(401, 'unauthorized', 'Sign in first')
    const existing = await people.listPasskeys(person.id)
    return registrationOptions(fastify, request, person, existing, `add:${person.id}`)
  })

  fastify.post('/admin/passkeys/verify', { config: { access: 'staff' } }, async (request) => {
    const actor = personOf(request)
    needFreshProof(actor)
    const body = RegistrationBody.safeParse(request.body)
    if (!body.success) throw new ApiError(400, 'bad_request', 'Send the passkey’s answer')
    const credential = await verifyRegistration(
      fastify,
      request,
      body.data.response,
      `add:${actor.personId}`,
    )
    const name = body.data.name || 'Passkey'
    await people.addPasskey(passkeyOf(credential, actor.personId, name, Date.now()))
    await audit(fastify, actor, 'passkey-added', null, `“${name}”`)
    const person = await people.findPerson(actor.personId)
    if (person) await tellAboutPasskey(fastify, person, 'added', name)
    return { redirect: '/admin/passkeys?done=added' }
  })

  fastify.post(
    '/admin/passkeys/:id/remove',
    { config: { access: 'staff' }, schema: { params: IdParams } },
    async (request, reply) => {
      const actor = personOf(request)
      const { id } = request.params
      const passkeys = await people.listPasskeys(actor.personId)
      const passkey = passkeys.find((each) => each.id === id)
      if (!passkey) throw new ApiError(404, 'not_found', 'There is no such passkey of yours')
      if (passkeys.length === 1) {
        throw new ApiError(409, 'bad_request', 'Add another passkey before removing your only one')
      }
      await people.removePasskey(actor.personId, id)
      await journalAccessEnded(fastify, { ended: 'passkey', id, personId: actor.personId })
      await audit(fastify, actor, 'passkey-removed', null, `“${passkey.name}”`)
      const person = await people.findPerson(actor.personId)
      if (person) await tellAboutPasskey(fastify, person, 'removed', passkey.name)
      // A removed passkey's device may still be signed in: offer to end every other session.
      return reply.redirect('/admin/sessions?done=passkey-removed', 303)
    },
  )
}
