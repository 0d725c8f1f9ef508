import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STORE_FACTORIES, type TestStore } from '../test/stores.js'
import type { NewSubmission } from './types.js'

function submission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  const id = randomUUID()
  return {
    id,
    reference: `HH-${id.slice(0, 8).toUpperCase()}`,
    kind: 'lead',
    formType: 'contact',
    payload: { name: 'Sample Person', email: 'sample@example.com', note: 'Ünïcode ✓ 🏗️' },
    email: 'sample@example.com',
    sourcePage: '/contact',
    clientHash: 'hash',
    isSpam: false,
    referralCode: null,
    createdAtMs: Date.now(),
    lead: { formType: 'contact' },
    forwardStatus: 'pending',
    ...overrides,
  }
}

describe.each(STORE_FACTORIES)('the $dialect store', ({ open }) => {
  let testStore: TestStore
  beforeEach(async () => {
    testStore = await open()
  })
  afterEach(async () => {
    await testStore.dispose()
  })

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
    const idempotency = { route: 'leads', key: 'k-1', requestHash: 'h1', response: { first: true } }
    await store.insertSubmission(submission(), idempotency)
    const repeat = await store.insertSubmission(submission(), {
      ...idempotency,
      response: { first: false },
    })
    expect(repeat).toEqual({ kind: 'replay', requestHash: 'h1', response: { first: true } })
    expect(await store.listSubmissions()).toHaveLength(1)
  })

  it('stores one submission when the same key arrives twenty times at once', async () => {
    const { store } = testStore
    const idempotency = { route: 'leads', key: 'race', requestHash: 'h', response: { ok: 1 } }
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.insertSubmission(submission(), idempotency)),
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
    expect(await store.countByForwardStatus()).toMatchObject({ pending: 1 })
  })

  it('hands a due row to one claimant only until its lease runs out', async () => {
    const { store } = testStore
    const stored = submission()
    await store.insertSubmission(stored)
    const nowMs = Date.now()
    const [first, second] = await Promise.all([
      store.claimDueOutbox({ nowMs, limit: 5, leaseMs: 1000, workerId: 'a' }),
      store.claimDueOutbox({ nowMs, limit: 5, leaseMs: 1000, workerId: 'b' }),
    ])
    expect([...first, ...second].map((row) => row.submissionId)).toEqual([stored.id])
    const later = await store.claimDueOutbox({
      nowMs: nowMs + 1001,
      limit: 5,
      leaseMs: 1000,
      workerId: 'c',
    })
    expect(later).toHaveLength(1)
  })

  it('never claims spam, not-forwarded, forwarded or not-yet-due rows', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    await store.insertSubmission(submission({ isSpam: true, lead: null, forwardStatus: 'spam' }))
    await store.insertSubmission(submission({ forwardStatus: 'not_forwarded' }))
    const forwarded = submission()
    await store.insertSubmission(forwarded)
    await store.markForwarded(forwarded.id, nowMs)
    const later = submission()
    await store.insertSubmission(later)
    await store.markRetry(later.id, 1, nowMs + 60_000, 'http 503')
    expect(await store.claimDueOutbox({ nowMs, limit: 10, leaseMs: 1000, workerId: 'a' })).toEqual(
      [],
    )
    expect(await store.countByForwardStatus()).toEqual({
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
    await store.markFailed(failed.id, 8, 'timeout', Date.now())
    await store.markForwarded(forwarded.id, Date.now())
    expect(await store.findSubmission(failed.id)).toMatchObject({
      forwardStatus: 'failed',
      forwardAttempts: 8,
      lastError: 'timeout',
    })
    expect(await store.requeue(failed.id, Date.now())).toBe('requeued')
    expect(await store.requeue(forwarded.id, Date.now())).toBe('already_forwarded')
    expect(await store.requeue(randomUUID(), Date.now())).toBe('not_found')
    expect(await store.findSubmission(failed.id)).toMatchObject({
      forwardStatus: 'pending',
      forwardAttempts: 0,
    })
  })

  it('queues not-forwarded rows once a CRM is configured', async () => {
    const { store } = testStore
    await store.insertSubmission(submission({ forwardStatus: 'not_forwarded' }))
    await store.insertSubmission(submission({ forwardStatus: 'not_forwarded' }))
    expect(await store.queueNotForwarded(Date.now())).toBe(2)
    expect(await store.countByForwardStatus()).toMatchObject({ pending: 2, not_forwarded: 0 })
  })

  it('erases every submission naming an email address, in its own field or inside the payload', async () => {
    const { store } = testStore
    const own = submission({ email: 'gone@example.com' })
    const mentioned = submission({
      email: 'referrer@example.com',
      payload: { requirements: 'Referred: GONE@example.com' },
    })
    const kept = submission({ email: 'gone_x@example.com', payload: { text: 'goneAexample.com' } })
    const key = { route: 'leads', key: 'erase', requestHash: 'h', response: { id: own.id } }
    await store.insertSubmission(own, key)
    await store.insertSubmission(mentioned)
    await store.insertSubmission(kept)
    expect(await store.eraseEmail(' Gone@Example.com ')).toBe(2)
    expect((await store.listSubmissions()).map((record) => record.id)).toEqual([kept.id])
    // The erased submission's idempotency record went with it: the key now stores afresh.
    expect((await store.insertSubmission(submission(), key)).kind).toBe('stored')
  })

  it('deletes submissions older than the retention cutoff and keeps the rest', async () => {
    const { store } = testStore
    const nowMs = Date.now()
    const old = submission({ createdAtMs: nowMs - 1000 })
    const recent = submission({ createdAtMs: nowMs })
    await store.insertSubmission(old)
    await store.insertSubmission(recent)
    expect(await store.deleteOlderThan(nowMs - 500)).toBe(1)
    expect((await store.listSubmissions()).map((record) => record.id)).toEqual([recent.id])
    expect(await store.countByForwardStatus()).toMatchObject({ pending: 1 })
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

  it('keeps one secret per name across calls and migrations', async () => {
    const { store } = testStore
    const secret = await store.getSecret('client-hash')
    await store.migrate()
    expect(await store.getSecret('client-hash')).toBe(secret)
    expect(secret).toMatch(/^[\w-]{43}$/)
    expect(await store.ping()).toBe(true)
  })
})
