import { parseActor, toIso, toLeadStatus } from '../../store/rows.js'
import { type SqlRunner, sliceOf } from '../../store/sql.js'
import type { LeadToChase, StatusChange, Store } from '../../store/types.js'

/**
 * The follow-up wing's store slice: what it reads of a lead's follow-up, over the same SQL for
 * both databases. The changes it makes (a status, an assignee, a morning's digest) write the
 * submission, the audit or the mail outbox in one transaction, so they are the core Store's.
 */
export interface FollowUpStore {
  /** Every status change of a lead, newest first. */
  listStatusHistory(submissionId: string): Promise<StatusChange[]>
  /** New, not-spam leads with a reply-by time, the earliest due first, at most `limit`. */
  listLeadsToChase(options: { limit: number }): Promise<{ leads: LeadToChase[]; total: number }>
}

const NEEDS_REPLY = "status = 'new' AND is_spam = 0 AND reply_by_ms IS NOT NULL"

/** The follow-up store over a driver's runner (store.sql). */
export function createFollowUpStore(db: SqlRunner): FollowUpStore {
  return {
    async listStatusHistory(submissionId) {
      // Who made each change is the audit entry recorded with it (same id), so there is one
      // record of who acted, whatever an actor becomes.
      const rows = await db.all(
        `SELECT c.id, c.changed_at, a.actor, c.from_status, c.to_status, c.note
         FROM lead_status_changes c JOIN admin_audit a ON a.id = c.id
         WHERE c.submission_id = ? ORDER BY c.changed_at DESC, c.id DESC`,
        [submissionId],
      )
      return rows.map(
        (row): StatusChange => ({
          id: String(row.id),
          at: toIso(row.changed_at as number | string),
          actor: parseActor(String(row.actor)),
          from: toLeadStatus(String(row.from_status)),
          to: toLeadStatus(String(row.to_status)),
          note: row.note === null ? null : String(row.note),
        }),
      )
    },
    async listLeadsToChase({ limit }) {
      const [rows, counted] = await Promise.all([
        db.all(
          `SELECT id, reference, form_type, created_at, reply_by_ms, assigned_to
           FROM submissions WHERE ${NEEDS_REPLY} ORDER BY reply_by_ms, id LIMIT ?`,
          [limit],
        ),
        db.all(`SELECT COUNT(*) AS count FROM submissions WHERE ${NEEDS_REPLY}`),
      ])
      return {
        leads: rows.map((row) => ({
          id: String(row.id),
          reference: String(row.reference),
          formType: String(row.form_type),
          createdAtMs: Number(row.created_at),
          replyByMs: Number(row.reply_by_ms),
          assignedTo: row.assigned_to === null ? null : String(row.assigned_to),
        })),
        total: Number(counted[0]?.count ?? 0),
      }
    },
  }
}

/** The follow-up slice of a store. */
export function followUpOf(store: Pick<Store, 'sql'>): FollowUpStore {
  return sliceOf(store.sql, createFollowUpStore)
}
