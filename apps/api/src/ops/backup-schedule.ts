import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { describeCounts } from './backup/counts.js'
import { BACKUP_CLAIM_SETTING, decideBackup } from './backup/schedule.js'
import type { LockTarget } from './backup/server-lock.js'
import { recordLastBackup } from './backup/status.js'
import { type BackupSettings, takeBackup } from './backup/take-backup.js'

/** The server's backup schedule (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP). */
export interface BackupScheduleOptions extends BackupSettings {
  readonly target: LockTarget
  /** 0 turns the schedule off (backups on demand only). */
  readonly intervalMs: number
  /** How long after start the schedule first looks (default 10 s: start-up comes first). */
  readonly firstLookMs?: number
  readonly now?: () => number
}

/** After a failed backup, the next try is this soon (or one interval, if shorter). */
const RETRY_AFTER_FAILURE_MS = 5 * 60_000

/**
 * Takes a checked backup every interval (P-backups-restored): the claim in the store's settings
 * makes one instance take it when several share a store, and a restarted server keeps the rhythm.
 * Logs the file, its size and the figures it holds, never a lead's data.
 */
export const backupSchedulePlugin = fp(
  async (fastify: FastifyInstance, options: BackupScheduleOptions) => {
    if (options.intervalMs <= 0) return
    const now = options.now ?? Date.now
    const log = fastify.log.child({ component: 'backup' })
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> | undefined
    let isStopping = false

    const schedule = (delayMs: number) => {
      if (isStopping) return
      timer = setTimeout(() => {
        running = look()
          .catch((error: unknown) => {
            log.error({ err: error }, 'backup schedule could not read its claim; looking again')
            schedule(RETRY_AFTER_FAILURE_MS)
          })
          .finally(() => {
            running = undefined
          })
      }, delayMs)
    }

    const look = async (): Promise<void> => {
      const decision = decideBackup(await fastify.store.readSetting(BACKUP_CLAIM_SETTING), {
        nowMs: now(),
        intervalMs: options.intervalMs,
      })
      if (decision.kind === 'wait') return schedule(decision.delayMs)
      if (
        !(await fastify.store.writeSetting(BACKUP_CLAIM_SETTING, decision.claim, decision.expected))
      ) {
        // Another instance claimed this interval a moment ago: look at its claim again.
        return schedule(1000)
      }
      try {
        const result = await takeBackup(options.target, options, Number(decision.claim))
        await recordLastBackup(fastify.store, result)
        log.info(
          {
            file: result.file,
            bytes: result.bytes,
            tookMs: result.tookMs,
            leads: result.counts.leads,
            deleted: result.deleted.length,
          },
          `backup taken and checked: ${describeCounts(result.counts)}`,
        )
        schedule(Math.min(options.intervalMs, 15 * 60_000))
      } catch (error) {
        log.error({ err: error }, 'BACKUP FAILED: the next try is in a few minutes')
        // Gives the interval back, so the next look (here or on another instance) tries again.
        await fastify.store.writeSetting(BACKUP_CLAIM_SETTING, '0', decision.claim).catch(() => {})
        schedule(Math.min(options.intervalMs, RETRY_AFTER_FAILURE_MS))
      }
    }

    fastify.addHook('onReady', async () => {
      schedule(options.firstLookMs ?? 10_000)
    })
    // Before the store closes: a backup under way finishes (or fails) first.
    fastify.addHook('preClose', async () => {
      isStopping = true
      clearTimeout(timer)
      await running
    })
  },
  { name: 'backup-schedule', dependencies: ['store'] },
)
