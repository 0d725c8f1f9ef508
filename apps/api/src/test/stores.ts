import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
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

/** Raw SQL on a test store's database, to change rows behind the store's back; close it after. */
export async function rawSqlOf(testStore: TestStore): Promise<{
  exec(sql: string, values?: unknown[]): Promise<void>
  close(): Promise<void>
}> {
  if (testStore.location.databaseUrl) {
    const client = new pg.Client({ connectionString: testStore.location.databaseUrl })
    await client.connect()
    return {
      exec: async (sql, values = []) => {
        await client.query(
          sql.replace(
            /\?/g,
            (_match, offset: number, text: string) => `$${text.slice(0, offset).split('?').length}`,
          ),
          values,
        )
      },
      close: () => client.end(),
    }
  }
  const db = new Database(join(testStore.location.dataDir, 'hard-hat.sqlite'))
  return {
    exec: async (sql, values = []) => {
      db.prepare(sql).run(...values)
    },
    close: async () => {
      db.close()
    },
  }
}
