import type { FastifyInstance } from 'fastify'
import { crmLeadOf } from '../../leads/index.js'
import { ApiError } from '../../plugins/app/errors.js'
import {
  type AuditActor,
  DESTINATIONS,
  type Destination,
  type InitialStatuses,
  type SubmissionRecord,
} from '../../store/types.js'
import { audit } from '../audit.js'
import { LEAD_PROBLEMS } from './lead-problems.js'

/** The actions of the inbox, each audited; the JSON API and the inbox's forms share them. */
export type AdminAction = 'replay' | 'not-spam' | 'spam'

type Statuses = InitialStatuses

/**
 * Where a rescued lead goes: pending where the destination is configured, else not forwarded. The
 * acknowledgement is never among them: the visitor was told of none when the lead was stored.
 */
function configuredStatuses(initial: Statuses): InitialStatuses<'pending' | 'not_forwarded'> {
  const statuses: Partial<Record<Destination, 'pending' | 'not_forwarded'>> = {}
  for (const destination of DESTINATIONS) {
    if (initial[destination] === undefined) continue
    statuses[destination] = initial[destination] === 'pending' ? 'pending' : 'not_forwarded'
  }
  return { crm: 'not_forwarded', email: 'not_forwarded', ...statuses }
}

/**
 * The destinations a replay sends to again: those that failed, and those not forwarded that are
 * configured now. With nothing configured, the CRM's row is queued to wait for a CRM, as a replay
 * always did; an unconfigured email row is left alone, where it would only sit in the queue.
 */
export function replayableDestinations(lead: SubmissionRecord, initial: Statuses): Destination[] {
  const isNothingConfigured = DESTINATIONS.every(
    (destination) => initial[destination] !== 'pending',
  )
  return lead.deliveries
    .filter(
      (delivery) =>
        delivery.status === 'failed' ||
        (delivery.status === 'not_forwarded' &&
          (initial[delivery.destination] === 'pending' ||
            (isNothingConfigured && delivery.destination === 'crm'))),
    )
    .map((delivery) => delivery.destination)
}

const NOT_FOUND = () => new ApiError(404, 'not_found', 'There is no submission with this id')

/** Runs one action on one lead and audits it; throws an ApiError a person can read when refused. */
export async function runLeadAction(
  fastify: FastifyInstance,
  action: AdminAction,
  submissionId: string,
  actor: AuditActor,
): Promise<void> {
  const nowMs = Date.now()
  if (action === 'replay') {
    const lead = await fastify.store.findSubmission(submissionId)
    if (!lead) throw NOT_FOUND()
    const replayable = replayableDestinations(lead, fastify.outbox.initialStatuses(false))
    if (replayable.length === 0) {
      if (lead.isSpam) {
        throw new ApiError(409, 'spam', LEAD_PROBLEMS.spam)
      }
      throw new ApiError(409, 'already_forwarded', LEAD_PROBLEMS['nothing-to-send'])
    }
    for (const destination of replayable) {
      await fastify.store.requeue(submissionId, destination, nowMs)
    }
    fastify.outbox.wake()
  } else if (action === 'not-spam') {
    const lead = await fastify.store.findSubmission(submissionId)
    if (!lead) throw NOT_FOUND()
    if (lead.kind === 'unreadable') {
      throw new ApiError(409, 'bad_request', LEAD_PROBLEMS.unreadable)
    }
    const result = await fastify.store.markNotSpam(submissionId, {
      lead: crmLeadOf(lead),
      statuses: configuredStatuses(fastify.outbox.initialStatuses(false)),
      nowMs,
    })
    if (result === 'not_allowed') throw new ApiError(409, 'bad_request', LEAD_PROBLEMS['not-spam'])
    fastify.outbox.wake()
  } else {
    const result = await fastify.store.markSpam(submissionId, nowMs)
    if (result === 'not_found') throw NOT_FOUND()
    if (result === 'being_delivered') {
      throw new ApiError(409, 'bad_request', LEAD_PROBLEMS['being-delivered'])
    }
    if (result === 'not_allowed') {
      // The API's error codes are shared with the site's forms; a new code would add bytes there.
      throw new ApiError(409, 'already_forwarded', LEAD_PROBLEMS['not-allowed'])
    }
  }
  await audit(fastify, actor, action, submissionId)
}

/** Erases everything about an email address and audits how many submissions (and which references). */
export async function runErasure(
  fastify: FastifyInstance,
  email: string,
  actor: AuditActor,
): Promise<number> {
  const references = (await fastify.store.findLeadsToErase(email)).map(({ lead }) => lead.reference)
  const deleted = await fastify.store.eraseEmail(email)
  await journalErasure(fastify, references)
  // The address itself is never kept: the record of an erasure must not undo it.
  await audit(
    fastify,
    actor,
    'erasure',
    null,
    `${deleted} submission${deleted === 1 ? '' : 's'} erased${references.length ? `: ${references.join(', ')}` : ''}`,
  )
  return deleted
}

/**
 * Journals an erasure's references (decision 020), so a restore from an older backup erases them
 * again; a journal that fails is logged (the erasure itself is done).
 */
async function journalErasure(fastify: FastifyInstance, references: readonly string[]) {
  if (!fastify.journal || references.length === 0) return
  try {
    await fastify.journal.recordErasure({ at: Date.now(), erased: [...references] })
  } catch (error) {
    fastify.log.error(
      { err: error, erased: references.length },
      'journal write FAILED: a restore from an older backup would bring the erased leads back',
    )
  }
}
