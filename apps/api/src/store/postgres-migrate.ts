import type pg from 'pg'
import type { PostgresDb } from './postgres-pool.js'
import { type Backfill, MIGRATIONS, statementIn } from './schema.js'

/** How long a migration (or waiting for another instance's) may take before the start fails. */
export const MIGRATION_TIMEOUT_MS = 10 * 60_000

// Any 64-bit number will do, as long as every instance uses the same one.
const MIGRATION_LOCK_ID = 4_951_302_117

/** Writes a migration's computed values, a thousand rows a statement. */
async function backfill(
  query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>,
  fill: Backfill,
) {
  const found = await query(fill.select)
  const ids: unknown[] = []
  const values: number[] = []
  for (const row of found.rows) {
    const value = fill.valueOf(row)
    if (value !== null) {
      ids.push(row.id)
      values.push(value)
    }
  }
  for (let at = 0; at < ids.length; at += 1000) {
    await query(
      `UPDATE ${fill.table} t SET ${fill.column} = v.value
       FROM unnest($1::text[], $2::bigint[]) AS v (id, value) WHERE t.id = v.id`,
      [ids.slice(at, at + 1000), values.slice(at, at + 1000)],
    )
  }
}

/** Creates or upgrades the schema, one instance at a time (an advisory lock), in one transaction. */
export async function migratePostgres({ inTransaction }: PostgresDb): Promise<void> {
  await inTransaction(async (client) => {
    // A migration may rewrite a large table (version 6 computes a column for every stored
    // lead): it runs, and other instances wait for its lock, beyond the bounds of a request.
    await client.query(`SET LOCAL statement_timeout = ${MIGRATION_TIMEOUT_MS}`)
    const migrationQuery = (text: string, values: unknown[] = []) => {
      // pg reads a query's own query_timeout over the pool's; its types omit the field.
      const query: pg.QueryConfig & { query_timeout: number } = {
        text,
        values,
        query_timeout: MIGRATION_TIMEOUT_MS,
      }
      return client.query(query)
    }
    await migrationQuery('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID])
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)')
    const applied = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
        (row) => row.version,
      ),
    )
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue
      for (const statement of migration.statements) {
        await migrationQuery(statementIn(statement, 'postgres'))
      }
      if (migration.backfill) await backfill(migrationQuery, migration.backfill)
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version])
    }
  }, MIGRATION_TIMEOUT_MS)
}
