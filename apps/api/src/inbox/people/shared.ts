import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../../plugins/app/errors.js'
import { type AdminActor, actorOf } from '../session.js'
import { hasFreshProof } from './fresh-proof.js'
import { peopleOf } from './store/index.js'

/** One id in a path: a person's, a passkey's, a session's, a link's or a token's. */
export const IdParams = z.object({ id: z.string().min(1).max(100) })
export const EmailSchema = z.email()

/** Sends one of the people pages. */
export const sendPage = (reply: FastifyReply, body: string, code = 200) =>
  reply.code(code).type('text/html; charset=utf-8').send(body)

/**
 * The WebAuthn ceremonies are open to anyone and write a challenge or check a secret: they share
 * the submissions' limit per address (RATE_LIMIT_MAX a minute).
 */
export const ceremonyOf = (fastify: FastifyInstance) =>
  ({ isPublic: true, rateLimit: fastify.submitRateLimit }) as const

/** Whether email is set up, so links and notices can be emailed. */
export const canEmail = (fastify: FastifyInstance) => fastify.outbox.destinations.includes('email')

const DONE_WORDS: Record<string, string> = {
  added: 'Passkey added.',
  removed: 'Passkey removed.',
  ended: 'Session ended.',
  invited: 'Invitation sent.',
  'link-sent': 'New sign-in link sent.',
  'person-removed': 'Person removed, and every session of theirs ended.',
  cancelled: 'Link cancelled.',
  recovered: 'Your new passkey is set up. If a device of yours was lost, sign out everywhere else.',
  'passkey-removed': 'Passkey removed. If its device was lost or stolen, sign out everywhere else.',
  'others-ended': 'Every other session of yours has ended.',
  revoked: 'Token revoked.',
}

/** The fixed words for the `done` code a redirect carries back; free text is never shown. */
export const doneOf = (request: FastifyRequest) => {
  const done = (request.query as { done?: unknown } | undefined)?.done
  return typeof done === 'string' ? DONE_WORDS[done] : undefined
}

/** Pages about "your" passkeys need a person: the deprecated token's session has none. */
export const personOf = (request: FastifyRequest): AdminActor & { personId: string } => {
  const actor = actorOf(request)
  if (!actor.personId) {
    throw new ApiError(403, 'unauthorized', 'Sign in with a passkey to manage passkeys')
  }
  return actor as AdminActor & { personId: string }
}

/** Refuses a sensitive act (adding a passkey) without a fresh passkey assertion. */
export const needFreshProof = (actor: AdminActor) => {
  if (!hasFreshProof(actor, Date.now())) {
    throw new ApiError(
      403,
      'unauthorized',
      'Confirm it’s you with your passkey first: the last time was more than five minutes ago',
    )
  }
}

/** Tells a person a passkey was added to or removed from their account (when email is set up). */
export async function tellAboutPasskey(
  fastify: FastifyInstance,
  person: { email: string; displayName: string },
  change: 'added' | 'removed',
  name: string,
) {
  if (!canEmail(fastify)) return
  await peopleOf(fastify.store).queueEmail({
    id: randomUUID(),
    recipient: person.email,
    subject: `A passkey was ${change} ${change === 'added' ? 'to' : 'from'} your lead inbox account`,
    body: [
      `Hello ${person.displayName},`,
      '',
      `The passkey “${name}” was ${change} ${change === 'added' ? 'to' : 'from'} your account of the Hard Hat Websites lead inbox.`,
      'If this was not you, ask an owner to remove your other passkeys and end your sessions now.',
      '',
    ].join('\n'),
    nowMs: Date.now(),
  })
  fastify.outbox.wake()
}
