import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import Database from 'better-sqlite3'
import { countSqlite, type StoreCounts } from './counts.js'

/** Pages copied per step: all of them, so the copy is one read of one consistent snapshot. */
const ALL_PAGES = 0x7fffffff

/** What checking an SQLite backup found. */
export type SqliteCheck =
  | { readonly ok: true; readonly counts: StoreCounts }
  | { readonly ok: false; readonly reason: string }

/**
 * Checks an SQLite file as a store backup: `PRAGMA integrity_check` says ok, and it holds the
 * store's tables. Opened read-only: checking never changes it.
 */
export function checkSqliteBackup(file: string): SqliteCheck {
  let db: Database.Database
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
  } catch (error) {
    return { ok: false, reason: `cannot open ${file}: ${(error as Error).message}` }
  }
  try {
    const problems = db.prepare('PRAGMA integrity_check').pluck().all() as string[]
    if (problems.length !== 1 || problems[0] !== 'ok') {
      return { ok: false, reason: `integrity_check: ${problems.slice(0, 5).join('; ')}` }
    }
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    )
    const missing = ['submissions', 'outbox', 'schema_migrations'].filter((t) => !tables.has(t))
    if (missing.length > 0) {
      return { ok: false, reason: `not a store backup: no ${missing.join(', ')} table` }
    }
    return {
      ok: true,
      counts: countSqlite(db),
    }
  } catch (error) {
    return { ok: false, reason: `not readable as SQLite: ${(error as Error).message}` }
  } finally {
    db.close()
  }
}

/**
 * Copies a live SQLite store to `partial` with SQLite's online backup API (better-sqlite3's
 * `backup`), through a read-only connection of its own: never a file copy, which could catch the
 * database half-written. All pages go in one step, inside one read transaction: in WAL mode that
 * snapshot is consistent and blocks no writer, and no write can make the copy start over.
 */
export async function copySqliteStore(databaseFile: string, partial: string): Promise<void> {
  if (!existsSync(databaseFile)) {
    throw new Error(`no SQLite store at ${databaseFile}: is DATA_DIR the server's?`)
  }
  const source = new Database(databaseFile, { readonly: true, fileMustExist: true })
  try {
    await source.backup(partial, { progress: () => ALL_PAGES })
    // The copy keeps the store's WAL mode; a backup is one self-contained file, in rollback mode.
    const copy = new Database(partial, { fileMustExist: true })
    copy.pragma('journal_mode = DELETE')
    copy.close()
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    source.close()
  }
}
