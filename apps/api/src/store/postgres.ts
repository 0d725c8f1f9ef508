import { randomBytes } from 'node:crypto'
import { createAudit } from './audit.js'
import { createPostgresErasure } from './postgres-erasure.js'
import { createPostgresFollowUp } from './postgres-follow-up.js'
import { migratePostgres } from './postgres-migrate.js'
import { createPostgresOutbox } from './postgres-outbox.js'
import { openPostgres, POSTGRES_NOW, type PostgresOptions } from './postgres-pool.js'
import { createPostgresSpamReview } from './postgres-spam.js'
import { createPostgresSubmissions } from './postgres-submissions.js'
import { RATE_LIMIT_PRUNE_INTERVAL_MS, WRITE_PROBE } from './rows.js'
import { pendingVersions } from './schema.js'
import { postgresRunner } from './sql.js'
import type { Store } from './types.js'

export { MIGRATION_TIMEOUT_MS } from './postgres-migrate.js'
export { POSTGRES_TIMEOUTS } from './postgres-pool.js'

/**
 * Connects to PostgreSQL at `connectionString`; same schema and behaviour as the SQLite store.
 * Its parts (submissions, the outbox, spam review, erasure, follow-up) are files of their own;
 * this composes them with the settings, the rate limit and the audit.
 */
export function createPostgresStore(options: PostgresOptions): Store {
  const db = openPostgres(options)
  const { pool, rows } = db
  const sql = postgresRunner(pool, POSTGRES_NOW)
  let isClosed = false
  let lastPruneMs = 0
  return {
    dialect: 'postgres',
    sql,
    ...createPostgresSubmissions(db),
    ...createPostgresOutbox(db),
    ...createPostgresSpamReview(db),
    ...createPostgresErasure(db),
    ...createPostgresFollowUp(db),
    migrate: () => migratePostgres(db),
    async ping() {
      try {
        await pool.query('SELECT 1')
        return true
      } catch {
        return false
      }
    },
    async probeWrite(nowMs) {
      try {
        await pool.query(
          `INSERT INTO settings (name, value) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
          [WRITE_PROBE, String(nowMs)],
        )
        return true
      } catch {
        return false
      }
    },
    async getSecret(name) {
      await pool.query(
        'INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [name, randomBytes(32).toString('base64url')],
      )
      const [row] = await rows<{ value: string }>('SELECT value FROM settings WHERE name = $1', [
        name,
      ])
      if (!row) throw new Error(`@hard-hat/api: secret "${name}" vanished`)
      return row.value
    },
    async pendingMigrations() {
      const applied = await rows<{ version: number }>('SELECT version FROM schema_migrations')
      return pendingVersions(applied.map((row) => row.version))
    },
    async readSetting(name) {
      const [row] = await rows<{ value: string }>('SELECT value FROM settings WHERE name = $1', [
        name,
      ])
      return row?.value
    },
    async writeSetting(name, value, expected) {
      const result =
        expected === undefined
          ? await pool.query(
              `INSERT INTO settings (name, value) VALUES ($1, $2)
               ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
              [name, value],
            )
          : expected === null
            ? await pool.query(
                'INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
                [name, value],
              )
            : await pool.query('UPDATE settings SET value = $2 WHERE name = $1 AND value = $3', [
                name,
                value,
                expected,
              ])
      return (result.rowCount ?? 0) > 0
    },
    async incrementRateLimit(key, { nowMs, windowMs }) {
      if (nowMs - lastPruneMs >= RATE_LIMIT_PRUNE_INTERVAL_MS) {
        lastPruneMs = nowMs
        await pool.query('DELETE FROM rate_limit_hits WHERE reset_at <= $1', [nowMs])
      }
      // One statement: concurrent hits on the same key from several instances serialise on its row.
      const [row] = await rows<{ hits: number; reset_at: string }>(
        `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_hits.reset_at <= $3 THEN 1 ELSE rate_limit_hits.hits + 1 END,
           reset_at = CASE WHEN rate_limit_hits.reset_at <= $3 THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
         RETURNING hits, reset_at`,
        [key, nowMs + windowMs, nowMs],
      )
      if (!row) throw new Error('@hard-hat/api: rate-limit upsert returned no row')
      return { hits: row.hits, resetAtMs: Number(row.reset_at) }
    },
    // The audit, written once for both databases over the runner.
    ...createAudit(sql),
    async close() {
      if (isClosed) return
      isClosed = true
      await pool.end()
    },
  }
}
