import type { FastifyRequest } from 'fastify'
import { ApiError } from '../plugins/app/errors.js'
import type { AuditActor } from '../store/types.js'

/** Who made a change through the content API, for the audit and the item's `updatedBy`. */
export function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.adminActor
  if (!actor) throw new ApiError(401, 'unauthorized', 'Sign in or send an API token')
  // A session opened with the deprecated ADMIN_TOKEN (a token with no scopes of its own) keeps
  // only the lead routes it had, as the token itself does (decision 032).
  if (actor.kind === 'token' && actor.scopes === null) {
    throw new ApiError(403, 'unauthorized', 'Your role or token does not allow this')
  }
  return { kind: actor.kind, id: actor.id, name: actor.name }
}
