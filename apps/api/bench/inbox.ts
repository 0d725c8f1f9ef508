// pnpm bench:inbox: the agency inbox's list page with 100,000 stored submissions, on SQLite and on
// PostgreSQL. Seeds the rows straight into a migrated store (90% delivered, 4% pending, 3% failed,
// 2% never forwarded, 5% spam, each with its CRM and email rows), then times the page the inbox
// serves (`GET /admin` through the app, counts included) and the store's list query under each
// filter; then the reports page (the default twelve weeks, and the whole 180 days), its CSV and a
// /metrics scrape (the store gauges): the median of 7 runs after a warm-up.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { buildApp } from '../src/app.js'
import { PAGE_SIZE } from '../src/inbox/index.js'
import {
  createPostgresStore,
  createSqliteStore,
  type LeadFilter,
  type Store,
} from '../src/store/index.js'
import { createDatabase, startPostgresCluster } from '../src/test/postgres-cluster.js'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const RUNS = 7
const TOKEN = 'bench-admin-token-0123456789'
const DAY_MS = 86_400_000
const METRICS_TOKEN = 'bench-metrics-token-0123456789'
// Where the seeded leads come from: 40% carry a utm_source, spread over 20 landing pages.
const UTM_SOURCES = ['google', 'google', 'facebook', undefined, undefined, undefined, 'newsletter']
const PAGES = Array.from({ length: 20 }, (_, index) =>
  index === 0 ? '/contact' : `/services/page-${index}`,
)

/** The seeded row `index`, deterministic so both stores hold the same data. */
function row(index: number, nowMs: number) {
  const bucket = index % 100
  const isSpam = bucket < 5
  const crm = isSpam
    ? 'spam'
    : bucket < 9
      ? 'pending'
      : bucket < 12
        ? 'failed'
        : bucket < 14
          ? 'not_forwarded'
          : 'forwarded'
  const email = crm === 'forwarded' ? 'forwarded' : crm === 'failed' ? 'failed' : crm
  const name = `Sample Person ${index}`
  const utmSource = UTM_SOURCES[index % 10]
  return {
    id: `bench-${String(index).padStart(7, '0')}`,
    reference: `HH-${String(index)
      .padStart(8, '0')
      .replace(/^(\d{4})/, '$1-')}`,
    formType: ['contact', 'quote', 'consultation', 'newsletter'][index % 4] as string,
    payload: JSON.stringify({
      formType: 'contact',
      formData: {
        name,
        email: `person${index}@example.com`,
        phone: `01632 ${String(960000 + (index % 1000)).padStart(6, '0')}`,
        company: `Sample Business ${index % 5000} Ltd`,
        message: 'We would like a new website with a gallery of our work and a quote form.',
      },
      ...(utmSource ? { attribution: { utmSource, utmMedium: 'cpc' } } : {}),
    }),
    sourcePage: PAGES[index % PAGES.length] as string,
    email: `person${index}@example.com`,
    createdAtMs: nowMs - Math.floor((index * 180 * DAY_MS) / ROWS),
    isSpam: isSpam ? 1 : 0,
    statuses: { crm, email },
  }
}

const SUBMISSION_INSERT = `INSERT INTO submissions (id, reference, kind, form_type, payload, email,
  source_page, client_hash, is_spam, referral_code, created_at) VALUES ($1, $2, 'lead', $3, $4, $5,
  $6, 'bench', $7, NULL, $8)`
const OUTBOX_INSERT = `INSERT INTO outbox (submission_id, destination, lead, status, attempts,
  next_attempt_at, retry_window_start, updated_at) VALUES ($1, $2, NULL, $3, 1, $4, $4, $4)`

function seedSqlite(dataDir: string, nowMs: number) {
  const db = new Database(join(dataDir, 'hard-hat.sqlite'))
  const insertSubmission = db.prepare(SUBMISSION_INSERT.replace(/\$\d/g, '?'))
  const insertOutbox = db.prepare(OUTBOX_INSERT.replace(/\$\d/g, '?'))
  db.transaction(() => {
    for (let index = 0; index < ROWS; index += 1) {
      const r = row(index, nowMs)
      insertSubmission.run(
        r.id,
        r.reference,
        r.formType,
        r.payload,
        r.email,
        r.sourcePage,
        r.isSpam,
        r.createdAtMs,
      )
      for (const [destination, status] of Object.entries(r.statuses)) {
        insertOutbox.run(r.id, destination, status, r.createdAtMs, r.createdAtMs, r.createdAtMs)
      }
    }
  })()
  db.exec('ANALYZE')
  db.close()
}

async function seedPostgres(url: string, nowMs: number) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN')
    for (let start = 0; start < ROWS; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) =>
        row(start + i, nowMs),
      )
      await client.query(
        `INSERT INTO submissions (id, reference, kind, form_type, payload, email, source_page,
          client_hash, is_spam, referral_code, created_at)
         SELECT id, reference, 'lead', form_type, payload, email, source_page, 'bench', is_spam, NULL, created_at
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[], $8::bigint[])
           AS t(id, reference, form_type, payload, email, source_page, is_spam, created_at)`,
        [
          rows.map((r) => r.id),
          rows.map((r) => r.reference),
          rows.map((r) => r.formType),
          rows.map((r) => r.payload),
          rows.map((r) => r.email),
          rows.map((r) => r.sourcePage),
          rows.map((r) => r.isSpam),
          rows.map((r) => r.createdAtMs),
        ],
      )
      const outbox = rows.flatMap((r) =>
        Object.entries(r.statuses).map(([destination, status]) => ({
          id: r.id,
          destination,
          status,
          at: r.createdAtMs,
        })),
      )
      await client.query(
        `INSERT INTO outbox (submission_id, destination, lead, status, attempts, next_attempt_at,
          retry_window_start, updated_at)
         SELECT id, destination, NULL, status, 1, at, at, at
         FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS t(id, destination, status, at)`,
        [
          outbox.map((o) => o.id),
          outbox.map((o) => o.destination),
          outbox.map((o) => o.status),
          outbox.map((o) => o.at),
        ],
      )
    }
    await client.query('COMMIT')
    // What autovacuum does soon after a load: without it every count reads the heap.
    await client.query('VACUUM ANALYZE')
  } finally {
    await client.end()
  }
}

async function medianMs(work: () => Promise<unknown>): Promise<number> {
  await work()
  const times: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const startNs = process.hrtime.bigint()
    await work()
    times.push(Number(process.hrtime.bigint() - startNs) / 1e6)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

const ALL: LeadFilter = { status: 'all', spam: 'all' }
const CASES: readonly { label: string; filter: LeadFilter; page?: number }[] = [
  { label: 'newest 50', filter: ALL },
  { label: 'page 1000 (offset 49,950)', filter: ALL, page: 1000 },
  { label: 'failed', filter: { ...ALL, status: 'failed' } },
  { label: 'spam', filter: { ...ALL, spam: 'spam' } },
  { label: 'form type quote', filter: { ...ALL, formType: 'quote' } },
  { label: 'search reference', filter: { ...ALL, search: 'hh-0005-4321' } },
  { label: 'search name', filter: { ...ALL, search: 'sample person 99999' } },
]

async function bench(label: string, store: Store) {
  const app = await buildApp({
    store,
    adminToken: TOKEN,
    rateLimitMax: 0,
    publicOrigin: 'http://127.0.0.1:3000',
    metrics: { token: METRICS_TOKEN },
  })
  await app.ready()
  try {
    const pageMs = await medianMs(async () => {
      const response = await app.inject({
        url: '/admin',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      if (response.statusCode !== 200) throw new Error(`GET /admin answered ${response.statusCode}`)
    })
    console.log(
      `${label.padEnd(10)} GET /admin (first page, counts, HTML)   ${pageMs.toFixed(1)} ms`,
    )
    for (const each of CASES) {
      const offset = ((each.page ?? 1) - 1) * PAGE_SIZE
      const ms = await medianMs(() => store.listLeads(each.filter, { limit: PAGE_SIZE, offset }))
      console.log(`${label.padEnd(10)} list ${each.label.padEnd(28)} ${ms.toFixed(1)} ms`)
    }
    const wholeSpan = new URLSearchParams({
      from: new Date(nowMs - 181 * DAY_MS).toISOString().slice(0, 10),
      to: new Date(nowMs).toISOString().slice(0, 10),
    })
    const pages = [
      ['GET /admin/reports (12 weeks)', '/admin/reports', TOKEN],
      ['GET /admin/reports (180 days)', `/admin/reports?${wholeSpan}`, TOKEN],
      ['GET /admin/reports.csv (180 days)', `/admin/reports.csv?${wholeSpan}`, TOKEN],
      ['GET /metrics (store gauges)', '/metrics', METRICS_TOKEN],
    ] as const
    for (const [name, url, token] of pages) {
      const ms = await medianMs(async () => {
        const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } })
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
      })
      console.log(`${label.padEnd(10)} ${name.padEnd(38)} ${ms.toFixed(1)} ms`)
    }
  } finally {
    await app.close()
  }
}

const nowMs = Date.now()
console.log(`${ROWS} submissions, median of ${RUNS} runs after one warm-up`)
const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-bench-inbox-'))
const cluster = await startPostgresCluster({ isDurable: false })
try {
  const sqlite = createSqliteStore({ dataDir })
  await sqlite.migrate()
  seedSqlite(dataDir, nowMs)
  await bench('SQLite', sqlite)

  const url = await createDatabase(cluster.url)
  const postgres = createPostgresStore({ connectionString: url })
  await postgres.migrate()
  await seedPostgres(url, nowMs)
  await bench('PostgreSQL', postgres)
} finally {
  await cluster.stop()
  await rm(dataDir, { recursive: true, force: true })
}
