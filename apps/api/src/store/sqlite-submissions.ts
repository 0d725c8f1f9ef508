import type Database from 'better-sqlite3'
import { type BatchOutcome, createGroupCommit } from './group-commit.js'
import {
  countQueries,
  deliveriesQuery,
  type LowerFunction,
  leadCountQuery,
  leadPageQuery,
  type Query,
} from './lead-queries.js'
import { isPastReplay, toStoredAnswer, toSubmissionRecords } from './rows.js'
import {
  DELIVERY_COLUMNS,
  type DeliveryRow,
  type IdempotencyRow,
  SUBMISSION_COLUMNS,
  type SubmissionRow,
} from './schema.js'
import { allOf } from './sqlite-open.js'
import {
  DESTINATIONS,
  type IdempotencyRecord,
  type InsertResult,
  type LeadFilter,
  type NewSubmission,
  type Store,
} from './types.js'

/** A new outbox row: the submission's, or one a lead rescued from spam gets for a new destination. */
export const INSERT_OUTBOX = `INSERT INTO outbox
  (submission_id, destination, lead, status, next_attempt_at, retry_window_start, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?)`

/** SQLite's built-in lower() for an ASCII search, JavaScript's beyond it. */
function lowerFor(filter: LeadFilter): LowerFunction {
  return /[\u0080-\u{10FFFF}]/u.test(filter.search ?? '') ? 'unicode_lower' : 'lower'
}

/** Storing submissions (leads that arrive together commit together), and reading them back. */
export function createSqliteSubmissions(db: Database.Database): {
  readonly methods: Pick<Store, 'insertSubmission' | 'findSubmission' | 'listSubmissions'>
  /** Commits the leads already queued (before the file closes). */
  flush(): void
} {
  const statements = {
    insertSubmission: db.prepare(`INSERT INTO submissions
      (id, reference, kind, form_type, payload, email, source_page, client_hash, is_spam, referral_code, created_at, reply_by_ms)
      VALUES (@id, @reference, @kind, @formType, @payload, @email, @sourcePage, @clientHash, @isSpam, @referralCode, @createdAtMs, @replyByMs)`),
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
    insertOutbox: db.prepare(INSERT_OUTBOX),
  }
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

  return {
    flush: () => insertions.flush(),
    methods: {
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
          statements.listSubmissions.all(
            options.limit ?? -1,
            options.offset ?? 0,
          ) as SubmissionRow[],
          statements.listDeliveries.all() as DeliveryRow[],
        )
      },
    },
  }
}

/** The inbox's page of leads and its figures, read with the shared lead queries. */
export function createSqliteLeadReads(
  db: Database.Database,
): Pick<Store, 'listLeads' | 'countLeads'> {
  const recordsOf = (query: Query) => {
    const rows = allOf<SubmissionRow>(db, query)
    if (rows.length === 0) return []
    return toSubmissionRecords(
      rows,
      allOf<DeliveryRow>(db, deliveriesQuery(rows.map((row) => row.id))),
    )
  }
  const countOf = (query: Query) =>
    (db.prepare(query.text).get(...query.values) as { count: number }).count
  return {
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
  }
}
