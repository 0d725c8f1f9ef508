import { randomUUID } from 'node:crypto'
import { LeadRequestSchema } from '@hard-hat/forms'
import { afterEach, describe, expect, it } from 'vitest'
import { crmLeadOf } from '../leads/crm-lead.js'
import { leadBody } from '../test/bodies.js'
import { rawSqlOf, STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { contactLeadBody, sampleSubmission } from '../test/submissions.js'
import type { NewSubmission, Store } from './types.js'

const BASE_MS = Date.UTC(2026, 0, 12, 10)

function lead(overrides: Parameters<typeof sampleSubmission>[0] = {}): NewSubmission {
  return sampleSubmission({ createdAtMs: BASE_MS, ...overrides })
}

const ALL = { status: 'all', spam: 'all' } as const

async function seed(store: Store, leads: NewSubmission[]) {
  for (const each of leads) await store.insertSubmission(each)
  return leads
}

describe.each(STORE_FACTORIES)('the $dialect store for the inbox', ({ open }) => {
  const testStore = storeForEachTest(open)
  afterEach(async () => {})

  it('lists leads newest first, a page at a time, with the total and each delivery', async () => {
    const { store } = testStore
    const leads = await seed(
      store,
      Array.from({ length: 5 }, (_, index) => lead({ createdAtMs: BASE_MS + index * 1000 })),
    )
    const first = await store.listLeads(ALL, { limit: 2, offset: 0 })
    expect(first.total).toBe(5)
    expect(first.leads.map((each) => each.id)).toEqual([leads[4]?.id, leads[3]?.id])
    expect(first.leads[0]?.deliveries).toEqual([
      expect.objectContaining({ destination: 'crm', status: 'pending', attempts: 0 }),
      expect.objectContaining({ destination: 'email', status: 'not_forwarded' }),
    ])
    const last = await store.listLeads(ALL, { limit: 2, offset: 4 })
    expect(last.leads.map((each) => each.id)).toEqual([leads[0]?.id])
  })

  it('filters by status, spam, form type and a search over reference, email and fields', async () => {
    const { store } = testStore
    const [delivered, failed, spam, quote] = await seed(store, [
      lead(),
      lead({ email: 'siân@example.com', body: contactLeadBody({ company: 'Siân’s Roofing' }) }),
      lead({ isSpam: true, deliveries: { crm: 'spam', email: 'spam' }, lead: null }),
      lead({
        body: { kind: 'lead', payload: LeadRequestSchema.parse(leadBody('quote')) },
        deliveries: { crm: 'not_forwarded', email: 'not_forwarded' },
      }),
    ])
    if (!delivered || !failed || !spam || !quote) throw new Error('seeding failed')
    await store.markForwarded(delivered.id, 'crm', BASE_MS)
    await store.markFailed(failed.id, 'crm', { attempts: 8, error: 'HTTP 500', nowMs: BASE_MS })
    const ids = async (filter: Parameters<Store['listLeads']>[0]) =>
      (await store.listLeads(filter, { limit: 50, offset: 0 })).leads.map((each) => each.id)

    expect(await ids({ ...ALL, status: 'delivered' })).toEqual([delivered.id])
    expect(await ids({ ...ALL, status: 'failed' })).toEqual([failed.id])
    expect(await ids({ ...ALL, status: 'not_forwarded' })).toEqual([quote.id])
    expect(await ids({ ...ALL, spam: 'spam' })).toEqual([spam.id])
    expect(await ids({ ...ALL, spam: 'not_spam' })).toHaveLength(3)
    expect(await ids({ ...ALL, formType: 'quote' })).toEqual([quote.id])
    expect(await ids({ ...ALL, search: 'SIÂN’S roof' })).toEqual([failed.id])
    expect(await ids({ ...ALL, search: spam.reference.toLowerCase() })).toEqual([spam.id])
    expect(await ids({ ...ALL, search: '100%' })).toEqual([])
  })

  it('counts today, this week, pending, failed and spam', async () => {
    const { store } = testStore
    const [, failed] = await seed(store, [
      lead({ createdAtMs: BASE_MS - 3 * 86_400_000 }),
      lead({ createdAtMs: BASE_MS - 3600_000 }),
      lead({ createdAtMs: BASE_MS + 60_000 }),
      lead({
        createdAtMs: BASE_MS + 120_000,
        isSpam: true,
        deliveries: { crm: 'spam', email: 'spam' },
        lead: null,
      }),
    ])
    await store.markFailed(failed?.id ?? '', 'crm', {
      attempts: 8,
      error: 'HTTP 500',
      nowMs: BASE_MS,
    })
    expect(
      await store.countLeads({ todayStartMs: BASE_MS, weekStartMs: BASE_MS - 86_400_000 }),
    ).toEqual({ today: 2, thisWeek: 3, pending: 2, failed: 1, spam: 1 })
  })

  it('records each delivery attempt with its outcome, and drops them with the lead', async () => {
    const { store } = testStore
    const [stored] = await seed(store, [lead()])
    const id = stored?.id ?? ''
    // A retry is recorded at the clock's time.
    const nowMs = Date.now()
    await store.markRetry(id, 'crm', {
      attempts: 1,
      nextAttemptAtMs: nowMs + 2000,
      error: 'HTTP 503',
      nowMs,
    })
    await store.markFailed(id, 'crm', { attempts: 2, error: 'HTTP 500', nowMs: nowMs + 5000 })
    await store.requeue(id, 'crm', nowMs + 6000)
    await store.markForwarded(id, 'crm', nowMs + 7000)
    const attempts = await store.listDeliveryAttempts(id)
    expect(attempts.map(({ attempt, outcome, error }) => ({ attempt, outcome, error }))).toEqual([
      { attempt: 1, outcome: 'retry', error: 'HTTP 503' },
      { attempt: 2, outcome: 'failed', error: 'HTTP 500' },
      { attempt: 1, outcome: 'delivered', error: null },
    ])
    expect(await store.eraseEmail('sample@example.com')).toBe(1)
    expect(await store.listDeliveryAttempts(id)).toEqual([])
  })

  it('rescues a spam lead into the queue and flags a pending one as spam, never a delivered one', async () => {
    const { store } = testStore
    const [spam, pending, delivered] = await seed(store, [
      lead({ isSpam: true, deliveries: { crm: 'spam', email: 'spam' }, lead: null }),
      lead(),
      lead(),
    ])
    if (!spam || !pending || !delivered) throw new Error('seeding failed')
    await store.markForwarded(delivered.id, 'crm', BASE_MS)

    const rescue = {
      lead: crmLeadOf(contactLeadBody({ message: 'Not spam after all.' })),
      statuses: { crm: 'pending', email: 'not_forwarded' },
      nowMs: BASE_MS,
    } as const
    expect(await store.markNotSpam(spam.id, rescue)).toBe('done')
    expect(await store.markNotSpam(spam.id, rescue)).toBe('not_allowed')
    expect(await store.markNotSpam('missing', rescue)).toBe('not_found')
    const claimed = await store.claimDueOutbox({
      nowMs: BASE_MS + 1,
      limit: 10,
      leaseMs: 1000,
      workerId: 'w',
      destinations: ['crm'],
    })
    expect(claimed.find((row) => row.submissionId === spam.id)?.lead).toEqual(rescue.lead)
    expect((await store.findSubmission(spam.id))?.isSpam).toBe(false)

    // The claim above took the pending lead too: while a worker holds it, it is not spam's to stop.
    expect(claimed.map((row) => row.submissionId)).toContain(pending.id)
    expect(await store.markSpam(pending.id, BASE_MS)).toBe('being_delivered')
    await store.markRetry(pending.id, 'crm', {
      attempts: 1,
      nextAttemptAtMs: BASE_MS + 60_000,
      error: 'HTTP 503',
      nowMs: BASE_MS,
      workerId: 'w',
    })
    expect(await store.markSpam(pending.id, BASE_MS)).toBe('done')
    expect(await store.findSubmission(pending.id)).toMatchObject({
      isSpam: true,
      deliveries: [
        expect.objectContaining({ destination: 'crm', status: 'spam' }),
        expect.objectContaining({ destination: 'email', status: 'spam' }),
      ],
    })
    expect(await store.markSpam(delivered.id, BASE_MS)).toBe('not_allowed')
    expect(await store.markSpam('missing', BASE_MS)).toBe('not_found')
  })

  it('keeps an audit log, newest first, by submission', async () => {
    const { store } = testStore
    await store.recordAudit({
      id: randomUUID(),
      atMs: BASE_MS,
      actor: { kind: 'person', id: 'person-1', name: 'Ann Owner' },
      action: 'replay',
      submissionId: 'sub-1',
      detail: null,
    })
    await store.recordAudit({
      id: randomUUID(),
      atMs: BASE_MS + 1,
      actor: { kind: 'token', id: 'token-1', name: 'Backup script' },
      action: 'erasure',
      submissionId: null,
      detail: '2 submissions erased',
    })
    expect((await store.listAudit({ limit: 10 })).map((entry) => entry.action)).toEqual([
      'erasure',
      'replay',
    ])
    expect(await store.listAudit({ submissionId: 'sub-1', limit: 10 })).toEqual([
      expect.objectContaining({
        actor: { kind: 'person', id: 'person-1', name: 'Ann Owner' },
        action: 'replay',
        at: new Date(BASE_MS).toISOString(),
      }),
    ])
  })

  it('reads audit rows written before people signed in one by one, naming the shared credential', async () => {
    const raw = await rawSqlOf(testStore)
    await raw.exec(
      'INSERT INTO admin_audit (id, created_at, actor, action, submission_id, detail) VALUES (?, ?, ?, ?, ?, ?)',
      ['old-1', BASE_MS, 'session', 'spam', null, null],
    )
    await raw.exec(
      'INSERT INTO admin_audit (id, created_at, actor, action, submission_id, detail) VALUES (?, ?, ?, ?, ?, ?)',
      ['old-2', BASE_MS + 1, 'token', 'export', null, '3 rows'],
    )
    await raw.close()
    const actors = (await testStore.store.listAudit({ limit: 10 })).map((entry) => entry.actor)
    expect(actors).toEqual([
      { kind: 'legacy', id: null, name: 'the API token' },
      { kind: 'legacy', id: null, name: 'a signed-in user (shared token)' },
    ])
  })
})
