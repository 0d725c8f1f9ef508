import { type SqlRunner, sliceOf } from '../store/sql.js'
import type { QueuedMail, Store } from '../store/types.js'

/** An email to a person (an invitation, a new link) waiting in its own outbox. */
export interface PeopleEmail {
  readonly id: string
  readonly recipient: string
  readonly subject: string
  readonly body: string
  readonly attempts: number
  readonly retryWindowStartMs: number
}

/** A worker's hold on a row: who holds it, and the instant it acts at. */
interface Held {
  readonly nowMs: number
  readonly workerId: string
}

/**
 * The outbox wing's slice for the emails that are not about one lead: people's emails (queued by
 * the inbox's people pages) and the mail outbox (a morning digest, queued by follow-up). It
 * claims, sends and fails them, over the same SQL for both databases; leases are timed by the
 * database's clock, never an instance's.
 */
export interface MailStore {
  /** Claims due mails for `leaseMs` by the database's clock, one worker per mail. */
  claimDueMail(options: Held & { limit: number; leaseMs: number }): Promise<QueuedMail[]>
  /** Records a mail sent. */
  markMailSent(id: string, nowMs: number): Promise<boolean>
  /** Schedules a mail's next attempt while `workerId` holds it. */
  markMailRetry(
    id: string,
    attempt: Held & { attempts: number; nextAttemptAtMs: number; error: string },
  ): Promise<boolean>
  /** Fails a mail for good while `workerId` holds it. */
  markMailFailed(id: string, attempt: Held & { attempts: number; error: string }): Promise<boolean>
  /** Claims due people's emails for `leaseMs`, timed by the database's clock. */
  claimEmails(options: Held & { limit: number; leaseMs: number }): Promise<PeopleEmail[]>
  /** A sent email is deleted: the link it carried is kept nowhere once delivered. */
  emailSent(id: string): Promise<void>
  emailRetry(
    id: string,
    options: { attempts: number; nextAttemptAtMs: number; error: string },
  ): Promise<void>
  /** A failed email keeps its subject, recipient and error; the body (with its link) is dropped. */
  emailFailed(id: string, options: { attempts: number; error: string }): Promise<void>
}

/** The mail store over a driver's runner (store.sql). */
export function createMailStore(db: SqlRunner): MailStore {
  const unlocked = `(locked_until IS NULL OR locked_until < ${db.dbNow})`
  // Instances polling at once each take different mails: one guarded statement claims them (on
  // PostgreSQL skipping the rows another instance is claiming).
  const skipLocked = db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : ''
  return {
    async claimDueMail({ nowMs, limit, leaseMs, workerId }) {
      const rows = await db.all(
        `UPDATE mail_outbox SET locked_until = ${db.dbNow} + CAST(? AS BIGINT), locked_by = ?
         WHERE id IN (SELECT id FROM mail_outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND ${unlocked}
           ORDER BY next_attempt_at LIMIT ? ${skipLocked})
         RETURNING id, recipients, subject, body, attempts, retry_window_start`,
        [leaseMs, workerId, nowMs, limit],
      )
      return rows.map((row) => ({
        id: String(row.id),
        kind: 'digest',
        recipients: JSON.parse(String(row.recipients)) as string[],
        subject: String(row.subject),
        body: String(row.body),
        attempts: Number(row.attempts),
        retryWindowStartMs: Number(row.retry_window_start),
      }))
    },
    async markMailSent(id, nowMs) {
      const changed = await db.run(
        `UPDATE mail_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1,
         locked_until = NULL, locked_by = NULL, last_error = NULL WHERE id = ? AND status = 'pending'`,
        [nowMs, id],
      )
      return changed > 0
    },
    async markMailRetry(id, attempt) {
      const changed = await db.run(
        `UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ?,
         locked_until = NULL, locked_by = NULL WHERE id = ? AND status = 'pending' AND locked_by = ?`,
        [attempt.attempts, attempt.nextAttemptAtMs, attempt.error, id, attempt.workerId],
      )
      return changed > 0
    },
    async markMailFailed(id, attempt) {
      const changed = await db.run(
        `UPDATE mail_outbox SET status = 'failed', attempts = ?, last_error = ?,
         locked_until = NULL, locked_by = NULL WHERE id = ? AND status = 'pending' AND locked_by = ?`,
        [attempt.attempts, attempt.error, id, attempt.workerId],
      )
      return changed > 0
    },
    async claimEmails({ nowMs, limit, leaseMs, workerId }) {
      const due = await db.all(
        `SELECT id FROM people_email_outbox WHERE status = 'pending' AND next_attempt_at <= ?
         AND ${unlocked} ORDER BY next_attempt_at LIMIT ?`,
        [nowMs, limit],
      )
      const claimed: PeopleEmail[] = []
      for (const { id } of due) {
        // Claimed one by one with a guarded update: another worker that got there first wins.
        const isMine =
          (await db.run(
            `UPDATE people_email_outbox SET locked_until = ${db.dbNow} + ?, locked_by = ?
             WHERE id = ? AND status = 'pending' AND ${unlocked}`,
            [leaseMs, workerId, id],
          )) > 0
        if (!isMine) continue
        const [row] = await db.all(
          'SELECT id, recipient, subject, body, attempts, retry_window_start FROM people_email_outbox WHERE id = ?',
          [id],
        )
        if (row) {
          claimed.push({
            id: String(row.id),
            recipient: String(row.recipient),
            subject: String(row.subject),
            body: String(row.body),
            attempts: Number(row.attempts),
            retryWindowStartMs: Number(row.retry_window_start),
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
  }
}

/** The mail slice of a store. */
export function mailOf(store: Pick<Store, 'sql'>): MailStore {
  return sliceOf(store.sql, createMailStore)
}
