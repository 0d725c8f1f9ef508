import type { QueuedMail } from './types.js'

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
