import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loggerOptions } from '../../app.js'
import { ENQUIRY_BODIES } from '../../test/bodies.js'
import { waitFor } from '../../test/fake-crm.js'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.js'
import { FAST_RETRIES, linesInto, post, startApp, testEmail } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import type { AddressExport } from './address-export.js'

const ADMIN_TOKEN = 'test-admin-token-0123456789'
const ORIGIN = 'http://127.0.0.1:3000'
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` }
const JO = 'jo@acme.co.uk'
const MOJO = 'mojo@acme.co.uk'

describe.each(STORE_FACTORIES)('exporting an address on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let smtp: FakeSmtp
  let app: FastifyInstance
  let logs: string[]
  beforeEach(async () => {
    smtp = await startFakeSmtp()
    logs = []
    app = await startApp(testStore, {
      adminToken: ADMIN_TOKEN,
      publicOrigin: ORIGIN,
      // The server's own logger options: the query string is never written.
      logger: { ...(loggerOptions('info') as object), stream: linesInto(logs) },
      outbox: {
        email: testEmail(smtp.url, ['leads@agency.example'], ORIGIN),
        acknowledge: true,
        ...FAST_RETRIES,
      },
    })
  })
  afterEach(async () => {
    await app.close()
    await smtp.close()
  })

  const send = (email: string, requirements: string) =>
    post(app, '/api/submit-enquiry', { ...ENQUIRY_BODIES.onePage, email, requirements })

  it('holds every lead of the address with its history, deliveries and acknowledgement, and none of a longer address', async () => {
    const first = (await send(JO, 'First lead.')).json()
    const second = (await send(JO.toUpperCase(), `Also write to ${MOJO} please.`)).json()
    const other = (await send(MOJO, `My colleague is ${JO}.`)).json()
    const unrelated = (await send(MOJO, 'Only mojo here.')).json()
    // Both of the first lead's deliveries done, the staff's email and the visitor's
    // acknowledgement: the worker sends them one after the other, and the export below holds an
    // attempt of each (waiting for the acknowledgement alone once found the email not yet sent).
    await waitFor(async () => {
      const lead = await testStore.store.findSubmission(first.id)
      return ['acknowledgement', 'email'].every(
        (destination) =>
          lead?.deliveries.find((row) => row.destination === destination)?.status === 'forwarded',
      )
    })
    await testStore.store.changeStatus({
      submissionId: first.id,
      to: 'contacted',
      note: 'Rang Jo, will quote Friday.',
      actor: { kind: 'person', id: 'p1', name: 'Alex Owner' },
      atMs: Date.now(),
      auditId: 'audit-1',
    })

    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/address-export?email=${encodeURIComponent(JO)}`,
      headers: BEARER,
    })
    expect(response.statusCode).toBe(200)
    const data = response.json<AddressExport>()
    console.info(
      `The export of ${JO} (${testStore.store.dialect}):\n${JSON.stringify(data, null, 2)}`,
    )
    const references = data.leads.map(({ lead }) => lead.reference).sort()
    // The colleague's lead names jo@acme.co.uk in its words: it holds the whole address, as erasure finds it.
    expect(references).toEqual([first.reference, second.reference, other.reference].sort())
    expect(references).not.toContain(unrelated.reference)
    expect(data.produced.by).toBe('the token “ADMIN_TOKEN (deprecated)”')
    const exported = data.leads.find(({ lead }) => lead.id === first.id)
    expect(exported?.lead).toMatchObject({ payload: { requirements: 'First lead.', email: JO } })
    expect(exported?.statusHistory).toEqual([
      expect.objectContaining({
        from: 'new',
        to: 'contacted',
        note: 'Rang Jo, will quote Friday.',
      }),
    ])
    expect(exported?.acknowledgementsSent).toEqual([
      expect.objectContaining({ destination: 'acknowledgement', outcome: 'delivered' }),
    ])
    expect(exported?.deliveryAttempts.map((attempt) => attempt.destination).sort()).toEqual([
      'acknowledgement',
      'email',
    ])

    const csv = await app.inject({
      method: 'POST',
      url: '/api/admin/address-export',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: JO, format: 'csv' }),
    })
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.body).toContain('by the token “ADMIN_TOKEN (deprecated)” for jo@acme.co.uk')
    expect(csv.body).toContain('Rang Jo, will quote Friday.')
    expect(csv.body).toContain('sent to jo@acme.co.uk')
    expect(csv.body).not.toContain(unrelated.reference)

    expect(await testStore.store.listAudit({ limit: 2 })).toEqual([
      expect.objectContaining({
        action: 'address-export',
        detail: expect.stringMatching(/^3 leads exported: HH-/),
      }),
      expect.objectContaining({ action: 'address-export' }),
    ])
    expect(logs.join('')).not.toContain('acme.co.uk')
  })

  it('exports nothing for an address only found inside a longer one', async () => {
    await send(MOJO, 'Only mojo here.')
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/address-export',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: JO }),
    })
    expect(response.json<AddressExport>().leads).toEqual([])
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/address-export',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'not an address' }),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      error: { fields: { email: expect.stringContaining('Enter the email') } },
    })
  })

  it('lets an owner export from the inbox with a form post, the address kept out of the URL', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams({ token: ADMIN_TOKEN }).toString(),
    })
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? ''
    const formPage = await app.inject({ url: '/admin/address-export', headers: { cookie } })
    expect(formPage.body).toContain('action="/api/admin/address-export"')
    expect(formPage.body).toContain('Export an address')
    await send(JO, 'Hello.')
    const download = await app.inject({
      method: 'POST',
      url: '/api/admin/address-export',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: JO, format: 'json' }).toString(),
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="address-export-/,
    )
    expect(download.json<AddressExport>().leads).toHaveLength(1)
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/admin/address-export',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'jo at acme' }).toString(),
    })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.body).toContain('Error: Export an address')
  })
})
