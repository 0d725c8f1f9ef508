import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { makePrivate, privateFolder } from '../../lib/private-files.js'
import type { StoreCounts } from './counts.js'
import { backupName, partialPath, pruneBackups, publish } from './files.js'
import { JOURNAL_FOLDER, pruneJournal } from './journal.js'
import { checkPostgresDump, dumpPostgresStore } from './postgres-backup.js'
import type { LockTarget } from './server-lock.js'
import { checkSqliteBackup, copySqliteStore } from './sqlite-backup.js'

/** Where backups go and how many are kept. */
export interface BackupSettings {
  /** BACKUP_DIR: the backups, and the delivery journal in its `delivery-journal` folder. */
  readonly backupDir: string
  /** BACKUP_KEEP: the newest this many backups are kept. */
  readonly keep: number
  /** PG_BIN: where pg_dump, pg_restore and psql are (PostgreSQL only). */
  readonly pgBin?: string | undefined
}

/** A backup taken and checked. */
export interface BackupResult {
  readonly file: string
  readonly bytes: number
  /** When it was started (epoch ms): every lead acknowledged before then is in it. */
  readonly atMs: number
  readonly tookMs: number
  readonly counts: StoreCounts
  /** Older backups deleted to keep BACKUP_KEEP, and journal months no kept backup needs. */
  readonly deleted: readonly string[]
}

/**
 * Takes one backup of the store: written beside its final name, checked (SQLite: integrity_check
 * on the copy; PostgreSQL: pg_restore reads the dump), flushed and renamed into place, then the
 * oldest beyond `keep` deleted. A backup that fails its check is deleted and the error thrown.
 */
export async function takeBackup(
  target: LockTarget,
  settings: BackupSettings,
  nowMs: number = Date.now(),
): Promise<BackupResult> {
  const startedAt = performance.now()
  privateFolder(settings.backupDir)
  const file = join(settings.backupDir, backupName(target.dialect, nowMs))
  const partial = partialPath(file)
  let counts: StoreCounts
  try {
    if (target.dialect === 'sqlite') {
      await copySqliteStore(target.databaseFile, partial)
      const check = checkSqliteBackup(partial)
      if (!check.ok) throw new Error(`the backup failed its check: ${check.reason}`)
      counts = check.counts
    } else {
      counts = await dumpPostgresStore(target.databaseUrl, partial, settings.pgBin)
      const check = await checkPostgresDump(partial, settings.pgBin)
      if (!check.ok) throw new Error(`the dump failed its check: ${check.reason}`)
    }
    // Whatever wrote it (SQLite, pg_dump) and whatever the umask: the owner's alone.
    makePrivate(partial)
    await publish(partial, file, settings.backupDir)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  const bytes = (await stat(file)).size
  const pruned = await pruneBackups(settings.backupDir, target.dialect, settings.keep, nowMs)
  const journalPruned =
    pruned.oldestKeptMs === undefined
      ? []
      : await pruneJournal(join(settings.backupDir, JOURNAL_FOLDER), pruned.oldestKeptMs)
  return {
    file,
    bytes,
    atMs: nowMs,
    tookMs: Math.round(performance.now() - startedAt),
    counts,
    deleted: [...pruned.deleted, ...journalPruned],
  }
}
