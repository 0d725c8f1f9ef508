import type pg from 'pg'
import {
  type CurrentFollowUp,
  type FollowUpPlan,
  followUpSql,
  mailValues,
  planAssignment,
  planStatusChange,
} from './follow-up-sql.js'
import { numbered } from './lead-queries.js'
import { toLeadToChase, toQueuedMail, toStatusChange } from './rows.js'
import type { LeadToChaseRow, MailRow, StatusChangeRow } from './schema.js'
import type { FollowUpResult, FollowUpStore } from './types.js'

/** What the follow-up store needs of the PostgreSQL store: its pool and its transaction helper. */
export interface PostgresAccess {
  readonly pool: pg.Pool
  inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>
}

/** The follow-up store on PostgreSQL's pool. */
export function createPostgresFollowUp(access: PostgresAccess, dbNow: string): FollowUpStore {
  const sql = Object.fromEntries(
    Object.entries(followUpSql(dbNow)).map(([name, text]) => [
      name,
      numbered({ text, values: [] }).text,
    ]),
  ) as ReturnType<typeof followUpSql>
  const { pool, inTransaction } = access
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
    async listStatusHistory(submissionId) {
      const found = await pool.query<StatusChangeRow>(sql.listStatusHistory, [submissionId])
      return found.rows.map(toStatusChange)
    },
    async listLeadsToChase({ limit }) {
      const [found, counted] = await Promise.all([
        pool.query<LeadToChaseRow>(sql.listLeadsToChase, [limit]),
        pool.query<{ count: string }>(sql.countLeadsToChase),
      ])
      return { leads: found.rows.map(toLeadToChase), total: Number(counted.rows[0]?.count ?? 0) }
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
    async claimDueMail({ nowMs, limit, leaseMs, workerId }) {
      // SKIP LOCKED: instances polling at once each take different mails.
      const claimed = await pool.query<MailRow>(
        `WITH due AS (SELECT id FROM mail_outbox
           WHERE status = 'pending' AND next_attempt_at <= $1
             AND (locked_until IS NULL OR locked_until < ${dbNow})
           ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE mail_outbox m SET locked_until = ${dbNow} + $3::bigint, locked_by = $4
         FROM due WHERE m.id = due.id
         RETURNING m.id, m.recipients, m.subject, m.body, m.attempts, m.retry_window_start`,
        [nowMs, limit, leaseMs, workerId],
      )
      return claimed.rows.map(toQueuedMail)
    },
    async markMailSent(id, nowMs) {
      return ((await pool.query(sql.markMailSent, [nowMs, id])).rowCount ?? 0) > 0
    },
    async markMailRetry(id, attempt) {
      const result = await pool.query(sql.markMailRetry, [
        attempt.attempts,
        attempt.nextAttemptAtMs,
        attempt.error,
        id,
        attempt.workerId,
      ])
      return (result.rowCount ?? 0) > 0
    },
    async markMailFailed(id, attempt) {
      const result = await pool.query(sql.markMailFailed, [
        attempt.attempts,
        attempt.error,
        id,
        attempt.workerId,
      ])
      return (result.rowCount ?? 0) > 0
    },
  }
}
