import { randomBytes } from 'node:crypto'
import { open, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** The file extension of each store's backups. */
export const BACKUP_EXTENSIONS = { sqlite: '.sqlite', postgres: '.pgdump' } as const

/** Which store a backup file is of. */
export type BackupDialect = keyof typeof BACKUP_EXTENSIONS

const NAME_PATTERN = /^hard-hat-(\d{8}T\d{6}\d{3}Z)-[0-9a-f]{6}\.(sqlite|pgdump)$/
/** A file still being written (or left by a crash): never listed as a backup. */
const PARTIAL_SUFFIX = '.partial'

/**
 * A new backup's name: its UTC time first (so names sort by age) and a random part, so two
 * processes backing up in the same millisecond never write one file.
 */
export function backupName(dialect: BackupDialect, atMs: number): string {
  const stamp = new Date(atMs).toISOString().replace(/[-:.]/g, '')
  return `hard-hat-${stamp}-${randomBytes(3).toString('hex')}${BACKUP_EXTENSIONS[dialect]}`
}

/** Where a backup is written until it is checked: then `publish` renames it into place. */
export function partialPath(file: string): string {
  return `${file}${PARTIAL_SUFFIX}`
}

/** When a backup was taken, read from its name; undefined for any other file. */
export function backupTimeOf(name: string): number | undefined {
  const match = NAME_PATTERN.exec(name)
  if (!match?.[1]) return undefined
  const s = match[1]
  return Date.parse(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`,
  )
}

/** The backups of one store in a folder, oldest first. */
export async function listBackups(
  directory: string,
  dialect: BackupDialect,
): Promise<{ name: string; atMs: number }[]> {
  const names = await readdir(directory).catch(() => [] as string[])
  return names
    .filter((name) => name.endsWith(BACKUP_EXTENSIONS[dialect]))
    .flatMap((name) => {
      const atMs = backupTimeOf(name)
      return atMs === undefined ? [] : [{ name, atMs }]
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** Flushes a written file to disk, then renames it into place and flushes the folder. */
export async function publish(partial: string, file: string, directory: string): Promise<void> {
  const handle = await open(partial, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(partial, file)
  const folder = await open(directory, 'r')
  try {
    await folder.sync()
  } finally {
    await folder.close()
  }
}

/**
 * Keeps the newest `keep` backups of a store and deletes the older ones, and any partial file
 * older than a day (a backup that died half-way). Two processes pruning at once is harmless.
 * Returns the oldest backup kept (what the delivery journal must still cover).
 */
export async function pruneBackups(
  directory: string,
  dialect: BackupDialect,
  keep: number,
  nowMs: number,
): Promise<{ deleted: string[]; oldestKeptMs: number | undefined }> {
  const backups = await listBackups(directory, dialect)
  const doomed = backups.slice(0, Math.max(0, backups.length - keep))
  for (const backup of doomed) await rm(join(directory, backup.name), { force: true })
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    if (!name.endsWith(PARTIAL_SUFFIX)) continue
    const info = await stat(join(directory, name)).catch(() => undefined)
    if (info && nowMs - info.mtimeMs > 86_400_000) await rm(join(directory, name), { force: true })
  }
  const kept = backups.slice(doomed.length)
  return { deleted: doomed.map((backup) => backup.name), oldestKeptMs: kept[0]?.atMs }
}
