import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { CrmLead } from '@hard-hat/forms'
import Database from 'better-sqlite3'
import { privateFile } from '../lib/private-files.js'
import { type BatchOutcome, createGroupCommit } from './group-commit.js'
import {
  countQueries,
  DELIVERED_OR_SPAM,
  deliveriesQuery,
  erasableQuery,
  type LowerFunction,
  leadCountQuery,
  leadPageQuery,
  type Query,
} from './lead-queries.js'
import {
  auditQuerySql,
  emptyStatusCounts,
  isPastReplay,
  RATE_LIMIT_PRUNE_INTERVAL_MS,
  serializeActor,
  toAuditEntry,
  toClaimedOutboxRow,
  toDeliveryAttempt,
  toErasableLeads,
  toStoredAnswer,
  toSubmissionRecords,
  WRITE_PROBE,
} from './rows.js'
import {
  type AttemptRow,
  type AuditRow,
  CLAIM_COLUMNS,
  type ClaimRow,
  DELIVERY_COLUMNS,
  type DeliveryRow,
  type IdempotencyRow,
  MIGRATIONS,
  pendingVersions,
  SUBMISSION_COLUMNS,
  type SubmissionRow,
  statementIn,
} from './schema.js'
import { sqliteRunner } from './sql.js'
import { BACKSTOP_CHECKPOINT_PAGES, startCheckpointer } from './sqlite-checkpointer.js'
import { createSqliteFollowUp } from './sqlite-follow-up.js'
import {
  type ClaimedOutboxRow,
  DESTINATIONS,
  type Destination,
  type ForwardStatus,
  type IdempotencyRecord,
  type InsertResult,
  type LeadFilter,
  type NewSubmission,
  type RetentionResult,
  type Store,
} from './types.js'

/** SQLite's built-in lower() for an ASCII search, JavaScript's beyond it. */
function lowerFor(filter: LeadFilter): LowerFunction {
  return /[\u0080-\u{10FFFF}]/u.test(filter.search ?? '') ? 'unicode_lower' : 'lower'
}

/** The size of the readiness probe's row: the largest lead's (the body limit). */
const PROBE_BYTES = 64 * 1024

/** The database's own clock in epoch milliseconds: leases are timed by it. */
const DB_NOW = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

/** Opens (and creates on first start) the embedded SQLite store in `dataDir`, in WAL mode. */
export function createSqliteStore(options: {
  dataDir: string
  fileName?: string
  /** How long a write waits for another connection's lock (default 5 s); then it fails, busy. */
  busyTimeoutMs?: number
  /** A cap on the file's size in pages: the store-fault tests fill a "disk" with it. */
  maxPageCount?: number
}): Store {
  const file = join(options.dataDir, options.fileName ?? 'hard-hat.sqlite')
  // 0700 folder, 0600 file (and so -wal and -shm, which SQLite makes with the file's mode).
  privateFile(file)
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // NORMAL in WAL mode is durable against a process crash (kill -9); only a power cut can lose the
  // last transactions, which FULL would cost about a third of the throughput to prevent.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  // Each lead of a batch has its savepoint (decision 026), whose sub-journal (the pages as they were,
  // to roll one lead back) went to a temporary file: half the system time of an insert. It is
  // never needed after a crash (the WAL is what makes a commit durable), so it is kept in memory.
  db.pragma('temp_store = MEMORY')
  db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`)
  // Checkpoints run on a worker thread (decision 023); a commit here checkpoints only past the
  // backstop.
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`)
  const checkpointer = startCheckpointer(file)
  if (options.maxPageCount !== undefined) {
    db.pragma(`max_page_count = ${Math.trunc(options.maxPageCount)}`)
  }
  // SQLite's own lower() folds ASCII only: a search beyond ASCII uses JavaScript's, which folds
  // every letter ("SIÂN" finds "siân"), as PostgreSQL's does in a UTF-8 database. Only then: it
  // costs a call per row (measured: 70 ms to 290 ms for a search over 20,000 leads).
  db.function('unicode_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  )

  const migrate = () => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)')
    db.transaction(() => {
      const applied = new Set(
        db
          .prepare('SELECT version FROM schema_migrations')
          .all()
          .map((row) => (row as { version: number }).version),
      )
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue
        for (const statement of migration.statements) db.exec(statementIn(statement, 'sqlite'))
        const { backfill } = migration
        if (backfill) {
          const update = db.prepare(
            `UPDATE ${backfill.table} SET ${backfill.column} = ? WHERE id = ?`,
          )
          for (const row of db.prepare(backfill.select).all() as Record<string, unknown>[]) {
            const value = backfill.valueOf(row)
            if (value !== null) update.run(value, row.id)
          }
        }
        db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version)
      }
    }).immediate()
  }
  migrate()

  const statements = {
    insertSubmission: db.prepare(`INSERT INTO submissions
      (id, reference, kind, form_type, payload, email, source_page, client_hash, is_spam, referral_code, created_at, reply_by_ms)
      VALUES (@id, @reference, @kind, @formType, @payload, @email, @sourcePage, @clientHash, @isSpam, @referralCode, @createdAtMs, @replyByMs)`),
    insertOutbox: db.prepare(`INSERT INTO outbox
      (submission_id, destination, lead, status, next_attempt_at, retry_window_start, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
    findIdempotency: db.prepare(
      'SELECT request_hash, response, submission_id, created_at FROM idempotency_keys WHERE route = ? AND key = ?',
    ),
    deleteIdempotency: db.prepare('DELETE FROM idempotency_keys WHERE route = ? AND key = ?'),
    insertIdempotency: db.prepare(`INSERT INTO idempotency_keys
      (route, key, request_hash, response, submission_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`),
    findSubmission: db.prepare(`SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE id = ?`),
    findDeliveries: db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM outbox WHERE submission_id = ?`),
    listSubmissions: db.prepare(
      `SELECT ${SUBMISSION_COLUMNS} FROM submissions ORDER BY created_at, id LIMIT ? OFFSET ?`,
    ),
    listDeliveries: db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM outbox`),
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
    countByStatus: db.prepare(
      'SELECT status, COUNT(*) AS count FROM outbox WHERE destination = ? GROUP BY status',
    ),
    incrementRateLimit:
      db.prepare(`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (?, 1, ?)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_hits.reset_at <= ? THEN 1 ELSE rate_limit_hits.hits + 1 END,
        reset_at = CASE WHEN rate_limit_hits.reset_at <= ? THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
      RETURNING hits, reset_at`),
    pruneRateLimits: db.prepare('DELETE FROM rate_limit_hits WHERE reset_at <= ?'),
    findSecret: db.prepare('SELECT value FROM settings WHERE name = ?'),
    insertSecret: db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
    appliedVersions: db.prepare('SELECT version FROM schema_migrations'),
    upsertSetting: db.prepare(`INSERT INTO settings (name, value) VALUES (?, ?)
      ON CONFLICT (name) DO UPDATE SET value = excluded.value`),
    replaceSetting: db.prepare('UPDATE settings SET value = ? WHERE name = ? AND value = ?'),
    ping: db.prepare('SELECT 1 AS ok'),
    // A lead-sized row (it needs pages of its own), written and deleted in one committed
    // transaction: a full disk or a file at its page cap fails it as it would fail a lead.
    probeWrite: db.prepare(`INSERT INTO settings (name, value) VALUES ('${WRITE_PROBE}', ?)
      ON CONFLICT (name) DO UPDATE SET value = excluded.value`),
    deleteProbe: db.prepare(`DELETE FROM settings WHERE name = '${WRITE_PROBE}'`),
    recordAttempt: db.prepare(`INSERT INTO delivery_attempts
      (submission_id, destination, attempt, attempted_at, outcome, error)
      SELECT submission_id, destination, attempts, ?, ?, ? FROM outbox
      WHERE submission_id = ? AND destination = ?`),
    listAttempts: db.prepare(`SELECT destination, attempt, attempted_at, outcome, error
      FROM delivery_attempts WHERE submission_id = ? ORDER BY attempted_at, attempt`),
    findSpamFlag: db.prepare('SELECT is_spam FROM submissions WHERE id = ?'),
    outboxStatuses: db.prepare(
      `SELECT status, locked_until IS NOT NULL AND locked_until >= ${DB_NOW} AS is_leased
      FROM outbox WHERE submission_id = ?`,
    ),
    setSpamFlag: db.prepare('UPDATE submissions SET is_spam = ? WHERE id = ?'),
    stopForSpam:
      db.prepare(`UPDATE outbox SET status = 'spam', locked_until = NULL, locked_by = NULL,
      updated_at = ? WHERE submission_id = ?`),
    queueRescued:
      db.prepare(`UPDATE outbox SET status = ?, lead = ?, attempts = 0, next_attempt_at = ?,
      retry_window_start = ?, locked_until = NULL, locked_by = NULL, last_error = NULL, updated_at = ?
      WHERE submission_id = ? AND destination = ?`),
    insertAudit:
      db.prepare(`INSERT INTO admin_audit (id, created_at, actor, action, submission_id, detail)
      VALUES (@id, @atMs, @actor, @action, @submissionId, @detail)`),
  }

  const recordsOf = (query: Query) => {
    const rows = db.prepare(query.text).all(...query.values) as SubmissionRow[]
    if (rows.length === 0) return []
    const deliveries = deliveriesQuery(rows.map((row) => row.id))
    return toSubmissionRecords(
      rows,
      db.prepare(deliveries.text).all(...deliveries.values) as DeliveryRow[],
    )
  }
  const countOf = (query: Query) =>
    (db.prepare(query.text).get(...query.values) as { count: number }).count
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

  const markSpam = db.transaction((submissionId: string, nowMs: number) => {
    const flag = statements.findSpamFlag.get(submissionId) as { is_spam: number } | undefined
    if (!flag) return 'not_found' as const
    const rows = statements.outboxStatuses.all(submissionId) as {
      status: string
      is_leased: number
    }[]
    const isUndelivered = rows.every(
      (row) => row.status === 'pending' || row.status === 'not_forwarded',
    )
    if (flag.is_spam === 1 || !isUndelivered) return 'not_allowed' as const
    // A worker delivering it now would deliver it anyway: spam applies only to an idle lead.
    if (rows.some((row) => row.is_leased === 1)) return 'being_delivered' as const
    statements.setSpamFlag.run(1, submissionId)
    statements.stopForSpam.run(nowMs, submissionId)
    return 'done' as const
  })

  const markNotSpam = db.transaction(
    (
      submissionId: string,
      lead: CrmLead,
      statuses: Readonly<Partial<Record<Destination, string>>>,
      nowMs: number,
    ) => {
      const flag = statements.findSpamFlag.get(submissionId) as { is_spam: number } | undefined
      if (!flag) return 'not_found' as const
      if (flag.is_spam !== 1) return 'not_allowed' as const
      statements.setSpamFlag.run(0, submissionId)
      for (const destination of DESTINATIONS) {
        const body = destination === 'crm' ? JSON.stringify(lead) : null
        const status = statuses[destination]
        if (status === undefined) continue
        const queued = statements.queueRescued.run(
          status,
          body,
          nowMs,
          nowMs,
          nowMs,
          submissionId,
          destination,
        )
        if (queued.changes === 0) {
          statements.insertOutbox.run(submissionId, destination, body, status, nowMs, nowMs, nowMs)
        }
      }
      return 'done' as const
    },
  )

  const insertOne = (
    submission: NewSubmission,
    idempotency: IdempotencyRecord | undefined,
  ): InsertResult => {
    if (idempotency) {
      const existing = statements.findIdempotency.get(idempotency.route, idempotency.key) as
        | IdempotencyRow
        | undefined
      if (existing && !isPastReplay(existing, submission, idempotency)) {
        return {
          kind: 'replay',
          requestHash: existing.request_hash,
          response: toStoredAnswer(existing.submission_id, existing.response),
        }
      }
      if (existing) statements.deleteIdempotency.run(idempotency.route, idempotency.key)
    }
    statements.insertSubmission.run({
      ...submission,
      payload: JSON.stringify(submission.payload),
      isSpam: submission.isSpam ? 1 : 0,
    })
    for (const destination of DESTINATIONS) {
      const status = submission.deliveries[destination]
      if (status === undefined) continue
      statements.insertOutbox.run(
        submission.id,
        destination,
        destination === 'crm' && submission.lead !== null ? JSON.stringify(submission.lead) : null,
        status,
        submission.createdAtMs,
        submission.createdAtMs,
        submission.createdAtMs,
      )
    }
    if (idempotency) {
      statements.insertIdempotency.run(
        idempotency.route,
        idempotency.key,
        idempotency.requestHash,
        JSON.stringify(idempotency.response),
        submission.id,
        submission.createdAtMs,
      )
    }
    return { kind: 'stored' }
  }
  const insert = db.transaction(insertOne)

  // Leads that arrive together are committed together (decision 026): one transaction, one set of
  // WAL pages, for the whole batch. Each lead has its own savepoint (`insert` nested), so a lead
  // refused by a constraint is rolled back alone. An error that ends the whole transaction (a full
  // disk, an I/O error) fails the batch: what came after it must not run outside a transaction.
  type InsertInput = { submission: NewSubmission; idempotency: IdempotencyRecord | undefined }
  const insertBatch = db.transaction(
    (inputs: readonly InsertInput[]): BatchOutcome<InsertResult>[] => {
      // A lead alone (the usual case at a few leads an hour) needs no savepoint: if it fails, the
      // whole transaction is rolled back, which is the same thing.
      const [only] = inputs
      if (inputs.length === 1 && only) {
        return [{ ok: true, value: insertOne(only.submission, only.idempotency) }]
      }
      return inputs.map(({ submission, idempotency }) => {
        try {
          return { ok: true, value: insert(submission, idempotency) }
        } catch (error) {
          if (!db.inTransaction) throw error
          return { ok: false, error }
        }
      })
    },
  )
  const insertions = createGroupCommit((inputs: readonly InsertInput[]) =>
    insertBatch.immediate(inputs),
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
  let lastPruneMs = 0

  const probe = db.transaction((nowMs: number) => {
    statements.probeWrite.run(`${nowMs} `.padEnd(PROBE_BYTES, '.'))
    statements.deleteProbe.run()
  })

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
    const query = erasableQuery(email)
    const candidates = db.prepare(query.text).all(...query.values) as SubmissionRow[]
    if (candidates.length === 0) return []
    const deliveries = deliveriesQuery(candidates.map((row) => row.id))
    return toErasableLeads(
      candidates,
      db.prepare(deliveries.text).all(...deliveries.values) as DeliveryRow[],
      email,
    )
  }

  const erase = db.transaction((email: string): number => {
    const ids = erasable(email).map((found) => found.lead.id)
    for (const id of ids) {
      statements.deleteIdempotencyFor.run(id)
      statements.deleteSubmission.run(id)
    }
    return ids.length
  })

  /** The dialect-neutral runner the people and measurement stores share. */
  const runner = sqliteRunner(db, DB_NOW)

  return {
    dialect: 'sqlite',
    ...createSqliteFollowUp(db),
    async migrate() {
      migrate()
    },
    async ping() {
      try {
        return statements.ping.get() !== undefined
      } catch {
        return false
      }
    },
    async probeWrite(nowMs) {
      try {
        probe.immediate(nowMs)
        return true
      } catch {
        return false
      }
    },
    async getSecret(name) {
      statements.insertSecret.run(name, randomBytes(32).toString('base64url'))
      return (statements.findSecret.get(name) as { value: string }).value
    },
    async pendingMigrations() {
      const rows = statements.appliedVersions.all() as { version: number }[]
      return pendingVersions(rows.map((row) => row.version))
    },
    async readSetting(name) {
      return (statements.findSecret.get(name) as { value: string } | undefined)?.value
    },
    async writeSetting(name, value, expected) {
      if (expected === undefined) return statements.upsertSetting.run(name, value).changes > 0
      if (expected === null) return statements.insertSecret.run(name, value).changes > 0
      return statements.replaceSetting.run(value, name, expected).changes > 0
    },
    insertSubmission(submission, idempotency) {
      return insertions.submit({ submission, idempotency })
    },
    async findSubmission(id) {
      return toSubmissionRecords(
        statements.findSubmission.all(id) as SubmissionRow[],
        statements.findDeliveries.all(id) as DeliveryRow[],
      )[0]
    },
    async listSubmissions(options = {}) {
      // better-sqlite3 is synchronous: nothing can commit between the two reads.
      return toSubmissionRecords(
        statements.listSubmissions.all(options.limit ?? -1, options.offset ?? 0) as SubmissionRow[],
        statements.listDeliveries.all() as DeliveryRow[],
      )
    },
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
    async findLeadsToErase(email) {
      return erasable(email)
    },
    async eraseEmail(email) {
      return erase.immediate(email)
    },
    async deleteOlderThan(cutoffMs) {
      return sweep.immediate(cutoffMs)
    },
    async incrementRateLimit(key, { nowMs, windowMs }) {
      if (nowMs - lastPruneMs >= RATE_LIMIT_PRUNE_INTERVAL_MS) {
        lastPruneMs = nowMs
        statements.pruneRateLimits.run(nowMs)
      }
      const row = statements.incrementRateLimit.get(key, nowMs + windowMs, nowMs, nowMs) as {
        hits: number
        reset_at: number
      }
      return { hits: row.hits, resetAtMs: Number(row.reset_at) }
    },
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
    async listLeads(filter, page) {
      return {
        leads: recordsOf(leadPageQuery(filter, page, lowerFor(filter))),
        total: countOf(leadCountQuery(filter, lowerFor(filter))),
      }
    },
    async countLeads(since) {
      const queries = countQueries(since)
      return {
        today: countOf(queries.today),
        thisWeek: countOf(queries.thisWeek),
        pending: countOf(queries.pending),
        failed: countOf(queries.failed),
        spam: countOf(queries.spam),
      }
    },
    async listDeliveryAttempts(submissionId) {
      return (statements.listAttempts.all(submissionId) as AttemptRow[]).map(toDeliveryAttempt)
    },
    async markSpam(submissionId, nowMs) {
      return markSpam.immediate(submissionId, nowMs)
    },
    async markNotSpam(submissionId, { lead, statuses, nowMs }) {
      return markNotSpam.immediate(submissionId, lead, statuses, nowMs)
    },
    sql: runner,
    async recordAudit(entry) {
      statements.insertAudit.run({ ...entry, actor: serializeActor(entry.actor) })
    },
    async listAudit(query) {
      const { text, values } = auditQuerySql(query)
      return (db.prepare(text).all(...values) as AuditRow[]).map(toAuditEntry)
    },
    async close() {
      // Leads already queued are committed before the file closes, not dropped.
      if (db.open) insertions.flush()
      await checkpointer.stop()
      if (db.open) db.close()
    },
  }
}
