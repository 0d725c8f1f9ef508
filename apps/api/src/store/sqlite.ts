import { randomBytes } from 'node:crypto'
import { createAudit } from './audit.js'
import { RATE_LIMIT_PRUNE_INTERVAL_MS, WRITE_PROBE } from './rows.js'
import { pendingVersions } from './schema.js'
import { sqliteRunner } from './sql.js'
import { createSqliteErasure } from './sqlite-erasure.js'
import { createSqliteFollowUp } from './sqlite-follow-up.js'
import { migrateSqlite, openSqlite, SQLITE_NOW, type SqliteOptions } from './sqlite-open.js'
import { createSqliteOutbox, createSqliteOutboxReads } from './sqlite-outbox.js'
import { createSqliteSpamReview } from './sqlite-spam.js'
import { createSqliteLeadReads, createSqliteSubmissions } from './sqlite-submissions.js'
import type { Store } from './types.js'

/** The size of the readiness probe's row: the largest lead's (the body limit). */
const PROBE_BYTES = 64 * 1024

/**
 * Opens (and creates on first start) the embedded SQLite store in `dataDir`, in WAL mode. Its
 * parts (submissions, the outbox, spam review, erasure, follow-up) are files of their own; this
 * composes them with the settings, the rate limit and the audit.
 */
export function createSqliteStore(options: SqliteOptions): Store {
  const { db, checkpointer } = openSqlite(options)
  migrateSqlite(db)
  const statements = {
    incrementRateLimit:
      db.prepare(`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (?, 1, ?)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_hits.reset_at <= ? THEN 1 ELSE rate_limit_hits.hits + 1 END,
        reset_at = CASE WHEN rate_limit_hits.reset_at <= ? THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
      RETURNING hits, reset_at`),
    pruneRateLimits: db.prepare('DELETE FROM rate_limit_hits WHERE reset_at <= ?'),
    findSecret: db.prepare('SELECT value FROM settings WHERE name = ?'),
    insertSecret: db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)'),
    appliedVersions: db.prepare('SELECT version FROM schema_migrations'),
    upsertSetting: db.prepare(`INSERT INTO settings (name, value) VALUES (?, ?)
      ON CONFLICT (name) DO UPDATE SET value = excluded.value`),
    replaceSetting: db.prepare('UPDATE settings SET value = ? WHERE name = ? AND value = ?'),
    ping: db.prepare('SELECT 1 AS ok'),
    // A lead-sized row (it needs pages of its own), written and deleted in one committed
    // transaction: a full disk or a file at its page cap fails it as it would fail a lead.
    probeWrite: db.prepare(`INSERT INTO settings (name, value) VALUES ('${WRITE_PROBE}', ?)
      ON CONFLICT (name) DO UPDATE SET value = excluded.value`),
    deleteProbe: db.prepare(`DELETE FROM settings WHERE name = '${WRITE_PROBE}'`),
  }
  const sql = sqliteRunner(db, SQLITE_NOW)
  const submissions = createSqliteSubmissions(db)
  let lastPruneMs = 0
  const probe = db.transaction((nowMs: number) => {
    statements.probeWrite.run(`${nowMs} `.padEnd(PROBE_BYTES, '.'))
    statements.deleteProbe.run()
  })

  return {
    dialect: 'sqlite',
    sql,
    ...submissions.methods,
    ...createSqliteOutbox(db),
    ...createSqliteOutboxReads(db),
    ...createSqliteLeadReads(db),
    ...createSqliteSpamReview(db),
    ...createSqliteErasure(db),
    ...createSqliteFollowUp(db),
    async migrate() {
      migrateSqlite(db)
    },
    async ping() {
      try {
        return statements.ping.get() !== undefined
      } catch {
        return false
      }
    },
    async probeWrite(nowMs) {
      try {
        probe.immediate(nowMs)
        return true
      } catch {
        return false
      }
    },
    async getSecret(name) {
      statements.insertSecret.run(name, randomBytes(32).toString('base64url'))
      return (statements.findSecret.get(name) as { value: string }).value
    },
    async pendingMigrations() {
      const rows = statements.appliedVersions.all() as { version: number }[]
      return pendingVersions(rows.map((row) => row.version))
    },
    async readSetting(name) {
      return (statements.findSecret.get(name) as { value: string } | undefined)?.value
    },
    async writeSetting(name, value, expected) {
      if (expected === undefined) return statements.upsertSetting.run(name, value).changes > 0
      if (expected === null) return statements.insertSecret.run(name, value).changes > 0
      return statements.replaceSetting.run(value, name, expected).changes > 0
    },
    async incrementRateLimit(key, { nowMs, windowMs }) {
      if (nowMs - lastPruneMs >= RATE_LIMIT_PRUNE_INTERVAL_MS) {
        lastPruneMs = nowMs
        statements.pruneRateLimits.run(nowMs)
      }
      const row = statements.incrementRateLimit.get(key, nowMs + windowMs, nowMs, nowMs) as {
        hits: number
        reset_at: number
      }
      return { hits: row.hits, resetAtMs: Number(row.reset_at) }
    },
    // The audit, written once for both databases over the runner.
    ...createAudit(sql),
    async close() {
      // Leads already queued are committed before the file closes, not dropped.
      if (db.open) submissions.flush()
      await checkpointer.stop()
      if (db.open) db.close()
    },
  }
}
