import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { reportsOf } from '../inbox/reports/store.js'
import { createDatabase } from '../test/postgres-cluster.js'
import { createPostgresStore } from './postgres.js'
import { MIGRATIONS, statementIn } from './schema.js'

const LEADS = 50_000

describe('the postgres store upgraded from version 5 with many leads stored', () => {
  it('computes every lead’s source beyond the bound a request has, and starts', async () => {
    const url = await createDatabase(inject('postgresAdminUrl'))
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)')
      for (const migration of MIGRATIONS.filter((each) => each.version < 6)) {
        for (const statement of migration.statements) {
          await client.query(statementIn(statement, 'postgres'))
        }
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [
          migration.version,
        ])
      }
      await client.query(
        `INSERT INTO submissions (id, reference, kind, form_type, payload, source_page, client_hash,
          is_spam, created_at)
         SELECT 'id-' || i, 'ref-' || i, 'enquiry', 'General Contact Enquiry',
           '{"formType":"General Contact Enquiry","requirements":"' || repeat('x', 500) || '"'
             || CASE WHEN i % 4 = 0 THEN ',"attribution":{"utmSource":"google"}' ELSE '' END || '}',
           '/contact', 'h', 0, i
         FROM generate_series(1, $1) i`,
        [LEADS],
      )
    } finally {
      await client.end()
    }
    // Requests are cut at 100 ms here; rewriting 50,000 leads takes longer than that.
    const tightStore = createPostgresStore({
      connectionString: url,
      timeouts: { statementMs: 100, queryMs: 300 },
    })
    await tightStore.migrate().finally(() => tightStore.close())
    const store = createPostgresStore({ connectionString: url })
    try {
      const report = await reportsOf(store).leadReport({
        weeks: [],
        period: { startMs: 0, endMs: LEADS + 1 },
        top: 5,
      })
      expect(report.sources).toEqual([
        { label: 'direct', count: LEADS * 0.75 },
        { label: 'google', count: LEADS * 0.25 },
      ])
    } finally {
      await store.close()
    }
  })
})
