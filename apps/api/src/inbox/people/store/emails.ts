import { num, oneOf } from '../../../store/people-rows.js'
import type { SqlRunner } from '../../../store/sql.js'
import type { PeopleEmails } from './types.js'

/** Queues people's emails (invitations, links, passkey notices); the outbox wing sends them. */
export function createPeopleEmailRows(db: SqlRunner): PeopleEmails {
  const one = oneOf(db)
  return {
    async queueEmail({ id, recipient, subject, body, nowMs }) {
      await db.run(
        `INSERT INTO people_email_outbox (id, recipient, subject, body, status, attempts, next_attempt_at, retry_window_start, created_at)
         VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
        [id, recipient, subject, body, nowMs, nowMs, nowMs],
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
