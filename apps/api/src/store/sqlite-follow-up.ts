import type Database from 'better-sqlite3'
import {
  type CurrentFollowUp,
  FOLLOW_UP_SQL,
  type FollowUpPlan,
  mailValues,
  planAssignment,
  planStatusChange,
} from './follow-up-sql.js'
import type { FollowUpResult, Store } from './types.js'

/** The core's follow-up changes, each one transaction on SQLite's connection. */
export type FollowUpChanges = Pick<Store, 'changeStatus' | 'assign' | 'claimDigestMorning'>

/** The follow-up changes on SQLite's connection (better-sqlite3 is synchronous: each transaction is whole). */
export function createSqliteFollowUp(db: Database.Database): FollowUpChanges {
  const statements = Object.fromEntries(
    Object.entries(FOLLOW_UP_SQL).map(([name, text]) => [name, db.prepare(text)]),
  ) as Record<keyof typeof FOLLOW_UP_SQL, Database.Statement>
  /** Reads the lead's row, runs the plan's writes, all in one immediate transaction. */
  const apply = (plan: (current: CurrentFollowUp) => FollowUpPlan) =>
    db.transaction((submissionId: string): FollowUpResult => {
      const { result, writes } = plan(statements.findStatus.get(submissionId) as CurrentFollowUp)
      for (const [name, values] of writes) statements[name].run(...values)
      return result
    })

  const claimMorning = db.transaction((claim: Parameters<Store['claimDigestMorning']>[0]) => {
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
  })

  return {
    async changeStatus(change) {
      return apply((current) => planStatusChange(change, current)).immediate(change.submissionId)
    },
    async assign(change) {
      return apply((current) => planAssignment(change, current)).immediate(change.submissionId)
    },
    async claimDigestMorning(claim) {
      return claimMorning.immediate(claim)
    },
  }
}
