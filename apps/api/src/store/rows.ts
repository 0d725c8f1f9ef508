import {
  BoutiqueQuoteRequestSchema,
  type CrmLead,
  CrmLeadSchema,
  EnquiryRequestSchema,
  LeadRequestSchema,
  type SubmitSuccess,
  SubmitSuccessSchema,
} from '@hard-hat/forms'
import { z } from 'zod'
import type { AttemptRow, ClaimRow, DeliveryRow, IdempotencyRow, SubmissionRow } from './schema.js'
import type {
  AuditActor,
  ClaimedOutboxRow,
  DeliveryAttempt,
  DeliveryRecord,
  Destination,
  ForwardStatus,
  IdempotencyRecord,
  LeadStatus,
  NewSubmission,
  StoredBody,
  SubmissionBody,
  SubmissionRecord,
} from './types.js'
import { DESTINATIONS, FORWARD_STATUSES, LEAD_STATUSES } from './types.js'

export function toIso(ms: number | string): string {
  return new Date(Number(ms)).toISOString()
}

function toDeliveryRecord(row: DeliveryRow): DeliveryRecord {
  const status = row.status as ForwardStatus
  return {
    destination: row.destination as Destination,
    status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: status === 'pending' ? toIso(row.next_attempt_at) : null,
    deliveredAt: row.forwarded_at === null ? null : toIso(row.forwarded_at),
  }
}

/**
 * Stored JSON that does not parse as what was stored: the store was changed behind the app's back
 * (or by an old version). Names the submission and the paths at fault, never the values.
 */
export class StoreCorruptionError extends Error {
  constructor(submissionId: string, what: string, cause: unknown) {
    const paths =
      cause instanceof Error && 'issues' in cause && Array.isArray(cause.issues)
        ? `: ${(cause.issues as z.core.$ZodIssue[]).map((issue) => issue.path.map(String).join('.') || '(root)').join(', ')}`
        : ''
    super(`Stored submission ${submissionId} has a ${what} that does not parse${paths}`, { cause })
    this.name = 'StoreCorruptionError'
  }
}

function parseStored<T>(
  submissionId: string,
  what: string,
  schema: z.core.$ZodType<T>,
  json: string,
): T {
  try {
    return z.parse(schema, JSON.parse(json))
  } catch (error) {
    throw new StoreCorruptionError(submissionId, what, error)
  }
}

/** What the visitor sent, parsed again with the schema of the endpoint that accepted it. */
function toSubmissionBody(submissionId: string, kind: string, payload: string): SubmissionBody {
  switch (kind) {
    case 'enquiry':
      return { kind, payload: parseStored(submissionId, kind, EnquiryRequestSchema, payload) }
    case 'boutique-quote':
      return { kind, payload: parseStored(submissionId, kind, BoutiqueQuoteRequestSchema, payload) }
    case 'lead':
      return { kind, payload: parseStored(submissionId, kind, LeadRequestSchema, payload) }
    default:
      throw new StoreCorruptionError(submissionId, `kind "${kind}"`, undefined)
  }
}

/** A stored CRM lead body, parsed again. */
export function toCrmLead(submissionId: string, lead: string): CrmLead {
  return parseStored(submissionId, 'CRM lead', CrmLeadSchema, lead)
}

/** The first answer kept for an Idempotency-Key, parsed again. */
export function toStoredAnswer(submissionId: string, response: string): SubmitSuccess {
  return parseStored(submissionId, 'stored answer', SubmitSuccessSchema, response)
}

/** True when a kept key's replay window has closed by the time a new submission arrives. */
export function isPastReplay(
  existing: Pick<IdempotencyRow, 'created_at'>,
  submission: Pick<NewSubmission, 'createdAtMs'>,
  idempotency: Pick<IdempotencyRecord, 'replayForMs'>,
): boolean {
  return (
    idempotency.replayForMs !== undefined &&
    Number(existing.created_at) <= submission.createdAtMs - idempotency.replayForMs
  )
}

/** The size of stored text in UTF-8 bytes. */
function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/**
 * What the visitor sent, or an unreadable body set aside with the reason when it no longer parses:
 * one bad row never makes a list, a detail page, an export or an erasure fail.
 */
function toStoredBody(submissionId: string, kind: string, payload: string): StoredBody {
  try {
    return toSubmissionBody(submissionId, kind, payload)
  } catch (error) {
    if (!(error instanceof StoreCorruptionError)) throw error
    return {
      kind: 'unreadable',
      payload: null,
      storedKind: kind,
      rawBytes: utf8Bytes(payload),
      reason: error.message,
    }
  }
}

/** The submission's own fields, as a record and a claimed row both carry them. */
function toSubmissionFields(
  submissionId: string,
  row: Pick<
    SubmissionRow,
    'reference' | 'kind' | 'form_type' | 'payload' | 'email' | 'source_page'
  >,
) {
  return {
    ...toSubmissionBody(submissionId, row.kind, row.payload),
    reference: row.reference,
    formType: row.form_type,
    email: row.email,
    sourcePage: row.source_page,
  }
}

/**
 * Maps submission rows and their destinations' rows from either driver to the records the rest
 * of the app sees, in the submissions' order, each with its deliveries in DESTINATIONS order.
 */
export function toSubmissionRecords(
  submissions: readonly SubmissionRow[],
  deliveryRows: readonly DeliveryRow[],
): SubmissionRecord[] {
  const deliveriesOf = new Map<string, DeliveryRecord[]>()
  for (const row of deliveryRows) {
    const list = deliveriesOf.get(row.submission_id) ?? []
    list.push(toDeliveryRecord(row))
    deliveriesOf.set(row.submission_id, list)
  }
  return submissions.map((row) => {
    const deliveries = (deliveriesOf.get(row.id) ?? []).sort(
      (a, b) => DESTINATIONS.indexOf(a.destination) - DESTINATIONS.indexOf(b.destination),
    )
    const crm = deliveries.find((delivery) => delivery.destination === 'crm')
    return {
      id: row.id,
      ...toStoredBody(row.id, row.kind, row.payload),
      reference: row.reference,
      formType: row.form_type,
      email: row.email,
      sourcePage: row.source_page,
      clientHash: row.client_hash,
      isSpam: Number(row.is_spam) === 1,
      referralCode: row.referral_code,
      createdAt: toIso(row.created_at),
      replyBy: row.reply_by_ms === null ? null : toIso(row.reply_by_ms),
      leadStatus: toLeadStatus(row.status),
      assignedTo: row.assigned_to,
      forwardStatus: crm?.status ?? 'not_forwarded',
      forwardAttempts: crm?.attempts ?? 0,
      lastError: crm?.lastError ?? null,
      forwardedAt: crm?.deliveredAt ?? null,
      deliveries,
    }
  })
}

/**
 * Maps a claimed row from either driver; a row whose submission or CRM lead does not parse comes
 * back unreadable, with the reason, for the worker to set aside (P-poison-row-set-aside).
 */
export function toClaimedOutboxRow(row: ClaimRow): ClaimedOutboxRow {
  const common = {
    submissionId: row.submission_id,
    destination: row.destination as Destination,
    attempts: Number(row.attempts),
    retryWindowStartMs: Number(row.retry_window_start),
  }
  try {
    return {
      ...common,
      lead: row.lead === null ? null : toCrmLead(row.submission_id, row.lead),
      submission: {
        ...toSubmissionFields(row.submission_id, row),
        createdAtMs: Number(row.created_at),
        replyByMs: row.reply_by_ms === null ? null : Number(row.reply_by_ms),
      },
    }
  } catch (error) {
    if (!(error instanceof StoreCorruptionError)) throw error
    return {
      ...common,
      lead: null,
      submission: { reference: row.reference, formType: row.form_type },
      unreadable: error.message,
    }
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

/** How an actor is kept in the audit's `actor` column: JSON of who it was, never a secret. */
export function serializeActor(actor: AuditActor): string {
  return JSON.stringify({ kind: actor.kind, id: actor.id, name: actor.name })
}

/** Rows written before people signed in one by one hold 'session' or 'token': still readable. */
const LEGACY_ACTORS: Record<string, AuditActor> = {
  session: { kind: 'legacy', id: null, name: 'a signed-in user (shared token)' },
  token: { kind: 'legacy', id: null, name: 'the API token' },
}

/** Reads an audit row's actor, old or new. */
export function parseActor(stored: string): AuditActor {
  const legacy = LEGACY_ACTORS[stored]
  if (legacy) return legacy
  try {
    const parsed = JSON.parse(stored) as Partial<AuditActor>
    if (typeof parsed.name === 'string' && typeof parsed.kind === 'string') {
      return {
        kind: (['person', 'token', 'legacy', 'anonymous'] as const).includes(
          parsed.kind as AuditActor['kind'],
        )
          ? (parsed.kind as AuditActor['kind'])
          : 'legacy',
        id: typeof parsed.id === 'string' ? parsed.id : null,
        name: parsed.name,
      }
    }
  } catch {
    // Not JSON: shown as it was stored.
  }
  return { kind: 'legacy', id: null, name: stored }
}

/** A stored status; anything else (a hand edit) reads as new, so the lead is not lost from view. */
export function toLeadStatus(status: string): LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : 'new'
}

/** The settings row readiness writes to prove the store takes writes. */
export const WRITE_PROBE = 'readiness-write-probe'
