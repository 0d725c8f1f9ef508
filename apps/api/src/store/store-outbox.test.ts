// The core store's outbox: claims and leases, stale workers, requeues, one row per destination.

import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { waitFor } from '../test/fake-crm.js'
import { submission } from '../test/store-suite.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'

describe.each(STORE_FACTORIES)('the $dialect store', ({ open }) => {
  const testStore = storeForEachTest(open)

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
})
