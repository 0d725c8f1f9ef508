import { z } from 'zod'
import type { Store } from '../../store/types.js'
import type { BackupResult } from './take-backup.js'

/**
 * The last backup that succeeded, kept in the store's settings by whoever took it (the server's
 * schedule or `pnpm --filter @hard-hat/api backup`), so every instance, the metrics and the inbox
 * read the same fact. Figures only.
 */
export const LastBackupSchema = z.object({
  /** When it was taken (epoch ms). */
  atMs: z.number().int().nonnegative(),
  /** Its size on disk. */
  bytes: z.number().int().nonnegative(),
  /** Leads it holds. */
  leads: z.number().int().nonnegative(),
  /** Its file name in BACKUP_DIR. */
  name: z.string(),
})
/** The last backup that succeeded. */
export type LastBackup = z.infer<typeof LastBackupSchema>

/** The settings row holding the last successful backup. */
export const LAST_BACKUP_SETTING = 'backup.last-success'

/** What a successful backup leaves as the store's last one. */
export function lastBackupOf(result: BackupResult): LastBackup {
  return {
    atMs: result.atMs,
    bytes: result.bytes,
    leads: result.counts.leads,
    name: result.file.split(/[\\/]/).pop() ?? result.file,
  }
}

/** Records a successful backup as the store's last one. */
export async function recordLastBackup(store: Store, result: BackupResult): Promise<void> {
  await store.writeSetting(LAST_BACKUP_SETTING, JSON.stringify(lastBackupOf(result)))
}

/**
 * The store's last successful backup, or undefined when none was recorded (or the row does not
 * parse). For the metrics (`hard_hat_backup_last_success_timestamp_seconds`, its size) and alerts.
 */
export async function readLastBackup(store: Store): Promise<LastBackup | undefined> {
  const stored = await store.readSetting(LAST_BACKUP_SETTING)
  if (stored === undefined) return undefined
  try {
    return LastBackupSchema.parse(JSON.parse(stored))
  } catch {
    return undefined
  }
}
