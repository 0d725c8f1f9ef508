import type Database from 'better-sqlite3'
import { emptyStatusCounts, toClaimedOutboxRow, toDeliveryAttempt } from './rows.js'
import { type AttemptRow, CLAIM_COLUMNS, type ClaimRow } from './schema.js'
import { SQLITE_NOW as DB_NOW } from './sqlite-open.js'
import type { ClaimedOutboxRow, Destination, ForwardStatus, Store } from './types.js'

/** What claims and settles a lead's outbox rows (both adapters). */
export type OutboxMethods =
  | 'claimDueOutbox'
  | 'markForwarded'
  | 'markRetry'
  | 'markFailed'
  | 'requeue'
  | 'queueNotForwarded'

/** A lead's outbox rows: claimed, settled with the attempt's record, requeued and counted. */
export function createSqliteOutbox(db: Database.Database): Pick<Store, OutboxMethods> {
  const statements = {
    // Leases are timed by the database's clock (DB_NOW), never the instance's.
    selectDue:
      db.prepare(`SELECT ${CLAIM_COLUMNS} FROM outbox o JOIN submissions s ON s.id = o.submission_id
      WHERE o.status = 'pending' AND o.next_attempt_at <= ? AND (o.locked_until IS NULL OR o.locked_until < ${DB_NOW})
        AND o.destination IN (SELECT value FROM json_each(?))
      ORDER BY o.next_attempt_at LIMIT ?`),
    lock: db.prepare(
      `UPDATE outbox SET locked_until = ${DB_NOW} + ?, locked_by = ? WHERE submission_id = ? AND destination = ?`,
    ),
    markForwarded:
      db.prepare(`UPDATE outbox SET status = 'forwarded', forwarded_at = ?, attempts = attempts + 1,
      locked_until = NULL, locked_by = NULL, last_error = NULL, updated_at = ?
      WHERE submission_id = ? AND destination = ? AND status NOT IN ('forwarded', 'spam')`),
    markRetry:
      db.prepare(`UPDATE outbox SET attempts = @attempts, next_attempt_at = @nextAttemptAtMs,
      last_error = @error, locked_until = NULL, locked_by = NULL, updated_at = @nowMs
      WHERE submission_id = @submissionId AND destination = @destination
        AND status = 'pending' AND (@workerId IS NULL OR locked_by = @workerId)`),
    markFailed: db.prepare(`UPDATE outbox SET status = 'failed', attempts = @attempts,
      last_error = @error, locked_until = NULL, locked_by = NULL, updated_at = @nowMs
      WHERE submission_id = @submissionId AND destination = @destination
        AND status = 'pending' AND (@workerId IS NULL OR locked_by = @workerId)`),
    findOutbox: db.prepare('SELECT status FROM outbox WHERE submission_id = ? AND destination = ?'),
    requeue: db.prepare(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?,
      retry_window_start = ?, locked_until = NULL, locked_by = NULL, updated_at = ? WHERE submission_id = ? AND destination = ?
        AND status IN ('failed', 'not_forwarded')`),
    queueNotForwarded: db.prepare(`UPDATE outbox SET status = 'pending', next_attempt_at = ?,
      retry_window_start = ?, updated_at = ?
      WHERE status = 'not_forwarded' AND destination = ?`),
    recordAttempt: db.prepare(`INSERT INTO delivery_attempts
      (submission_id, destination, attempt, attempted_at, outcome, error)
      SELECT submission_id, destination, attempts, ?, ?, ? FROM outbox
      WHERE submission_id = ? AND destination = ?`),
  }
  /** Runs an outbox update and records the attempt it ends in one transaction. */
  const updateWithAttempt = db.transaction(
    (
      update: () => Database.RunResult,
      attempt: {
        submissionId: string
        destination: Destination
        nowMs: number
        outcome: string
        error: string | null
      },
    ) => {
      // A row another worker holds, or one already forwarded, is left as it is: no attempt recorded.
      if (update().changes === 0) return false
      statements.recordAttempt.run(
        attempt.nowMs,
        attempt.outcome,
        attempt.error,
        attempt.submissionId,
        attempt.destination,
      )
      return true
    },
  )

  const claim = db.transaction(
    (
      nowMs: number,
      limit: number,
      leaseMs: number,
      workerId: string,
      destinations: string,
    ): ClaimedOutboxRow[] => {
      const rows = statements.selectDue.all(nowMs, destinations, limit) as ClaimRow[]
      for (const row of rows) {
        statements.lock.run(leaseMs, workerId, row.submission_id, row.destination)
      }
      return rows.map(toClaimedOutboxRow)
    },
  )
  return {
    async claimDueOutbox({ nowMs, limit, leaseMs, workerId, destinations }) {
      return claim.immediate(nowMs, limit, leaseMs, workerId, JSON.stringify(destinations))
    },
    async markForwarded(submissionId, destination, nowMs) {
      return updateWithAttempt(
        () => statements.markForwarded.run(nowMs, nowMs, submissionId, destination),
        {
          submissionId,
          destination,
          nowMs,
          outcome: 'delivered',
          error: null,
        },
      )
    },
    async markRetry(submissionId, destination, attempt) {
      const { error, nowMs } = attempt
      return updateWithAttempt(
        () =>
          statements.markRetry.run({
            attempts: attempt.attempts,
            nextAttemptAtMs: attempt.nextAttemptAtMs,
            error,
            nowMs,
            submissionId,
            destination,
            workerId: attempt.workerId ?? null,
          }),
        { submissionId, destination, nowMs, outcome: 'retry', error },
      )
    },
    async markFailed(submissionId, destination, attempt) {
      const { error, nowMs } = attempt
      return updateWithAttempt(
        () =>
          statements.markFailed.run({
            attempts: attempt.attempts,
            error,
            nowMs,
            submissionId,
            destination,
            workerId: attempt.workerId ?? null,
          }),
        { submissionId, destination, nowMs, outcome: 'failed', error },
      )
    },
    async requeue(submissionId, destination, nowMs) {
      const row = statements.findOutbox.get(submissionId, destination) as
        | { status: ForwardStatus }
        | undefined
      if (!row) return 'not_found'
      if (row.status === 'forwarded') return 'already_forwarded'
      if (row.status === 'spam') return 'spam'
      statements.requeue.run(nowMs, nowMs, nowMs, submissionId, destination)
      return 'requeued'
    },
    async queueNotForwarded(destination, nowMs) {
      return statements.queueNotForwarded.run(nowMs, nowMs, nowMs, destination).changes
    },
  }
}

/** What the metrics and a lead's page read of the outbox: counts by status, and the attempts. */
export function createSqliteOutboxReads(
  db: Database.Database,
): Pick<Store, 'countByForwardStatus' | 'listDeliveryAttempts'> {
  const statements = {
    countByStatus: db.prepare(
      'SELECT status, COUNT(*) AS count FROM outbox WHERE destination = ? GROUP BY status',
    ),
    listAttempts: db.prepare(`SELECT destination, attempt, attempted_at, outcome, error
      FROM delivery_attempts WHERE submission_id = ? ORDER BY attempted_at, attempt`),
  }
  return {
    async countByForwardStatus(destination) {
      const counts = emptyStatusCounts()
      for (const row of statements.countByStatus.all(destination) as {
        status: ForwardStatus
        count: number
      }[]) {
        counts[row.status] = row.count
      }
      return counts
    },
    async listDeliveryAttempts(submissionId) {
      return (statements.listAttempts.all(submissionId) as AttemptRow[]).map(toDeliveryAttempt)
    },
  }
}
