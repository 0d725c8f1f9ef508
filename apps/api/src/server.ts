import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, loggerOptions } from './app.js'
import { parseEnv } from './env.js'
import { openStore } from './store/index.js'

const SHUTDOWN_GRACE_MS = 15_000

const env = parseEnv()
const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) })
const app = await buildApp({
  store,
  logger: loggerOptions(env.LOG_LEVEL),
  outbox: {
    crm: env.CRM_URL ? { url: env.CRM_URL, apiKey: env.CRM_API_KEY ?? '' } : undefined,
    maxAttempts: env.CRM_MAX_ATTEMPTS,
    timeoutMs: env.CRM_TIMEOUT_MS,
    baseDelayMs: env.CRM_RETRY_BASE_MS,
    maxDelayMs: env.CRM_RETRY_MAX_MS,
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
})

// SIGTERM: stop accepting, let in-flight requests and deliveries finish, stop the worker, close the store.
let isShuttingDown = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (isShuttingDown) return
    isShuttingDown = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

try {
  await app.listen({ port: env.PORT, host: env.HOST })
  app.log.info({ dialect: store.dialect, isForwarding: app.outbox.isForwarding }, 'ready')
} catch (error) {
  app.log.fatal({ err: error }, 'could not start')
  await app.close()
  process.exit(1)
}
