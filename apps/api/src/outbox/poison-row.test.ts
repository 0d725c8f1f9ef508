import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakeCrm, startFakeCrm, waitFor } from '../test/fake-crm.js'
import { type FakeSmtp, startFakeSmtp } from '../test/fake-smtp.js'
import { startApp, testEmail } from '../test/harness.js'
import { rawSqlOf, STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { contactLeadBody, sampleSubmission } from '../test/submissions.js'

const ADMIN_TOKEN = 'poison-row-admin-token-0123'
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` }
const AGENCY = 'leads@agency.example'
// A lead as a later release's tighter schema would see it: no name, no phone, no message.
const POISON_PAYLOAD = '{"formType":"contact","formData":{"email":"poison@example.com"}}'

describe.each(STORE_FACTORIES)('a stored lead that no longer parses, on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let crm: FakeCrm
  let smtp: FakeSmtp
  let app: FastifyInstance | undefined

  beforeEach(async () => {
    crm = await startFakeCrm()
    smtp = await startFakeSmtp()
  })
  afterEach(async () => {
    await app?.close()
    app = undefined
    await crm.close()
    await smtp.close()
  })

  it('is set aside, failed and alerted, while the two leads after it reach the CRM, and every admin page still answers 200', async () => {
    const baseMs = Date.now() - 60_000
    const [poison, second, third] = [0, 1, 2].map((index) =>
      sampleSubmission({
        createdAtMs: baseMs + index,
        email: `person${index}@example.com`,
        body: contactLeadBody({ email: `person${index}@example.com` }),
        deliveries: { crm: 'pending', email: 'pending' },
      }),
    )
    if (!poison || !second || !third) throw new Error('three leads expected')
    for (const each of [poison, second, third]) await testStore.store.insertSubmission(each)
    const sql = await rawSqlOf(testStore)
    await sql.exec('UPDATE submissions SET payload = ? WHERE id = ?', [POISON_PAYLOAD, poison.id])
    await sql.close()

    app = await startApp(testStore, {
      adminToken: ADMIN_TOKEN,
      outbox: {
        crm: { url: crm.url, apiKey: 'crm-key' },
        email: testEmail(smtp.url, [AGENCY]),
        pollIntervalMs: 50,
        batchSize: 3,
      },
    })
    const deliveryOf = async (id: string) =>
      (await testStore.store.findSubmission(id))?.deliveries.map((each) => each.status)
    await waitFor(async () => {
      const statuses = await Promise.all([poison, second, third].map((each) => deliveryOf(each.id)))
      return (
        JSON.stringify(statuses) ===
        JSON.stringify([
          ['failed', 'failed'],
          ['forwarded', 'forwarded'],
          ['forwarded', 'forwarded'],
        ])
      )
    })
    expect([...crm.accepted.keys()].sort()).toEqual([second.id, third.id].sort())
    const record = await testStore.store.findSubmission(poison.id)
    expect(record).toMatchObject({
      kind: 'unreadable',
      rawBytes: Buffer.byteLength(POISON_PAYLOAD),
      lastError: expect.stringContaining(
        `unreadable stored lead, set aside: Stored submission ${poison.id}`,
      ),
    })
    // One alert per destination, naming the lead's reference.
    await waitFor(
      () =>
        smtp.received.filter((mail) => mail.header('subject')?.includes(poison.reference))
          .length === 2,
    )

    const get = (url: string) => app?.inject({ url, headers: BEARER })
    const list = await get('/api/admin/leads')
    expect(list?.statusCode).toBe(200)
    expect(list?.json().total).toBe(3)
    const inbox = await get('/admin')
    expect(inbox?.statusCode).toBe(200)
    expect(inbox?.body).toContain('Unreadable')
    expect(inbox?.body).toContain(`${poison.id} (${Buffer.byteLength(POISON_PAYLOAD)} bytes)`)
    const detail = await get(`/api/admin/submissions/${poison.id}`)
    expect(detail?.statusCode).toBe(200)
    expect(detail?.json().lead).toMatchObject({ kind: 'unreadable', payload: null })
    const page = await get(`/admin/leads/${poison.id}`)
    expect(page?.statusCode).toBe(200)
    expect(page?.body).toContain('Stored data unreadable')
    const apiExport = await get('/api/admin/submissions?format=csv')
    expect(apiExport?.statusCode).toBe(200)
    expect(apiExport?.body.trim().split('\r\n')).toHaveLength(4)
    const inboxExport = await app.inject({
      method: 'POST',
      url: '/admin/export',
      headers: { ...BEARER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(inboxExport.statusCode).toBe(200)
    expect(inboxExport.body).toContain('Stored data unreadable')

    const erase = (url: string, email: string) =>
      app?.inject({ method: 'POST', url, headers: BEARER, payload: { email } })
    const preview = await erase('/api/admin/erasure/preview', 'poison@example.com')
    expect(preview?.statusCode).toBe(200)
    expect(preview?.json().leads).toEqual([
      expect.objectContaining({
        id: poison.id,
        isUnreadable: true,
        matches: [{ path: 'formData.email', address: 'poison@example.com' }],
      }),
    ])
    const erased = await erase('/api/admin/erasure', 'poison@example.com')
    expect(erased?.statusCode).toBe(200)
    expect(erased?.json()).toEqual({ deleted: 1 })
    expect((await erase('/api/admin/erasure', 'person1@example.com'))?.json()).toEqual({
      deleted: 1,
    })
    expect((await testStore.store.listSubmissions()).map((each) => each.id)).toEqual([third.id])
  })
})
