// pnpm exec tsx bench/report-indexes.ts: what schema versions 6 and 7 (the reports' generated
// columns and widened indexes) add to storing a lead. Two stores of each kind, one at the latest
// version and one with those changes undone (the indexes as version 3 made them, no stored columns), take
// the same inserts in alternating rounds; prints the median time per insert of each.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { createPostgresStore, createSqliteStore, type Store } from '../src/store/index.js'
import { createDatabase, startPostgresCluster } from '../src/test/postgres-cluster.js'
import { sampleSubmission } from '../src/test/submissions.js'

const N = 2000
const ROUNDS = 6
// Versions 6 and 7 undone: the indexes as version 3 made them (SQLite's virtual columns cost nothing unindexed).
const UNDO = [
  'DROP INDEX submissions_spam_newest',
  'CREATE INDEX submissions_spam_newest ON submissions (is_spam, created_at, id)',
  'DROP INDEX outbox_status_submission',
  'CREATE INDEX outbox_status_submission ON outbox (status, submission_id)',
]
async function sqliteAt(version: number): Promise<Store> {
  const dir = await mkdtemp(join(tmpdir(), 'i22b-v6-'))
  const store = createSqliteStore({ dataDir: dir })
  if (version === 5) {
    const db = new Database(join(dir, 'hard-hat.sqlite'))
    for (const sql of UNDO) db.exec(sql)
    db.close()
  }
  return store
}
async function pgAt(url: string, version: number): Promise<Store> {
  const store = createPostgresStore({ connectionString: url })
  await store.migrate()
  if (version === 5) {
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    for (const sql of [
      ...UNDO,
      'ALTER TABLE submissions DROP COLUMN utm_source, DROP COLUMN landing_page, DROP COLUMN referrer_host',
    ])
      await c.query(sql)
    await c.end()
  }
  return store
}
const time = async (store: Store) => {
  const t = performance.now()
  for (let i = 0; i < N; i++) await store.insertSubmission(sampleSubmission())
  return ((performance.now() - t) * 1000) / N
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0
async function compare(label: string, v5: Store, v6: Store) {
  const r = { v5: [] as number[], v6: [] as number[] }
  await time(v5)
  await time(v6)
  for (let k = 0; k < ROUNDS; k++)
    for (const w of (k % 2 ? ['v6', 'v5'] : ['v5', 'v6']) as ('v5' | 'v6')[])
      r[w].push(await time(w === 'v5' ? v5 : v6))
  console.log(
    `${label} insert µs: without versions 6 and 7 ${median(r.v5).toFixed(0)} | with it ${median(r.v6).toFixed(0)}`,
  )
  await v5.close()
  await v6.close()
}
await compare('SQLite    ', await sqliteAt(5), await sqliteAt(6))
const cluster = await startPostgresCluster({ isDurable: false })
try {
  await compare(
    'PostgreSQL',
    await pgAt(await createDatabase(cluster.url), 5),
    await pgAt(await createDatabase(cluster.url), 6),
  )
} finally {
  await cluster.stop()
}
