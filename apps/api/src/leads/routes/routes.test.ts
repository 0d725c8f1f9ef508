import { afterEach, describe, expect, it } from 'vitest'
import { boutiqueQuote, ENQUIRY_BODIES, LEAD_BODIES, leadBody } from '../../test/bodies.js'
import { appForEachTest, post, startApp } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { sampleSubmission } from '../../test/submissions.js'

const ADMIN_TOKEN = 'test-admin-token-0123456789'
const LEAD_FORM_TYPES = Object.keys(LEAD_BODIES) as (keyof typeof LEAD_BODIES)[]

describe.each(STORE_FACTORIES)('the API on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const served = appForEachTest(testStore, { adminToken: ADMIN_TOKEN })

  it.each(Object.entries(ENQUIRY_BODIES))(
    'stores a %s enquiry before answering with its id and reference',
    async (_name, body) => {
      const response = await post(served.app, '/api/submit-enquiry', {
        ...body,
        meta: { pagePath: '/one-page-website', startedAt: Date.now() - 60_000 },
      })
      expect(response.statusCode).toBe(200)
      const answer = response.json()
      expect(answer).toMatchObject({ success: true, id: expect.any(String) })
      expect(answer.reference).toMatch(/^HH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
      const stored = await testStore.store.findSubmission(answer.id)
      expect(stored).toMatchObject({
        reference: answer.reference,
        kind: 'enquiry',
        formType: body.formType,
        email: body.email,
        sourcePage: '/one-page-website',
        isSpam: false,
        forwardStatus: 'not_forwarded',
      })
      expect(stored?.payload).toMatchObject({ firstName: body.firstName, email: body.email })
      expect(stored?.clientHash).not.toContain('127.0.0.1')
    },
  )

  it('answers a referral with its code and gives the same code to whoever holds the id', async () => {
    const answer = (await post(served.app, '/api/submit-enquiry', ENQUIRY_BODIES.referral)).json()
    expect(answer.referralCode).toMatch(/^REF-[0-9A-HJKMNP-TV-Z]{10}$/)
    const code = await served.app.inject({ url: `/api/referrals/code?id=${answer.id}` })
    expect(code.statusCode).toBe(200)
    expect(code.json()).toEqual({ referralCode: answer.referralCode })
    const other = (await post(served.app, '/api/submit-enquiry', ENQUIRY_BODIES.referral)).json()
    expect(other.referralCode).not.toBe(answer.referralCode)
  })

  it('answers 404 for a referral code asked with an unknown id and 400 without an id', async () => {
    const contact = (await post(served.app, '/api/submit-enquiry', ENQUIRY_BODIES.contact)).json()
    expect(
      (await served.app.inject({ url: `/api/referrals/code?id=${contact.id}` })).statusCode,
    ).toBe(404)
    const missing = await served.app.inject({ url: '/api/referrals/code' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toHaveProperty('id')
  })

  it('stores a correctly priced boutique quote and forwards it as a quote lead', async () => {
    const quote = boutiqueQuote('five-page', ['jobQuoteCalculator', 'advancedSEO'])
    const response = await post(served.app, '/api/submit-boutique-quote', quote)
    expect(response.statusCode).toBe(200)
    const [stored] = await testStore.store.listSubmissions()
    expect(stored).toMatchObject({ kind: 'boutique-quote', email: 'sam.sample@builders.example' })
    expect(stored?.payload).toMatchObject({ total: quote.total })
  })

  it('refuses a boutique quote whose prices disagree with the catalogue, naming each field', async () => {
    const quote = boutiqueQuote('three-page', ['advancedSEO'])
    const cheap = {
      ...quote,
      selectedFeatures: quote.selectedFeatures.map((feature) =>
        feature.key === 'advancedSEO' ? { ...feature, price: 1 } : feature,
      ),
      total: quote.basePackage.price + 1,
    }
    const response = await post(served.app, '/api/submit-boutique-quote', cheap)
    expect(response.statusCode).toBe(400)
    const index = quote.selectedFeatures.findIndex((feature) => feature.key === 'advancedSEO')
    expect(response.json().error.fields).toHaveProperty(`selectedFeatures.${index}.price`)
    expect(response.json().error.fields).toHaveProperty('total')
    expect(await testStore.store.listSubmissions()).toEqual([])
  })

  it('refuses Unlimited Pages with the Service Areas Page', async () => {
    const response = await post(
      served.app,
      '/api/submit-boutique-quote',
      boutiqueQuote('unlimited', ['serviceAreasPage']),
    )
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json().error.fields)).toMatch(/Service Areas/)
    expect(await testStore.store.listSubmissions()).toEqual([])
  })

  it.each(LEAD_FORM_TYPES)('stores a %s lead from /api/leads', async (formType) => {
    const response = await post(served.app, '/api/leads', leadBody(formType))
    expect(response.statusCode).toBe(200)
    const stored = await testStore.store.findSubmission(response.json().id)
    expect(stored).toMatchObject({ kind: 'lead', formType, email: LEAD_BODIES[formType].email })
  })

  it('answers a repeated Idempotency-Key with the first answer and stores one submission', async () => {
    const headers = { 'idempotency-key': 'attempt-1' }
    const first = await post(served.app, '/api/leads', leadBody('contact'), headers)
    const second = await post(served.app, '/api/leads', leadBody('contact'), headers)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(served.app, '/api/submit-enquiry', ENQUIRY_BODIES.contact, {
          'idempotency-key': 'race',
        }),
      ),
    )
    expect(new Set(racing.map((response) => response.json().id)).size).toBe(1)
    expect(await testStore.store.listSubmissions()).toHaveLength(2)
  })

  it('answers 422 when an Idempotency-Key comes back with a different body', async () => {
    const headers = { 'idempotency-key': 'attempt-2' }
    await post(served.app, '/api/leads', leadBody('contact'), headers)
    const reused = await post(served.app, '/api/leads', leadBody('newsletter'), headers)
    expect(reused.statusCode).toBe(422)
    expect(reused.json().error.code).toBe('idempotency_key_reused')
    expect(await testStore.store.listSubmissions()).toHaveLength(1)
  })

  it('answers 400 naming the email field, and stores nothing', async () => {
    const response = await post(served.app, '/api/leads', {
      formType: 'contact',
      formData: { ...LEAD_BODIES.contact, email: 'not-an-email' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'validation_error', fields: { 'formData.email': expect.any(String) } },
    })
    expect(await testStore.store.listSubmissions()).toEqual([])
  })

  it('answers 400 to malformed JSON or a form body naming no form, 415 to a body that is not JSON and 413 to a huge one', async () => {
    const raw = (url: string, contentType: string, payload: string) =>
      served.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } })
    const malformed = await raw('/api/leads', 'application/json', '{"formType":')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.code).toBe('invalid_json')
    const text = await raw('/api/leads', 'text/plain', 'formType=contact')
    expect(text.statusCode).toBe(415)
    // Forms posted without scripts are taken by the routes forms post to (native-forms.test.ts).
    const formBody = (url: string) => raw(url, 'application/x-www-form-urlencoded', 'a=b')
    expect((await formBody('/api/submit-boutique-quote')).statusCode).toBe(415)
    expect((await formBody('/api/submit-enquiry')).statusCode).toBe(400)
    const huge = await post(served.app, '/api/leads', {
      ...leadBody('contact'),
      padding: 'x'.repeat(70_000),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().error.code).toBe('payload_too_large')
    expect(await testStore.store.listSubmissions()).toEqual([])
  })

  it('refuses text with a NUL byte so both databases can store whatever is accepted', async () => {
    const response = await post(served.app, '/api/leads', {
      formType: 'contact',
      formData: { ...LEAD_BODIES.contact, message: 'call me\u0000now' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toHaveProperty('formData.message')
    expect(await testStore.store.listSubmissions()).toEqual([])
  })

  it('accepts a filled honeypot silently but stores it as spam that is never forwarded', async () => {
    const honeypot = await post(served.app, '/api/leads', {
      ...leadBody('newsletter'),
      meta: { honeypot: 'x' },
    })
    const tooFast = await post(served.app, '/api/leads', {
      ...leadBody('newsletter'),
      meta: { startedAt: Date.now() - 300 },
    })
    for (const response of [honeypot, tooFast]) {
      expect(response.statusCode).toBe(200)
      const stored = await testStore.store.findSubmission(response.json().id)
      expect(stored).toMatchObject({ isSpam: true, forwardStatus: 'spam' })
    }
  })

  it('reports itself healthy with the store it uses', async () => {
    const response = await served.app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ok',
      store: { dialect: testStore.store.dialect, isAnswering: true },
      isForwarding: false,
    })
  })

  it('publishes an OpenAPI 3 document of every public route built from the zod schemas', async () => {
    const document = (await served.app.inject({ url: '/api/openapi.json' })).json()
    expect(document.openapi).toMatch(/^3\./)
    // The content API for scripts is documented too (content/api.test.ts checks its paths).
    const paths = Object.keys(document.paths).filter(
      (path) => !path.startsWith('/api/admin/content/'),
    )
    expect(paths.sort()).toEqual([
      '/api/health',
      '/api/health/ready',
      '/api/leads',
      '/api/referrals/code',
      '/api/submit-boutique-quote',
      '/api/submit-enquiry',
    ])
    const body =
      document.paths['/api/submit-enquiry'].post.requestBody.content['application/json'].schema
    expect(JSON.stringify(body)).toContain('One Page Website Enquiry')
    expect(document.paths['/api/leads'].post.responses).toHaveProperty('429')
  })

  it('exports every submission with its forwarding status to the admin only', async () => {
    await post(served.app, '/api/leads', leadBody('contact'))
    await post(served.app, '/api/leads', { ...leadBody('newsletter'), meta: { honeypot: 'bot' } })
    expect((await served.app.inject({ url: '/api/admin/submissions' })).statusCode).toBe(401)
    const wrong = await served.app.inject({
      url: '/api/admin/submissions',
      headers: { authorization: 'Bearer nope' },
    })
    expect(wrong.statusCode).toBe(401)
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` }
    const json = (await served.app.inject({ url: '/api/admin/submissions', headers: auth })).json()
    // Two leads stored within one millisecond have no order between them: compare as a set.
    const statuses = json.submissions.map((s: { forwardStatus: string }) => s.forwardStatus)
    expect(statuses.sort()).toEqual(['not_forwarded', 'spam'])
    const csv = await served.app.inject({ url: '/api/admin/submissions?format=csv', headers: auth })
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toMatch(/^id,reference,createdAt,kind,formType,isSpam,forwardStatus/)
    expect(lines).toHaveLength(3)
    const limited = await served.app.inject({
      url: '/api/admin/submissions?limit=1',
      headers: auth,
    })
    expect(limited.json().submissions).toHaveLength(1)
    // Capped and paged (P-export-audited): the next page is named, and every export is audited.
    expect(limited.headers.link).toBe('</api/admin/submissions?limit=1&offset=1>; rel="next"')
    const next = await served.app.inject({
      url: '/api/admin/submissions?limit=1&offset=1',
      headers: auth,
    })
    expect(next.json().submissions).toHaveLength(1)
    expect(next.headers.link).toBeUndefined()
    const tooMany = await served.app.inject({
      url: '/api/admin/submissions?limit=1001',
      headers: auth,
    })
    expect(tooMany.statusCode).toBe(400)
    const exports = await served.app.store.listAudit({ limit: 10 })
    expect(exports.filter((entry) => entry.action === 'export')).toHaveLength(4)
  })

  it('erases everything stored about one email address on request', async () => {
    await post(served.app, '/api/submit-enquiry', ENQUIRY_BODIES.referral)
    await post(served.app, '/api/leads', leadBody('quote'))
    await post(served.app, '/api/submit-enquiry', ENQUIRY_BODIES.onePage)
    const response = await post(
      served.app,
      '/api/admin/erasure',
      { email: 'HELLO@electrics.example' },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    )
    expect(response.json()).toEqual({ deleted: 1 })
    const left = await testStore.store.listSubmissions()
    expect(left.map((submission) => submission.email).sort()).toEqual([
      'pat@plumbing.example',
      'sam.sample@builders.example',
    ])
  })

  it('requeues a not-forwarded submission on replay and refuses an unknown one', async () => {
    const { id } = (await post(served.app, '/api/leads', leadBody('contact'))).json()
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` }
    const replay = await post(served.app, `/api/admin/submissions/${id}/replay`, {}, auth)
    expect(replay.statusCode).toBe(202)
    expect((await testStore.store.findSubmission(id))?.forwardStatus).toBe('pending')
    const unknown = await post(served.app, '/api/admin/submissions/nope/replay', {}, auth)
    expect(unknown.statusCode).toBe(404)
  })
})

describe.each(STORE_FACTORIES)('the API limits and settings on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  afterEach(async () => {})

  it('keeps the admin API shut to anyone without a token or session when ADMIN_TOKEN is unset', async () => {
    const app = await startApp(testStore)
    const response = await app.inject({ url: '/api/admin/submissions' })
    expect(response.statusCode).toBe(401)
    const guessed = await app.inject({
      url: '/api/admin/submissions',
      headers: { authorization: 'Bearer undefined' },
    })
    expect(guessed.statusCode).toBe(401)
    await app.close()
  })

  it('answers 429 with Retry-After past RATE_LIMIT_MAX submissions a minute from one address', async () => {
    const app = await startApp(testStore, { rateLimitMax: 2 })
    const statuses = []
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await post(app, '/api/leads', leadBody('newsletter'))).statusCode)
    }
    expect(statuses).toEqual([200, 200, 429])
    const limited = await post(app, '/api/leads', leadBody('newsletter'))
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    expect(limited.json().error.code).toBe('rate_limited')
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200)
    expect(await testStore.store.listSubmissions()).toHaveLength(2)
    await app.close()
  })

  it('deletes delivered submissions older than the retention period when it starts, never an undelivered one', async () => {
    const old = Date.now() - 25 * 31 * 24 * 60 * 60 * 1000
    const delivered = sampleSubmission({
      createdAtMs: old,
      deliveries: { crm: 'pending', email: 'not_forwarded' },
    })
    const undelivered = sampleSubmission({
      createdAtMs: old + 1,
      deliveries: { crm: 'pending', email: 'pending' },
    })
    const recent = sampleSubmission({ deliveries: { crm: 'pending', email: 'pending' } })
    for (const each of [delivered, undelivered, recent]) {
      await testStore.store.insertSubmission(each)
    }
    await testStore.store.markForwarded(delivered.id, 'crm', old)
    const app = await startApp(testStore, { retentionMonths: 24 })
    expect((await testStore.store.listSubmissions()).map((each) => each.id)).toEqual([
      undelivered.id,
      recent.id,
    ])
    await app.close()
  })
})
