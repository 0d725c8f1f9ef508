import type Database from 'better-sqlite3'
import {
  type CurrentFollowUp,
  type FollowUpPlan,
  followUpSql,
  mailValues,
  planAssignment,
  planStatusChange,
} from './follow-up-sql.js'
import { toLeadToChase, toQueuedMail, toStatusChange } from './rows.js'
import type { LeadToChaseRow, MailRow, StatusChangeRow } from './schema.js'
import type { FollowUpResult, FollowUpStore } from './types.js'

/** The follow-up store on SQLite's connection (better-sqlite3 is synchronous: each transaction is whole). */
export function createSqliteFollowUp(db: Database.Database, dbNow: string): FollowUpStore {
  const sql = followUpSql(dbNow)
  const statements = Object.fromEntries(
    Object.entries(sql).map(([name, text]) => [name, db.prepare(text)]),
  ) as Record<keyof typeof sql, Database.Statement>
  /** Reads the lead's row, runs the plan's writes, all in one immediate transaction. */
  const apply = (plan: (current: CurrentFollowUp) => FollowUpPlan) =>
    db.transaction((submissionId: string): FollowUpResult => {
      const { result, writes } = plan(statements.findStatus.get(submissionId) as CurrentFollowUp)
      for (const [name, values] of writes) statements[name].run(...values)
      return result
    })

  const claimMorning = db.transaction(
    (claim: Parameters<FollowUpStore['claimDigestMorning']>[0]) => {
      const claimed = statements.claimMorning.get(
        claim.morning,
        claim.atMs,
        claim.claimedBy,
        claim.mails.length,
      )
      if (claimed === undefined) return false
      for (const mail of claim.mails) {
        statements.insertMail.run(...mailValues(mail, claim.atMs))
      }
      return true
    },
  )

  const claimMail = db.transaction((options: Parameters<FollowUpStore['claimDueMail']>[0]) => {
    const rows = statements.selectDueMail.all(options.nowMs, options.limit) as MailRow[]
    for (const row of rows) statements.lockMail.run(options.leaseMs, options.workerId, row.id)
    return rows.map(toQueuedMail)
  })

  return {
    async changeStatus(change) {
      return apply((current) => planStatusChange(change, current)).immediate(change.submissionId)
    },
    async assign(change) {
      return apply((current) => planAssignment(change, current)).immediate(change.submissionId)
    },
    async listStatusHistory(submissionId) {
      return (statements.listStatusHistory.all(submissionId) as StatusChangeRow[]).map(
        toStatusChange,
      )
    },
    async listLeadsToChase({ limit }) {
      return {
        leads: (statements.listLeadsToChase.all(limit) as LeadToChaseRow[]).map(toLeadToChase),
        total: (statements.countLeadsToChase.get() as { count: number }).count,
      }
    },
    async claimDigestMorning(claim) {
      return claimMorning.immediate(claim)
    },
    async claimDueMail(options) {
      return claimMail.immediate(options)
    },
    async markMailSent(id, nowMs) {
      return statements.markMailSent.run(nowMs, id).changes > 0
    },
    async markMailRetry(id, attempt) {
      return (
        statements.markMailRetry.run(
          attempt.attempts,
          attempt.nextAttemptAtMs,
          attempt.error,
          id,
          attempt.workerId,
        ).changes > 0
      )
    },
    async markMailFailed(id, attempt) {
      return (
        statements.markMailFailed.run(attempt.attempts, attempt.error, id, attempt.workerId)
          .changes > 0
      )
    },
  }
}
