import { toErasableLeads } from './erasure-matches.js'
import { DELIVERED_OR_SPAM, deliveriesQuery, erasableQuery, numbered } from './lead-queries.js'
import type { PostgresDb } from './postgres-pool.js'
import type { DeliveryRow, SubmissionRow } from './schema.js'
import type { RetentionResult, Store } from './types.js'

/** Erasure by address and the retention sweep: deleting submissions, each in one transaction. */
export function createPostgresErasure({
  run,
  inTransaction,
}: PostgresDb): Pick<Store, 'findLeadsToErase' | 'eraseEmail' | 'deleteOlderThan'> {
  return {
    async findLeadsToErase(email) {
      const candidates = await run<SubmissionRow>(erasableQuery(email))
      if (candidates.length === 0) return []
      const deliveries = await run<DeliveryRow>(deliveriesQuery(candidates.map((row) => row.id)))
      return toErasableLeads(candidates, deliveries, email)
    },
    async eraseEmail(email) {
      return inTransaction(async (client) => {
        const query = numbered(erasableQuery(email))
        // Locks in the forwarding worker's order: a forward updates a lead's outbox row, then (as it
        // records the attempt) locks the submission's key. Locking the submission first, and its
        // outbox rows only through the delete's cascade, an erasure during a forward deadlocked,
        // and PostgreSQL ended one of the two (the agency was told to try again). In this order
        // the erasure waits for the forward to end.
        await client.query(
          `SELECT 1 FROM outbox WHERE submission_id IN (SELECT id FROM (${query.text}) AS found)
           ORDER BY submission_id, destination FOR UPDATE`,
          query.values,
        )
        const found = await client.query<SubmissionRow>(`${query.text} FOR UPDATE`, query.values)
        const ids = toErasableLeads(found.rows, [], email).map((erasable) => erasable.lead.id)
        if (ids.length === 0) return 0
        await client.query('DELETE FROM idempotency_keys WHERE submission_id = ANY($1)', [ids])
        await client.query('DELETE FROM submissions WHERE id = ANY($1)', [ids])
        return ids.length
      })
    },
    async deleteOlderThan(cutoffMs) {
      return inTransaction(async (client): Promise<RetentionResult> => {
        const newest = await client.query<{ newest: string | null }>(
          'SELECT MAX(created_at) AS newest FROM submissions',
        )
        const newestMs = newest.rows[0]?.newest
        if (newestMs != null && cutoffMs > Number(newestMs)) {
          return { kind: 'refused', newestMs: Number(newestMs) }
        }
        await client.query('DELETE FROM idempotency_keys WHERE created_at < $1', [cutoffMs])
        const deleted = await client.query(
          `DELETE FROM submissions WHERE created_at < $1 AND ${DELIVERED_OR_SPAM}`,
          [cutoffMs],
        )
        const kept = await client.query<{ count: string }>(
          'SELECT COUNT(*) AS count FROM submissions WHERE created_at < $1',
          [cutoffMs],
        )
        return {
          kind: 'deleted',
          deleted: deleted.rowCount ?? 0,
          keptUndelivered: Number(kept.rows[0]?.count ?? 0),
        }
      })
    },
  }
}
