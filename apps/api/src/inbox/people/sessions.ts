import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '../../plugins/app/errors.js'
import { audit } from '../audit.js'
import { actorOf } from '../session.js'
import { accountPage, sessionsPage } from './pages.js'
import { doneOf, IdParams, personOf, sendPage } from './shared.js'
import { peopleOf } from './store/index.js'

/**
 * Your account and the sessions signed in: staff see and end their own, an owner everyone's;
 * "sign out everywhere else" ends every other session of the person's.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const people = peopleOf(fastify.store)

  fastify.get('/admin/account', { config: { access: 'staff' } }, async (request, reply) =>
    sendPage(reply, accountPage(actorOf(request))),
  )

  fastify.get('/admin/sessions', { config: { access: 'staff' } }, async (request, reply) => {
    const actor = actorOf(request)
    const isEveryone = actor.role === 'owner'
    const sessions = isEveryone
      ? await people.listSessions()
      : actor.personId
        ? await people.listSessions(actor.personId)
        : []
    const namesById = new Map(
      (await people.listPeople()).map((each) => [each.id, each.displayName]),
    )
    return sendPage(
      reply,
      sessionsPage({
        sessions,
        namesById,
        currentId: actor.sessionId,
        isEveryone,
        hasPerson: actor.personId !== null,
        done: doneOf(request),
      }),
    )
  })

  fastify.post(
    '/admin/sessions/end-others',
    { config: { access: 'staff' } },
    async (request, reply) => {
      const actor = personOf(request)
      const ended = await people.endOtherSessions(actor.personId, actor.sessionId)
      await audit(fastify, actor, 'sessions-ended', null, `${ended} other sessions of theirs`)
      return reply.redirect('/admin/sessions?done=others-ended', 303)
    },
  )

  fastify.post(
    '/admin/sessions/:id/end',
    { config: { access: 'staff' }, schema: { params: IdParams } },
    async (request, reply) => {
      const actor = actorOf(request)
      const { id } = request.params
      // Staff end only their own sessions; an owner ends anyone's.
      const isEnded =
        actor.role === 'owner'
          ? await people.endSession(id)
          : actor.personId !== null && (await people.endSession(id, actor.personId))
      if (!isEnded) throw new ApiError(404, 'not_found', 'There is no such session of yours')
      await audit(fastify, actor, 'session-ended', null, null)
      return reply.redirect(id === actor.sessionId ? '/admin' : '/admin/sessions?done=ended', 303)
    },
  )
}
