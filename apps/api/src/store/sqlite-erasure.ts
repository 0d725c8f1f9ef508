import type Database from 'better-sqlite3'
import { toErasableLeads } from './erasure-matches.js'
import { DELIVERED_OR_SPAM, deliveriesQuery, erasableQuery } from './lead-queries.js'
import type { DeliveryRow, SubmissionRow } from './schema.js'
import { allOf } from './sqlite-open.js'
import type { RetentionResult, Store } from './types.js'

/** Erasure by address and the retention sweep: deleting submissions, each in one transaction. */
export function createSqliteErasure(
  db: Database.Database,
): Pick<Store, 'findLeadsToErase' | 'eraseEmail' | 'deleteOlderThan'> {
  const statements = {
    newestSubmission: db.prepare('SELECT MAX(created_at) AS newest FROM submissions'),
    deleteIdempotencyFor: db.prepare('DELETE FROM idempotency_keys WHERE submission_id = ?'),
    deleteSubmission: db.prepare('DELETE FROM submissions WHERE id = ?'),
    deleteOldSubmissions: db.prepare(
      `DELETE FROM submissions WHERE created_at < ? AND ${DELIVERED_OR_SPAM}`,
    ),
    countOldSubmissions: db.prepare(
      'SELECT COUNT(*) AS count FROM submissions WHERE created_at < ?',
    ),
    deleteOldIdempotency: db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?'),
  }
  const sweep = db.transaction((cutoffMs: number): RetentionResult => {
    const { newest } = statements.newestSubmission.get() as { newest: number | null }
    if (newest !== null && cutoffMs > Number(newest)) {
      return { kind: 'refused', newestMs: Number(newest) }
    }
    statements.deleteOldIdempotency.run(cutoffMs)
    const deleted = statements.deleteOldSubmissions.run(cutoffMs).changes
    const kept = (statements.countOldSubmissions.get(cutoffMs) as { count: number }).count
    return { kind: 'deleted', deleted, keptUndelivered: kept }
  })

  const erasable = (email: string) => {
    const candidates = allOf<SubmissionRow>(db, erasableQuery(email))
    if (candidates.length === 0) return []
    const deliveries = allOf<DeliveryRow>(db, deliveriesQuery(candidates.map((row) => row.id)))
    return toErasableLeads(candidates, deliveries, email)
  }

  const erase = db.transaction((email: string): number => {
    const ids = erasable(email).map((found) => found.lead.id)
    for (const id of ids) {
      statements.deleteIdempotencyFor.run(id)
      statements.deleteSubmission.run(id)
    }
    return ids.length
  })

  return {
    async findLeadsToErase(email) {
      return erasable(email)
    },
    async eraseEmail(email) {
      return erase.immediate(email)
    },
    async deleteOlderThan(cutoffMs) {
      return sweep.immediate(cutoffMs)
    },
  }
}
