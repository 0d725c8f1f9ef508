import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../plugins/app/errors.js'
import type { SignInLink } from '../../store/people.js'
import { audit, journalAccessEnded } from '../audit.js'
import { hashSecret } from '../session.js'
import { linkProblem } from './links.js'
import { welcomePage } from './pages.js'
import { ceremonyOf, EmailSchema, sendPage, tellAboutPasskey } from './shared.js'
import { peopleOf } from './store/index.js'
import { passkeyOf, RegistrationBody, registrationOptions, verifyRegistration } from './webauthn.js'

const LinkBody = z.object({ token: z.string().min(20).max(100) })
const ALREADY_IN = 'Someone with this email address can sign in already'

/** The person a link registers a passkey for: existing (recovery) or to be created. */
async function subjectOf(
  fastify: FastifyInstance,
  link: SignInLink,
  details: { displayName?: string | undefined; email?: string | undefined },
) {
  if (link.kind === 'recovery') {
    const person = link.personId
      ? await peopleOf(fastify.store).findPerson(link.personId)
      : undefined
    if (!person) throw new ApiError(400, 'bad_request', 'This person has been removed')
    return person
  }
  const displayName = link.kind === 'setup' ? details.displayName : link.displayName
  const email = link.kind === 'setup' ? details.email : link.email
  const fields: Record<string, string> = {}
  if (!displayName) fields.displayName = 'Enter your name'
  if (!email || !EmailSchema.safeParse(email).success) {
    fields.email = 'Enter an email address in the correct format, like name@example.com'
  }
  if (Object.keys(fields).length > 0 || !displayName || !email) {
    throw new ApiError(400, 'bad_request', Object.values(fields).join('. '), fields)
  }
  return { id: link.id, displayName, email: email.toLowerCase(), role: link.role }
}

/**
 * The welcome page of a single-use link (setup, invitation, recovery) and its passkey
 * registration: the link is checked, then used once across instances, and the person signed in.
 */
export const welcomeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const people = peopleOf(fastify.store)
  const ceremony = ceremonyOf(fastify)
  const openLink = async (token: string) => {
    const link = await people.findLink(hashSecret(token))
    const problem = linkProblem(link, Date.now())
    if (problem || !link) throw new ApiError(400, 'bad_request', problem ?? 'Not valid')
    return link
  }
  const badLink = () => new ApiError(400, 'bad_request', linkProblem(undefined, 0) ?? '')

  fastify.get('/admin/welcome', { config: { isPublic: true } }, async (_request, reply) =>
    sendPage(reply, welcomePage()),
  )

  fastify.post('/admin/welcome/check', { config: ceremony }, async (request) => {
    const body = LinkBody.safeParse(request.body)
    if (!body.success) throw badLink()
    const link = await openLink(body.data.token)
    return { kind: link.kind, displayName: link.displayName, role: link.role }
  })

  fastify.post('/admin/welcome/options', { config: ceremony }, async (request) => {
    const body = RegistrationBody.omit({ response: true }).safeParse(request.body)
    if (!body.success || !body.data.token) throw badLink()
    const link = await openLink(body.data.token)
    const subject = await subjectOf(fastify, link, body.data)
    if (link.kind !== 'recovery' && (await people.findPersonByEmail(subject.email))) {
      throw new ApiError(400, 'bad_request', ALREADY_IN)
    }
    const existing = link.kind === 'recovery' ? await people.listPasskeys(subject.id) : []
    return registrationOptions(fastify, request, subject, existing, `register:${link.id}`)
  })

  fastify.post('/admin/welcome/verify', { config: ceremony }, async (request, reply) => {
    const body = RegistrationBody.safeParse(request.body)
    if (!body.success || !body.data.token) throw badLink()
    const nowMs = Date.now()
    const link = await openLink(body.data.token)
    const subject = await subjectOf(fastify, link, body.data)
    const credential = await verifyRegistration(
      fastify,
      request,
      body.data.response,
      `register:${link.id}`,
    )
    if (link.kind !== 'recovery' && (await people.findPersonByEmail(subject.email))) {
      throw new ApiError(400, 'bad_request', ALREADY_IN)
    }
    // Single use across instances: only the request that marks the link used goes on.
    if (!(await people.consumeLink(hashSecret(body.data.token), nowMs))) {
      throw new ApiError(400, 'bad_request', linkProblem({ ...link, usedAtMs: nowMs }, nowMs) ?? '')
    }
    await journalAccessEnded(fastify, { ended: 'link', id: link.id })
    if (link.kind === 'setup') {
      // An owner exists now: no other setup link may make a second one.
      await people.endSetupLinks(nowMs)
      await journalAccessEnded(fastify, { ended: 'setup-links', id: 'all' })
    }
    if (link.kind !== 'recovery') {
      await people.createPerson({
        id: subject.id,
        email: subject.email,
        displayName: subject.displayName,
        role: subject.role,
        createdBy: link.createdBy,
        createdAtMs: nowMs,
        lastSignInAtMs: null,
      })
    }
    const name = body.data.name || 'Passkey'
    await people.addPasskey(passkeyOf(credential, subject.id, name, nowMs))
    await fastify.adminAuth.openSession(request, reply, subject.id, nowMs)
    const actor = { kind: 'person', id: subject.id, name: subject.displayName } as const
    await audit(fastify, actor, `link-used:${link.kind}`, null, `role ${subject.role}`)
    await audit(fastify, actor, 'sign-in', null, `new passkey “${name}”`)
    if (link.kind !== 'recovery') return { redirect: '/admin' }
    await tellAboutPasskey(fastify, subject, 'added', name)
    // A lost device may still be signed in: offer to end every other session now.
    return { redirect: '/admin/sessions?done=recovered' }
  })
}
