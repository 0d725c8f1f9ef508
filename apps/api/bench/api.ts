// pnpm bench: throughput and p99 of GET /api/health/ready (the baseline: no write), GET /api/health
// (a 64 kB write) and POST /api/submit-enquiry, on SQLite and on PostgreSQL, then on SQLite through
// the shipped nginx configuration (TLS on loopback), the lead's ratio to the baseline measured in
// the same run. Loopback only, 10 s a case. `--stores sqlite` (or
// `sqlite,nginx`, `postgres`) runs only those cases: before/after comparisons of the lead path.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type autocannon from 'autocannon'
import { ENQUIRY_BODIES } from '../src/test/bodies.js'
import { startNginxProxy } from '../src/test/nginx-proxy.js'
import { createDatabase, startPostgresCluster } from '../src/test/postgres-cluster.js'
import { startServer } from '../src/test/server-process.js'
import { BASELINE_PATH, BENCH_ENV, CONNECTIONS, measureLoad } from './load.js'

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const CASES = ['sqlite', 'nginx', 'postgres'] as const
const { values } = parseArgs({
  // `pnpm bench:api -- --stores sqlite` hands the script a bare `--`: drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { stores: { type: 'string', default: CASES.join(',') } },
})
const cases = new Set(values.stores.split(',').map((name) => name.trim()))
const unknownCases = [...cases].filter((name) => !CASES.some((known) => known === name))
if (unknownCases.length > 0)
  throw new Error(
    `@hard-hat/api bench: no case ${unknownCases.join(', ')}; cases: ${CASES.join(', ')}`,
  )

const measure = (options: autocannon.Options) => measureLoad({ duration: DURATION_S, ...options })

async function benchStore(
  label: string,
  env: Record<string, string>,
  options: { throughNginx?: boolean } = {},
) {
  const server = await startServer({ ...BENCH_ENV, ...env })
  const proxy = options.throughNginx ? await startNginxProxy(server.port) : undefined
  const base = proxy ? `https://localhost:${proxy.httpsPort}` : server.url
  try {
    await measure({ url: `${base}${BASELINE_PATH}`, duration: 2 }) // warm-up
    const baseline = await measure({ url: `${base}${BASELINE_PATH}` })
    const health = await measure({ url: `${base}/api/health` })
    const submit = await measure({
      url: `${base}/api/submit-enquiry`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ENQUIRY_BODIES.onePage),
    })
    const ratio = submit.requestsPerSecond / baseline.requestsPerSecond
    console.log(
      `${label.padEnd(10)} GET ${BASELINE_PATH} ${baseline.requestsPerSecond.toFixed(0)} req/s p99 ${baseline.p99Ms} ms | ` +
        `GET /api/health ${health.requestsPerSecond.toFixed(0)} req/s p99 ${health.p99Ms} ms | ` +
        `POST /api/submit-enquiry ${submit.requestsPerSecond.toFixed(0)} req/s p99 ${submit.p99Ms} ms | ` +
        `ratio to ${BASELINE_PATH} ${ratio.toFixed(3)}, to /api/health ${(submit.requestsPerSecond / health.requestsPerSecond).toFixed(3)} | ` +
        `errors ${baseline.errors + health.errors + submit.errors}`,
    )
    return { health, submit, ratio }
  } finally {
    await proxy?.stop()
    await server.stop()
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-bench-'))
console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per case, loopback`)
try {
  const sqlite = cases.has('sqlite') ? await benchStore('SQLite', { DATA_DIR: dataDir }) : undefined
  if (cases.has('nginx'))
    await benchStore(
      'via nginx',
      { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN: 'https://localhost' },
      { throughNginx: true },
    )
  let postgres: Awaited<ReturnType<typeof benchStore>> | undefined
  if (cases.has('postgres')) {
    const cluster = await startPostgresCluster({ isDurable: true })
    try {
      postgres = await benchStore('PostgreSQL', { DATABASE_URL: await createDatabase(cluster.url) })
    } finally {
      await cluster.stop()
    }
  }
  const targets = [
    sqlite &&
      `SQLite ratio >= 0.25 with p99 <= 25 ms: ${sqlite.ratio >= 0.25 && sqlite.submit.p99Ms <= 25 ? 'met' : 'NOT met'}`,
    postgres && `PostgreSQL ratio >= 0.1: ${postgres.ratio >= 0.1 ? 'met' : 'NOT met'}`,
  ].filter(Boolean)
  if (targets.length > 0) console.log(`targets: ${targets.join('; ')}`)
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
