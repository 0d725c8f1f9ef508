import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { countQueries, deliveriesQuery, leadCountQuery, leadPageQuery } from './lead-queries.js'
import {
  emptyStatusCounts,
  type LeadRow,
  likeContaining,
  toAuditEntry,
  toDeliveryAttempt,
  toLeads,
  toSubmissionRecord,
} from './rows.js'
import {
  type AttemptRow,
  type AuditRow,
  type DeliveryRow,
  LEAD_COLUMNS,
  MIGRATIONS,
  SUBMISSION_COLUMNS,
  type SubmissionRow,
} from './schema.js'
import type {
  ClaimedOutboxRow,
  ForwardStatus,
  IdempotencyRecord,
  InsertResult,
  NewSubmission,
  Store,
} from './types.js'

/** Opens (and creates on first start) the embedded SQLite store in `dataDir`, in WAL mode. */
export function createSqliteStore(options: { dataDir: string; fileName?: string }): Store {
  mkdirSync(options.dataDir, { recursive: true })
  const db = new Database(join(options.dataDir, options.fileName ?? 'hard-hat.sqlite'))
  db.pragma('journal_mode = WAL')
  // NORMAL in WAL mode is durable against a process crash (kill -9); only a power cut can lose the
  // last transactions, which FULL would cost about a third of the throughput to prevent.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')

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
        for (const statement of migration.statements) db.exec(statement)
        db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version)
      }
    }).immediate()
  }
  migrate()

  const statements = {
    insertSubmission: db.prepare(`INSERT INTO submissions
      (id, reference, kind, form_type, payload, email, source_page, client_hash, is_spam, referral_code, created_at)
      VALUES (@id, @reference, @kind, @formType, @payload, @email, @sourcePage, @clientHash, @isSpam, @referralCode, @createdAtMs)`),
    insertOutbox:
      db.prepare(`INSERT INTO outbox (submission_id, lead, status, next_attempt_at, updated_at)
      VALUES (?, ?, ?, ?, ?)`),
    findIdempotency: db.prepare(
      'SELECT request_hash, response FROM idempotency_keys WHERE route = ? AND key = ?',
    ),
    insertIdempotency: db.prepare(`INSERT INTO idempotency_keys
      (route, key, request_hash, response, submission_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`),
    findSubmission: db.prepare(
      `SELECT ${SUBMISSION_COLUMNS} FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id WHERE s.id = ?`,
    ),
    listSubmissions: db.prepare(
      `SELECT ${SUBMISSION_COLUMNS} FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id
       ORDER BY s.created_at, s.id LIMIT ?`,
    ),
    selectDue: db.prepare(`SELECT submission_id, lead, attempts FROM outbox
      WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
      ORDER BY next_attempt_at LIMIT ?`),
    lock: db.prepare('UPDATE outbox SET locked_until = ?, locked_by = ? WHERE submission_id = ?'),
    markForwarded:
      db.prepare(`UPDATE outbox SET status = 'forwarded', forwarded_at = ?, attempts = attempts + 1,
      locked_until = NULL, locked_by = NULL, last_error = NULL, updated_at = ? WHERE submission_id = ?`),
    markRetry: db.prepare(`UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?,
      locked_until = NULL, locked_by = NULL, updated_at = ? WHERE submission_id = ?`),
    markFailed: db.prepare(`UPDATE outbox SET status = 'failed', attempts = ?, last_error = ?,
      locked_until = NULL, locked_by = NULL, updated_at = ? WHERE submission_id = ?`),
    findOutbox: db.prepare('SELECT status FROM outbox WHERE submission_id = ?'),
    requeue: db.prepare(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?,
      locked_until = NULL, locked_by = NULL, updated_at = ? WHERE submission_id = ?`),
    queueNotForwarded:
      db.prepare(`UPDATE outbox SET status = 'pending', next_attempt_at = ?, updated_at = ?
      WHERE status = 'not_forwarded'`),
    selectErasable: db.prepare(
      "SELECT id FROM submissions WHERE email = ? OR lower(payload) LIKE ? ESCAPE '\\'",
    ),
    deleteIdempotencyFor: db.prepare('DELETE FROM idempotency_keys WHERE submission_id = ?'),
    deleteSubmission: db.prepare('DELETE FROM submissions WHERE id = ?'),
    deleteOldSubmissions: db.prepare('DELETE FROM submissions WHERE created_at < ?'),
    deleteOldIdempotency: db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?'),
    countByStatus: db.prepare('SELECT status, COUNT(*) AS count FROM outbox GROUP BY status'),
    findSecret: db.prepare('SELECT value FROM settings WHERE name = ?'),
    insertSecret: db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
    ping: db.prepare('SELECT 1 AS ok'),
    recordAttempt: db.prepare(`INSERT INTO delivery_attempts
      (submission_id, destination, attempt, attempted_at, outcome, error)
      SELECT submission_id, 'crm', attempts, ?, ?, ? FROM outbox WHERE submission_id = ?`),
    listAttempts: db.prepare(`SELECT destination, attempt, attempted_at, outcome, error
      FROM delivery_attempts WHERE submission_id = ? ORDER BY attempted_at, attempt`),
    findLead: db.prepare(`SELECT ${LEAD_COLUMNS} FROM submissions s WHERE s.id = ?`),
    findSpamFlag: db.prepare('SELECT is_spam FROM submissions WHERE id = ?'),
    outboxStatuses: db.prepare('SELECT status FROM outbox WHERE submission_id = ?'),
    setSpamFlag: db.prepare('UPDATE submissions SET is_spam = ? WHERE id = ?'),
    stopForSpam:
      db.prepare(`UPDATE outbox SET status = 'spam', locked_until = NULL, locked_by = NULL,
      updated_at = ? WHERE submission_id = ?`),
    queueRescued:
      db.prepare(`UPDATE outbox SET status = ?, lead = ?, attempts = 0, next_attempt_at = ?,
      locked_until = NULL, locked_by = NULL, last_error = NULL, updated_at = ? WHERE submission_id = ?`),
    insertAudit:
      db.prepare(`INSERT INTO admin_audit (id, created_at, actor, action, submission_id, detail)
      VALUES (@id, @atMs, @actor, @action, @submissionId, @detail)`),
  }

  const leadsWithDeliveries = (rows: LeadRow[]) => {
    if (rows.length === 0) return []
    const deliveries = deliveriesQuery(rows.map((row) => row.id))
    return toLeads(rows, db.prepare(deliveries.text).all(...deliveries.values) as DeliveryRow[])
  }
  const countOf = (query: { text: string; values: unknown[] }) =>
    (db.prepare(query.text).get(...query.values) as { count: number }).count

  const markSpam = db.transaction((submissionId: string, nowMs: number) => {
    const flag = statements.findSpamFlag.get(submissionId) as { is_spam: number } | undefined
    if (!flag) return 'not_found' as const
    const statuses = (statements.outboxStatuses.all(submissionId) as { status: string }[]).map(
      (row) => row.status,
    )
    if (
      flag.is_spam === 1 ||
      !statuses.every((status) => status === 'pending' || status === 'not_forwarded')
    )
      return 'not_allowed' as const
    statements.setSpamFlag.run(1, submissionId)
    statements.stopForSpam.run(nowMs, submissionId)
    return 'done' as const
  })

  const markNotSpam = db.transaction(
    (submissionId: string, lead: unknown, status: string, nowMs: number) => {
      const flag = statements.findSpamFlag.get(submissionId) as { is_spam: number } | undefined
      if (!flag) return 'not_found' as const
      if (flag.is_spam !== 1) return 'not_allowed' as const
      statements.setSpamFlag.run(0, submissionId)
      const queued = statements.queueRescued.run(
        status,
        JSON.stringify(lead),
        nowMs,
        nowMs,
        submissionId,
      )
      if (queued.changes === 0) {
        statements.insertOutbox.run(submissionId, JSON.stringify(lead), status, nowMs, nowMs)
      }
      return 'done' as const
    },
  )

  const insert = db.transaction(
    (submission: NewSubmission, idempotency: IdempotencyRecord | undefined): InsertResult => {
      if (idempotency) {
        const existing = statements.findIdempotency.get(idempotency.route, idempotency.key) as
          | { request_hash: string; response: string }
          | undefined
        if (existing) {
          return {
            kind: 'replay',
            requestHash: existing.request_hash,
            response: JSON.parse(existing.response),
          }
        }
      }
      statements.insertSubmission.run({
        ...submission,
        payload: JSON.stringify(submission.payload),
        isSpam: submission.isSpam ? 1 : 0,
      })
      statements.insertOutbox.run(
        submission.id,
        submission.lead === null ? null : JSON.stringify(submission.lead),
        submission.forwardStatus,
        submission.createdAtMs,
        submission.createdAtMs,
      )
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
    },
  )

  const claim = db.transaction(
    (nowMs: number, limit: number, leaseMs: number, workerId: string): ClaimedOutboxRow[] => {
      const rows = statements.selectDue.all(nowMs, nowMs, limit) as {
        submission_id: string
        lead: string
        attempts: number
      }[]
      for (const row of rows) statements.lock.run(nowMs + leaseMs, workerId, row.submission_id)
      return rows.map((row) => ({
        submissionId: row.submission_id,
        lead: JSON.parse(row.lead),
        attempts: row.attempts,
      }))
    },
  )

  const erase = db.transaction((email: string): number => {
    const normalised = email.trim().toLowerCase()
    const ids = (
      statements.selectErasable.all(normalised, likeContaining(normalised)) as { id: string }[]
    ).map((row) => row.id)
    for (const id of ids) {
      statements.deleteIdempotencyFor.run(id)
      statements.deleteSubmission.run(id)
    }
    return ids.length
  })

  return {
    dialect: 'sqlite',
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
    async getSecret(name) {
      statements.insertSecret.run(name, randomBytes(32).toString('base64url'))
      return (statements.findSecret.get(name) as { value: string }).value
    },
    async insertSubmission(submission, idempotency) {
      return insert.immediate(submission, idempotency)
    },
    async findSubmission(id) {
      const row = statements.findSubmission.get(id) as SubmissionRow | undefined
      return row === undefined ? undefined : toSubmissionRecord(row)
    },
    async listSubmissions(options = {}) {
      const rows = statements.listSubmissions.all(options.limit ?? -1) as SubmissionRow[]
      return rows.map(toSubmissionRecord)
    },
    async claimDueOutbox({ nowMs, limit, leaseMs, workerId }) {
      return claim.immediate(nowMs, limit, leaseMs, workerId)
    },
    async markForwarded(submissionId, nowMs) {
      statements.markForwarded.run(nowMs, nowMs, submissionId)
      statements.recordAttempt.run(nowMs, 'delivered', null, submissionId)
    },
    async markRetry(submissionId, attempts, nextAttemptAtMs, error) {
      const nowMs = Date.now()
      statements.markRetry.run(attempts, nextAttemptAtMs, error, nowMs, submissionId)
      statements.recordAttempt.run(nowMs, 'retry', error, submissionId)
    },
    async markFailed(submissionId, attempts, error, nowMs) {
      statements.markFailed.run(attempts, error, nowMs, submissionId)
      statements.recordAttempt.run(nowMs, 'failed', error, submissionId)
    },
    async requeue(submissionId, nowMs) {
      const row = statements.findOutbox.get(submissionId) as { status: ForwardStatus } | undefined
      if (!row) return 'not_found'
      if (row.status === 'forwarded') return 'already_forwarded'
      if (row.status === 'spam') return 'spam'
      statements.requeue.run(nowMs, nowMs, submissionId)
      return 'requeued'
    },
    async queueNotForwarded(nowMs) {
      return statements.queueNotForwarded.run(nowMs, nowMs).changes
    },
    async findLeadsToErase(email) {
      const normalised = email.trim().toLowerCase()
      const rows = db
        .prepare(
          `SELECT ${LEAD_COLUMNS} FROM submissions s WHERE s.email = ? OR lower(s.payload) LIKE ? ESCAPE '\\'
           ORDER BY s.created_at DESC, s.id DESC`,
        )
        .all(normalised, likeContaining(normalised)) as LeadRow[]
      return leadsWithDeliveries(rows)
    },
    async eraseEmail(email) {
      return erase.immediate(email)
    },
    async deleteOlderThan(cutoffMs) {
      statements.deleteOldIdempotency.run(cutoffMs)
      return statements.deleteOldSubmissions.run(cutoffMs).changes
    },
    async countByForwardStatus() {
      const counts = emptyStatusCounts()
      for (const row of statements.countByStatus.all() as {
        status: ForwardStatus
        count: number
      }[]) {
        counts[row.status] = row.count
      }
      return counts
    },
    async listLeads(filter, page) {
      const pageQuery = leadPageQuery(filter, page)
      const rows = db.prepare(pageQuery.text).all(...pageQuery.values) as LeadRow[]
      return { leads: leadsWithDeliveries(rows), total: countOf(leadCountQuery(filter)) }
    },
    async findLead(id) {
      const row = statements.findLead.get(id) as LeadRow | undefined
      return row === undefined ? undefined : leadsWithDeliveries([row])[0]
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
    async markNotSpam(submissionId, { lead, status, nowMs }) {
      return markNotSpam.immediate(submissionId, lead, status, nowMs)
    },
    async recordAudit(entry) {
      statements.insertAudit.run(entry)
    },
    async listAudit({ submissionId, limit }) {
      const rows = (
        submissionId === undefined
          ? db.prepare('SELECT * FROM admin_audit ORDER BY created_at DESC LIMIT ?').all(limit)
          : db
              .prepare(
                'SELECT * FROM admin_audit WHERE submission_id = ? ORDER BY created_at DESC LIMIT ?',
              )
              .all(submissionId, limit)
      ) as AuditRow[]
      return rows.map(toAuditEntry)
    },
    async close() {
      if (db.open) db.close()
    },
  }
}
