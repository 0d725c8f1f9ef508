import { createPostgresStore } from './postgres.js'
import { createSqliteStore } from './sqlite.js'
import type { Store } from './types.js'

export type * from './types.js'
export { FORWARD_STATUSES } from './types.js'
export { createPostgresStore, createSqliteStore }

/** Opens PostgreSQL when a database URL is given, else the embedded SQLite store in `dataDir`. */
export async function openStore(options: {
  databaseUrl?: string | undefined
  dataDir: string
  /** Where PostgreSQL pool errors are reported (the server's logger). */
  onPoolError?: (error: Error) => void
}): Promise<Store> {
  const store = options.databaseUrl
    ? createPostgresStore({
        connectionString: options.databaseUrl,
        ...(options.onPoolError ? { onPoolError: options.onPoolError } : {}),
      })
    : createSqliteStore({ dataDir: options.dataDir })
  await store.migrate()
  return store
}
