import { MIGRATIONS } from './migrations/index.js'

export { MIGRATIONS } from './migrations/index.js'
export type { Backfill, Migration, MigrationStatement } from './migrations/migration.js'
export { statementIn } from './migrations/migration.js'

/** The versions MIGRATIONS knows that `applied` lacks, in order. */
export function pendingVersions(applied: readonly number[]): number[] {
  const done = new Set(applied.map(Number))
  return MIGRATIONS.map((migration) => migration.version).filter((version) => !done.has(version))
}

/** Columns selected for a SubmissionRecord, in both dialects. */
export const SUBMISSION_COLUMNS = `id, reference, kind, form_type, payload, email, source_page,
  client_hash, is_spam, referral_code, created_at, reply_by_ms, status, assigned_to`

/**
 * Columns of each destination's row. Read apart from the submissions (then joined in memory), so a
 * submission's payload is read once, not once per destination.
 */
export const DELIVERY_COLUMNS = `submission_id, destination, status, attempts, last_error,
  next_attempt_at, forwarded_at`

/** Columns a claim returns: the row and what its destination needs of the submission. */
export const CLAIM_COLUMNS = `o.submission_id, o.destination, o.lead, o.attempts, o.retry_window_start, s.reference, s.kind,
  s.form_type, s.payload, s.email, s.source_page, s.created_at, s.reply_by_ms`

/** A claimed row as both drivers return it. */
export interface ClaimRow
  extends Pick<
    SubmissionRow,
    | 'reference'
    | 'kind'
    | 'form_type'
    | 'payload'
    | 'email'
    | 'source_page'
    | 'created_at'
    | 'reply_by_ms'
  > {
  submission_id: string
  destination: string
  lead: string | null
  attempts: number
  retry_window_start: number | string
}

/** A row as both drivers return it (PostgreSQL returns BIGINT as a string). */
export interface SubmissionRow {
  id: string
  reference: string
  kind: string
  form_type: string
  payload: string
  email: string | null
  source_page: string | null
  client_hash: string
  is_spam: number
  referral_code: string | null
  created_at: number | string
  reply_by_ms: number | string | null
  status: string
  assigned_to: string | null
}

/** An outbox row's delivery state as both drivers return it. */
export interface DeliveryRow {
  submission_id: string
  destination: string
  status: string
  attempts: number
  last_error: string | null
  next_attempt_at: number | string
  forwarded_at: number | string | null
}

/** The first answer kept for an Idempotency-Key, from either driver. */
export interface IdempotencyRow {
  request_hash: string
  response: string
  submission_id: string
  created_at: number | string
}

/** One recorded delivery attempt, from either driver. */
export interface AttemptRow {
  destination: string
  attempt: number | string
  attempted_at: number | string
  outcome: string
  error: string | null
}

/** One audit entry, from either driver. */
export interface AuditRow {
  id: string
  created_at: number | string
  actor: string
  action: string
  submission_id: string | null
  detail: string | null
}
