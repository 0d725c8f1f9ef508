import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../plugins/app/errors.js'
import type { Role } from '../../store/people.js'
import { audit, journalAccessEnded } from '../audit.js'
import { actorOf } from '../session.js'
import { confirmPage, hasFreshProof } from './fresh-proof.js'
import { createSignInLink, INVITATION_LINK_MS } from './links.js'
import { type InviteProblems, peoplePage } from './pages.js'
import { canEmail, doneOf, EmailSchema, IdParams, sendPage } from './shared.js'
import { peopleOf } from './store/index.js'

const InviteForm = z.object({
  email: z.string().max(320).default(''),
  displayName: z.string().max(80).default(''),
  role: z.string().max(10).default(''),
})

/** The people page: everyone who can sign in and the links still open. */
export async function renderPeople(
  fastify: FastifyInstance,
  request: FastifyRequest,
  extra: Partial<Parameters<typeof peoplePage>[0]> = {},
) {
  return peoplePage({
    people: await peopleOf(fastify.store).listPeople(),
    invitations: await peopleOf(fastify.store).listOpenInvitations(Date.now(), { withSetup: true }),
    selfId: actorOf(request).personId,
    done: doneOf(request),
    ...extra,
  })
}

/** Emails a link through the people outbox, or (no email configured) shows it to the owner once. */
export async function deliverLink(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  message: { to: string; subject: string; lines: string[]; url: string; done: string },
) {
  if (!canEmail(fastify)) {
    const page = await renderPeople(fastify, request, { shownLink: message.url, done: undefined })
    return sendPage(reply, page)
  }
  await peopleOf(fastify.store).queueEmail({
    id: randomUUID(),
    recipient: message.to,
    subject: message.subject,
    body: `${[...message.lines, '', message.url, ''].join('\n')}`,
    nowMs: Date.now(),
  })
  fastify.outbox.wake()
  return reply.redirect(`/admin/people?done=${message.done}`, 303)
}

/** Owners invite someone by name, email and role (an owner only after a fresh proof), or cancel a link. */
export const invitationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const people = peopleOf(fastify.store)

  fastify.post('/admin/invitations', { config: { access: 'owner' } }, async (request, reply) => {
    const actor = actorOf(request)
    const raw = InviteForm.safeParse(request.body ?? {})
    const values = raw.success ? raw.data : { email: '', displayName: '', role: '' }
    const email = values.email.trim().toLowerCase()
    const displayName = values.displayName.trim()
    const problems: InviteProblems = {}
    if (!displayName) problems.displayName = 'Enter their name'
    if (!EmailSchema.safeParse(email).success) {
      problems.email = 'Enter an email address in the correct format, like name@example.com'
    } else if (await people.findPersonByEmail(email)) {
      problems.email = 'Someone with this email address can sign in already'
    }
    if (values.role !== 'owner' && values.role !== 'staff') problems.role = 'Choose a role'
    if (Object.keys(problems).length > 0) {
      const page = await renderPeople(fastify, request, { problems, values, done: undefined })
      return sendPage(reply, page, 400)
    }
    const role = values.role as Role
    if (role === 'owner' && !hasFreshProof(actor, Date.now())) {
      return sendPage(reply, confirmPage('invite an owner', '/admin/people'), 403)
    }
    const link = await createSignInLink(
      fastify,
      {
        kind: 'invitation',
        email,
        displayName,
        role,
        personId: null,
        createdBy: actor.personId,
        lifetimeMs: INVITATION_LINK_MS,
      },
      fastify.inboxOrigin,
    )
    await audit(fastify, actor, 'invited', null, `${displayName} as ${role}`)
    return deliverLink(fastify, request, reply, {
      to: email,
      subject: 'Your invitation to the Hard Hat Websites lead inbox',
      lines: [
        `Hello ${displayName},`,
        '',
        `${actor.name} has invited you to the Hard Hat Websites lead inbox as ${role}.`,
        'Open this link within 72 hours to create your passkey. It works once:',
      ],
      url: link.url,
      done: 'invited',
    })
  })

  fastify.post(
    '/admin/invitations/:id/revoke',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params
      if (!(await people.revokeLink(id))) {
        throw new ApiError(404, 'not_found', 'There is no such open link')
      }
      await journalAccessEnded(fastify, { ended: 'link', id })
      await audit(fastify, actorOf(request), 'link-cancelled', null, null)
      return reply.redirect('/admin/people?done=cancelled', 303)
    },
  )
}
