import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, beforeEach, inject } from 'vitest'
import { createPostgresStore, POSTGRES_TIMEOUTS } from '../store/postgres.js'
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

/**
 * The bounds a test store waits for PostgreSQL within: five times the server's. A suite that checks
 * ordinary behaviour must not fail because a busy CI machine (browsers, clusters and test workers
 * on two cores) took over 3-5 s for one statement, which the server rightly answers with a 503;
 * the tests of those bounds (faults.test.ts, migration-timeouts.test.ts) open stores of their own.
 */
const TEST_STORE_TIMEOUTS = {
  connectionMs: POSTGRES_TIMEOUTS.connectionMs * 5,
  statementMs: POSTGRES_TIMEOUTS.statementMs * 5,
  queryMs: POSTGRES_TIMEOUTS.queryMs * 5,
}

async function postgres(): Promise<TestStore> {
  const databaseUrl = await createDatabase(inject('postgresAdminUrl'))
  const store = createPostgresStore({
    connectionString: databaseUrl,
    timeouts: TEST_STORE_TIMEOUTS,
  })
  await store.migrate()
  return {
    store,
    location: { dataDir: tmpdir(), databaseUrl },
    async dispose() {
      await store.close()
    },
  }
}

const SQLITE = { dialect: 'sqlite', open: sqlite } as const
const POSTGRES = { dialect: 'postgres', open: postgres } as const

/**
 * Both adapters, for `describe.each`: the same suite runs against each. `TEST_STORES=sqlite` keeps
 * SQLite only: CI's `test:runtime` on Node.js 22.14 and 26 runs the suites that reach the runtime
 * (sockets, crypto, Intl, zlib, child processes) on the native addon there, and the stores' own
 * suites on both databases (vitest.runtime.config.ts).
 */
export const STORE_FACTORIES: readonly [typeof SQLITE, ...(typeof SQLITE | typeof POSTGRES)[]] =
  process.env.TEST_STORES === 'sqlite' ? [SQLITE] : [SQLITE, POSTGRES]

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

/**
 * A fresh store for each test of the suite it is called in: opened before each test and disposed
 * of after it. Call it before the suite's own hooks: its store opens before theirs run, and is
 * disposed of after theirs (apps on it closed first). What it returns is the current test's store.
 */
export function storeForEachTest(open: () => Promise<TestStore>): TestStore {
  let current: TestStore | undefined
  beforeEach(async () => {
    current = await open()
  })
  afterEach(async () => {
    await current?.dispose()
    current = undefined
  })
  const now = () => {
    if (!current) throw new Error('storeForEachTest: the store is open only inside a test')
    return current
  }
  return {
    get store() {
      return now().store
    },
    get location() {
      return now().location
    },
    dispose: () => now().dispose(),
  }
}
