import { copyFile, open, rename, rm, stat } from 'node:fs/promises'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { makePrivate } from '../../lib/private-files.js'
import { createPostgresStore } from '../../store/postgres.js'
import { MIGRATIONS, statementIn } from '../../store/schema.js'
import { createSqliteStore } from '../../store/sqlite.js'
import type { Store } from '../../store/types.js'
import { countPostgres, countSqlite, type StoreCounts } from './counts.js'
import { type AccessEntry, readJournal } from './journal.js'
import { checkPostgresDump, restorePostgresDump } from './postgres-backup.js'
import { type EndingsReapplied, reapplyEndings } from './reapply-endings.js'
import { type LockTarget, takeStoreLock } from './server-lock.js'
import { checkSqliteBackup } from './sqlite-backup.js'

/** What a restore did, in figures and references only. */
export interface RestoreReport {
  /** What the backup held. */
  readonly fromBackup: StoreCounts | undefined
  /** The journal's entries and lines that did not parse. */
  readonly journalEntries: number
  readonly unreadableJournalLines: number
  /** Deliveries made after the backup, now marked delivered (each would have been sent again). */
  readonly markedDelivered: number
  /** Leads in the backup that were erased after it, erased again. */
  readonly erasedAgain: number
  /**
   * Leads delivered after the backup that are not in it (they arrived after it): reference and
   * submission id, to find in the mailbox and the CRM (decision 020).
   */
  readonly missingLeads: readonly { readonly reference: string; readonly id: string }[]
  /** Sessions ended, and the revocations, removals and link uses after the backup applied again. */
  readonly access: EndingsReapplied
  /** The restored store, after the journal was replayed. */
  readonly restored: StoreCounts
  /** SQLite: where the store that was replaced was moved (never deleted). */
  readonly previousStoreMovedTo: string | undefined
}

/** The restore target, and where the delivery journal is (none: nothing to replay). */
export interface RestoreOptions {
  readonly target: LockTarget
  /** The journal's folders (one per host when instances did not share one); none: nothing to replay. */
  readonly journalDirs: readonly string[]
  readonly pgBin?: string | undefined
  readonly nowMs?: number
}

/** A restore refused before anything changed: a server holds the store, or the file is bad. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError'
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/**
 * Puts an SQLite backup in place of the store file: copied beside it and flushed, the old file
 * (with its WAL and shared-memory files, which belong to it) moved aside, then the copy renamed in.
 */
async function placeSqliteBackup(
  file: string,
  databaseFile: string,
  nowMs: number,
): Promise<string | undefined> {
  const incoming = `${databaseFile}.restoring`
  await copyFile(file, incoming)
  makePrivate(incoming)
  const handle = await open(incoming, 'r+')
  await handle.sync()
  await handle.close()
  let movedTo: string | undefined
  if (await exists(databaseFile)) {
    movedTo = `${databaseFile}.before-restore-${new Date(nowMs).toISOString().replace(/[-:.]/g, '')}`
    for (const suffix of ['', '-wal', '-shm']) {
      if (await exists(`${databaseFile}${suffix}`)) {
        await rename(`${databaseFile}${suffix}`, `${movedTo}${suffix}`)
      }
    }
  } else {
    for (const suffix of ['-wal', '-shm']) await rm(`${databaseFile}${suffix}`, { force: true })
  }
  await rename(incoming, databaseFile)
  const folder = await open(dirname(databaseFile), 'r')
  await folder.sync()
  await folder.close()
  return movedTo
}

async function countsOf(target: LockTarget): Promise<StoreCounts> {
  if (target.dialect === 'sqlite') {
    // Not read-only: the last connection to close then folds the WAL back into the file.
    const db = new Database(target.databaseFile, { fileMustExist: true })
    try {
      return countSqlite(db)
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  try {
    return await countPostgres(client)
  } finally {
    await client.end()
  }
}

/** Every table the store's migrations create (and the table that records them). */
export function storeTables(): Set<string> {
  const names = new Set(['schema_migrations'])
  for (const statement of MIGRATIONS.flatMap((migration) => migration.statements)) {
    for (const match of statementIn(statement, 'postgres').matchAll(
      /(?:CREATE TABLE|RENAME TO) (?:IF NOT EXISTS )?(\w+)/g,
    )) {
      if (match[1]) names.add(match[1])
    }
  }
  return names
}

/** Tables in the database's public schema that no migration of the store made. */
async function foreignTables(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
    const known = storeTables()
    return rows.map((row) => row.name).filter((name) => !known.has(name))
  } finally {
    await client.end()
  }
}

/**
 * Deletes again the leads erased after the backup, by reference (unique), with what cascades from
 * them (outbox rows, attempts) and their idempotency records; returns how many were in the backup.
 */
async function eraseAgain(target: LockTarget, references: readonly string[]): Promise<number> {
  if (references.length === 0) return 0
  const forgetKeys =
    'DELETE FROM idempotency_keys WHERE submission_id IN (SELECT id FROM submissions WHERE reference = $1)'
  const deleteLead = 'DELETE FROM submissions WHERE reference = $1'
  if (target.dialect === 'sqlite') {
    const db = new Database(target.databaseFile, { fileMustExist: true })
    try {
      db.pragma('foreign_keys = ON')
      const forget = db.prepare(forgetKeys.replace('$1', '?'))
      const remove = db.prepare(deleteLead.replace('$1', '?'))
      return db.transaction(() =>
        references.reduce((count, reference) => {
          forget.run(reference)
          return count + remove.run(reference).changes
        }, 0),
      )()
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    let count = 0
    for (const reference of references) {
      await client.query(forgetKeys, [reference])
      count += (await client.query(deleteLead, [reference])).rowCount ?? 0
    }
    await client.query('COMMIT')
    return count
  } finally {
    await client.end()
  }
}

/**
 * Replays the delivery journal onto a restored store: every delivery the journal records is
 * marked delivered (with its time, as an attempt in the lead's history) unless the store already
 * says so. A delivery of a lead the store does not hold names a lead that arrived after the backup.
 */
async function replayJournal(store: Store, journalDirs: readonly string[]) {
  const entries = []
  const erased = new Set<string>()
  const endings: AccessEntry[] = []
  let unreadableLines = 0
  for (const directory of journalDirs) {
    const journal = await readJournal(directory)
    entries.push(...journal.entries)
    for (const erasure of journal.erasures)
      for (const reference of erasure.erased) erased.add(reference)
    endings.push(...journal.endings)
    unreadableLines += journal.unreadableLines
  }
  let markedDelivered = 0
  const missing = new Map<string, string>()
  const known = new Map<string, boolean>()
  for (const entry of entries) {
    // An erased lead is erased again below: neither marked nor listed.
    if (erased.has(entry.reference)) continue
    if (await store.markForwarded(entry.id, entry.destination, entry.at)) {
      markedDelivered += 1
      continue
    }
    if (!known.has(entry.id))
      known.set(entry.id, (await store.findSubmission(entry.id)) !== undefined)
    if (!known.get(entry.id)) missing.set(entry.id, entry.reference)
  }
  return {
    entries: entries.length,
    erased: [...erased],
    endings,
    unreadableLines,
    markedDelivered,
    missing: [...missing].map(([id, reference]) => ({ id, reference })),
  }
}

/**
 * Restores a backup into the store (decision 020): takes the store's lock exclusively (refused
 * while any server holds it, and no server starts until it is done), checks the file, puts it in
 * place (SQLite: the old file is moved aside; PostgreSQL: one transaction replaces the schema),
 * migrates it to this release, and replays the delivery journal so nothing delivered after the
 * backup is delivered again, nothing erased comes back, and no access ended after it returns.
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<RestoreReport> {
  const { target } = options
  const nowMs = options.nowMs ?? Date.now()
  if (!(await exists(file))) throw new RestoreRefusedError(`no such file: ${file}`)
  const lock = await takeStoreLock(target, 'exclusive').catch((error: Error) => {
    throw new RestoreRefusedError(error.message, { cause: error })
  })
  try {
    let fromBackup: StoreCounts | undefined
    let previousStoreMovedTo: string | undefined
    let store: Store
    if (target.dialect === 'sqlite') {
      const check = checkSqliteBackup(file)
      if (!check.ok) throw new RestoreRefusedError(`the backup is not usable: ${check.reason}`)
      fromBackup = check.counts
      previousStoreMovedTo = await placeSqliteBackup(file, target.databaseFile, nowMs)
      store = createSqliteStore({
        dataDir: dirname(target.databaseFile),
        fileName: target.databaseFile.slice(dirname(target.databaseFile).length + 1),
      })
    } else {
      const check = await checkPostgresDump(file, options.pgBin)
      if (!check.ok) throw new RestoreRefusedError(`the dump is not usable: ${check.reason}`)
      const strangers = await foreignTables(target.databaseUrl)
      if (strangers.length > 0) {
        throw new RestoreRefusedError(
          `the database holds tables that are not the store's (${strangers.join(', ')}): restore replaces its whole public schema, so give the store a database of its own`,
        )
      }
      await restorePostgresDump(file, target.databaseUrl, options.pgBin)
      fromBackup = await countsOf(target)
      store = createPostgresStore({ connectionString: target.databaseUrl })
    }
    try {
      await store.migrate()
      const replay = await replayJournal(store, options.journalDirs)
      const access = await reapplyEndings(store, replay.endings)
      await store.close()
      const erasedAgain = await eraseAgain(target, replay.erased)
      return {
        fromBackup,
        journalEntries: replay.entries,
        unreadableJournalLines: replay.unreadableLines,
        markedDelivered: replay.markedDelivered,
        erasedAgain,
        missingLeads: replay.missing,
        access,
        restored: await countsOf(target),
        previousStoreMovedTo,
      }
    } finally {
      await store.close()
    }
  } finally {
    await lock.release()
  }
}
