// pnpm bench: throughput and p99 of GET /api/health and POST /api/submit-enquiry, on SQLite and on
// PostgreSQL, then on SQLite through the shipped nginx configuration (TLS on loopback), each with
// its ratio to health measured in the same run. Loopback only, 10 s a case.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type autocannon from 'autocannon'
import { ENQUIRY_BODIES } from '../src/test/bodies.js'
import { startNginxProxy } from '../src/test/nginx-proxy.js'
import { createDatabase, startPostgresCluster } from '../src/test/postgres-cluster.js'
import { startServer } from '../src/test/server-process.js'
import { CONNECTIONS, measureLoad } from './load.js'

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)

const measure = (options: autocannon.Options) => measureLoad({ duration: DURATION_S, ...options })

async function benchStore(
  label: string,
  env: Record<string, string>,
  options: { throughNginx?: boolean } = {},
) {
  const server = await startServer({ RATE_LIMIT_MAX: '0', ...env })
  const proxy = options.throughNginx ? await startNginxProxy(server.port) : undefined
  const base = proxy ? `https://localhost:${proxy.httpsPort}` : server.url
  try {
    await measure({ url: `${base}/api/health`, duration: 2 }) // warm-up
    const health = await measure({ url: `${base}/api/health` })
    const submit = await measure({
      url: `${base}/api/submit-enquiry`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ENQUIRY_BODIES.onePage),
    })
    const ratio = submit.requestsPerSecond / health.requestsPerSecond
    console.log(
      `${label.padEnd(10)} GET /api/health ${health.requestsPerSecond.toFixed(0)} req/s p99 ${health.p99Ms} ms | ` +
        `POST /api/submit-enquiry ${submit.requestsPerSecond.toFixed(0)} req/s p99 ${submit.p99Ms} ms | ` +
        `ratio ${ratio.toFixed(3)} | errors ${health.errors + submit.errors}`,
    )
    return { health, submit, ratio }
  } finally {
    await proxy?.stop()
    await server.stop()
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-bench-'))
console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per case, loopback`)
const sqlite = await benchStore('SQLite', { DATA_DIR: dataDir })
await benchStore(
  'via nginx',
  { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN: 'https://localhost' },
  { throughNginx: true },
)
const cluster = await startPostgresCluster({ isDurable: true })
let postgres: Awaited<ReturnType<typeof benchStore>>
try {
  postgres = await benchStore('PostgreSQL', { DATABASE_URL: await createDatabase(cluster.url) })
} finally {
  await cluster.stop()
  await rm(dataDir, { recursive: true, force: true })
}
console.log(
  `targets: SQLite ratio >= 0.2 with p99 <= 25 ms: ${sqlite.ratio >= 0.2 && sqlite.submit.p99Ms <= 25 ? 'met' : 'NOT met'}; ` +
    `PostgreSQL ratio >= 0.1: ${postgres.ratio >= 0.1 ? 'met' : 'NOT met'}`,
)
