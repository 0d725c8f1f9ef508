import { isStoreUnavailable } from './faults.js'
import { createPostgresStore } from './postgres.js'
import { createSqliteStore } from './sqlite.js'
import type { Store } from './types.js'

export type * from './types.js'
export { FORWARD_STATUSES } from './types.js'
export { createPostgresStore, createSqliteStore }

/** How long a starting server waits for a database that refuses it before giving up. */
export const STORE_START_WAIT_MS = 60_000

/**
 * Opens PostgreSQL when a database URL is given, else the embedded SQLite store in `dataDir`. A
 * database that refuses at start (still starting, restarting) is tried again every second for up
 * to `startWaitMs`, each refusal reported; then the error is thrown (and the server exits non-zero
 * for its supervisor to start it again).
 */
export async function openStore(options: {
  databaseUrl?: string | undefined
  dataDir: string
  /** Where PostgreSQL pool errors are reported (the server's logger). */
  onPoolError?: (error: Error) => void
  /** Told of each refused attempt at start. */
  onStartRefused?: (error: Error, waitedMs: number) => void
  startWaitMs?: number
}): Promise<Store> {
  const store = options.databaseUrl
    ? createPostgresStore({
        connectionString: options.databaseUrl,
        ...(options.onPoolError ? { onPoolError: options.onPoolError } : {}),
      })
    : createSqliteStore({ dataDir: options.dataDir })
  const startedAt = performance.now()
  const startWaitMs = options.startWaitMs ?? STORE_START_WAIT_MS
  for (;;) {
    try {
      await store.migrate()
      return store
    } catch (error) {
      const waitedMs = Math.round(performance.now() - startedAt)
      if (!(error instanceof Error) || !isStoreUnavailable(error) || waitedMs >= startWaitMs) {
        await store.close().catch(() => {})
        throw error
      }
      options.onStartRefused?.(error, waitedMs)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}
