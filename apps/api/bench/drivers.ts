// pnpm bench:drivers: the SQLite driver on the lead path, better-sqlite3 (what the store imports)
// against node:sqlite (the same store code, its import pointed at bench/node-sqlite/driver.mjs),
// alternately in one sitting: each round starts the built server once per driver on a fresh data
// folder and measures GET /api/health then POST /api/submit-enquiry with autocannon, 50 connections.
// The machine is shared, so compare the ratio to health measured beside each, and the medians.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type autocannon from 'autocannon'
import { ENQUIRY_BODIES } from '../src/test/bodies.js'
import { startServer } from '../src/test/server-process.js'
import { CONNECTIONS, measureLoad, median } from './load.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6)
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const HOOK = fileURLToPath(new URL('./node-sqlite/register.mjs', import.meta.url))
const DRIVERS = {
  'better-sqlite3': {},
  'node:sqlite': { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${HOOK}`.trim() },
} as const
type Driver = keyof typeof DRIVERS

const measure = (options: autocannon.Options) => measureLoad({ duration: DURATION_S, ...options })

async function run(driver: Driver) {
  const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-drivers-'))
  const server = await startServer({ RATE_LIMIT_MAX: '0', DATA_DIR: dataDir, ...DRIVERS[driver] })
  try {
    await measure({ url: `${server.url}/api/health`, duration: 2 }) // warm-up
    const health = await measure({ url: `${server.url}/api/health` })
    const submit = await measure({
      url: `${server.url}/api/submit-enquiry`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ENQUIRY_BODIES.onePage),
    })
    if (health.errors + submit.errors > 0) throw new Error(`${driver}: errors in the run`)
    return { health, submit, ratio: submit.requestsPerSecond / health.requestsPerSecond }
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

console.log(
  `Node.js ${process.version}, ${ROUNDS} rounds, ${CONNECTIONS} connections, ${DURATION_S} s per case`,
)
const results: Record<Driver, Awaited<ReturnType<typeof run>>[]> = {
  'better-sqlite3': [],
  'node:sqlite': [],
}
for (let round = 1; round <= ROUNDS; round += 1) {
  // A B, then B A: neither driver always runs first.
  const order: Driver[] =
    round % 2 ? ['better-sqlite3', 'node:sqlite'] : ['node:sqlite', 'better-sqlite3']
  for (const driver of order) {
    const result = await run(driver)
    results[driver].push(result)
    console.log(
      `round ${round} ${driver.padEnd(14)} health ${result.health.requestsPerSecond.toFixed(0)} req/s | ` +
        `submit ${result.submit.requestsPerSecond.toFixed(0)} req/s p99 ${result.submit.p99Ms} ms | ` +
        `ratio ${result.ratio.toFixed(3)}`,
    )
  }
}
const summary = Object.fromEntries(
  Object.entries(results).map(([driver, runs]) => [
    driver,
    {
      ratio: median(runs.map((run) => run.ratio)),
      submit: median(runs.map((run) => run.submit.requestsPerSecond)),
      p99: median(runs.map((run) => run.submit.p99Ms)),
    },
  ]),
) as Record<Driver, { ratio: number; submit: number; p99: number }>
for (const [driver, { ratio, submit, p99 }] of Object.entries(summary)) {
  console.log(
    `median ${driver.padEnd(14)} ratio ${ratio.toFixed(3)} | submit ${submit.toFixed(0)} req/s | p99 ${p99} ms`,
  )
}
const a = summary['better-sqlite3']
const b = summary['node:sqlite']
console.log(
  `node:sqlite / better-sqlite3: ratio ${(b.ratio / a.ratio).toFixed(2)}, submit ${(b.submit / a.submit).toFixed(2)}, p99 ${(b.p99 / a.p99).toFixed(2)}`,
)
