import { randomBytes } from 'node:crypto'
import { SITE } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { beforeEach, describe, expect, it } from 'vitest'
import { createPostgresStore } from '../store/postgres.js'
import { createSqliteStore } from '../store/sqlite.js'
import type { Store } from '../store/types.js'
import { ENQUIRY_BODIES } from '../test/bodies.js'
import { waitFor } from '../test/fake-crm.js'
import { type FakeSmtp, startFakeSmtp } from '../test/fake-smtp.js'
import { type FakeWebhook, startFakeWebhook } from '../test/fake-webhook.js'
import { closedAfterEachTest, FAST_RETRIES, post, startApp } from '../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { replyByWords } from './acknowledgement.js'
import type { WebhookFormat } from './webhook.js'
import type { OutboxOptions } from './worker.js'

const AGENCY = 'leads@agency.example'
const FROM = 'website@agency.example'
const ORIGIN = 'https://www.hard-hat.example'
const SECRET = `whsec_${randomBytes(32).toString('base64')}`
const TYPED = ENQUIRY_BODIES.onePage

describe.each(STORE_FACTORIES)('every lead followed through on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let smtp: FakeSmtp
  let hook: FakeWebhook
  const closing = closedAfterEachTest()
  const start = async (
    extra: Partial<OutboxOptions> & { format?: WebhookFormat } = {},
    store?: Store,
  ): Promise<FastifyInstance> => {
    const { format = 'standard', ...outbox } = extra
    const app = await startApp(testStore, {
      ...(store ? { store } : {}),
      publicOrigin: 'http://127.0.0.1:3000',
      outbox: {
        email: { smtpUrl: smtp.url, to: [AGENCY], from: FROM, publicOrigin: ORIGIN },
        acknowledge: true,
        webhook: { url: hook.url, secret: SECRET, format, publicOrigin: ORIGIN },
        ...FAST_RETRIES,
        ...outbox,
      },
    })
    return closing(app)
  }
  const acknowledgements = () => smtp.received.filter((mail) => !mail.to.includes(AGENCY))
  const deliveryOf = async (id: string, destination: string) =>
    (await testStore.store.findSubmission(id))?.deliveries.find(
      (delivery) => delivery.destination === destination,
    )
  beforeEach(async () => {
    smtp = closing(await startFakeSmtp())
    hook = closing(await startFakeWebhook())
  })

  it('acknowledges the typed address only, with the reference and reply-by time, never the words typed', async () => {
    const app = await start()
    const answer = (await post(app, '/api/submit-enquiry', TYPED)).json()
    expect(answer).toMatchObject({ success: true, acknowledgementSent: true })
    await waitFor(() => acknowledgements().length === 1, 60_000)
    const [mail] = acknowledgements()
    const stored = await testStore.store.findSubmission(answer.id)
    console.info(`An acknowledgement as received (${testStore.store.dialect}):\n${mail?.raw}`)
    expect(mail?.to).toEqual(['pat@plumbing.example'])
    expect(mail?.header('from')).toBe(FROM)
    expect(mail?.header('reply-to')).toBe(SITE.email.address)
    expect(mail?.header('auto-submitted')).toBe('auto-generated')
    expect(mail?.header('subject')).toBe(
      `We have received your one page website enquiry (${answer.reference})`,
    )
    expect(mail?.text).toContain(`Your reference is ${answer.reference}`)
    expect(mail?.text).toContain(
      `We will reply by ${replyByWords(Date.parse(stored?.replyBy ?? ''))} (UK time)`,
    )
    expect(mail?.text).toContain(SITE.phone.display)
    for (const typed of [TYPED.requirements, TYPED.businessName, TYPED.firstName, TYPED.phone]) {
      expect(mail?.raw).not.toContain(typed)
    }
    await waitFor(
      async () => (await deliveryOf(answer.id, 'acknowledgement'))?.status === 'forwarded',
    )
    const attempts = await testStore.store.listDeliveryAttempts(answer.id)
    expect(attempts.filter((attempt) => attempt.destination === 'acknowledgement')).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'delivered' }),
    ])
  })

  it('gives three leads from one address within the hour one acknowledgement', async () => {
    const app = await start()
    const ids: string[] = []
    for (const requirements of ['First.', 'Second.', 'Third.']) {
      const answer = (
        await post(app, '/api/submit-enquiry', {
          ...TYPED,
          email: 'PAT@plumbing.example',
          requirements,
        })
      ).json()
      expect(answer.acknowledgementSent).toBe(true)
      ids.push(answer.id)
    }
    // Every lead reached the agency: the outbox has been through all three.
    await waitFor(() => smtp.received.filter((mail) => mail.to.includes(AGENCY)).length === 3)
    await waitFor(() => acknowledgements().length === 1)
    const [firstStatus, ...laterStatuses] = await Promise.all(
      ids.map(async (id) => (await deliveryOf(id, 'acknowledgement'))?.status),
    )
    expect(laterStatuses).toEqual(['not_forwarded', 'not_forwarded'])
    expect(firstStatus).toMatch(/^(pending|forwarded)$/)
    await waitFor(
      async () => (await deliveryOf(ids[0] ?? '', 'acknowledgement'))?.status === 'forwarded',
    )
    expect(acknowledgements()).toHaveLength(1)
  })

  it('decides the hour in the store: two instances given one address at once send one acknowledgement', async () => {
    // A second instance with its own connection to the same database, as a second server has.
    const { databaseUrl, dataDir } = testStore.location
    const secondStore = databaseUrl
      ? createPostgresStore({ connectionString: databaseUrl })
      : createSqliteStore({ dataDir })
    const [one, two] = [await start(), await start({}, secondStore)]
    const answers = await Promise.all(
      [one, two, one, two, one, two].map(async (app, index) =>
        (
          await post(app, '/api/submit-enquiry', {
            ...TYPED,
            email: 'jo@acme.co.uk',
            requirements: `Lead ${index}.`,
          })
        ).json(),
      ),
    )
    await waitFor(() => smtp.received.filter((mail) => mail.to.includes(AGENCY)).length === 6)
    await waitFor(() => acknowledgements().length === 1)
    const statuses = await Promise.all(
      answers.map(async ({ id }) => (await deliveryOf(id, 'acknowledgement'))?.status),
    )
    expect(statuses.filter((status) => status === 'not_forwarded')).toHaveLength(5)
    expect(acknowledgements()[0]?.to).toEqual(['jo@acme.co.uk'])
  })

  it('sends none for spam or a refused post, and a referral to the referrer only', async () => {
    const app = await start()
    const spam = (
      await post(app, '/api/submit-enquiry', {
        ...TYPED,
        email: 'spam@bots.example',
        meta: { honeypot: 'filled' },
      })
    ).json()
    expect(spam.acknowledgementSent).toBeUndefined()
    const refused = await post(app, '/api/submit-enquiry', {
      ...TYPED,
      email: 'refused@x',
      phone: '',
    })
    expect(refused.statusCode).toBe(400)
    const referral = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.referral)).json()
    await waitFor(() => acknowledgements().length === 1)
    await waitFor(
      async () => (await deliveryOf(referral.id, 'acknowledgement'))?.status === 'forwarded',
    )
    expect(acknowledgements().map((mail) => mail.to)).toEqual([['sam.sample@builders.example']])
    expect(await deliveryOf(spam.id, 'acknowledgement')).toBeUndefined()
    expect(await deliveryOf(spam.id, 'webhook')).toMatchObject({ status: 'spam' })
    expect(
      smtp.received.some(
        (mail) => mail.raw.includes('hello@electrics.example') && !mail.to.includes(AGENCY),
      ),
    ).toBe(false)
  })

  it('retries a webhook answering 500 twice with the same webhook-id, each signature verifying', async () => {
    hook.statuses.push(500, 500)
    const app = await start()
    const answer = (await post(app, '/api/submit-enquiry', TYPED)).json()
    await waitFor(() => hook.received.length === 3)
    await waitFor(async () => (await deliveryOf(answer.id, 'webhook'))?.status === 'forwarded')
    const ids = hook.received.map((request) => request.headers['webhook-id'])
    expect(new Set(ids)).toEqual(new Set([`msg_${answer.id}`]))
    const verifier = new Webhook(SECRET)
    for (const request of hook.received) {
      const verified = verifier.verify(request.body, request.headers as Record<string, string>)
      expect(verified).toMatchObject({
        type: 'lead.received',
        data: { id: answer.id, reference: answer.reference, email: 'pat@plumbing.example' },
      })
    }
    expect(() =>
      verifier.verify(
        hook.received[0]?.body.replace('Pat', 'Eve') ?? '',
        hook.received[0]?.headers as Record<string, string>,
      ),
    ).toThrow()
    const last = hook.received.at(-1)
    console.info(
      `A signed webhook as received and verified (${testStore.store.dialect}):\n${JSON.stringify({ headers: { 'webhook-id': last?.headers['webhook-id'], 'webhook-timestamp': last?.headers['webhook-timestamp'], 'webhook-signature': last?.headers['webhook-signature'] }, body: JSON.parse(last?.body ?? '{}') }, null, 2)}`,
    )
    const attempts = await testStore.store.listDeliveryAttempts(answer.id)
    expect(
      attempts
        .filter((attempt) => attempt.destination === 'webhook')
        .map((attempt) => attempt.outcome),
    ).toEqual(['retry', 'retry', 'delivered'])
  })

  it('fails a webhook refused with a 4xx at once and alerts the agency, as for the CRM', async () => {
    hook.statuses.push(410)
    const app = await start()
    const answer = (await post(app, '/api/submit-enquiry', TYPED)).json()
    await waitFor(() =>
      smtp.received.some((mail) =>
        mail.header('subject')?.includes('not delivered to the webhook'),
      ),
    )
    expect(await deliveryOf(answer.id, 'webhook')).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('HTTP 410'),
    })
    expect(hook.received).toHaveLength(1)
  })

  it('sends Slack a message with the form, reference, reply-by time and link, and no personal data', async () => {
    const app = await start({ format: 'slack' })
    const answer = (await post(app, '/api/submit-enquiry', TYPED)).json()
    await waitFor(() => hook.received.length === 1)
    const body = hook.received[0]?.body ?? ''
    const { text } = JSON.parse(body) as { text: string }
    expect(text).toContain(answer.reference)
    expect(text).toContain(TYPED.formType)
    expect(text).toContain(`${ORIGIN}/admin/leads/${answer.id}`)
    expect(text).toMatch(/Reply by \d/)
    for (const personal of [
      TYPED.email,
      TYPED.phone,
      TYPED.firstName,
      TYPED.lastName,
      TYPED.businessName,
      TYPED.requirements,
    ]) {
      expect(body).not.toContain(personal)
    }
  })

  it('names where the acknowledgement went on the scripts-off confirmation, never in its URL', async () => {
    const app = await start()
    const sent = await app.inject({
      method: 'POST',
      url: '/api/submit-enquiry',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: 'http://127.0.0.1:3000',
      },
      payload: new URLSearchParams({
        formId: 'contact',
        idempotencyKey: '',
        firstName: 'Alex',
        lastName: 'Example',
        email: 'Alex@Roofing.example',
        phone: '01632 960004',
        companyName: 'Example Roofing',
        projectDetails: 'A new website.',
        timeline: '',
        currentWebsite: '',
      }).toString(),
    })
    expect(sent.statusCode).toBe(303)
    const location = String(sent.headers.location)
    expect(location.toLowerCase()).not.toContain('roofing.example')
    const cookie = String(sent.headers['set-cookie']).split(';')[0] ?? ''
    const page = await app.inject({ url: location, headers: { cookie } })
    expect(page.body.replaceAll('&#39;', "'")).toContain(
      "We've sent a confirmation to alex@roofing.example.",
    )
    // Another browser with the same link sees the reference only.
    const shared = await app.inject({ url: location })
    expect(shared.body).not.toContain('roofing.example')
    await waitFor(() => acknowledgements().some((mail) => mail.to.includes('alex@roofing.example')))
  })
})
