// First: on a Node.js below the floor this exits with the reason before anything else loads.
import './refuse-old-node.js'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, loggerOptions } from './app.js'
import { parseEnv } from './env.js'
import { startMetricsServer } from './metrics-server.js'
import { installProcessSafety } from './process-safety.js'
import { openStore } from './store/index.js'

const SHUTDOWN_GRACE_MS = 15_000

const env = parseEnv()
// The app's logger exists only once the app does; until then a pool error goes to stderr.
let logPoolError = (error: Error) => console.error(`PostgreSQL pool error: ${error.message}`)
const store = await openStore({
  databaseUrl: env.DATABASE_URL,
  dataDir: resolve(env.DATA_DIR),
  onPoolError: (error) => logPoolError(error),
  onStartRefused: (error, waitedMs) =>
    console.error(
      `@hard-hat/api: the database refused at start (${error.message}); trying again (${waitedMs} ms so far)`,
    ),
})
// P-deadlines-are-config: each offer ends when the agency says, read once at start.
const offerDeadlines = {
  limitedOnePageOffer: env.LIMITED_OFFER_ENDS_AT,
  celebrationOffer: env.CELEBRATION_OFFER_ENDS_AT,
}
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
    timeoutMs: env.DELIVERY_TIMEOUT_MS,
    baseDelayMs: env.RETRY_BASE_MS,
    maxDelayMs: env.RETRY_MAX_DELAY_MS,
    retryWindowMs: Math.round(env.RETRY_WINDOW_HOURS * 3_600_000),
  },
  adminToken: env.ADMIN_TOKEN,
  rateLimitMax: env.RATE_LIMIT_MAX,
  publicOrigin: env.PUBLIC_ORIGIN,
  allowsGoogleAnalytics: env.VITE_GA_MEASUREMENT_ID !== undefined,
  webBuildDir: resolve(
    env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../../web/build/client', import.meta.url)),
  ),
  imagesDir: resolve(
    env.IMAGES_DIR ?? fileURLToPath(new URL('../../../packages/content/assets', import.meta.url)),
  ),
  retentionMonths: env.RETENTION_MONTHS,
  offerDeadlines,
  // P-metrics-off-by-default: on with a token on PORT, or on a loopback port of its own.
  metrics: { token: env.METRICS_TOKEN, isEnabled: env.METRICS_PORT !== undefined },
})
logPoolError = (error) => app.log.error({ err: error }, 'PostgreSQL pool error')
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined
app.addHook('onClose', async () => {
  await metricsServer?.close()
})
installProcessSafety(app, { graceMs: SHUTDOWN_GRACE_MS })

if (!env.CRM_URL && !env.SMTP_URL) {
  app.log.warn(
    '*** NEITHER CRM_URL NOR SMTP_URL IS SET: leads will only be stored, and nobody will be told of ' +
      'them. Set CRM_URL to forward them to the CRM, or SMTP_URL and NOTIFY_EMAIL to email the agency. ***',
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
