// The core store's submissions (stored whole, idempotency keys, references, erasure, retention,
// listing) and its rate limit and secrets. The outbox and upgrades have suites of their own.

import { describe, expect, it } from 'vitest'
import { answer, submission } from '../test/store-suite.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { contactLeadBody } from '../test/submissions.js'
import type { NewSubmission } from './types.js'

describe.each(STORE_FACTORIES)('the $dialect store', ({ open }) => {
  const testStore = storeForEachTest(open)

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
