import {
  countQueries,
  deliveriesQuery,
  leadCountQuery,
  leadPageQuery,
  type Query,
} from './lead-queries.js'
import type { PostgresDb } from './postgres-pool.js'
import { toStoredAnswer, toSubmissionRecords } from './rows.js'
import {
  DELIVERY_COLUMNS,
  type DeliveryRow,
  type IdempotencyRow,
  SUBMISSION_COLUMNS,
  type SubmissionRow,
} from './schema.js'
import { DESTINATIONS, type NewSubmission, type Store } from './types.js'

/** The destinations a new submission has rows for, and their statuses, as two parallel arrays. */
function destinationsAndStatuses(deliveries: NewSubmission['deliveries']): [string[], string[]] {
  const given = DESTINATIONS.flatMap((destination) => {
    const status = deliveries[destination]
    return status === undefined ? [] : [[destination, status] as const]
  })
  return [given.map(([destination]) => destination), given.map(([, status]) => status)]
}

/** Storing a submission with its outbox rows, and reading submissions and leads back. */
export function createPostgresSubmissions({
  pool,
  rows,
  run,
  inTransaction,
}: PostgresDb): Pick<
  Store,
  'insertSubmission' | 'findSubmission' | 'listSubmissions' | 'listLeads' | 'countLeads'
> {
  const recordsOf = async (found: SubmissionRow[]) =>
    found.length === 0
      ? []
      : toSubmissionRecords(
          found,
          await run<DeliveryRow>(deliveriesQuery(found.map((row) => row.id))),
        )
  const countOf = async (query: Query) => Number((await run<{ count: string }>(query))[0]?.count)
  return {
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
  }
}
