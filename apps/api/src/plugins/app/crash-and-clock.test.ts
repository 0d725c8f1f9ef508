import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPostgresStore } from '../../store/postgres.js'
import { createSqliteStore } from '../../store/sqlite.js'
import type { Store } from '../../store/types.js'
import { leadBody } from '../../test/bodies.js'
import { type FakeCrm, startFakeCrm, waitFor } from '../../test/fake-crm.js'
import { linesInto, post, startApp } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { sampleSubmission } from '../../test/submissions.js'

const ADMIN_TOKEN = 'crash-and-clock-admin-token'
const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60_000

describe.each(STORE_FACTORIES)('crashes and clocks on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let crm: FakeCrm
  const apps: FastifyInstance[] = []

  /** A second connection to the same store, as another instance (or a restarted one) has. */
  const sameStore = (): Store =>
    testStore.location.databaseUrl
      ? createPostgresStore({ connectionString: testStore.location.databaseUrl })
      : createSqliteStore({ dataDir: testStore.location.dataDir })

  const startWorker = async (
    store: Store,
    options: { clockOffsetMs?: number; timeoutMs?: number; fetch?: typeof fetch } = {},
  ) => {
    const now = () => Date.now() + (options.clockOffsetMs ?? 0)
    const app = await startApp(testStore, {
      store,
      now,
      adminToken: ADMIN_TOKEN,
      outbox: {
        crm: { url: crm.url, apiKey: 'crm-key' },
        timeoutMs: options.timeoutMs ?? 200,
        pollIntervalMs: 50,
        baseDelayMs: 20,
        maxDelayMs: 100,
        now,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      },
    })
    apps.push(app)
    return app
  }

  beforeEach(async () => {
    crm = await startFakeCrm()
  })
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
    await crm.close()
  })

  it('delivers again under the same Idempotency-Key when the worker dies between the CRM’s 2xx and the mark', async () => {
    // The first instance "dies" the moment the CRM has said yes: its mark never reaches the store.
    const dying = sameStore()
    const deadWorker: Store = {
      ...dying,
      markForwarded: async () => {
        throw new Error('killed between the CRM’s 2xx and the mark')
      },
    }
    const first = await startWorker(deadWorker, { timeoutMs: 1000 })
    const { id } = (await post(first, '/api/leads', leadBody('contact'))).json()
    await waitFor(() => crm.accepted.get(id) === 1)
    await first.close()
    apps.splice(apps.indexOf(first), 1)
    expect((await testStore.store.findSubmission(id))?.forwardStatus).toBe('pending')

    // Its replacement takes the row once the dead worker's lease has run out (database clock).
    await startWorker(testStore.store, { timeoutMs: 1000 })
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'forwarded',
      20_000,
    )
    const requests = crm.requests.filter((request) => request.idempotencyKey === id)
    expect(requests).toHaveLength(2)
    expect(new Set(crm.requests.map((request) => request.idempotencyKey))).toEqual(new Set([id]))
    expect(await testStore.store.listDeliveryAttempts(id)).toEqual([
      expect.objectContaining({ destination: 'crm', outcome: 'delivered', attempt: 1 }),
    ])
  }, 30_000)

  it('never has two workers on one lead when their clocks are 60 s apart and the CRM is slower than the lease', async () => {
    crm.behaviour = 'hang'
    /** Each worker's CRM requests in flight, by lead: two at once for one lead is a double delivery. */
    const inFlight = new Map<string, string>()
    const overlaps: string[] = []
    const tracked =
      (worker: string): typeof fetch =>
      async (input, init) => {
        const key = new Headers(init?.headers).get('idempotency-key') ?? ''
        const holder = inFlight.get(key)
        if (holder !== undefined && holder !== worker)
          overlaps.push(`${key}: ${holder} and ${worker}`)
        inFlight.set(key, worker)
        try {
          return await fetch(input, init)
        } finally {
          if (inFlight.get(key) === worker) inFlight.delete(key)
        }
      }
    const early = await startWorker(testStore.store, { fetch: tracked('early') })
    await startWorker(sameStore(), { clockOffsetMs: 60_000, fetch: tracked('late') })
    const ids: string[] = []
    for (let index = 0; index < 6; index += 1) {
      ids.push((await post(early, '/api/leads', leadBody('contact'))).json().id)
    }
    // The CRM hangs past every lease, then answers: it answers once each lead has been sent again
    // after a request cut at the timeout (waited for, however long a busy machine takes to get
    // there: a fixed 2.5 s could end before a busy machine had sent each lead twice).
    const sentTwice = (id: string) =>
      crm.requests.filter((request) => request.idempotencyKey === id).length >= 2
    await waitFor(() => ids.every(sentTwice), 30_000)
    crm.behaviour = 'accept'
    await waitFor(async () => {
      const records = await Promise.all(ids.map((id) => testStore.store.findSubmission(id)))
      return records.every((record) => record?.forwardStatus === 'forwarded')
    }, 30_000)
    expect(overlaps).toEqual([])
    for (const id of ids) {
      // A request cut at the timeout may still have reached the CRM: it is sent again under the same
      // key, which the CRM deduplicates. What never happens is two workers on it at once (above).
      expect(crm.accepted.get(id)).toBeGreaterThanOrEqual(1)
      expect(
        crm.requests.filter((request) => request.idempotencyKey === id).length,
      ).toBeGreaterThan(1)
      const outcomes = (await testStore.store.listDeliveryAttempts(id)).map((each) => each.outcome)
      // Forwarded is the last word: no failure or retry recorded over it.
      expect(outcomes.at(-1)).toBe('delivered')
      expect(outcomes.filter((outcome) => outcome === 'delivered')).toHaveLength(1)
    }
  }, 90_000)

  it('refuses to mark spam a lead a worker is delivering, and the delivery stands', async () => {
    crm.behaviour = 'hang'
    const app = await startWorker(testStore.store, { timeoutMs: 1500 })
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await waitFor(() => crm.requests.some((request) => request.idempotencyKey === id))
    const spam = await app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${id}/spam`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(spam.statusCode).toBe(409)
    expect(spam.json().error.message).toMatch(/being delivered/)
    crm.behaviour = 'accept'
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'forwarded',
      10_000,
    )
    expect(await testStore.store.findSubmission(id)).toMatchObject({ isSpam: false })
    expect(new Set(crm.requests.map((request) => request.idempotencyKey))).toEqual(new Set([id]))
  }, 20_000)

  it('deletes nothing when the server starts with its clock ten years ahead, nor after storing a lead by it', async () => {
    const nowMs = Date.now()
    const delivered = sampleSubmission({ createdAtMs: nowMs - 86_400_000 })
    const waiting = sampleSubmission({ createdAtMs: nowMs - 3_600_000 })
    for (const each of [delivered, waiting]) await testStore.store.insertSubmission(each)
    await testStore.store.markForwarded(delivered.id, 'crm', nowMs - 86_000_000)
    const logs: string[] = []
    const app = await startApp(testStore, {
      now: () => Date.now() + TEN_YEARS_MS,
      logger: {
        level: 'warn',
        stream: linesInto(logs),
      },
    })
    apps.push(app)
    expect(logs.join('')).toContain('RETENTION REFUSED')
    expect(await testStore.store.listSubmissions()).toHaveLength(2)
    // A lead stored by the wrong clock must not make the next sweep look sane.
    expect((await post(app, '/api/leads', leadBody('contact'))).statusCode).toBe(200)
    expect(await app.retention.sweep()).toBe('suspect_clock')
    expect(await testStore.store.listSubmissions()).toHaveLength(3)
    expect(logs.join('')).toContain('RETENTION STILL REFUSED')
  })
})
