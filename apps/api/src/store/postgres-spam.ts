import type pg from 'pg'
import { POSTGRES_NOW as DB_NOW, type PostgresDb } from './postgres-pool.js'
import { DESTINATIONS, type SpamReviewResult, type Store } from './types.js'

/** Marking a lead as spam or not, with its rows locked (P-spam-only-when-idle). */
export function createPostgresSpamReview({
  inTransaction,
}: PostgresDb): Pick<Store, 'markSpam' | 'markNotSpam'> {
  /** Locks the submission's outbox rows and the submission, then checks and changes them in one transaction. */
  const reviewSpam = (
    submissionId: string,
    change: (
      client: pg.PoolClient,
      isSpam: boolean,
      rows: { status: string; is_leased: boolean }[],
    ) => Promise<SpamReviewResult>,
  ) =>
    inTransaction(async (client): Promise<SpamReviewResult> => {
      // The outbox rows first, then the submission: the forwarding worker's order (it updates an
      // outbox row, then locks the submission's key as it records the attempt), so a review during
      // a forward waits for it instead of deadlocking with it.
      const statuses = await client.query<{ status: string; is_leased: boolean }>(
        `SELECT status, locked_until IS NOT NULL AND locked_until >= ${DB_NOW} AS is_leased
         FROM outbox WHERE submission_id = $1 ORDER BY destination FOR UPDATE`,
        [submissionId],
      )
      const flag = await client.query<{ is_spam: number }>(
        'SELECT is_spam FROM submissions WHERE id = $1 FOR UPDATE',
        [submissionId],
      )
      const [row] = flag.rows
      if (!row) return 'not_found'
      return change(client, Number(row.is_spam) === 1, statuses.rows)
    })

  return {
    async markSpam(submissionId, nowMs) {
      return reviewSpam(submissionId, async (client, isSpam, outboxRows) => {
        const isUndelivered = outboxRows.every(
          (outbox) => outbox.status === 'pending' || outbox.status === 'not_forwarded',
        )
        if (isSpam || !isUndelivered) return 'not_allowed'
        // A worker delivering it now would deliver it anyway: spam applies only to an idle lead.
        if (outboxRows.some((outbox) => outbox.is_leased)) return 'being_delivered'
        await client.query('UPDATE submissions SET is_spam = 1 WHERE id = $1', [submissionId])
        await client.query(
          `UPDATE outbox SET status = 'spam', locked_until = NULL, locked_by = NULL, updated_at = $1
           WHERE submission_id = $2`,
          [nowMs, submissionId],
        )
        return 'done'
      })
    },
    async markNotSpam(submissionId, { lead, statuses, nowMs }) {
      return reviewSpam(submissionId, async (client, isSpam) => {
        if (!isSpam) return 'not_allowed'
        await client.query('UPDATE submissions SET is_spam = 0 WHERE id = $1', [submissionId])
        for (const destination of DESTINATIONS) {
          if (statuses[destination] === undefined) continue
          // Upsert: a submission stored before a destination existed has no row for it yet.
          await client.query(
            `INSERT INTO outbox
               (submission_id, destination, lead, status, next_attempt_at, retry_window_start, updated_at)
             VALUES ($1, $2, $3, $4, $5, $5, $5)
             ON CONFLICT (submission_id, destination) DO UPDATE SET status = $4, lead = $3,
               attempts = 0, next_attempt_at = $5, retry_window_start = $5, locked_until = NULL,
               locked_by = NULL, last_error = NULL, updated_at = $5`,
            [
              submissionId,
              destination,
              destination === 'crm' ? JSON.stringify(lead) : null,
              statuses[destination],
              nowMs,
            ],
          )
        }
        return 'done'
      })
    },
  }
}
