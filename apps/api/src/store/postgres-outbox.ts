import { POSTGRES_NOW as DB_NOW, type PostgresDb } from './postgres-pool.js'
import { emptyStatusCounts, toClaimedOutboxRow, toDeliveryAttempt } from './rows.js'
import { type AttemptRow, CLAIM_COLUMNS, type ClaimRow } from './schema.js'
import type { OutboxMethods } from './sqlite-outbox.js'
import type { ForwardStatus, Store } from './types.js'

/** A lead's outbox rows: claimed, settled with the attempt's record, requeued and counted. */
export function createPostgresOutbox({
  pool,
  rows,
}: PostgresDb): Pick<Store, OutboxMethods | 'countByForwardStatus' | 'listDeliveryAttempts'> {
  /** Runs an outbox UPDATE and records the attempt it ends in the same statement (one commit). */
  const updateWithAttempt = async (
    update: string,
    values: unknown[],
    attempt: { nowMs: number; outcome: string; error: string | null },
  ) => {
    const next = values.length
    const result = await pool.query(
      `WITH changed AS (${update} RETURNING submission_id, destination, attempts)
       INSERT INTO delivery_attempts (submission_id, destination, attempt, attempted_at, outcome, error)
       SELECT submission_id, destination, attempts, $${next + 1}::bigint, $${next + 2}::text,
         $${next + 3}::text FROM changed`,
      [...values, attempt.nowMs, attempt.outcome, attempt.error],
    )
    // Nothing changed: another worker holds the row, or it is already forwarded.
    return (result.rowCount ?? 0) > 0
  }

  return {
    async claimDueOutbox({ nowMs, limit, leaseMs, workerId, destinations }) {
      // SKIP LOCKED: several instances polling at once each take different rows.
      const claimed = await rows<ClaimRow>(
        `WITH due AS (
           SELECT submission_id, destination FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= $3
             AND (locked_until IS NULL OR locked_until < ${DB_NOW})
             AND destination = ANY($5::text[])
           ORDER BY next_attempt_at LIMIT $4 FOR UPDATE SKIP LOCKED),
         o AS (UPDATE outbox SET locked_until = ${DB_NOW} + $1::bigint, locked_by = $2
           FROM due WHERE outbox.submission_id = due.submission_id AND outbox.destination = due.destination
           RETURNING outbox.*)
         SELECT ${CLAIM_COLUMNS} FROM o JOIN submissions s ON s.id = o.submission_id`,
        [leaseMs, workerId, nowMs, limit, destinations],
      )
      return claimed.map(toClaimedOutboxRow)
    },
    async markForwarded(submissionId, destination, nowMs) {
      return updateWithAttempt(
        `UPDATE outbox SET status = 'forwarded', forwarded_at = $1, attempts = attempts + 1,
         locked_until = NULL, locked_by = NULL, last_error = NULL, updated_at = $1
         WHERE submission_id = $2 AND destination = $3 AND status NOT IN ('forwarded', 'spam')`,
        [nowMs, submissionId, destination],
        { nowMs, outcome: 'delivered', error: null },
      )
    },
    async markRetry(
      submissionId,
      destination,
      { attempts, nextAttemptAtMs, error, nowMs, workerId },
    ) {
      return updateWithAttempt(
        `UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3,
         locked_until = NULL, locked_by = NULL, updated_at = $4 WHERE submission_id = $5 AND destination = $6
         AND status = 'pending' AND ($7::text IS NULL OR locked_by = $7::text)`,
        [attempts, nextAttemptAtMs, error, nowMs, submissionId, destination, workerId ?? null],
        { nowMs, outcome: 'retry', error },
      )
    },
    async markFailed(submissionId, destination, { attempts, error, nowMs, workerId }) {
      return updateWithAttempt(
        `UPDATE outbox SET status = 'failed', attempts = $1, last_error = $2,
         locked_until = NULL, locked_by = NULL, updated_at = $3 WHERE submission_id = $4 AND destination = $5
         AND status = 'pending' AND ($6::text IS NULL OR locked_by = $6::text)`,
        [attempts, error, nowMs, submissionId, destination, workerId ?? null],
        { nowMs, outcome: 'failed', error },
      )
    },
    async requeue(submissionId, destination, nowMs) {
      const [row] = await rows<{ status: ForwardStatus }>(
        'SELECT status FROM outbox WHERE submission_id = $1 AND destination = $2',
        [submissionId, destination],
      )
      if (!row) return 'not_found'
      if (row.status === 'forwarded') return 'already_forwarded'
      if (row.status === 'spam') return 'spam'
      await pool.query(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1,
         retry_window_start = $1, locked_until = NULL, locked_by = NULL, updated_at = $1
         WHERE submission_id = $2 AND destination = $3 AND status IN ('failed', 'not_forwarded')`,
        [nowMs, submissionId, destination],
      )
      return 'requeued'
    },
    async queueNotForwarded(destination, nowMs) {
      const result = await pool.query(
        `UPDATE outbox SET status = 'pending', next_attempt_at = $1, retry_window_start = $1,
         updated_at = $1
         WHERE status = 'not_forwarded' AND destination = $2`,
        [nowMs, destination],
      )
      return result.rowCount ?? 0
    },
    async countByForwardStatus(destination) {
      const counts = emptyStatusCounts()
      const found = await rows<{ status: ForwardStatus; count: string }>(
        'SELECT status, COUNT(*) AS count FROM outbox WHERE destination = $1 GROUP BY status',
        [destination],
      )
      for (const row of found) counts[row.status] = Number(row.count)
      return counts
    },
    async listDeliveryAttempts(submissionId) {
      const found = await rows<AttemptRow>(
        `SELECT destination, attempt, attempted_at, outcome, error FROM delivery_attempts
         WHERE submission_id = $1 ORDER BY attempted_at, attempt`,
        [submissionId],
      )
      return found.map(toDeliveryAttempt)
    },
  }
}
