import type { SubmissionRow } from './schema.js'
import type { ForwardStatus, SubmissionKind, SubmissionRecord } from './types.js'
import { FORWARD_STATUSES } from './types.js'

function toIso(ms: number | string): string {
  return new Date(Number(ms)).toISOString()
}

/** Maps a row from either driver to the record the rest of the app sees. */
export function toSubmissionRecord(row: SubmissionRow): SubmissionRecord {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as SubmissionKind,
    formType: row.form_type,
    payload: JSON.parse(row.payload),
    email: row.email,
    sourcePage: row.source_page,
    clientHash: row.client_hash,
    isSpam: Number(row.is_spam) === 1,
    referralCode: row.referral_code,
    createdAt: toIso(row.created_at),
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
