import type { FastifyInstance } from 'fastify'
import { peopleOf } from '../people/store/index.js'
import type { DigestRecipient } from './digest.js'

/** A person a lead can be assigned to. */
export interface Assignee {
  readonly id: string
  readonly name: string
}

/**
 * The people a lead can be assigned to, by display name: everyone who can sign in (decision 018).
 * The detail page, the assign route and the digest all read it from here.
 */
export async function listAssignees(fastify: FastifyInstance): Promise<Assignee[]> {
  return (await peopleOf(fastify.store).listPeople()).map((person) => ({
    id: person.id,
    name: person.displayName,
  }))
}

/**
 * Who receives the morning digest: each person who can sign in (their email, their id), sent their
 * assigned leads and the unassigned ones. Before anyone has an account, the agency's address
 * (NOTIFY_EMAIL) is the one recipient, sent every lead still new.
 */
export async function digestRecipients(
  fastify: FastifyInstance,
  notifyEmail: readonly string[],
): Promise<DigestRecipient[]> {
  const people = await peopleOf(fastify.store).listPeople()
  if (people.length > 0)
    return people.map((person) => ({ to: [person.email], personId: person.id }))
  return notifyEmail.length > 0 ? [{ to: notifyEmail, personId: null }] : []
}
