import type pg from 'pg'
import {
  type CurrentFollowUp,
  FOLLOW_UP_SQL,
  type FollowUpPlan,
  mailValues,
  planAssignment,
  planStatusChange,
} from './follow-up-sql.js'
import { postgresText } from './sql.js'
import type { FollowUpChanges } from './sqlite-follow-up.js'
import type { FollowUpResult } from './types.js'

/** What the follow-up changes need of the PostgreSQL store: its transaction helper. */
export interface PostgresAccess {
  inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>
}

/** The follow-up changes on PostgreSQL's pool, each one transaction. */
export function createPostgresFollowUp({ inTransaction }: PostgresAccess): FollowUpChanges {
  const sql = Object.fromEntries(
    Object.entries(FOLLOW_UP_SQL).map(([name, text]) => [name, postgresText(text)]),
  ) as Record<keyof typeof FOLLOW_UP_SQL, string>
  /** Locks the lead's row (two people changing it at once go one after the other), then writes the plan. */
  const apply = (submissionId: string, plan: (current: CurrentFollowUp) => FollowUpPlan) =>
    inTransaction(async (client): Promise<FollowUpResult> => {
      const found = await client.query(`${sql.findStatus} FOR UPDATE`, [submissionId])
      const { result, writes } = plan(found.rows[0] as CurrentFollowUp)
      for (const [name, values] of writes) await client.query(sql[name], values)
      return result
    })

  return {
    changeStatus(change) {
      return apply(change.submissionId, (current) => planStatusChange(change, current))
    },
    assign(change) {
      return apply(change.submissionId, (current) => planAssignment(change, current))
    },
    claimDigestMorning(claim) {
      // A second instance's INSERT waits on the first's key until it commits, then does nothing.
      return inTransaction(async (client) => {
        const claimed = await client.query(sql.claimMorning, [
          claim.morning,
          claim.atMs,
          claim.claimedBy,
          claim.mails.length,
        ])
        if (claimed.rowCount === 0) return false
        for (const mail of claim.mails) {
          await client.query(sql.insertMail, mailValues(mail, claim.atMs))
        }
        return true
      })
    },
  }
}
