import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '../../plugins/app/errors.js'
import { audit, journalAccessEnded } from '../audit.js'
import { actorOf } from '../session.js'
import { deliverLink, renderPeople } from './invitations.js'
import { createSignInLink, INVITATION_LINK_MS } from './links.js'
import { auditRemoval, removePersonPage } from './removal.js'
import { canEmail, IdParams, sendPage } from './shared.js'
import { peopleOf } from './store/index.js'

/**
 * The people who can sign in (owners only): the list, a new sign-in link for someone who lost
 * their passkeys, and removing a person after a confirmation that lists what stops working.
 */
export const personRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const people = peopleOf(fastify.store)

  fastify.get('/admin/people', { config: { access: 'owner' } }, async (request, reply) =>
    sendPage(reply, await renderPeople(fastify, request)),
  )

  fastify.post(
    '/admin/people/:id/link',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (request, reply) => {
      const actor = actorOf(request)
      const person = await people.findPerson(request.params.id)
      if (!person) throw new ApiError(404, 'not_found', 'There is no such person')
      // A link shown on screen lets whoever sees it register their own key as that person: never
      // for another owner, whose account can do everything.
      if (!canEmail(fastify) && person.role === 'owner' && person.id !== actor.personId) {
        throw new ApiError(
          409,
          'bad_request',
          'A new sign-in link for another owner is only ever emailed, and no email is set up: set SMTP_URL, or they run admin:setup-link on the server',
        )
      }
      const link = await createSignInLink(
        fastify,
        {
          kind: 'recovery',
          email: person.email,
          displayName: person.displayName,
          role: person.role,
          personId: person.id,
          createdBy: actor.personId,
          lifetimeMs: INVITATION_LINK_MS,
        },
        fastify.inboxOrigin,
      )
      await audit(fastify, actor, 'link-issued', null, `new sign-in link for ${person.displayName}`)
      return deliverLink(fastify, request, reply, {
        to: person.email,
        subject: 'A new sign-in link for the Hard Hat Websites lead inbox',
        lines: [
          `Hello ${person.displayName},`,
          '',
          `${actor.name} has sent you a link to create a new passkey for the lead inbox.`,
          'Open it within 72 hours. It works once:',
        ],
        url: link.url,
        done: 'link-sent',
      })
    },
  )

  fastify.post(
    '/admin/people/:id/remove',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (request, reply) => {
      const actor = actorOf(request)
      const { id } = request.params
      const nowMs = Date.now()
      const person = await people.findPerson(id)
      if (!person) throw new ApiError(404, 'not_found', 'There is no such person')
      if (person.role === 'owner' && (await people.countOwners()) <= 1) {
        throw new ApiError(409, 'bad_request', 'The last owner cannot be removed')
      }
      const isSelf = person.id === actor.personId
      // First a confirmation that lists what will stop working; only its button removes.
      if ((request.body as { confirm?: unknown } | undefined)?.confirm !== 'yes') {
        const holdings = await people.holdingsOf(person.id, nowMs)
        return sendPage(reply, removePersonPage({ person, holdings, isSelf }))
      }
      const ended = await people.removePerson(id, nowMs)
      if (!ended) throw new ApiError(404, 'not_found', 'There is no such person')
      await journalAccessEnded(fastify, { ended: 'person', id })
      await auditRemoval(fastify, actor, person, ended)
      return reply.redirect(isSelf ? '/admin' : '/admin/people?done=person-removed', 303)
    },
  )
}
