// pnpm --filter @hard-hat/api bench:metrics: what the per-request metrics cost. The same requests
// go through two apps on one SQLite store, one with metrics on (the duration histogram and the
// refusal counter run on every response) and one with them off, in alternating rounds so a busy
// machine slows both alike; prints the median time per request of each and the difference.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { createSqliteStore } from '../src/store/index.js'
import { leadBody } from '../src/test/bodies.js'

const ROUNDS = 10
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000)

const CASES = [
  { label: 'GET unknown path (404)', request: { url: '/api/no-such-route' } },
  {
    label: 'POST /api/leads (stored)',
    request: {
      method: 'POST' as const,
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(leadBody('contact')),
    },
  },
]

async function microsPerRequest(app: FastifyInstance, request: (typeof CASES)[number]['request']) {
  const startNs = process.hrtime.bigint()
  for (let index = 0; index < REQUESTS; index += 1) await app.inject(request)
  return Number(process.hrtime.bigint() - startNs) / 1000 / REQUESTS
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-bench-metrics-'))
const store = createSqliteStore({ dataDir })
await store.migrate()
const common = { store, rateLimitMax: 0, publicOrigin: 'http://127.0.0.1:3000' }
// Two apps on one store: the off app must not close it before the on app is done.
const off = await buildApp({ ...common, store: { ...store, close: async () => {} } })
const on = await buildApp({ ...common, metrics: { token: 'bench-metrics-token-0123456789' } })
await Promise.all([off.ready(), on.ready()])
try {
  console.log(`${REQUESTS} requests a round, ${ROUNDS} rounds alternating, median µs per request`)
  for (const each of CASES) {
    await microsPerRequest(off, each.request)
    await microsPerRequest(on, each.request)
    const times = { off: [] as number[], on: [] as number[] }
    // Each goes first in every other round: the one after inherits the other's garbage.
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)
      for (const which of order) {
        times[which].push(await microsPerRequest(which === 'on' ? on : off, each.request))
      }
    }
    const [offUs, onUs] = [median(times.off), median(times.on)]
    console.log(
      `${each.label.padEnd(26)} metrics off ${offUs.toFixed(1)} µs | on ${onUs.toFixed(1)} µs | ` +
        `difference ${(onUs - offUs).toFixed(1)} µs (${(((onUs - offUs) / offUs) * 100).toFixed(1)}%)`,
    )
  }
} finally {
  await off.close()
  await on.close()
  await rm(dataDir, { recursive: true, force: true })
}
