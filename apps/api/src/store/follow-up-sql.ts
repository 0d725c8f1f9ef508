import { serializeActor, toLeadStatus } from './rows.js'
import type { FollowUpResult, QueuedMail, Store } from './types.js'

/**
 * The core's follow-up statements (a status, an assignment, a morning's digest and its mail),
 * written once with `?` placeholders for both dialects; each adapter runs them in one transaction.
 */
export const FOLLOW_UP_SQL = {
  findStatus: 'SELECT status, assigned_to FROM submissions WHERE id = ?',
  setStatus: 'UPDATE submissions SET status = ? WHERE id = ?',
  insertStatusChange: `INSERT INTO lead_status_changes
      (id, submission_id, changed_at, from_status, to_status, note) VALUES (?, ?, ?, ?, ?, ?)`,
  setAssignee: 'UPDATE submissions SET assigned_to = ? WHERE id = ?',
  insertAudit: `INSERT INTO admin_audit (id, created_at, actor, action, submission_id, detail)
      VALUES (?, ?, ?, ?, ?, ?)`,
  claimMorning: `INSERT INTO digest_mornings (morning, claimed_at, claimed_by, messages)
      VALUES (?, ?, ?, ?) ON CONFLICT (morning) DO NOTHING RETURNING morning`,
  insertMail: `INSERT INTO mail_outbox (id, kind, recipients, subject, body, status, attempts,
      next_attempt_at, retry_window_start, created_at) VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
} as const

/** The values of `insertMail` for a mail queued at `atMs` (its first attempt due at once). */
export function mailValues(
  mail: Omit<QueuedMail, 'attempts' | 'retryWindowStartMs'>,
  atMs: number,
): unknown[] {
  return [
    mail.id,
    mail.kind,
    JSON.stringify(mail.recipients),
    mail.subject,
    mail.body,
    atMs,
    atMs,
    atMs,
  ]
}

/** A status change's audit detail: the statuses only (a note may name people; it stays with the lead). */
export function statusAuditDetail(from: string, to: string, hasNote: boolean): string {
  return `${from} → ${to}${hasNote ? ' (with a note)' : ''}`
}

/** A lead's row as a change reads it (locked on PostgreSQL), or undefined when there is none. */
export type CurrentFollowUp = { status: string; assigned_to: string | null } | undefined

/** What a change does: the statements to run, in order, in one transaction, and its result. */
export interface FollowUpPlan {
  readonly result: FollowUpResult
  readonly writes: readonly (readonly [keyof typeof FOLLOW_UP_SQL, unknown[]])[]
}

/**
 * A status change's writes, the same for both adapters: the lead's status, its audit entry and the
 * change (same id); nothing for an unknown lead, or the same status without a note.
 */
export function planStatusChange(
  change: Parameters<Store['changeStatus']>[0],
  current: CurrentFollowUp,
): FollowUpPlan {
  if (!current) return { result: 'not_found', writes: [] }
  const from = toLeadStatus(current.status)
  if (from === change.to && change.note === null) return { result: 'unchanged', writes: [] }
  const { auditId, atMs, submissionId } = change
  const detail = statusAuditDetail(from, change.to, change.note !== null)
  return {
    result: 'done',
    writes: [
      ['setStatus', [change.to, submissionId]],
      [
        'insertAudit',
        [auditId, atMs, serializeActor(change.actor), 'status', submissionId, detail],
      ],
      ['insertStatusChange', [auditId, submissionId, atMs, from, change.to, change.note]],
    ],
  }
}

/** An assignment's writes: the lead's assignee and its audit entry; nothing when it is unchanged. */
export function planAssignment(
  change: Parameters<Store['assign']>[0],
  current: CurrentFollowUp,
): FollowUpPlan {
  if (!current) return { result: 'not_found', writes: [] }
  if (current.assigned_to === change.assignedTo) return { result: 'unchanged', writes: [] }
  const { auditId, atMs, submissionId, assignedTo } = change
  return {
    result: 'done',
    writes: [
      ['setAssignee', [assignedTo, submissionId]],
      [
        'insertAudit',
        [
          auditId,
          atMs,
          serializeActor(change.actor),
          'assign',
          submissionId,
          assignedTo ?? 'unassigned',
        ],
      ],
    ],
  }
}
