import type { AttemptRow, AuditRow, DeliveryRow, SubmissionRow } from './schema.js'
import type {
  AuditActor,
  AuditEntry,
  Delivery,
  DeliveryAttempt,
  Destination,
  ForwardStatus,
  Lead,
  SubmissionKind,
  SubmissionRecord,
} from './types.js'
import { FORWARD_STATUSES } from './types.js'

function toIso(ms: number | string): string {
  return new Date(Number(ms)).toISOString()
}

function toLeadFields(row: LeadRow): Omit<Lead, 'deliveries'> {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as SubmissionKind,
    formType: row.form_type,
    payload: JSON.parse(row.payload),
    email: row.email,
    sourcePage: row.source_page,
    isSpam: Number(row.is_spam) === 1,
    referralCode: row.referral_code,
    createdAt: toIso(row.created_at),
  }
}

/** Maps a row from either driver to the record the rest of the app sees. */
export function toSubmissionRecord(row: SubmissionRow): SubmissionRecord {
  return {
    ...toLeadFields(row),
    clientHash: row.client_hash,
    forwardStatus: (row.status ?? 'not_forwarded') as ForwardStatus,
    forwardAttempts: Number(row.attempts ?? 0),
    lastError: row.last_error,
    forwardedAt: row.forwarded_at === null ? null : toIso(row.forwarded_at),
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

/** A submission row without its outbox columns, with the deliveries read apart. */
export type LeadRow = Omit<SubmissionRow, 'status' | 'attempts' | 'last_error' | 'forwarded_at'>

function toDelivery(row: DeliveryRow): Delivery {
  return {
    destination: row.destination as Destination,
    status: row.status as ForwardStatus,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    forwardedAt: row.forwarded_at === null ? null : toIso(row.forwarded_at),
    nextAttemptAt: toIso(row.next_attempt_at),
  }
}

/** Joins submission rows with their outbox rows (CRM first, then email). */
export function toLeads(rows: readonly LeadRow[], deliveryRows: readonly DeliveryRow[]): Lead[] {
  const bySubmission = new Map<string, Delivery[]>()
  for (const row of deliveryRows) {
    const list = bySubmission.get(row.submission_id) ?? []
    list.push(toDelivery(row))
    bySubmission.set(row.submission_id, list)
  }
  return rows.map((row) => ({
    ...toLeadFields(row),
    deliveries: (bySubmission.get(row.id) ?? []).sort((a, b) =>
      a.destination.localeCompare(b.destination),
    ),
  }))
}

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
