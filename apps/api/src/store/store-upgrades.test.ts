// The core store over what it did not write: a schema upgraded from version 1, rows changed
// behind its back, and a PostgreSQL server that drops a pooled connection.

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { createDatabase } from '../test/postgres-cluster.js'
import { STORE_FACTORIES } from '../test/stores.js'
import { sampleSubmission } from '../test/submissions.js'
import { createPostgresStore } from './postgres.js'
import { MIGRATIONS, statementIn } from './schema.js'
import { createSqliteStore } from './sqlite.js'

describe.each(STORE_FACTORIES)(
  'the $dialect store upgraded from schema version 1',
  ({ dialect }) => {
    it('keeps every outbox row as the CRM destination row and adds no email row', async () => {
      const stored = sampleSubmission()
      const payload = JSON.stringify(stored.payload)
      const crmLead = JSON.stringify(stored.lead)
      const legacy = await openLegacyDatabase(dialect)
      try {
        for (const statement of MIGRATIONS[0]?.statements ?? []) {
          await legacy.exec(statementIn(statement, dialect))
        }
        await legacy.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)')
        await legacy.exec('INSERT INTO schema_migrations (version) VALUES (1)')
        await legacy.exec(`INSERT INTO submissions (id, reference, kind, form_type, payload,
        client_hash, created_at) VALUES ('old-1', 'HH-OLD1', 'lead', 'contact', '${payload}', 'h', 1000)`)
        await legacy.exec(`INSERT INTO outbox (submission_id, lead, status, attempts,
        next_attempt_at, last_error, updated_at)
        VALUES ('old-1', '${crmLead}', 'failed', 8, 1000, 'HTTP 503', 2000)`)
        const store = await legacy.openStore()
        try {
          await store.migrate()
          const found = await store.findSubmission('old-1')
          expect(found).toMatchObject({ forwardStatus: 'failed', forwardAttempts: 8 })
          expect(found?.deliveries.map((delivery) => delivery.destination)).toEqual(['crm'])
          expect(await store.requeue('old-1', 'crm', 5000)).toBe('requeued')
          const [claimed] = await store.claimDueOutbox({
            nowMs: 5000,
            limit: 1,
            leaseMs: 1000,
            workerId: 'a',
            destinations: ['crm'],
          })
          expect(claimed).toMatchObject({ lead: stored.lead, retryWindowStartMs: 5000 })
        } finally {
          await store.close()
        }
      } finally {
        await legacy.dispose()
      }
    })
  },
)

describe.each(STORE_FACTORIES)(
  'the $dialect store reading rows it did not write',
  ({ dialect }) => {
    it('sets aside a payload or a CRM lead that does not parse, naming the submission, and reads the rest', async () => {
      const { store, exec, dispose } = await openStoreWithRawAccess(dialect)
      try {
        const stored = sampleSubmission()
        await store.insertSubmission(stored)
        await exec(
          `UPDATE submissions SET payload = '{"formType":"contact","formData":{}}' WHERE id = '${stored.id}'`,
        )
        expect(await store.findSubmission(stored.id)).toMatchObject({
          id: stored.id,
          kind: 'unreadable',
          payload: null,
          storedKind: 'lead',
          rawBytes: 36,
          reason: `Stored submission ${stored.id} has a lead that does not parse: formData.name, formData.email`,
        })
        await exec(`UPDATE submissions SET payload = 'not json' WHERE id = '${stored.id}'`)
        const readable = sampleSubmission()
        await store.insertSubmission(readable)
        expect((await store.listSubmissions()).map((record) => record.kind)).toEqual([
          'unreadable',
          'lead',
        ])
        await exec(`DELETE FROM submissions WHERE id IN ('${stored.id}', '${readable.id}')`)
        const other = sampleSubmission()
        await store.insertSubmission(other)
        await exec(
          `UPDATE outbox SET lead = '{"formType":"contact"}' WHERE submission_id = '${other.id}'`,
        )
        const [claimed] = await store.claimDueOutbox({
          nowMs: Date.now() + 1000,
          limit: 5,
          leaseMs: 1000,
          workerId: 'a',
          destinations: ['crm'],
        })
        expect(claimed?.unreadable).toContain(
          `Stored submission ${other.id} has a CRM lead that does not parse`,
        )
      } finally {
        await dispose()
      }
    })
  },
)

/** A migrated store and raw SQL on the same database, to change rows behind the store's back. */
async function openStoreWithRawAccess(dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-raw-'))
    const store = createSqliteStore({ dataDir })
    await store.migrate()
    const db = new Database(join(dataDir, 'hard-hat.sqlite'))
    return {
      store,
      exec: async (sql: string) => void db.exec(sql),
      dispose: async () => {
        db.close()
        await store.close()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  }
  const connectionString = await createDatabase(inject('postgresAdminUrl'))
  const store = createPostgresStore({ connectionString })
  await store.migrate()
  const client = new pg.Client({ connectionString })
  await client.connect()
  return {
    store,
    exec: async (sql: string) => void (await client.query(sql)),
    dispose: async () => {
      await client.end()
      await store.close()
    },
  }
}

/** An empty database reached with raw SQL, to lay down an old schema before the store opens it. */
async function openLegacyDatabase(dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-legacy-'))
    const db = new Database(join(dataDir, 'hard-hat.sqlite'))
    return {
      exec: async (sql: string) => void db.exec(sql),
      openStore: async () => {
        db.close()
        return createSqliteStore({ dataDir })
      },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  const connectionString = await createDatabase(inject('postgresAdminUrl'))
  const client = new pg.Client({ connectionString })
  await client.connect()
  return {
    exec: async (sql: string) => void (await client.query(sql)),
    openStore: async () => {
      await client.end()
      return createPostgresStore({ connectionString })
    },
    dispose: async () => {},
  }
}

describe('the postgres store when its server drops a pooled connection', () => {
  it('reports the pool error instead of swallowing it, and the next query reconnects', async () => {
    const connectionString = await createDatabase(inject('postgresAdminUrl'))
    const errors: Error[] = []
    const store = createPostgresStore({
      connectionString,
      onPoolError: (error) => errors.push(error),
    })
    try {
      await store.migrate()
      const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') })
      await admin.connect()
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(connectionString).pathname.slice(1)],
      )
      await admin.end()
      await expect.poll(() => errors.length).toBeGreaterThan(0)
      expect(await store.ping()).toBe(true)
    } finally {
      await store.close()
    }
  })
})
