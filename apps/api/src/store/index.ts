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
}): Promise<Store> {
  const store = options.databaseUrl
    ? createPostgresStore({ connectionString: options.databaseUrl })
    : createSqliteStore({ dataDir: options.dataDir })
  await store.migrate()
  return store
}
