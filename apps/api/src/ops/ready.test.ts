import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createPostgresStore } from '../store/postgres.js'
import { appForEachTest, startApp } from '../test/harness.js'
import { type PostgresCluster, startPostgresCluster } from '../test/postgres-cluster.js'
import { rawSqlOf, STORE_FACTORIES, storeForEachTest } from '../test/stores.js'

describe.each(STORE_FACTORIES)('readiness on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const served = appForEachTest(testStore)

  it('answers 200 on a migrated store, and 503 naming the versions when a migration is pending', async () => {
    const ready = await served.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ isReady: true })
    expect(ready.headers['cache-control']).toBe('no-store')

    // As after restoring an older release's dump beneath the running server.
    const sql = await rawSqlOf(testStore)
    await sql.exec('DELETE FROM schema_migrations WHERE version = ?', [3])
    await sql.close()
    const pending = await served.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(pending.statusCode).toBe(503)
    expect(pending.json()).toEqual({
      isReady: false,
      reason: 'the store has migrations pending: restart the server to apply them',
      pendingMigrations: [3],
    })
  })
})

describe('readiness while PostgreSQL is down', () => {
  let cluster: PostgresCluster | undefined
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await app?.close()
    await cluster?.stop()
  })

  it('answers 503 while the database is stopped, and 200 again once it is back', async () => {
    cluster = await startPostgresCluster({ isDurable: false })
    const store = createPostgresStore({
      connectionString: cluster.url,
      timeouts: { connectionMs: 1000 },
      onPoolError: () => {},
    })
    await store.migrate()
    app = await startApp({ store, location: { dataDir: '' }, dispose: async () => {} })
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200)

    await cluster.halt()
    const down = await app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ isReady: false, reason: 'the store does not answer' })

    await cluster.start()
    const back = await app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(back.statusCode).toBe(200)
  })
})
