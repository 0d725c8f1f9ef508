import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSqliteStore } from '../store/sqlite.js'
import type { Destination } from '../store/types.js'
import { ENQUIRY_BODIES, leadBody } from '../test/bodies.js'
import { type FakeCrm, startFakeCrm, waitFor } from '../test/fake-crm.js'
import { type FakeSmtp, startFakeSmtp } from '../test/fake-smtp.js'
import { closedAfterEachTest, FAST_RETRIES, post, startApp, testEmail } from '../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'

const AGENCY = 'leads@agency.example'
const [SQLITE] = STORE_FACTORIES

describe('the email destination, against a real SMTP server on loopback', () => {
  const testStore = storeForEachTest(SQLITE.open)
  let smtp: FakeSmtp
  const closing = closedAfterEachTest()
  const start = async (extra: Record<string, unknown> = {}, smtpUrl?: string) => {
    const app = await startApp(testStore, {
      outbox: {
        email: testEmail(smtpUrl ?? smtp.url, [AGENCY]),
        ...FAST_RETRIES,
        ...extra,
      },
    })
    return closing(app)
  }
  const startSecondInstance = async () => {
    const app = await startApp(testStore, {
      store: createSqliteStore({ dataDir: testStore.location.dataDir }),
      outbox: {
        email: testEmail(smtp.url, [AGENCY]),
        ...FAST_RETRIES,
        batchSize: 3,
        timeoutMs: 5000,
      },
    })
    closing(app)
  }
  const statusOf = async (id: string, destination: Destination) =>
    (await testStore.store.findSubmission(id))?.deliveries.find(
      (delivery) => delivery.destination === destination,
    )
  beforeEach(async () => {
    smtp = closing(await startFakeSmtp())
  })

  it('emails the agency once per lead: form and reference in the subject, Reply-To the visitor', async () => {
    const app = await start()
    const { id, reference } = (
      await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.onePage)
    ).json()
    await waitFor(async () => (await statusOf(id, 'email'))?.status === 'forwarded')
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.to).toEqual([AGENCY])
    expect(mail?.user).toBe('notify')
    expect(mail?.header('subject')).toBe(`New lead: One Page Website Enquiry (${reference})`)
    expect(mail?.header('reply-to')).toBe('pat@plumbing.example')
    expect(mail?.header('message-id')).toBe(`<${id}@lead.hard-hat-website>`)
    expect(mail?.text).toContain('Business name: Placeholder Plumbing')
    expect(mail?.text).toContain('Requirements: A page for boiler servicing.')
    // Without a CRM the CRM row waits, not forwarded, for one to be configured.
    expect((await statusOf(id, 'crm'))?.status).toBe('not_forwarded')
  })

  it('never emails spam', async () => {
    const app = await start()
    await post(app, '/api/leads', { ...leadBody('newsletter'), meta: { honeypot: 'bot' } })
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await waitFor(async () => (await statusOf(id, 'email'))?.status === 'forwarded')
    expect(smtp.received).toHaveLength(1)
  })

  it('retries a server that refuses for now (451) and sends the email once when it accepts', async () => {
    smtp.behaviour = 'refuse-for-now'
    const app = await start()
    const { id } = (await post(app, '/api/leads', leadBody('quote'))).json()
    await waitFor(() => smtp.attempts >= 3)
    expect(await statusOf(id, 'email')).toMatchObject({ status: 'pending', lastError: 'SMTP 451' })
    smtp.behaviour = 'accept'
    await waitFor(async () => (await statusOf(id, 'email'))?.status === 'forwarded')
    expect(smtp.received).toHaveLength(1)
  })

  it('retries a server that never answers, as a timeout', async () => {
    smtp.behaviour = 'hang'
    const app = await start({ timeoutMs: 300 })
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await waitFor(
      async () => (await statusOf(id, 'email'))?.lastError?.includes('ETIMEDOUT') === true,
    )
    expect((await statusOf(id, 'email'))?.status).toBe('pending')
    smtp.behaviour = 'accept'
    await waitFor(async () => (await statusOf(id, 'email'))?.status === 'forwarded', 15_000)
    // Delivered under the lead's own Message-ID. An acceptance slower than this test's 300 ms
    // timeout (a busy machine) is sent again under the same Message-ID: how many arrive depends on
    // the machine, not the product, as in the CRM's timeout test.
    expect(
      smtp.received.filter((mail) => mail.header('message-id')?.includes(id)).length,
    ).toBeGreaterThanOrEqual(1)
  })

  it('fails a permanent refusal (550) at once instead of retrying it for three days', async () => {
    smtp.behaviour = 'refuse'
    const app = await start()
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await waitFor(async () => (await statusOf(id, 'email'))?.status === 'failed')
    expect(await statusOf(id, 'email')).toMatchObject({
      attempts: 1,
      lastError: 'SMTP 550 (permanent)',
    })
  })

  it('emails each lead once when two instances share the store and the server was refusing', async () => {
    smtp.behaviour = 'refuse-for-now'
    // A generous timeout: a reply later than the timeout (a loaded machine) is sent again.
    const first = await start({ batchSize: 3, timeoutMs: 5000 })
    await startSecondInstance()
    const ids: string[] = []
    for (let index = 0; index < 20; index += 1) {
      ids.push((await post(first, '/api/leads', leadBody('newsletter'))).json().id)
    }
    await waitFor(() => smtp.attempts >= 10)
    smtp.behaviour = 'accept'
    await waitFor(
      async () => (await testStore.store.countByForwardStatus('email')).forwarded === 20,
    )
    const messageIds = smtp.received.map((mail) => mail.header('message-id'))
    expect(messageIds).toHaveLength(20)
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@lead.hard-hat-website>`)))
  })

  it('fails at once when the SMTP credentials are wrong', async () => {
    const app = await start({}, smtp.url.replace(':secret@', ':wrong@'))
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await waitFor(async () => (await statusOf(id, 'email'))?.status === 'failed')
    expect((await statusOf(id, 'email'))?.lastError).toBe('SMTP 535 (permanent)')
    expect(smtp.received).toHaveLength(0)
  })
})

describe('a lead the CRM refuses for good', () => {
  const testStore = storeForEachTest(SQLITE.open)
  let smtp: FakeSmtp
  let crm: FakeCrm
  let app: FastifyInstance
  beforeEach(async () => {
    smtp = await startFakeSmtp()
    crm = await startFakeCrm('reject')
    app = await startApp(testStore, {
      outbox: {
        crm: { url: crm.url, apiKey: 'wrong-key' },
        email: testEmail(smtp.url, [AGENCY], 'https://www.hard-hat.example/'),
        ...FAST_RETRIES,
      },
    })
  })
  afterEach(async () => {
    await app.close()
    await crm.close()
    await smtp.close()
  })

  it('is failed after one attempt and alerts the agency with the route that replays it', async () => {
    const { id, reference } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await waitFor(() => smtp.received.length === 2)
    expect(crm.requests).toHaveLength(1)
    const record = await testStore.store.findSubmission(id)
    expect(record).toMatchObject({
      forwardStatus: 'failed',
      forwardAttempts: 1,
      lastError: 'HTTP 422 (permanent)',
    })
    const alert = smtp.received.find((mail) => mail.header('subject')?.startsWith('Lead '))
    expect(alert?.header('subject')).toBe(`Lead ${reference} not delivered to the CRM`)
    expect(alert?.text).toContain(
      `POST https://www.hard-hat.example/api/admin/submissions/${id}/replay`,
    )
    expect(alert?.text).toContain('Last error: HTTP 422 (permanent)')
    // The lead itself still reached the agency by email.
    expect(smtp.received.map((mail) => mail.header('subject'))).toContain(
      `New lead: contact (${reference})`,
    )
  })
})
