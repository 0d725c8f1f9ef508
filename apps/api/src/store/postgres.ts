import { randomBytes } from 'node:crypto'
import pg from 'pg'
import {
  countQueries,
  DELIVERED_OR_SPAM,
  deliveriesQuery,
  erasableQuery,
  leadCountQuery,
  leadPageQuery,
  numbered,
  type Query,
} from './lead-queries.js'
import { createPostgresFollowUp } from './postgres-follow-up.js'
import {
  auditQuerySql,
  emptyStatusCounts,
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
  type Backfill,
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
import { postgresRunner } from './sql.js'
import {
  DESTINATIONS,
  type ForwardStatus,
  type NewSubmission,
  type RetentionResult,
  type SpamReviewResult,
  type Store,
} from './types.js'

/** The database's own clock in epoch milliseconds: leases are timed by it, never an instance's. */
const DB_NOW = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint'

/**
 * Bounds on every wait for the database (P-store-faults-bounded): a server that stops answering
 * (frozen, not refusing) fails a request within these instead of holding it until the proxy's
 * 504, and the outbox's round never hangs. The server cancels a statement first; the client gives
 * up a little later (a frozen server cancels nothing) and drops that connection.
 */
export const POSTGRES_TIMEOUTS = {
  /** Waiting for a pooled connection or a new one (a frozen server accepts TCP, then never answers). */
  connectionMs: 3000,
  /** The server cancels a statement running longer. */
  statementMs: 4000,
  /** The client stops waiting for an answer (then drops the connection). */
  queryMs: 5000,
  /** The server ends a session left idle inside a transaction (its locks go with it). */
  idleInTransactionMs: 10_000,
  /** TCP keep-alive probes start after this much silence: a vanished server is noticed. */
  keepAliveDelayMs: 10_000,
} as const

/** How long a migration (or waiting for another instance's) may take before the start fails. */
export const MIGRATION_TIMEOUT_MS = 10 * 60_000

// Any 64-bit number will do, as long as every instance uses the same one.
const MIGRATION_LOCK_ID = 4_951_302_117

/** The destinations a new submission has rows for, and their statuses, as two parallel arrays. */
function destinationsAndStatuses(deliveries: NewSubmission['deliveries']): [string[], string[]] {
  const given = DESTINATIONS.flatMap((destination) => {
    const status = deliveries[destination]
    return status === undefined ? [] : [[destination, status] as const]
  })
  return [given.map(([destination]) => destination), given.map(([, status]) => status)]
}

function defaultPoolErrorLog(error: Error): void {
  console.error(`@hard-hat/api: PostgreSQL pool error: ${error.message}`)
}

/** Connects to PostgreSQL at `connectionString`; same schema and behaviour as the SQLite store. */
export function createPostgresStore(options: {
  connectionString: string
  maxConnections?: number
  /** Overrides of POSTGRES_TIMEOUTS (the frozen-database test shortens them). */
  timeouts?: Partial<Record<keyof typeof POSTGRES_TIMEOUTS, number>>
  /** Where errors of idle pooled connections are reported; the server passes its logger. */
  onPoolError?: (error: Error) => void
}): Store {
  const timeouts = { ...POSTGRES_TIMEOUTS, ...options.timeouts }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: timeouts.connectionMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
  })
  // An idle client losing its server must not crash the process (the next query reconnects), but
  // it is logged: a database going away is something to see.
  pool.on('error', (error) => {
    ;(options.onPoolError ?? defaultPoolErrorLog)(error)
  })

  let isClosed = false
  let lastPruneMs = 0
  const rows = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<Row>(text, values)).rows

  // `commitTimeoutMs` bounds the COMMIT beyond a request's bound: committing a migration that
  // rewrote every lead flushes all of it.
  const inTransaction = async <T>(
    work: (client: pg.PoolClient) => Promise<T>,
    commitTimeoutMs?: number,
  ): Promise<T> => {
    const client = await pool.connect()
    let failure: Error | undefined
    try {
      await client.query('BEGIN')
      const result = await work(client)
      // pg reads a query's own query_timeout over the pool's; its types omit the field.
      const commit: pg.QueryConfig & { query_timeout?: number } = { text: 'COMMIT' }
      if (commitTimeoutMs !== undefined) commit.query_timeout = commitTimeoutMs
      await client.query(commit)
      return result
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error))
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      // A connection that failed (a timeout on a frozen server) is dropped, never pooled again.
      client.release(failure)
    }
  }

  const run = async <Row extends pg.QueryResultRow>(query: Query) => {
    const { text, values } = numbered(query)
    return rows<Row>(text, values)
  }
  const recordsOf = async (found: SubmissionRow[]) =>
    found.length === 0
      ? []
      : toSubmissionRecords(
          found,
          await run<DeliveryRow>(deliveriesQuery(found.map((row) => row.id))),
        )
  const countOf = async (query: Query) => Number((await run<{ count: string }>(query))[0]?.count)
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

  /** Writes a migration's computed values, a thousand rows a statement. */
  const backfill = async (
    query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>,
    fill: Backfill,
  ) => {
    const found = await query(fill.select)
    const ids: unknown[] = []
    const values: number[] = []
    for (const row of found.rows) {
      const value = fill.valueOf(row)
      if (value !== null) {
        ids.push(row.id)
        values.push(value)
      }
    }
    for (let at = 0; at < ids.length; at += 1000) {
      await query(
        `UPDATE ${fill.table} t SET ${fill.column} = v.value
         FROM unnest($1::text[], $2::bigint[]) AS v (id, value) WHERE t.id = v.id`,
        [ids.slice(at, at + 1000), values.slice(at, at + 1000)],
      )
    }
  }

  /** Locks the submission and its rows, then checks and changes them in one transaction. */
  const reviewSpam = (
    submissionId: string,
    change: (
      client: pg.PoolClient,
      isSpam: boolean,
      rows: { status: string; is_leased: boolean }[],
    ) => Promise<SpamReviewResult>,
  ) =>
    inTransaction(async (client): Promise<SpamReviewResult> => {
      const flag = await client.query<{ is_spam: number }>(
        'SELECT is_spam FROM submissions WHERE id = $1 FOR UPDATE',
        [submissionId],
      )
      const [row] = flag.rows
      if (!row) return 'not_found'
      const statuses = await client.query<{ status: string; is_leased: boolean }>(
        `SELECT status, locked_until IS NOT NULL AND locked_until >= ${DB_NOW} AS is_leased
         FROM outbox WHERE submission_id = $1 FOR UPDATE`,
        [submissionId],
      )
      return change(client, Number(row.is_spam) === 1, statuses.rows)
    })

  /** The dialect-neutral runner the people and measurement stores share. */
  const runner = postgresRunner(pool, DB_NOW)

  return {
    dialect: 'postgres',
    ...createPostgresFollowUp({ inTransaction }),
    async migrate() {
      await inTransaction(async (client) => {
        // A migration may rewrite a large table (version 6 computes a column for every stored
        // lead): it runs, and other instances wait for its lock, beyond the bounds of a request.
        await client.query(`SET LOCAL statement_timeout = ${MIGRATION_TIMEOUT_MS}`)
        const migrationQuery = (text: string, values: unknown[] = []) => {
          // pg reads a query's own query_timeout over the pool's; its types omit the field.
          const query: pg.QueryConfig & { query_timeout: number } = {
            text,
            values,
            query_timeout: MIGRATION_TIMEOUT_MS,
          }
          return client.query(query)
        }
        await migrationQuery('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID])
        await client.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)',
        )
        const applied = new Set(
          (
            await client.query<{ version: number }>('SELECT version FROM schema_migrations')
          ).rows.map((row) => row.version),
        )
        for (const migration of MIGRATIONS) {
          if (applied.has(migration.version)) continue
          for (const statement of migration.statements) {
            await migrationQuery(statementIn(statement, 'postgres'))
          }
          if (migration.backfill) await backfill(migrationQuery, migration.backfill)
          await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [
            migration.version,
          ])
        }
      }, MIGRATION_TIMEOUT_MS)
    },
    async ping() {
      try {
        await pool.query('SELECT 1')
        return true
      } catch {
        return false
      }
    },
    async probeWrite(nowMs) {
      try {
        await pool.query(
          `INSERT INTO settings (name, value) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
          [WRITE_PROBE, String(nowMs)],
        )
        return true
      } catch {
        return false
      }
    },
    async getSecret(name) {
      await pool.query(
        'INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [name, randomBytes(32).toString('base64url')],
      )
      const [row] = await rows<{ value: string }>('SELECT value FROM settings WHERE name = $1', [
        name,
      ])
      if (!row) throw new Error(`@hard-hat/api: secret "${name}" vanished`)
      return row.value
    },
    async pendingMigrations() {
      const applied = await rows<{ version: number }>('SELECT version FROM schema_migrations')
      return pendingVersions(applied.map((row) => row.version))
    },
    async readSetting(name) {
      const [row] = await rows<{ value: string }>('SELECT value FROM settings WHERE name = $1', [
        name,
      ])
      return row?.value
    },
    async writeSetting(name, value, expected) {
      const result =
        expected === undefined
          ? await pool.query(
              `INSERT INTO settings (name, value) VALUES ($1, $2)
               ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
              [name, value],
            )
          : expected === null
            ? await pool.query(
                'INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
                [name, value],
              )
            : await pool.query('UPDATE settings SET value = $2 WHERE name = $1 AND value = $3', [
                name,
                value,
                expected,
              ])
      return (result.rowCount ?? 0) > 0
    },
    async insertSubmission(submission, idempotency) {
      const submissionValues = [
        submission.id,
        submission.reference,
        submission.kind,
        submission.formType,
        JSON.stringify(submission.payload),
        submission.email,
        submission.sourcePage,
        submission.clientHash,
        submission.isSpam ? 1 : 0,
        submission.referralCode,
        submission.createdAtMs,
        submission.lead === null ? null : JSON.stringify(submission.lead),
        ...destinationsAndStatuses(submission.deliveries),
        submission.replyByMs,
      ]
      const insertRows = `
        s AS (INSERT INTO submissions
          (id, reference, kind, form_type, payload, email, source_page, client_hash, is_spam, referral_code, created_at, reply_by_ms)
          SELECT $1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text,
            $9::smallint, $10::text, $11::bigint, $15::bigint FROM gate RETURNING id),
        o AS (INSERT INTO outbox
            (submission_id, destination, lead, status, next_attempt_at, retry_window_start, updated_at)
          SELECT s.id, d.destination, CASE WHEN d.destination = 'crm' THEN $12::text END, d.status,
            $11::bigint, $11::bigint, $11::bigint
          FROM s CROSS JOIN unnest($13::text[], $14::text[]) AS d (destination, status))`
      if (!idempotency) {
        // One statement is one transaction: the submission and its outbox row commit together.
        await pool.query(`WITH gate AS (SELECT 1), ${insertRows} SELECT 1`, submissionValues)
        return { kind: 'stored' }
      }
      // The key row gates the inserts: a repeat key inserts nothing (unless its replay window has
      // closed: then it takes the key over), and a concurrent repeat waits for the first
      // transaction, then finds its key.
      const result = await pool.query(
        `WITH gate AS (INSERT INTO idempotency_keys
            (route, key, request_hash, response, submission_id, created_at)
            VALUES ($16::text, $17::text, $18::text, $19::text, $1::text, $11::bigint)
            ON CONFLICT (route, key) DO UPDATE SET request_hash = EXCLUDED.request_hash,
              response = EXCLUDED.response, submission_id = EXCLUDED.submission_id,
              created_at = EXCLUDED.created_at
            WHERE idempotency_keys.created_at <= $20::bigint RETURNING 1),
          ${insertRows}
         SELECT COUNT(*)::int AS stored FROM gate`,
        [
          ...submissionValues,
          idempotency.route,
          idempotency.key,
          idempotency.requestHash,
          JSON.stringify(idempotency.response),
          // NULL: no window, the key is never taken over.
          idempotency.replayForMs === undefined
            ? null
            : submission.createdAtMs - idempotency.replayForMs,
        ],
      )
      if ((result.rows[0] as { stored: number }).stored === 1) return { kind: 'stored' }
      const [existing] = await rows<IdempotencyRow>(
        'SELECT request_hash, response, submission_id, created_at FROM idempotency_keys WHERE route = $1 AND key = $2',
        [idempotency.route, idempotency.key],
      )
      if (!existing) throw new Error('@hard-hat/api: idempotency record vanished')
      return {
        kind: 'replay',
        requestHash: existing.request_hash,
        response: toStoredAnswer(existing.submission_id, existing.response),
      }
    },
    async findSubmission(id) {
      const [found, deliveries] = await Promise.all([
        rows<SubmissionRow>(`SELECT ${SUBMISSION_COLUMNS} FROM submissions WHERE id = $1`, [id]),
        rows<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM outbox WHERE submission_id = $1`, [id]),
      ])
      return toSubmissionRecords(found, deliveries)[0]
    },
    async listSubmissions(options = {}) {
      // One snapshot for both reads (REPEATABLE READ), so every listed submission has its rows.
      return inTransaction(async (client) => {
        await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY')
        const found = await client.query<SubmissionRow>(
          `SELECT ${SUBMISSION_COLUMNS} FROM submissions ORDER BY created_at, id LIMIT $1 OFFSET $2`,
          [options.limit ?? null, options.offset ?? 0],
        )
        const deliveries = await client.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM outbox`)
        return toSubmissionRecords(found.rows, deliveries.rows)
      })
    },
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
    async findLeadsToErase(email) {
      const candidates = await run<SubmissionRow>(erasableQuery(email))
      if (candidates.length === 0) return []
      const deliveries = await run<DeliveryRow>(deliveriesQuery(candidates.map((row) => row.id)))
      return toErasableLeads(candidates, deliveries, email)
    },
    async eraseEmail(email) {
      return inTransaction(async (client) => {
        const query = numbered(erasableQuery(email))
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
    async incrementRateLimit(key, { nowMs, windowMs }) {
      if (nowMs - lastPruneMs >= RATE_LIMIT_PRUNE_INTERVAL_MS) {
        lastPruneMs = nowMs
        await pool.query('DELETE FROM rate_limit_hits WHERE reset_at <= $1', [nowMs])
      }
      // One statement: concurrent hits on the same key from several instances serialise on its row.
      const [row] = await rows<{ hits: number; reset_at: string }>(
        `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_hits.reset_at <= $3 THEN 1 ELSE rate_limit_hits.hits + 1 END,
           reset_at = CASE WHEN rate_limit_hits.reset_at <= $3 THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
         RETURNING hits, reset_at`,
        [key, nowMs + windowMs, nowMs],
      )
      if (!row) throw new Error('@hard-hat/api: rate-limit upsert returned no row')
      return { hits: row.hits, resetAtMs: Number(row.reset_at) }
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
    async listLeads(filter, page) {
      const [found, total] = await Promise.all([
        run<SubmissionRow>(leadPageQuery(filter, page)),
        countOf(leadCountQuery(filter)),
      ])
      return { leads: await recordsOf(found), total }
    },
    async countLeads(since) {
      const queries = countQueries(since)
      const [today, thisWeek, pending, failed, spam] = await Promise.all([
        countOf(queries.today),
        countOf(queries.thisWeek),
        countOf(queries.pending),
        countOf(queries.failed),
        countOf(queries.spam),
      ])
      return { today, thisWeek, pending, failed, spam }
    },
    async listDeliveryAttempts(submissionId) {
      const found = await rows<AttemptRow>(
        `SELECT destination, attempt, attempted_at, outcome, error FROM delivery_attempts
         WHERE submission_id = $1 ORDER BY attempted_at, attempt`,
        [submissionId],
      )
      return found.map(toDeliveryAttempt)
    },
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
    sql: runner,
    async recordAudit(entry) {
      await pool.query(
        `INSERT INTO admin_audit (id, created_at, actor, action, submission_id, detail)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          entry.id,
          entry.atMs,
          serializeActor(entry.actor),
          entry.action,
          entry.submissionId,
          entry.detail,
        ],
      )
    },
    async listAudit(query) {
      return (await run<AuditRow>(auditQuerySql(query))).map(toAuditEntry)
    },
    async close() {
      if (isClosed) return
      isClosed = true
      await pool.end()
    },
  }
}
