import { ATTRIBUTION_FIELDS, HONEYPOT_FIELD, STARTED_AT_FIELD } from '@hard-hat/forms'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contact, ORIGIN, postForm, referral } from '../../test/form-posts.js'
import { startApp } from '../../test/harness.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { DERIVED_KEY_WINDOW_MS, spamSignalsOf, withAttributionFromReferer } from './plugin.js'

describe.each(STORE_FACTORIES)('a scripts-off form post on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  beforeEach(async () => {
    testStore = await open()
    app = await startApp(testStore, { publicOrigin: ORIGIN })
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('is stored with the wire body the scripts send, then sent 303 to a page with its reference', async () => {
    const response = await postForm(app, '/api/submit-enquiry', contact)
    expect(response.statusCode).toBe(303)
    const location = String(response.headers.location)
    expect(location).toMatch(/^\/api\/form-sent\?form=contact&reference=HH-/)
    expect(location).not.toContain('alex')
    const reference = new URL(location, ORIGIN).searchParams.get('reference') ?? ''
    const [stored] = await testStore.store.listSubmissions()
    expect(stored).toMatchObject({ reference, formType: 'General Contact Enquiry' })
    expect(stored?.payload).toMatchObject({
      businessName: 'Example <Roofing>',
      requirements: 'Timeline: Not specified\n\nProject details: A new website\r\nwith a gallery.',
    })
    const page = await app.inject({ url: location })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('Thank You!')
    expect(page.body).toContain(reference)
  })

  it('stores a double click once and sends both to the same reference', async () => {
    const first = await postForm(app, '/api/submit-enquiry', contact)
    const second = await postForm(app, '/api/submit-enquiry', contact)
    expect(second.headers.location).toBe(first.headers.location)
    expect(await testStore.store.listSubmissions()).toHaveLength(1)
  })

  it('stores a lead form as { formType, formData } and the referral with its ticked box', async () => {
    const lead = await postForm(app, '/api/leads', {
      formId: 'newsletter',
      idempotencyKey: '',
      email: 'sam@builders.example',
    })
    expect(lead.statusCode).toBe(303)
    const sent = await postForm(app, '/api/submit-enquiry', referral)
    expect(sent.statusCode).toBe(303)
    const formTypes = (await testStore.store.listSubmissions()).map((row) => row.formType).sort()
    expect(formTypes).toEqual(['Referral Programme', 'newsletter'])
  })

  it('shows a referral its code on the confirmation, only to the browser that sent it', async () => {
    const sent = await postForm(app, '/api/submit-enquiry', referral)
    expect(sent.statusCode).toBe(303)
    const location = String(sent.headers.location)
    const [stored] = await testStore.store.listSubmissions()
    const code = stored?.referralCode ?? ''
    expect(code).toMatch(/^REF-/)
    expect(location).not.toContain(code)
    const cookie = String(sent.headers['set-cookie']).split(';')[0] ?? ''
    expect(sent.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict/)

    const page = await app.inject({ url: location, headers: { cookie } })
    expect(page.body).toMatch(new RegExp(`data-testid="referral-code"[^>]*>${code}<`))
    expect(page.body).toContain('Your referral code')
    expect(page.body).toContain('Programme Rules')

    const [guessed, otherReference, otherCookie] = await Promise.all([
      app.inject({ url: location }),
      app.inject({
        url: location.replace(/reference=[^&]+/, 'reference=HH-0000-0000'),
        headers: { cookie },
      }),
      app.inject({
        url: location,
        headers: { cookie: 'hh_sent=00000000-0000-4000-8000-000000000000' },
      }),
    ])
    for (const response of [guessed, otherReference, otherCookie]) {
      expect(response.statusCode).toBe(200)
      expect(response.body).not.toContain(code)
      expect(response.body).not.toContain('referral-code')
    }
    const newsletter = await postForm(app, '/api/leads', {
      formId: 'newsletter',
      email: 'sam@builders.example',
    })
    expect(newsletter.headers['set-cookie']).toBeUndefined()
  })

  it('answers problems with a 400 page that lists them and shows the form again as typed', async () => {
    const response = await postForm(app, '/api/submit-enquiry', {
      ...contact,
      email: '',
      phone: '12345',
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.body).toContain('There is a problem')
    expect(response.body).toContain('href="#field-email"')
    expect(response.body).toContain('href="#field-phone"')
    expect(response.body).toContain('value="Example &lt;Roofing&gt;"')
    expect(response.body).toContain('<form method="post" action="/api/submit-enquiry"')
    expect(response.body).not.toContain('<script')
    expect(await testStore.store.listSubmissions()).toHaveLength(0)
  })

  it('refuses a post from another site, or one that hides where it comes from, with 403', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await postForm(app, '/api/submit-enquiry', contact, { origin })
      expect(response.statusCode).toBe(403)
      expect(response.body).toContain('our own website')
    }
    expect(await testStore.store.listSubmissions()).toHaveLength(0)
  })

  it("lets the site's own posts carry its Origin: Referrer-Policy same-origin", async () => {
    const health = await app.inject({ url: '/api/health' })
    expect(health.headers['referrer-policy']).toBe('same-origin')
  })

  it('answers JSON to a script that posts a form body and asks for JSON', async () => {
    const response = await postForm(
      app,
      '/api/leads',
      { formId: 'newsletter', email: 'x' },
      {
        accept: 'application/json',
      },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { fields: { email: expect.any(String) } } })
  })

  it('keeps a form body off the routes that do not take one', async () => {
    const response = await postForm(app, '/api/submit-boutique-quote', contact)
    expect(response.statusCode).toBe(415)
  })

  it('answers an oversized post with a page', async () => {
    const response = await postForm(app, '/api/submit-enquiry', {
      ...contact,
      projectDetails: 'x'.repeat(70_000),
    })
    expect(response.statusCode).toBe(413)
    expect(response.body).toContain('too long')
  })

  it('answers a post that names no form of the site with a 400 page', async () => {
    const response = await postForm(app, '/api/leads', { ...contact, formId: 'contact' })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/text\/html/)
  })
})

describe.each(STORE_FACTORIES)('a scripts-off post sent again on $dialect', ({ open }) => {
  // Just before a 10-minute boundary of the epoch, so a clock bucket would split a double click.
  const START_MS = Date.UTC(2026, 10, 23, 21, 9, 59, 900)
  let clockMs = START_MS
  let testStore: TestStore
  let app: FastifyInstance
  beforeEach(async () => {
    clockMs = START_MS
    testStore = await open()
    app = await startApp(testStore, { publicOrigin: ORIGIN, now: () => clockMs })
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })
  const referenceOf = async (fields: Record<string, string>) => {
    const response = await postForm(app, '/api/submit-enquiry', fields)
    expect(response.statusCode).toBe(303)
    return new URL(String(response.headers.location), ORIGIN).searchParams.get('reference')
  }

  it('answers a double click, across any clock boundary, with the first reference', async () => {
    const first = await referenceOf(contact)
    clockMs += 200
    expect(await referenceOf({ ...contact, [STARTED_AT_FIELD]: String(START_MS - 60_000) })).toBe(
      first,
    )
    clockMs = START_MS + DERIVED_KEY_WINDOW_MS - 1
    expect(await referenceOf(contact)).toBe(first)
    expect(await testStore.store.listSubmissions()).toHaveLength(1)
  })

  it('stores the same words sent again on purpose, ten minutes on, as a new lead', async () => {
    const first = await referenceOf(contact)
    clockMs = START_MS + DERIVED_KEY_WINDOW_MS
    const second = await referenceOf(contact)
    expect(second).not.toBe(first)
    clockMs += 1000
    expect(await referenceOf(contact)).toBe(second)
    expect(await testStore.store.listSubmissions()).toHaveLength(2)
  })

  it('keeps a key the form carried for as long as it is kept: it names one attempt', async () => {
    const keyed = { ...contact, idempotencyKey: 'a-fresh-key-from-the-problem-page' }
    const first = await referenceOf(keyed)
    clockMs += 24 * 60 * 60_000
    expect(await referenceOf(keyed)).toBe(first)
  })
})

describe('the attribution of a scripts-off post', () => {
  const empty = { utmSource: '', utmMedium: '', referralSource: '', email: 'a@b.example' }
  const page = `${ORIGIN}/contact?utm_source=google&utm_medium=cpc&ref=partner-site&email=x`

  it("fills the empty hidden fields from the query of the site's own page", () => {
    expect(withAttributionFromReferer(empty, page, ORIGIN)).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      referralSource: 'partner-site',
      email: 'a@b.example',
    })
  })

  it("leaves them alone when the page's script filled one, or the page is not the site's", () => {
    const filled = { ...empty, utmSource: 'newsletter' }
    expect(withAttributionFromReferer(filled, page, ORIGIN)).toBe(filled)
    for (const referer of [
      'https://evil.example/contact?utm_source=google',
      'not a url',
      undefined,
    ]) {
      expect(withAttributionFromReferer(empty, referer, ORIGIN)).toBe(empty)
    }
    const noAttribution = { email: 'a@b.example' }
    expect(withAttributionFromReferer(noAttribution, page, ORIGIN)).toBe(noAttribution)
  })

  it('stores the attribution with the enquiry and never logs the Referer', async () => {
    const [factory] = STORE_FACTORIES
    const testStore = await factory.open()
    const lines: string[] = []
    const app = await startApp(testStore, {
      publicOrigin: ORIGIN,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    })
    try {
      const attribution = Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, '']))
      const response = await postForm(
        app,
        '/api/submit-enquiry',
        { ...contact, ...attribution },
        { referer: `${ORIGIN}/contact?utm_campaign=spring-roofs&ref_id=u42` },
      )
      expect(response.statusCode).toBe(303)
      const [stored] = await testStore.store.listSubmissions()
      expect(stored?.payload).toMatchObject({
        attribution: { utmCampaign: 'spring-roofs', referralUserId: 'u42', utmSource: '' },
      })
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.join('\n')).not.toContain('spring-roofs')
    } finally {
      await app.close()
      await testStore.dispose()
    }
  })
})

describe('the spam signals of a scripts-off post', () => {
  it('reads the honeypot and the start time into meta as a script sends them', () => {
    expect(spamSignalsOf({ [HONEYPOT_FIELD]: '', [STARTED_AT_FIELD]: '1767225600000' })).toEqual({
      honeypot: '',
      startedAt: 1_767_225_600_000,
    })
    // Scripts off: the start time is empty and left out, so it is not held against the sender.
    expect(spamSignalsOf({ [HONEYPOT_FIELD]: '', [STARTED_AT_FIELD]: '' })).toEqual({
      honeypot: '',
    })
    expect(spamSignalsOf({ [STARTED_AT_FIELD]: 'soon' })).toEqual({})
    expect(spamSignalsOf({ [HONEYPOT_FIELD]: ['a', 'b'] })).toEqual({ honeypot: 'a' })
  })

  it("keeps a bot's long or binary honeypot storable, and still filled", () => {
    expect(spamSignalsOf({ [HONEYPOT_FIELD]: 'x'.repeat(10_000) }).honeypot).toHaveLength(200)
    expect(spamSignalsOf({ [HONEYPOT_FIELD]: '\u0000' }).honeypot).toBe(
      'filled with control characters',
    )
  })
})
