import type { AttemptRow, AuditRow, ClaimRow, SubmissionRow } from './schema.js'
import type {
  AuditActor,
  AuditEntry,
  ClaimedOutboxRow,
  DeliveryAttempt,
  DeliveryRecord,
  Destination,
  ForwardStatus,
  SubmissionKind,
  SubmissionRecord,
} from './types.js'
import { FORWARD_STATUSES } from './types.js'

function toIso(ms: number | string): string {
  return new Date(Number(ms)).toISOString()
}

function toDeliveryRecord(row: SubmissionRow): DeliveryRecord {
  const status = row.status as ForwardStatus
  return {
    destination: row.destination as Destination,
    status,
    attempts: Number(row.attempts ?? 0),
    lastError: row.last_error,
    nextAttemptAt:
      status === 'pending' && row.next_attempt_at !== null ? toIso(row.next_attempt_at) : null,
    deliveredAt: row.forwarded_at === null ? null : toIso(row.forwarded_at),
  }
}

/**
 * Maps rows from either driver (one per submission and destination, grouped by submission, as
 * `submissionsQuery` orders them) to the records the rest of the app sees.
 */
export function toSubmissionRecords(rows: readonly SubmissionRow[]): SubmissionRecord[] {
  const records: SubmissionRecord[] = []
  let index = 0
  while (index < rows.length) {
    const first = rows[index] as SubmissionRow
    const deliveries: DeliveryRecord[] = []
    for (; index < rows.length && rows[index]?.id === first.id; index += 1) {
      const row = rows[index] as SubmissionRow
      if (row.destination !== null) deliveries.push(toDeliveryRecord(row))
    }
    const crm = deliveries.find((delivery) => delivery.destination === 'crm')
    records.push({
      id: first.id,
      reference: first.reference,
      kind: first.kind as SubmissionKind,
      formType: first.form_type,
      payload: JSON.parse(first.payload),
      email: first.email,
      sourcePage: first.source_page,
      clientHash: first.client_hash,
      isSpam: Number(first.is_spam) === 1,
      referralCode: first.referral_code,
      createdAt: toIso(first.created_at),
      forwardStatus: crm?.status ?? 'not_forwarded',
      forwardAttempts: crm?.attempts ?? 0,
      lastError: crm?.lastError ?? null,
      forwardedAt: crm?.deliveredAt ?? null,
      deliveries,
    })
  }
  return records
}

/** Maps a claimed row from either driver. */
export function toClaimedOutboxRow(row: ClaimRow): ClaimedOutboxRow {
  return {
    submissionId: row.submission_id,
    destination: row.destination as Destination,
    lead: row.lead === null ? null : JSON.parse(row.lead),
    attempts: Number(row.attempts),
    retryWindowStartMs: Number(row.retry_window_start),
    submission: {
      reference: row.reference,
      kind: row.kind as SubmissionKind,
      formType: row.form_type,
      payload: JSON.parse(row.payload),
      email: row.email,
      sourcePage: row.source_page,
      createdAtMs: Number(row.created_at),
    },
  }
}

/** A zeroed count for every forwarding status. */
export function emptyStatusCounts(): Record<ForwardStatus, number> {
  return Object.fromEntries(FORWARD_STATUSES.map((status) => [status, 0])) as Record<
    ForwardStatus,
    number
  >
}

/** Escapes LIKE wildcards so an email address matches only itself inside a payload. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** How often a store deletes rate-limit windows that have ended. */
export const RATE_LIMIT_PRUNE_INTERVAL_MS = 60_000

/** Maps an attempt row from either driver. */
export function toDeliveryAttempt(row: AttemptRow): DeliveryAttempt {
  return {
    destination: row.destination as Destination,
    attempt: Number(row.attempt),
    attemptedAt: toIso(row.attempted_at),
    outcome: row.outcome as DeliveryAttempt['outcome'],
    error: row.error,
  }
}

/** Maps an audit row from either driver. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: toIso(row.created_at),
    actor: row.actor as AuditActor,
    action: row.action,
    submissionId: row.submission_id,
    detail: row.detail,
  }
}
