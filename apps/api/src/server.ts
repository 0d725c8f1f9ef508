// First: on a Node.js below the floor this exits with the reason before anything else loads.
import './refuse-old-node.js'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, loggerOptions } from './app.js'
import { ServedSnapshot } from './content/render/served-snapshot.js'
import { backupDirOf, parseEnv } from './env.js'
import {
  createDeliveryJournal,
  type HeldLock,
  holdServerLock,
  JOURNAL_FOLDER,
  type LockTarget,
  startMetricsServer,
} from './ops/index.js'
import { installProcessSafety } from './process-safety.js'
import { openStore } from './store/index.js'

const SHUTDOWN_GRACE_MS = 15_000

const env = parseEnv()
// The app's logger exists only once the app does; until then a pool error goes to stderr.
let logPoolError = (error: Error) => console.error(`PostgreSQL pool error: ${error.message}`)
let logLockProblem = (message: string) => console.error(`@hard-hat/api: ${message}`)
const storeTarget: LockTarget = env.DATABASE_URL
  ? { dialect: 'postgres', databaseUrl: env.DATABASE_URL }
  : { dialect: 'sqlite', databaseFile: join(resolve(env.DATA_DIR), 'hard-hat.sqlite') }
const backupDir = backupDirOf(env)
/** Held shared for as long as the server runs: a restore refuses while it is (decision 020). */
const takeServerLock = async (): Promise<HeldLock> => {
  try {
    return await holdServerLock(storeTarget, (message) => logLockProblem(message))
  } catch (error) {
    console.error(`@hard-hat/api: cannot start: ${(error as Error).message}`)
    process.exit(1)
  }
}
// SQLite: the lock comes first, so a server never opens a file being restored. PostgreSQL: the
// database may still be starting, and openStore waits for it; the lock is taken once it answers.
const sqliteLock = storeTarget.dialect === 'sqlite' ? await takeServerLock() : undefined
const store = await openStore({
  databaseUrl: env.DATABASE_URL,
  dataDir: resolve(env.DATA_DIR),
  onPoolError: (error) => logPoolError(error),
  onStartRefused: (error, waitedMs) =>
    console.error(
      `@hard-hat/api: the database refused at start (${error.message}); trying again (${waitedMs} ms so far)`,
    ),
})
const serverLock = sqliteLock ?? (await takeServerLock())
// P-deadlines-are-config: each offer ends when the agency says, read once at start.
const offerDeadlines = {
  limitedOnePageOffer: env.LIMITED_OFFER_ENDS_AT,
  celebrationOffer: env.CELEBRATION_OFFER_ENDS_AT,
}
const webBuildDir = resolve(
  env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../../web/build/client', import.meta.url)),
)
// Published content is rendered by the web build's server bundle (decision 039); a build without
// one (or an API-only server) serves its prerendered pages as they are.
const serverBuildPath = [env.WEB_SERVER_BUILD ?? join(webBuildDir, '..', 'server', 'index.js')]
  .map((path) => resolve(path))
  .find((path) => existsSync(path))
// Each instance renders into a folder of its own: a cache of the store, dropped when it stops.
const snapshotDir =
  env.CONTENT_SNAPSHOT_DIR ??
  (serverBuildPath ? mkdtempSync(join(tmpdir(), 'hard-hat-pages-')) : undefined)
const contentSnapshot = snapshotDir ? new ServedSnapshot(snapshotDir) : undefined

const app = await buildApp({
  store,
  logger: loggerOptions(env.LOG_LEVEL),
  trustProxy: env.TRUST_PROXY,
  outbox: {
    crm: env.CRM_URL ? { url: env.CRM_URL, apiKey: env.CRM_API_KEY ?? '' } : undefined,
    email: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          to: env.NOTIFY_EMAIL,
          from: env.NOTIFY_FROM ?? env.NOTIFY_EMAIL[0] ?? '',
          publicOrigin: env.PUBLIC_ORIGIN,
          offerDeadlines,
        }
      : undefined,
    // P-every-lead-followed-through: with an SMTP server, every visitor is acknowledged.
    acknowledge: env.SMTP_URL !== undefined,
    webhook: env.WEBHOOK_URL
      ? {
          url: env.WEBHOOK_URL,
          secret: env.WEBHOOK_SECRET,
          format: env.WEBHOOK_FORMAT,
          publicOrigin: env.PUBLIC_ORIGIN,
        }
      : undefined,
    timeoutMs: env.DELIVERY_TIMEOUT_MS,
    baseDelayMs: env.RETRY_BASE_MS,
    maxDelayMs: env.RETRY_MAX_DELAY_MS,
    retryWindowMs: Math.round(env.RETRY_WINDOW_HOURS * 3_600_000),
  },
  journal: backupDir ? createDeliveryJournal(join(resolve(backupDir), JOURNAL_FOLDER)) : undefined,
  backups: backupDir
    ? {
        target: storeTarget,
        backupDir: resolve(backupDir),
        keep: env.BACKUP_KEEP,
        pgBin: env.PG_BIN,
        intervalMs: Math.round(env.BACKUP_INTERVAL_HOURS * 3_600_000),
      }
    : undefined,
  adminToken: env.ADMIN_TOKEN,
  rateLimitMax: env.RATE_LIMIT_MAX,
  publicOrigin: env.PUBLIC_ORIGIN,
  allowsGoogleAnalytics: env.VITE_GA_MEASUREMENT_ID !== undefined,
  webBuildDir,
  ...(serverBuildPath && contentSnapshot
    ? { contentSnapshot, contentPublishing: { serverBuildPath, pollMs: env.CONTENT_POLL_MS } }
    : {}),
  imagesDir: resolve(
    env.IMAGES_DIR ?? fileURLToPath(new URL('../../../packages/content/assets', import.meta.url)),
  ),
  retentionMonths: env.RETENTION_MONTHS,
  offerDeadlines,
  // P-metrics-off-by-default: on with a token on PORT, or on a loopback port of its own.
  metrics: { token: env.METRICS_TOKEN, isEnabled: env.METRICS_PORT !== undefined },
})
logPoolError = (error) => app.log.error({ err: error }, 'PostgreSQL pool error')
logLockProblem = (message) => app.log.error(message)
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined
app.addHook('onClose', async () => {
  if (snapshotDir && env.CONTENT_SNAPSHOT_DIR === undefined)
    rmSync(snapshotDir, { recursive: true, force: true })
  await metricsServer?.close()
  await serverLock.release()
})
installProcessSafety(app, { graceMs: SHUTDOWN_GRACE_MS })

if (!env.CRM_URL && !env.SMTP_URL) {
  app.log.warn(
    '*** NEITHER CRM_URL NOR SMTP_URL IS SET: leads will only be stored, and nobody will be told of ' +
      'them. Set CRM_URL to forward them to the CRM, or SMTP_URL and NOTIFY_EMAIL to email the agency. ***',
  )
}

if (!backupDir) {
  app.log.warn(
    'BACKUP_DIR is not set: no scheduled backups and no delivery journal. After restoring a ' +
      'pg_dump, leads delivered since it was taken would be delivered again (decision 020).',
  )
}

try {
  await app.listen({ port: env.PORT, host: env.HOST })
  if (env.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(app, { port: env.METRICS_PORT })
    app.log.info({ port: metricsServer.port }, 'metrics served on 127.0.0.1 only')
  }
  app.log.info(
    {
      node: process.version,
      dialect: store.dialect,
      destinations: app.outbox.destinations,
      trustProxy: env.TRUST_PROXY,
    },
    'ready',
  )
} catch (error) {
  app.log.fatal({ err: error }, 'could not start')
  await app.close()
  process.exit(1)
}
