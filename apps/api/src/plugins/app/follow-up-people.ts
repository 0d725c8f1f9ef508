import type { FastifyInstance } from 'fastify'
import type { DigestRecipient } from '../../lib/morning-digest.js'

/** A person a lead can be assigned to. */
export interface Assignee {
  readonly id: string
  readonly name: string
}

/**
 * The people a lead can be assigned to, by display name. Until the inbox has people of its own
 * (one sign-in per person), there is nobody: every lead stays unassigned. When people arrive, this
 * returns each of them (id and display name) from the store; the detail page, the assign route and
 * the digest all read it from here.
 */
export async function listAssignees(_fastify: FastifyInstance): Promise<Assignee[]> {
  return []
}

/**
 * Who receives the morning digest. Until the inbox has people, the agency's address
 * (NOTIFY_EMAIL) is the one recipient, sent every lead still new; when people arrive, each person
 * is a recipient (their email, their id), sent their assigned leads and the unassigned ones.
 */
export async function digestRecipients(
  _fastify: FastifyInstance,
  notifyEmail: readonly string[],
): Promise<DigestRecipient[]> {
  return notifyEmail.length > 0 ? [{ to: notifyEmail, personId: null }] : []
}
