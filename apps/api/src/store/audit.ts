import { parseActor, serializeActor, toIso } from './rows.js'
import type { AuditRow } from './schema.js'
import type { SqlRunner } from './sql.js'
import type { AuditEntry, AuditQuery, Store } from './types.js'

/** Maps an audit row from either driver. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: toIso(row.created_at),
    actor: parseActor(row.actor),
    action: row.action,
    submissionId: row.submission_id,
    detail: row.detail,
  }
}

/** The audit's SQL for a query, with `?` placeholders, in both dialects. */
export function auditQuerySql(query: AuditQuery): { text: string; values: unknown[] } {
  const where: string[] = []
  const values: unknown[] = []
  if (query.submissionId !== undefined) {
    where.push('submission_id = ?')
    values.push(query.submissionId)
  }
  if (query.actorId !== undefined) {
    // The actor column is serializeActor's JSON: the id sits in it as "id":"…".
    where.push('actor LIKE ?')
    values.push(`%${JSON.stringify({ id: query.actorId }).slice(1, -1)}%`)
  }
  if (query.action !== undefined) {
    where.push('action = ?')
    values.push(query.action)
  }
  values.push(query.limit, query.offset ?? 0)
  return {
    text: `SELECT * FROM admin_audit ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at DESC LIMIT ? OFFSET ?`,
    values,
  }
}

/** The audit over the store's runner: one SQL for both databases. */
export function createAudit(db: SqlRunner): Pick<Store, 'recordAudit' | 'listAudit'> {
  return {
    async recordAudit(entry) {
      await db.run(
        `INSERT INTO admin_audit (id, created_at, actor, action, submission_id, detail)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [
          entry.id,
          entry.atMs,
          serializeActor(entry.actor),
          entry.action,
          entry.submissionId,
          entry.detail,
        ],
      )
    },
    async listAudit(query) {
      const { text, values } = auditQuerySql(query)
      return ((await db.all(text, values)) as unknown as AuditRow[]).map(toAuditEntry)
    },
  }
}
