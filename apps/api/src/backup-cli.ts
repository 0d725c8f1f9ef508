// `pnpm --filter @hard-hat/api backup` and `… restore FILE [--journal DIR]` (decision 020).
import './refuse-old-node.js'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { backupDirOf, parseEnv } from './env.js'
import {
  type BackupResult,
  describeCounts,
  JOURNAL_FOLDER,
  LAST_BACKUP_SETTING,
  type LockTarget,
  lastBackupOf,
  RestoreRefusedError,
  restoreBackup,
  takeBackup,
} from './ops/index.js'

const USAGE = `usage: backup-cli backup
       backup-cli restore FILE [--journal DIR]...

Reads the server's environment (DATA_DIR or DATABASE_URL, BACKUP_DIR, BACKUP_KEEP, PG_BIN).`

/** Paths are the caller's: pnpm runs scripts in the package folder and says where it was called. */
const callerPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path)

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(2)} MB`
}

/** Records the backup as the store's last (the figures the metrics read), without migrating it. */
async function recordLast(target: LockTarget, result: BackupResult): Promise<void> {
  const last = lastBackupOf(result)
  const upsert = `INSERT INTO settings (name, value) VALUES ($1, $2)
    ON CONFLICT (name) DO UPDATE SET value = excluded.value`
  if (target.dialect === 'sqlite') {
    const db = new Database(target.databaseFile, { fileMustExist: true, timeout: 5000 })
    try {
      db.prepare(upsert.replace('$1', '?').replace('$2', '?')).run(
        LAST_BACKUP_SETTING,
        JSON.stringify(last),
      )
    } finally {
      db.close()
    }
    return
  }
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  try {
    await client.query(upsert, [LAST_BACKUP_SETTING, JSON.stringify(last)])
  } finally {
    await client.end()
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv
  const env = parseEnv()
  const target: LockTarget = env.DATABASE_URL
    ? { dialect: 'postgres', databaseUrl: env.DATABASE_URL }
    : { dialect: 'sqlite', databaseFile: join(callerPath(env.DATA_DIR), 'hard-hat.sqlite') }
  const configuredDir = backupDirOf(env)
  const backupDir = configuredDir === undefined ? undefined : callerPath(configuredDir)

  if (command === 'backup' && rest.length === 0) {
    if (!backupDir) {
      console.error('backup: set BACKUP_DIR (where the PostgreSQL dumps go)')
      return 1
    }
    const result = await takeBackup(target, {
      backupDir,
      keep: env.BACKUP_KEEP,
      pgBin: env.PG_BIN,
    })
    await recordLast(target, result)
    console.log(`backup: ${result.file} (${megabytes(result.bytes)}, ${result.tookMs} ms, checked)`)
    console.log(`holds: ${describeCounts(result.counts)}`)
    if (result.deleted.length > 0) console.log(`deleted: ${result.deleted.join(', ')}`)
    return 0
  }

  if (command === 'restore' && rest[0] !== undefined && !rest[0].startsWith('--')) {
    const flags = rest.slice(1)
    const isWellFormed =
      flags.length % 2 === 0 &&
      flags.every((flag, index) => index % 2 === 1 || flag === '--journal')
    if (!isWellFormed) {
      console.error(USAGE)
      return 2
    }
    const given = flags.filter((_flag, index) => index % 2 === 1).map(callerPath)
    const journalDirs =
      given.length > 0 ? given : backupDir ? [join(backupDir, JOURNAL_FOLDER)] : []
    if (journalDirs.length === 0) {
      console.error(
        'restore: no delivery journal (BACKUP_DIR unset, no --journal): leads delivered after the backup will be delivered again',
      )
    }
    const report = await restoreBackup(callerPath(rest[0]), {
      target,
      journalDirs,
      pgBin: env.PG_BIN,
    })
    if (report.previousStoreMovedTo) {
      console.log(`restore: the store it replaced is kept as ${report.previousStoreMovedTo}`)
    }
    console.log(`backup held: ${report.fromBackup ? describeCounts(report.fromBackup) : '?'}`)
    console.log(
      `journal: ${report.journalEntries} deliveries read (${report.unreadableJournalLines} unreadable lines), ` +
        `${report.markedDelivered} made after the backup now marked delivered, ` +
        `${report.erasedAgain} leads erased after it erased again`,
    )
    if (report.missingLeads.length > 0) {
      console.log(
        `NOT IN THE BACKUP: ${report.missingLeads.length} leads arrived after it and were delivered; ` +
          'find each lead email by its reference, the CRM record by its submission id (decision 020):',
      )
      for (const lead of report.missingLeads) console.log(`${lead.reference} ${lead.id}`)
    }
    console.log(
      `access: ${report.access.sessionsEnded} sessions ended (everyone signs in again), ` +
        `${report.access.reapplied.length} endings made after the backup applied again`,
    )
    for (const ending of report.access.reapplied) {
      console.log(
        `ended again: ${ending.ended} ${ending.id} (${new Date(ending.at).toISOString()})`,
      )
    }
    console.log(`restored: ${describeCounts(report.restored)}`)
    return 0
  }

  console.error(USAGE)
  return 2
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(
    error instanceof RestoreRefusedError ? `restore refused: ${message}` : `failed: ${message}`,
  )
  process.exitCode = 1
}
