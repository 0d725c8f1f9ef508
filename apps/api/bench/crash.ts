// pnpm bench:crash: while valid submissions pour in, kill -9 the server, restart it, and check that
// every submission answered with success is in the store. SQLite, then PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresStore } from '../src/store/postgres.js'
import { createSqliteStore } from '../src/store/sqlite.js'
import type { Store } from '../src/store/types.js'
import { ENQUIRY_BODIES } from '../src/test/bodies.js'
import { createDatabase, startPostgresCluster } from '../src/test/postgres-cluster.js'
import { freePort, startServer } from '../src/test/server-process.js'

const CLIENTS = 20
const LOAD_MS = 3000

/** Posts enquiries from CLIENTS loops until stopped; returns the ids answered with success. */
function pour(url: string) {
  const acknowledged: string[] = []
  let failures = 0
  let isRunning = true
  const loops = Array.from({ length: CLIENTS }, async () => {
    while (isRunning) {
      try {
        const response = await fetch(`${url}/api/submit-enquiry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ENQUIRY_BODIES.contact),
        })
        if (response.ok) acknowledged.push(((await response.json()) as { id: string }).id)
        else failures += 1
      } catch {
        failures += 1 // the server died mid-request: not acknowledged, so not promised
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  })
  return {
    acknowledged,
    get failures() {
      return failures
    },
    async stop() {
      isRunning = false
      await Promise.all(loops)
    },
  }
}

async function crashRun(label: string, env: Record<string, string>, openStore: () => Store) {
  const port = await freePort()
  const server = await startServer({ RATE_LIMIT_MAX: '0', ...env }, { port })
  const load = pour(server.url)
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS))
  await server.crash()
  const killedAt = load.acknowledged.length
  const restarted = await startServer({ RATE_LIMIT_MAX: '0', ...env }, { port })
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS))
  await load.stop()
  await restarted.stop()

  const store = openStore()
  const stored = new Set((await store.listSubmissions()).map((submission) => submission.id))
  await store.close()
  const found = load.acknowledged.filter((id) => stored.has(id)).length
  const lost = load.acknowledged.length - found
  console.log(
    `${label}: acknowledged ${load.acknowledged.length}, stored ${found}, lost ${lost} ` +
      `(${killedAt} acknowledged before kill -9; ${load.failures} requests cut off unanswered; ${stored.size} rows in the store)`,
  )
  return lost
}

const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-crash-'))
const cluster = await startPostgresCluster({ isDurable: true })
let lost = 0
try {
  lost += await crashRun('SQLite', { DATA_DIR: dataDir }, () => createSqliteStore({ dataDir }))
  const databaseUrl = await createDatabase(cluster.url)
  lost += await crashRun('PostgreSQL', { DATABASE_URL: databaseUrl }, () =>
    createPostgresStore({ connectionString: databaseUrl }),
  )
} finally {
  await cluster.stop()
  await rm(dataDir, { recursive: true, force: true })
}
if (lost > 0) process.exitCode = 1
