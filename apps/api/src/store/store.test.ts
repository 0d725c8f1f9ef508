import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { waitFor } from '../test/fake-crm.js'
import { createDatabase } from '../test/postgres-cluster.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { contactLeadBody, sampleSubmission } from '../test/submissions.js'
import { createPostgresStore } from './postgres.js'
import { MIGRATIONS, statementIn } from './schema.js'
import { createSqliteStore } from './sqlite.js'
import type { NewSubmission } from './types.js'

function submission(overrides: Parameters<typeof sampleSubmission>[0] = {}): NewSubmission {
  return sampleSubmission({
    body: contactLeadBody({ message: 'Ünïcode ✓ 🏗️ and a new website, please.' }),
    ...overrides,
  })
}

const answer = (stored: NewSubmission) =>
  ({ success: true, id: stored.id, reference: stored.reference }) as const

describe.each(STORE_FACTORIES)('the $dialect store', ({ open }) => {
  const testStore = storeForEachTest(open)
  afterEach(async () => {})

  it('returns a stored submission exactly as it was given, with its forwarding status', async () => {
    const { store } = testStore
    const stored = submission({ referralCode: 'REF-ABC' })
    expect(await store.insertSubmission(stored)).toEqual({ kind: 'stored' })
    const found = await store.findSubmission(stored.id)
    expect(found).toMatchObject({
      id: stored.id,
      reference: stored.reference,
      payload: stored.payload,
      referralCode: 'REF-ABC',
      isSpam: false,
      forwardStatus: 'pending',
      forwardAttempts: 0,
      createdAt: new Date(stored.createdAtMs).toISOString(),
    })
  })

  it('answers a repeated idempotency key with the first response and stores nothing new', async () => {
    const { store } = testStore
    const first = submission()
    const idempotency = { route: 'leads', key: 'k-1', requestHash: 'h1', response: answer(first) }
    await store.insertSubmission(first, idempotency)
    const second = submission()
    const repeat = await store.insertSubmission(second, {
      ...idempotency,
      response: answer(second),
    })
    expect(repeat).toEqual({ kind: 'replay', requestHash: 'h1', response: answer(first) })
    expect(await store.listSubmissions()).toHaveLength(1)
  })

  it('replays a windowed key within its window only, then lets the next submission take it over', async () => {
    const { store } = testStore
    const at = (createdAtMs: number) => submission({ createdAtMs })
    const keyed = (stored: NewSubmission) => ({
      route: 'leads',
      key: 'derived',
      requestHash: 'h',
      response: answer(stored),
      replayForMs: 1000,
    })
    const first = at(10_000)
    expect((await store.insertSubmission(first, keyed(first))).kind).toBe('stored')
    const soon = at(10_999)
    expect(await store.insertSubmission(soon, keyed(soon))).toMatchObject({
      kind: 'replay',
      response: answer(first),
    })
    const later = at(11_000)
    expect((await store.insertSubmission(later, keyed(later))).kind).toBe('stored')
    const again = at(11_500)
    expect(await store.insertSubmission(again, keyed(again))).toMatchObject({
      response: answer(later),
    })
    const { replayForMs: _unbounded, ...forever } = keyed(at(0))
    const muchLater = at(10_000_000)
    expect(
      await store.insertSubmission(muchLater, { ...forever, key: 'k', response: answer(first) }),
    ).toEqual({ kind: 'stored' })
    expect(
      await store.insertSubmission(at(20_000_000), {
        ...forever,
        key: 'k',
        response: answer(first),
      }),
    ).toMatchObject({ kind: 'replay' })
    expect((await store.listSubmissions()).map((each) => each.id)).toEqual([
      first.id,
      later.id,
      muchLater.id,
    ])
  })

  it('stores one submission when the same key arrives twenty times at once', async () => {
    const { store } = testStore
    const results = await Promise.all(
      Array.from({ length: 20 }, () => {
        const each = submission()
        return store.insertSubmission(each, {
          route: 'leads',
          key: 'race',
          requestHash: 'h',
          response: answer(each),
        })
      }),
    )
    expect(results.filter((result) => result.kind === 'stored')).toHaveLength(1)
    expect(await store.listSubmissions()).toHaveLength(1)
  })

  it('keeps a submission whose reference collides out of the store entirely', async () => {
    const { store } = testStore
    const first = submission()
    await store.insertSubmission(first)
    await expect(
      store.insertSubmission(submission({ reference: first.reference })),
    ).rejects.toThrow()
    expect(await store.listSubmissions()).toHaveLength(1)
    expect(await store.countByForwardStatus('crm')).toMatchObject({ pending: 1 })
  })

  it('stores leads sent at once whole, refusing only the one whose reference clashes', async () => {
    const { store } = testStore
    const first = submission()
    const clashing = submission({ reference: first.reference })
    const third = submission()
    const sent = [first, clashing, third]
    const results = await Promise.allSettled(sent.map((each) => store.insertSubmission(each)))
    // Exactly one of the two sharing a reference is refused. SQLite commits them in the order sent;
    // on PostgreSQL each goes over its own pooled connection, so on a busy machine the second can
    // reach the server first and the first is then the one that clashes.
    const statuses = results.map((result) => result.status)
    expect([statuses[0], statuses[1]].sort()).toEqual(['fulfilled', 'rejected'])
    expect(statuses[2]).toBe('fulfilled')
    const accepted = sent.filter((_, index) => statuses[index] === 'fulfilled')
    const stored = await store.listSubmissions()
    expect(stored.map((each) => each.id).sort()).toEqual(accepted.map((each) => each.id).sort())
    expect(stored.every((each) => each.deliveries.length === 2)).toBe(true)
    expect(await store.countByForwardStatus('crm')).toMatchObject({ pending: 2 })
  })

  it('hands a due row to one claimant only until its lease runs out by the database clock', async () => {
    const { store } = testStore
    const claim = (workerId: string, leaseMs: number, nowMs = Date.now()) =>
      store.claimDueOutbox({ nowMs, limit: 5, leaseMs, workerId, destinations: ['crm'] })
    // A lease far longer than any pause of a busy machine, so "still held" never depends on speed.
    const HELD_MS = 60_000
    const stored = submission()
    await store.insertSubmission(stored)
    const nowMs = Date.now()
    const [first, second] = await Promise.all([
      claim('a', HELD_MS, nowMs),
      claim('b', HELD_MS, nowMs),
    ])
    expect([...first, ...second].map((row) => row.submissionId)).toEqual([stored.id])
    // An instance whose clock is a minute ahead still sees the lease: it is the database's.
    expect(await claim('c', HELD_MS, nowMs + 60_000)).toHaveLength(0)
    // A short lease runs out by the database clock: waited for, however long the machine takes.
    const shortLeased = submission()
    await store.insertSubmission(shortLeased)
    expect((await claim('d', 100)).map((row) => row.submissionId)).toEqual([shortLeased.id])
    let later: Awaited<ReturnType<typeof claim>> = []
    await waitFor(async () => {
      later = await claim('e', HELD_MS)
      return later.length > 0
    })
    expect(later.map((row) => row.submissionId)).toEqual([shortLeased.id])
  })

  it('lets a stale worker change nothing: never failed over forwarded, never a row it lost', async () => {
    const { store } = testStore
    const stored = submission()
    await store.insertSubmission(stored)
    const claim = (workerId: string) =>
      store.claimDueOutbox({
        nowMs: Date.now(),
        limit: 5,
        leaseMs: 100,
        workerId,
        destinations: ['crm'],
      })
    expect(await claim('stale')).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await claim('fresh')).toHaveLength(1)
    const attempt = { attempts: 1, error: 'HTTP 503', nowMs: Date.now(), workerId: 'stale' }
    // The stale worker lost its lease: its retry and its failure are refused.
    expect(await store.markRetry(stored.id, 'crm', { ...attempt, nextAttemptAtMs: 0 })).toBe(false)
    expect(await store.markFailed(stored.id, 'crm', attempt)).toBe(false)
    expect(await store.markForwarded(stored.id, 'crm', Date.now())).toBe(true)
    // Once forwarded, nothing overwrites it: not a failure, not a second delivery.
    expect(await store.markFailed(stored.id, 'crm', { ...attempt, workerId: 'fresh' })).toBe(false)
    expect(await store.markFailed(stored.id, 'crm', { ...attempt, workerId: undefined })).toBe(
      false,
    )
    expect(await store.markForwarded(stored.id, 'crm', Date.now())).toBe(false)
    const [record] = await store.listSubmissions()
    expect(record).toMatchObject({ forwardStatus: 'forwarded', forwardAttempts: 1 })
    expect(await store.listDeliveryAttempts(stored.id)).toHaveLength(1)
  })

  it('never claims spam, not-forwarded, forwarded or not-yet-due rows', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    await store.insertSubmission(
      submission({ isSpam: true, lead: null, deliveries: { crm: 'spam', email: 'spam' } }),
    )
    await store.insertSubmission(
      submission({ deliveries: { crm: 'not_forwarded', email: 'not_forwarded' } }),
    )
    const forwarded = submission()
    await store.insertSubmission(forwarded)
    await store.markForwarded(forwarded.id, 'crm', nowMs)
    const later = submission()
    await store.insertSubmission(later)
    await store.markRetry(later.id, 'crm', {
      attempts: 1,
      nextAttemptAtMs: nowMs + 60_000,
      error: 'http 503',
      nowMs,
    })
    expect(
      await store.claimDueOutbox({
        nowMs,
        limit: 10,
        leaseMs: 1000,
        workerId: 'a',
        destinations: ['crm', 'email'],
      }),
    ).toEqual([])
    expect(await store.countByForwardStatus('crm')).toEqual({
      pending: 1,
      forwarded: 1,
      failed: 0,
      not_forwarded: 1,
      spam: 1,
    })
  })

  it('requeues a failed row with a fresh attempt count but never a forwarded one', async () => {
    const { store } = testStore
    const failed = submission()
    const forwarded = submission()
    await store.insertSubmission(failed)
    await store.insertSubmission(forwarded)
    await store.markFailed(failed.id, 'crm', { attempts: 8, error: 'timeout', nowMs: Date.now() })
    await store.markForwarded(forwarded.id, 'crm', Date.now())
    expect(await store.findSubmission(failed.id)).toMatchObject({
      forwardStatus: 'failed',
      forwardAttempts: 8,
      lastError: 'timeout',
    })
    expect(await store.requeue(failed.id, 'crm', Date.now())).toBe('requeued')
    expect(await store.requeue(forwarded.id, 'crm', Date.now())).toBe('already_forwarded')
    expect(await store.requeue(randomUUID(), 'crm', Date.now())).toBe('not_found')
    expect(await store.findSubmission(failed.id)).toMatchObject({
      forwardStatus: 'pending',
      forwardAttempts: 0,
    })
  })

  it('queues not-forwarded rows once a CRM is configured', async () => {
    const { store } = testStore
    await store.insertSubmission(
      submission({ deliveries: { crm: 'not_forwarded', email: 'not_forwarded' } }),
    )
    await store.insertSubmission(
      submission({ deliveries: { crm: 'not_forwarded', email: 'not_forwarded' } }),
    )
    expect(await store.queueNotForwarded('crm', Date.now())).toBe(2)
    expect(await store.countByForwardStatus('crm')).toMatchObject({ pending: 2, not_forwarded: 0 })
  })

  it('erases every submission naming an email address, in its own field or inside the payload', async () => {
    const { store } = testStore
    const own = submission({ email: 'gone@example.com' })
    const mentioned = submission({
      email: 'referrer@example.com',
      body: contactLeadBody({ message: 'Referred: GONE@example.com' }),
    })
    const kept = submission({
      email: 'gone_x@example.com',
      body: contactLeadBody({ message: 'goneAexample.com' }),
    })
    const key = { route: 'leads', key: 'erase', requestHash: 'h', response: answer(own) }
    await store.insertSubmission(own, key)
    await store.insertSubmission(mentioned)
    await store.insertSubmission(kept)
    expect(await store.eraseEmail(' Gone@Example.com ')).toBe(2)
    expect((await store.listSubmissions()).map((record) => record.id)).toEqual([kept.id])
    // The erased submission's idempotency record went with it: the key now stores afresh.
    expect((await store.insertSubmission(submission(), key)).kind).toBe('stored')
  })

  it('deletes delivered submissions older than the retention cutoff and keeps the rest', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    const old = submission({ createdAtMs: nowMs - 1000 })
    const oldSpam = submission({
      createdAtMs: nowMs - 1000,
      isSpam: true,
      lead: null,
      deliveries: { crm: 'spam', email: 'spam' },
    })
    const oldPending = submission({ createdAtMs: nowMs - 1000 })
    const oldNeverForwarded = submission({
      createdAtMs: nowMs - 1000,
      deliveries: { crm: 'not_forwarded', email: 'not_forwarded' },
    })
    const recent = submission({ createdAtMs: nowMs })
    for (const each of [old, oldSpam, oldPending, oldNeverForwarded, recent]) {
      await store.insertSubmission(each)
    }
    await store.markForwarded(old.id, 'crm', nowMs - 900)
    expect(await store.deleteOlderThan(nowMs - 500)).toEqual({
      kind: 'deleted',
      deleted: 2,
      keptUndelivered: 2,
    })
    expect((await store.listSubmissions()).map((record) => record.id).sort()).toEqual(
      [oldPending.id, oldNeverForwarded.id, recent.id].sort(),
    )
  })

  it('refuses a retention cutoff later than the newest stored lead and deletes nothing', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    const delivered = submission({ createdAtMs: nowMs })
    await store.insertSubmission(delivered)
    await store.markForwarded(delivered.id, 'crm', nowMs)
    expect(await store.deleteOlderThan(nowMs + 1)).toEqual({ kind: 'refused', newestMs: nowMs })
    expect(await store.listSubmissions()).toHaveLength(1)
  })

  it('lists submissions oldest first and honours a limit', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    const ids = []
    for (let index = 0; index < 3; index += 1) {
      const stored = submission({ createdAtMs: nowMs + index })
      ids.push(stored.id)
      await store.insertSubmission(stored)
    }
    expect((await store.listSubmissions()).map((record) => record.id)).toEqual(ids)
    expect(await store.listSubmissions({ limit: 2 })).toHaveLength(2)
  })

  it('keeps one outbox row per destination, each with its own status and attempts', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    const stored = submission({
      createdAtMs: nowMs,
      deliveries: { crm: 'pending', email: 'pending' },
    })
    await store.insertSubmission(stored)
    const claimed = await store.claimDueOutbox({
      nowMs,
      limit: 10,
      leaseMs: 1000,
      workerId: 'a',
      destinations: ['crm', 'email'],
    })
    expect(claimed.map((row) => row.destination).sort()).toEqual(['crm', 'email'])
    const email = claimed.find((row) => row.destination === 'email')
    expect(email).toMatchObject({
      submissionId: stored.id,
      lead: null,
      attempts: 0,
      retryWindowStartMs: stored.createdAtMs,
      submission: {
        reference: stored.reference,
        formType: 'contact',
        payload: stored.payload,
        email: 'sample@example.com',
        createdAtMs: stored.createdAtMs,
      },
    })
    expect(claimed.find((row) => row.destination === 'crm')?.lead).toEqual(stored.lead)
    await store.markForwarded(stored.id, 'email', nowMs)
    await store.markRetry(stored.id, 'crm', {
      attempts: 1,
      nextAttemptAtMs: nowMs + 60_000,
      error: 'HTTP 503',
      nowMs,
    })
    const found = await store.findSubmission(stored.id)
    expect(found?.deliveries).toEqual([
      {
        destination: 'crm',
        status: 'pending',
        attempts: 1,
        lastError: 'HTTP 503',
        nextAttemptAt: new Date(nowMs + 60_000).toISOString(),
        deliveredAt: null,
      },
      {
        destination: 'email',
        status: 'forwarded',
        attempts: 1,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: new Date(nowMs).toISOString(),
      },
    ])
    expect(found).toMatchObject({ forwardStatus: 'pending', forwardAttempts: 1 })
    expect(await store.countByForwardStatus('email')).toMatchObject({ forwarded: 1, pending: 0 })
    expect(await store.requeue(stored.id, 'email', nowMs)).toBe('already_forwarded')
  })

  it('claims only the destinations asked for and queues one destination at a time', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    const stored = submission({
      createdAtMs: nowMs,
      deliveries: { crm: 'not_forwarded', email: 'pending' },
    })
    await store.insertSubmission(stored)
    const claim = (destinations: ('crm' | 'email')[], workerId: string) =>
      store.claimDueOutbox({ nowMs, limit: 10, leaseMs: 1000, workerId, destinations })
    expect(await claim(['crm'], 'a')).toEqual([])
    expect(await store.queueNotForwarded('email', nowMs)).toBe(0)
    expect(await store.queueNotForwarded('crm', nowMs)).toBe(1)
    expect((await claim(['crm'], 'b')).map((row) => row.destination)).toEqual(['crm'])
    expect((await claim(['crm', 'email'], 'c')).map((row) => row.destination)).toEqual(['email'])
  })

  it('lists each submission once with all its deliveries, the limit counting submissions', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    for (let index = 0; index < 3; index += 1) {
      await store.insertSubmission(submission({ createdAtMs: nowMs + index }))
    }
    const listed = await store.listSubmissions({ limit: 2 })
    expect(listed).toHaveLength(2)
    expect(listed.map((record) => record.deliveries.map((delivery) => delivery.status))).toEqual([
      ['pending', 'not_forwarded'],
      ['pending', 'not_forwarded'],
    ])
  })

  it('counts rate-limit hits per key in windows that restart once they end', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    const windowMs = 60_000
    const hits = await Promise.all(
      Array.from({ length: 12 }, () => store.incrementRateLimit('client-a', { nowMs, windowMs })),
    )
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    )
    expect(new Set(hits.map((hit) => hit.resetAtMs))).toEqual(new Set([nowMs + windowMs]))
    expect(await store.incrementRateLimit('client-b', { nowMs, windowMs })).toEqual({
      hits: 1,
      resetAtMs: nowMs + windowMs,
    })
    expect(
      await store.incrementRateLimit('client-a', { nowMs: nowMs + windowMs, windowMs }),
    ).toEqual({ hits: 1, resetAtMs: nowMs + 2 * windowMs })
  })

  it('keeps one secret per name across calls and migrations', async () => {
    const { store } = testStore
    const secret = await store.getSecret('client-hash')
    await store.migrate()
    expect(await store.getSecret('client-hash')).toBe(secret)
    expect(secret).toMatch(/^[\w-]{43}$/)
    expect(await store.ping()).toBe(true)
  })
})

describe.each(STORE_FACTORIES)(
  'the $dialect store upgraded from schema version 1',
  ({ dialect }) => {
    it('keeps every outbox row as the CRM destination row and adds no email row', async () => {
      const stored = sampleSubmission()
      const payload = JSON.stringify(stored.payload)
      const crmLead = JSON.stringify(stored.lead)
      const legacy = await openLegacyDatabase(dialect)
      try {
        for (const statement of MIGRATIONS[0]?.statements ?? []) {
          await legacy.exec(statementIn(statement, dialect))
        }
        await legacy.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)')
        await legacy.exec('INSERT INTO schema_migrations (version) VALUES (1)')
        await legacy.exec(`INSERT INTO submissions (id, reference, kind, form_type, payload,
        client_hash, created_at) VALUES ('old-1', 'HH-OLD1', 'lead', 'contact', '${payload}', 'h', 1000)`)
        await legacy.exec(`INSERT INTO outbox (submission_id, lead, status, attempts,
        next_attempt_at, last_error, updated_at)
        VALUES ('old-1', '${crmLead}', 'failed', 8, 1000, 'HTTP 503', 2000)`)
        const store = await legacy.openStore()
        try {
          await store.migrate()
          const found = await store.findSubmission('old-1')
          expect(found).toMatchObject({ forwardStatus: 'failed', forwardAttempts: 8 })
          expect(found?.deliveries.map((delivery) => delivery.destination)).toEqual(['crm'])
          expect(await store.requeue('old-1', 'crm', 5000)).toBe('requeued')
          const [claimed] = await store.claimDueOutbox({
            nowMs: 5000,
            limit: 1,
            leaseMs: 1000,
            workerId: 'a',
            destinations: ['crm'],
          })
          expect(claimed).toMatchObject({ lead: stored.lead, retryWindowStartMs: 5000 })
        } finally {
          await store.close()
        }
      } finally {
        await legacy.dispose()
      }
    })
  },
)

describe.each(STORE_FACTORIES)(
  'the $dialect store reading rows it did not write',
  ({ dialect }) => {
    it('sets aside a payload or a CRM lead that does not parse, naming the submission, and reads the rest', async () => {
      const { store, exec, dispose } = await openStoreWithRawAccess(dialect)
      try {
        const stored = sampleSubmission()
        await store.insertSubmission(stored)
        await exec(
          `UPDATE submissions SET payload = '{"formType":"contact","formData":{}}' WHERE id = '${stored.id}'`,
        )
        expect(await store.findSubmission(stored.id)).toMatchObject({
          id: stored.id,
          kind: 'unreadable',
          payload: null,
          storedKind: 'lead',
          rawBytes: 36,
          reason: `Stored submission ${stored.id} has a lead that does not parse: formData.name, formData.email`,
        })
        await exec(`UPDATE submissions SET payload = 'not json' WHERE id = '${stored.id}'`)
        const readable = sampleSubmission()
        await store.insertSubmission(readable)
        expect((await store.listSubmissions()).map((record) => record.kind)).toEqual([
          'unreadable',
          'lead',
        ])
        await exec(`DELETE FROM submissions WHERE id IN ('${stored.id}', '${readable.id}')`)
        const other = sampleSubmission()
        await store.insertSubmission(other)
        await exec(
          `UPDATE outbox SET lead = '{"formType":"contact"}' WHERE submission_id = '${other.id}'`,
        )
        const [claimed] = await store.claimDueOutbox({
          nowMs: Date.now() + 1000,
          limit: 5,
          leaseMs: 1000,
          workerId: 'a',
          destinations: ['crm'],
        })
        expect(claimed?.unreadable).toContain(
          `Stored submission ${other.id} has a CRM lead that does not parse`,
        )
      } finally {
        await dispose()
      }
    })
  },
)

/** A migrated store and raw SQL on the same database, to change rows behind the store's back. */
async function openStoreWithRawAccess(dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-raw-'))
    const store = createSqliteStore({ dataDir })
    await store.migrate()
    const db = new Database(join(dataDir, 'hard-hat.sqlite'))
    return {
      store,
      exec: async (sql: string) => void db.exec(sql),
      dispose: async () => {
        db.close()
        await store.close()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  }
  const connectionString = await createDatabase(inject('postgresAdminUrl'))
  const store = createPostgresStore({ connectionString })
  await store.migrate()
  const client = new pg.Client({ connectionString })
  await client.connect()
  return {
    store,
    exec: async (sql: string) => void (await client.query(sql)),
    dispose: async () => {
      await client.end()
      await store.close()
    },
  }
}

/** An empty database reached with raw SQL, to lay down an old schema before the store opens it. */
async function openLegacyDatabase(dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-legacy-'))
    const db = new Database(join(dataDir, 'hard-hat.sqlite'))
    return {
      exec: async (sql: string) => void db.exec(sql),
      openStore: async () => {
        db.close()
        return createSqliteStore({ dataDir })
      },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  const connectionString = await createDatabase(inject('postgresAdminUrl'))
  const client = new pg.Client({ connectionString })
  await client.connect()
  return {
    exec: async (sql: string) => void (await client.query(sql)),
    openStore: async () => {
      await client.end()
      return createPostgresStore({ connectionString })
    },
    dispose: async () => {},
  }
}

describe('the postgres store when its server drops a pooled connection', () => {
  it('reports the pool error instead of swallowing it, and the next query reconnects', async () => {
    const connectionString = await createDatabase(inject('postgresAdminUrl'))
    const errors: Error[] = []
    const store = createPostgresStore({
      connectionString,
      onPoolError: (error) => errors.push(error),
    })
    try {
      await store.migrate()
      const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') })
      await admin.connect()
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(connectionString).pathname.slice(1)],
      )
      await admin.end()
      await expect.poll(() => errors.length).toBeGreaterThan(0)
      expect(await store.ping()).toBe(true)
    } finally {
      await store.close()
    }
  })
})
