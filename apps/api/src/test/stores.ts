import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createPostgresStore } from '../store/postgres.js'
import { createSqliteStore } from '../store/sqlite.js'
import type { Store } from '../store/types.js'
import { createDatabase } from './postgres-cluster.js'

/** A fresh, migrated, empty store and a function that closes and removes it. */
export interface TestStore {
  readonly store: Store
  /** What to pass to the app to reach the same store (a second instance, a restart). */
  readonly location: { dataDir: string; databaseUrl?: string }
  dispose(): Promise<void>
}

async function sqlite(): Promise<TestStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-api-'))
  const store = createSqliteStore({ dataDir })
  await store.migrate()
  return {
    store,
    location: { dataDir },
    async dispose() {
      await store.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function postgres(): Promise<TestStore> {
  const databaseUrl = await createDatabase(inject('postgresAdminUrl'))
  const store = createPostgresStore({ connectionString: databaseUrl })
  await store.migrate()
  return {
    store,
    location: { dataDir: tmpdir(), databaseUrl },
    async dispose() {
      await store.close()
    },
  }
}

/** Both adapters, for `describe.each`: the same suite runs against each. */
export const STORE_FACTORIES = [
  { dialect: 'sqlite', open: sqlite },
  { dialect: 'postgres', open: postgres },
] as const
