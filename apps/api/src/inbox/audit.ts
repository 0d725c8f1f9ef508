import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { AccessEntry } from '../ops/index.js'
import type { AuditActor } from '../store/types.js'
import { ANONYMOUS, MAX_SIGN_IN_FAILURES, SIGN_IN_FAILURE_WINDOW_MS } from './session.js'

/** Records one audited action by whoever did it (a person, a token, someone not signed in). */
export async function audit(
  fastify: FastifyInstance,
  actor: AuditActor,
  action: string,
  submissionId: string | null,
  detail: string | null = null,
) {
  await fastify.store.recordAudit({
    id: randomUUID(),
    atMs: Date.now(),
    actor,
    action,
    submissionId,
    detail,
  })
}

/**
 * Journals an ending of access (a token revoked, a person removed, a link cancelled or used, a
 * passkey removed), so a restore from an older backup ends it again (P-access-ends); a journal
 * that fails is logged (the ending itself is done).
 */
export async function journalAccessEnded(
  fastify: FastifyInstance,
  ending: Omit<AccessEntry, 'at'>,
): Promise<void> {
  if (!fastify.journal) return
  try {
    await fastify.journal.recordAccessEnded({ at: Date.now(), ...ending })
  } catch (error) {
    fastify.log.error(
      { err: error, ended: ending.ended },
      'journal write FAILED: a restore from an older backup would bring this access back',
    )
  }
}

/**
 * Audits failures from someone not signed in as a summary, not one row each (a scan must not push
 * real events off the audit page): the first of an address's window, and the one that reaches the
 * limit, with the count.
 */
export async function auditAnonymousFailure(
  fastify: FastifyInstance,
  failures: number,
  action: string,
  detail: string,
): Promise<void> {
  const minutes = SIGN_IN_FAILURE_WINDOW_MS / 60_000
  if (failures === 1) {
    await audit(
      fastify,
      ANONYMOUS,
      action,
      null,
      `${detail}; more from this address in the next ${minutes} minutes are counted, not listed`,
    )
  } else if (failures === MAX_SIGN_IN_FAILURES) {
    await audit(
      fastify,
      ANONYMOUS,
      action,
      null,
      `${detail}: ${failures} failures from one address within ${minutes} minutes; it is refused until then`,
    )
  }
}

/** Audits an export (the filter only: no search text, which may be personal). */
export async function auditExport(fastify: FastifyInstance, actor: AuditActor, rows: number) {
  await audit(fastify, actor, 'export', null, `${rows} rows`)
}
