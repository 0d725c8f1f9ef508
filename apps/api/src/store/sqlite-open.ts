import { join } from 'node:path'
import Database from 'better-sqlite3'
import { privateFile } from '../lib/private-files.js'
import { MIGRATIONS, statementIn } from './schema.js'
import type { Query } from './sql.js'
import { BACKSTOP_CHECKPOINT_PAGES, startCheckpointer } from './sqlite-checkpointer.js'

/** The database's own clock in epoch milliseconds: leases are timed by it. */
export const SQLITE_NOW = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

/** How the SQLite store opens its file. */
/** The rows a query (`?` placeholders, its values) reads on SQLite, as PostgresDb's `run` does. */
export function allOf<Row>(db: Database.Database, query: Query): Row[] {
  return db.prepare(query.text).all(...query.values) as Row[]
}

export interface SqliteOptions {
  dataDir: string
  fileName?: string
  /** How long a write waits for another connection's lock (default 5 s); then it fails, busy. */
  busyTimeoutMs?: number
  /** A cap on the file's size in pages: the store-fault tests fill a "disk" with it. */
  maxPageCount?: number
}

/** Opens (and creates on first start) the store's file in `dataDir`, in WAL mode. */
export function openSqlite(options: SqliteOptions) {
  const file = join(options.dataDir, options.fileName ?? 'hard-hat.sqlite')
  // 0700 folder, 0600 file (and so -wal and -shm, which SQLite makes with the file's mode).
  privateFile(file)
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // NORMAL in WAL mode is durable against a process crash (kill -9); only a power cut can lose the
  // last transactions, which FULL would cost about a third of the throughput to prevent.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  // Each lead of a batch has its savepoint (decision 026), whose sub-journal (the pages as they were,
  // to roll one lead back) went to a temporary file: half the system time of an insert. It is
  // never needed after a crash (the WAL is what makes a commit durable), so it is kept in memory.
  db.pragma('temp_store = MEMORY')
  db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`)
  // Checkpoints run on a worker thread (decision 023); a commit here checkpoints only past the
  // backstop.
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`)
  const checkpointer = startCheckpointer(file)
  if (options.maxPageCount !== undefined) {
    db.pragma(`max_page_count = ${Math.trunc(options.maxPageCount)}`)
  }
  // SQLite's own lower() folds ASCII only: a search beyond ASCII uses JavaScript's, which folds
  // every letter ("SIÂN" finds "siân"), as PostgreSQL's does in a UTF-8 database. Only then: it
  // costs a call per row (measured: 70 ms to 290 ms for a search over 20,000 leads).
  db.function('unicode_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  )

  return { db, checkpointer }
}

/** Creates or upgrades the schema in one immediate transaction. */
export function migrateSqlite(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)')
  db.transaction(() => {
    const applied = new Set(
      db
        .prepare('SELECT version FROM schema_migrations')
        .all()
        .map((row) => (row as { version: number }).version),
    )
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue
      for (const statement of migration.statements) db.exec(statementIn(statement, 'sqlite'))
      const { backfill } = migration
      if (backfill) {
        const update = db.prepare(
          `UPDATE ${backfill.table} SET ${backfill.column} = ? WHERE id = ?`,
        )
        for (const row of db.prepare(backfill.select).all() as Record<string, unknown>[]) {
          const value = backfill.valueOf(row)
          if (value !== null) update.run(value, row.id)
        }
      }
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version)
    }
  }).immediate()
}
