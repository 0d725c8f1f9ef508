import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPostgresStore } from '../../store/postgres.js'
import { createSqliteStore } from '../../store/sqlite.js'
import { ENQUIRY_BODIES, leadBody } from '../../test/bodies.js'
import { type FakeCrm, startFakeCrm, waitFor } from '../../test/fake-crm.js'
import { post, startApp } from '../../test/harness.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { retryDelayMs } from './outbox-worker.js'

const FAST_RETRIES = { baseDelayMs: 20, maxDelayMs: 100, pollIntervalMs: 50, timeoutMs: 300 }

describe('retryDelayMs', () => {
  it('doubles from the base delay up to the ceiling, with up to half of it random', () => {
    const options = { baseDelayMs: 1000, maxDelayMs: 5000 }
    expect(retryDelayMs(1, options, () => 0)).toBe(500)
    expect(retryDelayMs(1, options, () => 1)).toBe(1000)
    expect(retryDelayMs(3, options, () => 1)).toBe(4000)
    expect(retryDelayMs(10, options, () => 1)).toBe(5000)
    expect(retryDelayMs(10, options, () => 0)).toBe(2500)
  })
})

describe.each(STORE_FACTORIES)('the outbox on $dialect', ({ open }) => {
  let testStore: TestStore
  let crm: FakeCrm
  const apps: FastifyInstance[] = []
  const start = async (options: Parameters<typeof startApp>[1] = {}) => {
    const app = await startApp(testStore, options)
    apps.push(app)
    return app
  }
  const withCrm = (extra = {}) => ({
    outbox: { crm: { url: crm.url, apiKey: 'crm-key' }, ...FAST_RETRIES, ...extra },
  })
  beforeEach(async () => {
    testStore = await open()
    crm = await startFakeCrm()
  })
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
    await crm.close()
    await testStore.dispose()
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
    expect(crm.accepted.get(id)).toBe(1)
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

  it('delivers each lead once when two instances share the store', async () => {
    const second =
      testStore.store.dialect === 'sqlite'
        ? createSqliteStore({ dataDir: testStore.location.dataDir })
        : createPostgresStore({ connectionString: testStore.location.databaseUrl ?? '' })
    crm.behaviour = 'refuse'
    const first = await start(withCrm({ batchSize: 3 }))
    await start({ ...withCrm({ batchSize: 3 }), store: second })
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
