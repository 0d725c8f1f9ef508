import { beforeEach, describe, expect, it } from 'vitest'
import { createPostgresStore } from '../store/postgres.js'
import { createSqliteStore } from '../store/sqlite.js'
import { ENQUIRY_BODIES, leadBody } from '../test/bodies.js'
import { type FakeCrm, startFakeCrm, waitFor } from '../test/fake-crm.js'
import { startFakeSmtp } from '../test/fake-smtp.js'
import { appStarter, closedAfterEachTest, FAST_RETRIES, post, testEmail } from '../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'

const HOUR_MS = 3_600_000

describe.each(STORE_FACTORIES)('the outbox on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let crm: FakeCrm
  const closing = closedAfterEachTest()
  const start = appStarter(testStore, closing)
  const withCrm = (extra = {}) => ({
    outbox: { crm: { url: crm.url, apiKey: 'crm-key' }, ...FAST_RETRIES, ...extra },
  })
  beforeEach(async () => {
    crm = closing(await startFakeCrm())
  })

  it('forwards a lead with the API key, the submission id as idempotency key and the spec lead body', async () => {
    const app = await start(withCrm())
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'forwarded',
    )
    expect(crm.requests).toHaveLength(1)
    const [request] = crm.requests
    expect(request).toMatchObject({
      idempotencyKey: id,
      apiKey: 'crm-key',
      path: '/api/form-submissions',
    })
    const lead = request?.body as Record<string, unknown>
    expect(lead).toMatchObject({
      formType: 'contact',
      websiteSource: 'hard-hat-website',
      userEmail: 'sam.sample@builders.example',
      userName: 'Sam Sample',
      priority: 'medium',
      status: 'new',
    })
    expect(lead.leadScore).toSatisfy(
      (score: number) => Number.isInteger(score) && score >= 60 && score <= 99,
    )
    expect(String(lead.messagePreview)).toHaveLength(74)
  })

  it('forwards an enquiry as a contact lead carrying the whole enquiry', async () => {
    const app = await start(withCrm())
    const { id } = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.onePage)).json()
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'forwarded',
    )
    expect(crm.requests[0]?.body).toMatchObject({
      formType: 'contact',
      userName: 'Pat Placeholder',
      messagePreview: 'A page for boiler servicing.',
      formData: { formType: 'One Page Website Enquiry', businessName: 'Placeholder Plumbing' },
    })
  })

  it('keeps retrying while the CRM refuses and forwards once when it recovers', async () => {
    crm.behaviour = 'refuse'
    const app = await start(withCrm())
    const { id } = (await post(app, '/api/leads', leadBody('quote'))).json()
    await waitFor(() => crm.requests.length >= 3)
    expect((await testStore.store.findSubmission(id))?.forwardStatus).toBe('pending')
    crm.behaviour = 'accept'
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'forwarded',
    )
    expect(crm.accepted.get(id)).toBe(1)
    expect(new Set(crm.requests.map((request) => request.idempotencyKey))).toEqual(new Set([id]))
  })

  it('gives up on a CRM that times out after the last attempt and shows it failed', async () => {
    crm.behaviour = 'hang'
    const app = await start({
      ...withCrm({ maxAttempts: 2, timeoutMs: 150 }),
      adminToken: 'x'.repeat(20),
    })
    const { id } = (await post(app, '/api/leads', leadBody('launch'))).json()
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'failed',
    )
    const stored = await testStore.store.findSubmission(id)
    expect(stored).toMatchObject({
      forwardAttempts: 2,
      lastError: expect.stringMatching(/^timeout/),
    })
    crm.behaviour = 'accept'
    const replay = await post(
      app,
      `/api/admin/submissions/${id}/replay`,
      {},
      {
        authorization: `Bearer ${'x'.repeat(20)}`,
      },
    )
    expect(replay.statusCode).toBe(202)
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'forwarded',
    )
    // Accepted, and always as the same lead: an answer slower than this test's 150 ms timeout (a
    // busy machine gave one) is sent again under the same idempotency key, by which the CRM
    // knows it is one lead. How many times it was sent depends on the machine, not the product.
    expect(crm.accepted.get(id)).toBeGreaterThanOrEqual(1)
    expect(new Set(crm.requests.map((request) => request.idempotencyKey))).toEqual(new Set([id]))
  })

  it('never sends spam to the CRM', async () => {
    const app = await start(withCrm())
    await post(app, '/api/leads', { ...leadBody('newsletter'), meta: { honeypot: 'bot' } })
    const { id } = (await post(app, '/api/leads', leadBody('newsletter'))).json()
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'forwarded',
    )
    expect(crm.requests.map((request) => request.idempotencyKey)).toEqual([id])
  })

  it('forwards what was stored while no CRM was configured once one is', async () => {
    const withoutCrm = await start()
    const { id } = (await post(withoutCrm, '/api/leads', leadBody('contact'))).json()
    expect((await testStore.store.findSubmission(id))?.forwardStatus).toBe('not_forwarded')
    await withoutCrm.close()
    const reopened =
      testStore.store.dialect === 'sqlite'
        ? createSqliteStore({ dataDir: testStore.location.dataDir })
        : createPostgresStore({ connectionString: testStore.location.databaseUrl ?? '' })
    await start({ ...withCrm(), store: reopened })
    await waitFor(async () => (await reopened.findSubmission(id))?.forwardStatus === 'forwarded')
    expect(crm.accepted.get(id)).toBe(1)
  })

  it('loses nothing through a 24-hour CRM outage on the default schedule, and every lead is accepted once', async () => {
    // An injected clock: the default schedule (back-off to one hour, 72-hour window) runs in
    // simulated time; each step runs one delivery round at the new time against the real fake CRM.
    let nowMs = Date.now()
    const smtp = await startFakeSmtp()
    crm.behaviour = 'refuse'
    try {
      const app = await start({
        outbox: {
          crm: { url: crm.url, apiKey: 'crm-key' },
          email: testEmail(smtp.url, ['leads@agency.example']),
          now: () => nowMs,
          pollIntervalMs: 3_600_000,
        },
      })
      const ids: string[] = []
      for (let index = 0; index < 12; index += 1) {
        ids.push((await post(app, '/api/leads', leadBody('contact'))).json().id)
      }
      const outageEndMs = nowMs + 24 * HOUR_MS
      while (nowMs < outageEndMs) {
        nowMs += 5 * 60_000
        await app.outbox.drain()
      }
      expect(await testStore.store.countByForwardStatus('crm')).toMatchObject({
        pending: ids.length,
        failed: 0,
      })
      const refused = crm.requests.length
      crm.behaviour = 'accept'
      for (let step = 0; step < 13 && crm.accepted.size < ids.length; step += 1) {
        nowMs += 5 * 60_000
        await app.outbox.drain()
      }
      expect(await testStore.store.countByForwardStatus('crm')).toMatchObject({
        forwarded: ids.length,
        pending: 0,
        failed: 0,
      })
      expect([...crm.accepted.keys()].sort()).toEqual([...ids].sort())
      expect([...crm.accepted.values()].every((count) => count === 1)).toBe(true)
      // The back-off reached its one-hour ceiling: about 35 tries a lead in a day, not thousands.
      expect(refused / ids.length).toBeGreaterThan(20)
      expect(refused / ids.length).toBeLessThan(60)
      // The email destination was unaffected by the CRM's outage: one email per lead.
      expect(await testStore.store.countByForwardStatus('email')).toMatchObject({
        forwarded: ids.length,
      })
      expect(smtp.received).toHaveLength(ids.length)
    } finally {
      await smtp.close()
    }
  })

  it('waits as long as a busy CRM asks with Retry-After, in seconds or as a date', async () => {
    let nowMs = Date.now()
    crm.behaviour = 'busy'
    crm.retryAfter = '600'
    const app = await start(withCrm({ now: () => nowMs, pollIntervalMs: 3_600_000 }))
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    nowMs = Date.now()
    await app.outbox.drain()
    const crmDelivery = async () =>
      (await testStore.store.findSubmission(id))?.deliveries.find(
        (delivery) => delivery.destination === 'crm',
      )
    expect(await crmDelivery()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'HTTP 429',
      nextAttemptAt: new Date(nowMs + 600_000).toISOString(),
    })
    const askedFor = new Date(Math.ceil((nowMs + 900_000) / 1000) * 1000)
    crm.retryAfter = askedFor.toUTCString()
    nowMs += 600_000
    await app.outbox.drain()
    expect((await crmDelivery())?.nextAttemptAt).toBe(askedFor.toISOString())
    crm.behaviour = 'accept'
    nowMs += 299_000
    await app.outbox.drain()
    expect(crm.requests).toHaveLength(2)
    nowMs = askedFor.getTime()
    await app.outbox.drain()
    expect(crm.accepted.get(id)).toBe(1)
  })

  it('delivers each lead once when two instances share the store', async () => {
    const second =
      testStore.store.dialect === 'sqlite'
        ? createSqliteStore({ dataDir: testStore.location.dataDir })
        : createPostgresStore({ connectionString: testStore.location.databaseUrl ?? '' })
    crm.behaviour = 'refuse'
    // A generous timeout: an answer later than the timeout (a loaded machine) is retried, and the
    // CRM then sees the lead twice (it deduplicates on the idempotency key; this count does not).
    const first = await start(withCrm({ batchSize: 3, timeoutMs: 5000 }))
    await start({ ...withCrm({ batchSize: 3, timeoutMs: 5000 }), store: second })
    const ids = []
    for (let index = 0; index < 30; index += 1) {
      ids.push((await post(first, '/api/leads', leadBody('newsletter'))).json().id)
    }
    crm.behaviour = 'accept'
    await waitFor(async () => (await testStore.store.countByForwardStatus('crm')).forwarded === 30)
    expect([...crm.accepted.keys()].sort()).toEqual([...ids].sort())
    expect([...crm.accepted.values()].every((count) => count === 1)).toBe(true)
  })
})
