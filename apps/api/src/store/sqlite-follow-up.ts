import type Database from 'better-sqlite3'
import { followUpSql, mailValues, statusAuditDetail } from './follow-up-sql.js'
import { toLeadStatus, toLeadToChase, toQueuedMail, toStatusChange } from './rows.js'
import type { LeadToChaseRow, MailRow, StatusChangeRow } from './schema.js'
import type { FollowUpResult, FollowUpStore } from './types.js'

/** The follow-up store on SQLite's connection (better-sqlite3 is synchronous: each transaction is whole). */
export function createSqliteFollowUp(db: Database.Database, dbNow: string): FollowUpStore {
  const sql = followUpSql(dbNow)
  const statements = Object.fromEntries(
    Object.entries(sql).map(([name, text]) => [name, db.prepare(text)]),
  ) as Record<keyof typeof sql, Database.Statement>
  type Current = { status: string; assigned_to: string | null } | undefined

  const changeStatus = db.transaction((change: Parameters<FollowUpStore['changeStatus']>[0]) => {
    const current = statements.findStatus.get(change.submissionId) as Current
    if (!current) return 'not_found' satisfies FollowUpResult
    const from = toLeadStatus(current.status)
    if (from === change.to && change.note === null) return 'unchanged' satisfies FollowUpResult
    statements.setStatus.run(change.to, change.submissionId)
    statements.insertAudit.run(
      change.auditId,
      change.atMs,
      change.actor,
      'status',
      change.submissionId,
      statusAuditDetail(from, change.to, change.note !== null),
    )
    statements.insertStatusChange.run(
      change.auditId,
      change.submissionId,
      change.atMs,
      from,
      change.to,
      change.note,
    )
    return 'done' satisfies FollowUpResult
  })

  const assign = db.transaction((change: Parameters<FollowUpStore['assign']>[0]) => {
    const current = statements.findStatus.get(change.submissionId) as Current
    if (!current) return 'not_found' satisfies FollowUpResult
    if (current.assigned_to === change.assignedTo) return 'unchanged' satisfies FollowUpResult
    statements.setAssignee.run(change.assignedTo, change.submissionId)
    statements.insertAudit.run(
      change.auditId,
      change.atMs,
      change.actor,
      'assign',
      change.submissionId,
      change.assignedTo ?? 'unassigned',
    )
    return 'done' satisfies FollowUpResult
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
      return changeStatus.immediate(change)
    },
    async assign(change) {
      return assign.immediate(change)
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
