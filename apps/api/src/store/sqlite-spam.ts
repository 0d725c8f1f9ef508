import type { CrmLead } from '@hard-hat/forms'
import type Database from 'better-sqlite3'
import { SQLITE_NOW as DB_NOW } from './sqlite-open.js'
import { INSERT_OUTBOX } from './sqlite-submissions.js'
import { DESTINATIONS, type Destination, type Store } from './types.js'

/** Marking a lead as spam or not, each one immediate transaction (P-spam-only-when-idle). */
export function createSqliteSpamReview(
  db: Database.Database,
): Pick<Store, 'markSpam' | 'markNotSpam'> {
  const statements = {
    findSpamFlag: db.prepare('SELECT is_spam FROM submissions WHERE id = ?'),
    outboxStatuses: db.prepare(
      `SELECT status, locked_until IS NOT NULL AND locked_until >= ${DB_NOW} AS is_leased
      FROM outbox WHERE submission_id = ?`,
    ),
    setSpamFlag: db.prepare('UPDATE submissions SET is_spam = ? WHERE id = ?'),
    stopForSpam:
      db.prepare(`UPDATE outbox SET status = 'spam', locked_until = NULL, locked_by = NULL,
      updated_at = ? WHERE submission_id = ?`),
    queueRescued:
      db.prepare(`UPDATE outbox SET status = ?, lead = ?, attempts = 0, next_attempt_at = ?,
      retry_window_start = ?, locked_until = NULL, locked_by = NULL, last_error = NULL, updated_at = ?
      WHERE submission_id = ? AND destination = ?`),
    insertOutbox: db.prepare(INSERT_OUTBOX),
  }
  const markSpam = db.transaction((submissionId: string, nowMs: number) => {
    const flag = statements.findSpamFlag.get(submissionId) as { is_spam: number } | undefined
    if (!flag) return 'not_found' as const
    const rows = statements.outboxStatuses.all(submissionId) as {
      status: string
      is_leased: number
    }[]
    const isUndelivered = rows.every(
      (row) => row.status === 'pending' || row.status === 'not_forwarded',
    )
    if (flag.is_spam === 1 || !isUndelivered) return 'not_allowed' as const
    // A worker delivering it now would deliver it anyway: spam applies only to an idle lead.
    if (rows.some((row) => row.is_leased === 1)) return 'being_delivered' as const
    statements.setSpamFlag.run(1, submissionId)
    statements.stopForSpam.run(nowMs, submissionId)
    return 'done' as const
  })

  const markNotSpam = db.transaction(
    (
      submissionId: string,
      lead: CrmLead,
      statuses: Readonly<Partial<Record<Destination, string>>>,
      nowMs: number,
    ) => {
      const flag = statements.findSpamFlag.get(submissionId) as { is_spam: number } | undefined
      if (!flag) return 'not_found' as const
      if (flag.is_spam !== 1) return 'not_allowed' as const
      statements.setSpamFlag.run(0, submissionId)
      for (const destination of DESTINATIONS) {
        const body = destination === 'crm' ? JSON.stringify(lead) : null
        const status = statuses[destination]
        if (status === undefined) continue
        const queued = statements.queueRescued.run(
          status,
          body,
          nowMs,
          nowMs,
          nowMs,
          submissionId,
          destination,
        )
        if (queued.changes === 0) {
          statements.insertOutbox.run(submissionId, destination, body, status, nowMs, nowMs, nowMs)
        }
      }
      return 'done' as const
    },
  )

  return {
    async markSpam(submissionId, nowMs) {
      return markSpam.immediate(submissionId, nowMs)
    },
    async markNotSpam(submissionId, { lead, statuses, nowMs }) {
      return markNotSpam.immediate(submissionId, lead, statuses, nowMs)
    },
  }
}
