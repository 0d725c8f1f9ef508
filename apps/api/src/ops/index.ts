// The operations wing: what the rest of the API (and its entry points) may use. See README.md.

export { describeCounts } from './backup/counts.js'
export {
  type AccessEntry,
  createDeliveryJournal,
  type DeliveryJournal,
  JOURNAL_FOLDER,
} from './backup/journal.js'
export { RestoreRefusedError, restoreBackup } from './backup/restore.js'
export { type HeldLock, holdServerLock, type LockTarget } from './backup/server-lock.js'
export { LAST_BACKUP_SETTING, lastBackupOf } from './backup/status.js'
export { type BackupResult, takeBackup } from './backup/take-backup.js'
export { type BackupScheduleOptions, backupSchedulePlugin } from './backup-schedule.js'
export { healthRoute } from './health.js'
export { journalPlugin } from './journal.js'
export { type MetricsOptions, metricsPlugin } from './metrics.js'
export { startMetricsServer } from './metrics-server.js'
export { readyRoute } from './ready.js'
export { retentionCutoff, retentionPlugin } from './retention.js'
