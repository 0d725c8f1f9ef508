import Database from 'better-sqlite3'
import pg from 'pg'
import { privateFile } from '../../lib/private-files.js'

/**
 * The lock between running servers and a restore (decision 020). Every server holds it shared for
 * as long as it runs; a restore takes it exclusively, so it never overwrites a store a server
 * holds, and no server starts on a store being restored. The operating system or the database
 * releases it when its holder dies (kill -9, a lost connection), so it never goes stale.
 *
 * SQLite: SQLite's own file lock on a small lock database beside the store (a read transaction
 * left open is a SHARED lock; an EXCLUSIVE transaction fails while one is held).
 * PostgreSQL: an advisory lock on a session of its own (shared per server, exclusive for restore).
 */
export type LockTarget =
  | { readonly dialect: 'sqlite'; readonly databaseFile: string }
  | { readonly dialect: 'postgres'; readonly databaseUrl: string }

/** A held lock. */
export interface HeldLock {
  release(): Promise<void>
}

/** Thrown when the lock is held the other way: a server runs, or a restore is under way. */
export class StoreLockedError extends Error {
  override name = 'StoreLockedError'
}

// Any 64-bit number will do, as long as servers and restore use the same one.
const POSTGRES_LOCK_ID = 4_951_302_118

/** The lock database beside an SQLite store. */
export function sqliteLockFile(databaseFile: string): string {
  return `${databaseFile}-server-lock`
}

function openSqliteLock(databaseFile: string): Database.Database {
  privateFile(sqliteLockFile(databaseFile))
  const db = new Database(sqliteLockFile(databaseFile), { timeout: 0 })
  // A rollback journal: in WAL mode readers and writers do not exclude each other.
  db.pragma('journal_mode = DELETE')
  db.exec('CREATE TABLE IF NOT EXISTS lock (note TEXT)')
  return db
}

async function holdSqlite(databaseFile: string, mode: 'shared' | 'exclusive'): Promise<HeldLock> {
  let db: Database.Database
  try {
    db = openSqliteLock(databaseFile)
  } catch (error) {
    throw isBusy(error) ? new StoreLockedError(lockedMessage(mode), { cause: error }) : error
  }
  try {
    if (mode === 'shared') {
      db.exec('BEGIN')
      // The first read takes SHARED; it is held until the transaction ends.
      db.prepare('SELECT COUNT(*) FROM lock').get()
    } else {
      db.exec('BEGIN EXCLUSIVE')
    }
  } catch (error) {
    db.close()
    throw isBusy(error) ? new StoreLockedError(lockedMessage(mode), { cause: error }) : error
  }
  return {
    async release() {
      if (!db.open) return
      if (db.inTransaction) db.exec('ROLLBACK')
      db.close()
    },
  }
}

async function holdPostgres(
  databaseUrl: string,
  mode: 'shared' | 'exclusive',
  onLost: (error: Error) => void,
): Promise<HeldLock> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'hard-hat-lock' })
  await client.connect()
  const { rows } = await client.query<{ held: boolean }>(
    mode === 'shared'
      ? 'SELECT pg_try_advisory_lock_shared($1) AS held'
      : 'SELECT pg_try_advisory_lock($1) AS held',
    [POSTGRES_LOCK_ID],
  )
  if (!rows[0]?.held) {
    await client.end()
    throw new StoreLockedError(lockedMessage(mode))
  }
  let isReleased = false
  client.on('error', (error) => {
    if (!isReleased) onLost(error)
  })
  return {
    async release() {
      isReleased = true
      await client.end().catch(() => {})
    },
  }
}

/** SQLite's answer when another connection holds the lock the other way. */
function isBusy(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'SQLITE_BUSY'
}

function lockedMessage(mode: 'shared' | 'exclusive'): string {
  return mode === 'shared'
    ? 'a restore is under way on this store: start the server when it has finished'
    : 'a running server holds this store: stop every server using it, then restore'
}

/**
 * Takes the lock: `shared` for a server (many at once), `exclusive` for a restore (alone). Throws
 * StoreLockedError when it is held the other way. On PostgreSQL, `onLost` hears of the lock's
 * session dying (the database restarting): a server then takes it again.
 */
export async function takeStoreLock(
  target: LockTarget,
  mode: 'shared' | 'exclusive',
  onLost: (error: Error) => void = () => {},
): Promise<HeldLock> {
  return target.dialect === 'sqlite'
    ? holdSqlite(target.databaseFile, mode)
    : holdPostgres(target.databaseUrl, mode, onLost)
}

/**
 * A server's hold on its store's lock for as long as it runs. On PostgreSQL a lost session is
 * taken again every few seconds (a database restart ends it), each failure reported.
 */
export async function holdServerLock(
  target: LockTarget,
  onProblem: (message: string) => void,
): Promise<HeldLock> {
  let current: HeldLock | undefined
  let isReleased = false
  let retry: NodeJS.Timeout | undefined
  const take = async (): Promise<void> => {
    current = await takeStoreLock(target, 'shared', (error) => {
      onProblem(`the store lock's session was lost (${error.message}); taking it again`)
      current = undefined
      schedule()
    })
  }
  const schedule = () => {
    if (isReleased) return
    retry = setTimeout(() => {
      take().catch((error: Error) => {
        onProblem(`could not take the store lock again (${error.message}); retrying`)
        schedule()
      })
    }, 3000)
    retry.unref()
  }
  await take()
  return {
    async release() {
      isReleased = true
      clearTimeout(retry)
      await current?.release()
    },
  }
}
