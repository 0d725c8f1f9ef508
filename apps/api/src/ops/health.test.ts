import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApp } from '../test/harness.js'
import { STORE_FACTORIES, storeForEachTest, type TestStore } from '../test/stores.js'
import { HEALTH_CHECK_CACHE_MS } from './health.js'

/** The bytes the store takes: SQLite's file and its write-ahead log, or PostgreSQL's table. */
async function storeBytes(testStore: TestStore): Promise<number> {
  if (testStore.location.databaseUrl) {
    const client = new pg.Client({ connectionString: testStore.location.databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ bytes: string }>(
        "SELECT pg_total_relation_size('settings') AS bytes",
      )
      return Number(rows[0]?.bytes)
    } finally {
      await client.end()
    }
  }
  // The write-ahead log folded back first: other connections' writes (the outbox, the checkpointer)
  // must not count as the route's.
  const db = new Database(join(testStore.location.dataDir, 'hard-hat.sqlite'))
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  let bytes = 0
  for (const suffix of ['', '-wal']) {
    const file = join(testStore.location.dataDir, `hard-hat.sqlite${suffix}`)
    bytes += await stat(file).then(
      (found) => found.size,
      () => 0,
    )
  }
  return bytes
}

describe.each(STORE_FACTORIES)('GET /api/health on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let app: FastifyInstance
  let clockMs = Date.UTC(2026, 10, 27, 12)

  beforeEach(async () => {
    app = await startApp(testStore, { now: () => clockMs })
  })
  afterEach(async () => {
    await app.close()
  })

  it('makes its 64 KB write once every few seconds, not on every call: 100 calls grow the store by less than 64 KB', async () => {
    let writes = 0
    const probeWrite = testStore.store.probeWrite.bind(testStore.store)
    testStore.store.probeWrite = (nowMs) => {
      writes += 1
      return probeWrite(nowMs)
    }
    // The first call proves the store takes a write (and may grow it once).
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200)
    const before = await storeBytes(testStore)
    for (let call = 0; call < 100; call += 1) {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200)
    }
    expect(writes).toBe(1)
    expect((await storeBytes(testStore)) - before).toBeLessThan(64 * 1024)
    // A few seconds on, the next call writes again.
    writes = 0
    clockMs += HEALTH_CHECK_CACHE_MS
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200)
    expect(writes).toBe(1)
  })
})
