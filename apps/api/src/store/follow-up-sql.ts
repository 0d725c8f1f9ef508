import { serializeActor, toLeadStatus } from './rows.js'
import type { FollowUpResult, FollowUpStore, QueuedMail } from './types.js'

/**
 * The follow-up statements (statuses, assignment, the digest's mornings, the mail outbox), written
 * once with `?` placeholders for both dialects; `dbNow` is the dialect's own clock expression, by
 * which leases are timed (never an instance's clock).
 */
export function followUpSql(dbNow: string) {
  const NEEDS_REPLY = "status = 'new' AND is_spam = 0 AND reply_by_ms IS NOT NULL"
  return {
    findStatus: 'SELECT status, assigned_to FROM submissions WHERE id = ?',
    setStatus: 'UPDATE submissions SET status = ? WHERE id = ?',
    insertStatusChange: `INSERT INTO lead_status_changes
      (id, submission_id, changed_at, from_status, to_status, note) VALUES (?, ?, ?, ?, ?, ?)`,
    setAssignee: 'UPDATE submissions SET assigned_to = ? WHERE id = ?',
    insertAudit: `INSERT INTO admin_audit (id, created_at, actor, action, submission_id, detail)
      VALUES (?, ?, ?, ?, ?, ?)`,
    // Who made each change is the audit entry recorded with it (same id), so there is one record
    // of who acted, whatever an actor becomes.
    listStatusHistory: `SELECT c.id, c.changed_at, a.actor, c.from_status, c.to_status, c.note
      FROM lead_status_changes c JOIN admin_audit a ON a.id = c.id
      WHERE c.submission_id = ? ORDER BY c.changed_at DESC, c.id DESC`,
    listLeadsToChase: `SELECT id, reference, form_type, created_at, reply_by_ms, assigned_to
      FROM submissions WHERE ${NEEDS_REPLY} ORDER BY reply_by_ms, id LIMIT ?`,
    countLeadsToChase: `SELECT COUNT(*) AS count FROM submissions WHERE ${NEEDS_REPLY}`,
    claimMorning: `INSERT INTO digest_mornings (morning, claimed_at, claimed_by, messages)
      VALUES (?, ?, ?, ?) ON CONFLICT (morning) DO NOTHING RETURNING morning`,
    insertMail: `INSERT INTO mail_outbox (id, kind, recipients, subject, body, status, attempts,
      next_attempt_at, retry_window_start, created_at) VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
    selectDueMail: `SELECT id, recipients, subject, body, attempts, retry_window_start FROM mail_outbox
      WHERE status = 'pending' AND next_attempt_at <= ?
        AND (locked_until IS NULL OR locked_until < ${dbNow})
      ORDER BY next_attempt_at LIMIT ?`,
    lockMail: `UPDATE mail_outbox SET locked_until = ${dbNow} + CAST(? AS BIGINT), locked_by = ?
      WHERE id = ?`,
    markMailSent: `UPDATE mail_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1,
      locked_until = NULL, locked_by = NULL, last_error = NULL WHERE id = ? AND status = 'pending'`,
    markMailRetry: `UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ?,
      locked_until = NULL, locked_by = NULL WHERE id = ? AND status = 'pending' AND locked_by = ?`,
    markMailFailed: `UPDATE mail_outbox SET status = 'failed', attempts = ?, last_error = ?,
      locked_until = NULL, locked_by = NULL WHERE id = ? AND status = 'pending' AND locked_by = ?`,
  } as const
}

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
  readonly writes: readonly (readonly [keyof ReturnType<typeof followUpSql>, unknown[]])[]
}

/**
 * A status change's writes, the same for both adapters: the lead's status, its audit entry and the
 * change (same id); nothing for an unknown lead, or the same status without a note.
 */
export function planStatusChange(
  change: Parameters<FollowUpStore['changeStatus']>[0],
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
  change: Parameters<FollowUpStore['assign']>[0],
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
