import type { PeopleEmail, PeopleStore } from './people.js'
import { num, oneOf } from './people-rows.js'
import type { SqlRunner } from './sql.js'

type Methods =
  | 'queueEmail'
  | 'claimEmails'
  | 'emailSent'
  | 'emailRetry'
  | 'emailFailed'
  | 'countEmails'

/** The people emails' outbox (invitations, links, passkey notices). */
export function createPeopleEmailRows(db: SqlRunner): Pick<PeopleStore, Methods> {
  const one = oneOf(db)
  return {
    async queueEmail({ id, recipient, subject, body, nowMs }) {
      await db.run(
        `INSERT INTO people_email_outbox (id, recipient, subject, body, status, attempts, next_attempt_at, retry_window_start, created_at)
         VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
        [id, recipient, subject, body, nowMs, nowMs, nowMs],
      )
    },
    async claimEmails({ nowMs, limit, leaseMs, workerId }) {
      const due = await db.all(
        `SELECT id FROM people_email_outbox WHERE status = 'pending' AND next_attempt_at <= ?
         AND (locked_until IS NULL OR locked_until < ${db.dbNow}) ORDER BY next_attempt_at LIMIT ?`,
        [nowMs, limit],
      )
      const claimed: PeopleEmail[] = []
      for (const { id } of due) {
        // Claimed one by one with a guarded update: another worker that got there first wins.
        const isMine =
          (await db.run(
            `UPDATE people_email_outbox SET locked_until = ${db.dbNow} + ?, locked_by = ?
             WHERE id = ? AND status = 'pending' AND (locked_until IS NULL OR locked_until < ${db.dbNow})`,
            [leaseMs, workerId, id],
          )) > 0
        if (!isMine) continue
        const row = await one(
          'SELECT id, recipient, subject, body, attempts, retry_window_start FROM people_email_outbox WHERE id = ?',
          [id],
        )
        if (row) {
          claimed.push({
            id: String(row.id),
            recipient: String(row.recipient),
            subject: String(row.subject),
            body: String(row.body),
            attempts: num(row.attempts),
            retryWindowStartMs: num(row.retry_window_start),
          })
        }
      }
      return claimed
    },
    async emailSent(id) {
      await db.run('DELETE FROM people_email_outbox WHERE id = ?', [id])
    },
    async emailRetry(id, { attempts, nextAttemptAtMs, error }) {
      await db.run(
        `UPDATE people_email_outbox SET attempts = ?, next_attempt_at = ?, last_error = ?,
         locked_until = NULL, locked_by = NULL WHERE id = ?`,
        [attempts, nextAttemptAtMs, error, id],
      )
    },
    async emailFailed(id, { attempts, error }) {
      await db.run(
        `UPDATE people_email_outbox SET status = 'failed', attempts = ?, last_error = ?, body = '',
         locked_until = NULL, locked_by = NULL WHERE id = ?`,
        [attempts, error, id],
      )
    },
    async countEmails(status) {
      return num(
        (await one('SELECT COUNT(*) AS count FROM people_email_outbox WHERE status = ?', [status]))
          ?.count,
      )
    },
  }
}
