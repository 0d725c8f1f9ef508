import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ENQUIRY_BODIES, leadBody } from '../../test/bodies.js'
import { type FakeCrm, startFakeCrm, waitFor } from '../../test/fake-crm.js'
import { linesInto, post, startApp } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { MAX_SIGN_IN_FAILURES } from '../session.js'

const ADMIN_TOKEN = 'test-admin-token-0123456789'
const ORIGIN = 'http://127.0.0.1:3000'
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` }

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString()
}

describe.each(STORE_FACTORIES)('the admin inbox on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let crm: FakeCrm
  let app: FastifyInstance
  let apps: FastifyInstance[] = []
  let logs: string[]

  const startInbox = async (options: Parameters<typeof startApp>[1] = {}) => {
    logs = []
    const started = await startApp(testStore, {
      adminToken: ADMIN_TOKEN,
      outbox: {
        crm: { url: crm.url, apiKey: 'crm-key' },
        baseDelayMs: 1,
        maxDelayMs: 1,
        maxAttempts: 1,
      },
      logger: { level: 'info', stream: linesInto(logs) },
      ...options,
    })
    apps.push(started)
    return started
  }

  const signIn = async (target = app) => {
    const response = await target.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: form({ token: ADMIN_TOKEN }),
    })
    expect(response.statusCode).toBe(303)
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? ''
    return { cookie, setCookie: String(response.headers['set-cookie']) }
  }

  const formPost = (
    url: string,
    cookie: string,
    fields: Record<string, string> = {},
    origin = ORIGIN,
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        ...(origin ? { origin } : {}),
      },
      payload: form(fields),
    })

  beforeEach(async () => {
    crm = await startFakeCrm()
  })
  afterEach(async () => {
    for (const started of apps) await started.close()
    apps = []
    await crm.close()
  })

  it('shows a sign-in page, never indexed nor cached, to a visitor without a session', async () => {
    app = await startInbox()
    const response = await app.inject({ url: '/admin' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.headers['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self';/,
    )
    expect(response.headers['referrer-policy']).toBe('same-origin')
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(response.body).toContain('Sign in to the lead inbox')
    // Only the inbox's own scripts, from this origin: nothing inline.
    expect(response.body.match(/<script[^>]*>/g)).toEqual([
      '<script src="/admin/webauthn.js" defer>',
      '<script src="/admin/passkey.js" defer>',
    ])
    const lead = await app.inject({ url: '/admin/leads/anything' })
    expect(lead.statusCode).toBe(303)
    expect(lead.headers.location).toBe('/admin')
  })

  it('signs in with the deprecated token into a server-side HttpOnly SameSite=Strict session and signs out', async () => {
    app = await startInbox()
    const { cookie, setCookie } = await signIn()
    expect(setCookie).toMatch(
      /^hh_admin=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict$/,
    )
    const inbox = await app.inject({ url: '/admin', headers: { cookie } })
    expect(inbox.body).toContain('<h1>Leads</h1>')
    const out = await formPost('/admin/sign-out', cookie)
    expect(out.statusCode).toBe(303)
    expect(String(out.headers['set-cookie'])).toMatch(/^hh_admin=; Max-Age=0;/)
    // Signing out ends the session in the store: the old cookie, or a forged one, is worth nothing.
    const forged = `hh_admin=${'A'.repeat(43)}`
    expect(
      (await app.inject({ url: '/api/admin/leads', headers: { cookie: forged } })).statusCode,
    ).toBe(401)
    expect((await app.inject({ url: '/api/admin/leads', headers: { cookie } })).statusCode).toBe(
      401,
    )
    const again = await signIn()
    expect(
      (await app.inject({ url: '/api/admin/leads', headers: { cookie: again.cookie } })).statusCode,
    ).toBe(200)
  })

  it('marks the cookie Secure with a __Host- name when the site is served over https', async () => {
    app = await startInbox({ publicOrigin: 'https://www.hardhat.example' })
    const response = await app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://www.hardhat.example',
      },
      payload: form({ token: ADMIN_TOKEN }),
    })
    expect(String(response.headers['set-cookie'])).toMatch(
      /^__Host-hh_admin=.*; HttpOnly; SameSite=Strict; Secure$/,
    )
  })

  it('refuses wrong tokens, limits them per address and never logs them', async () => {
    app = await startInbox()
    for (let attempt = 1; attempt <= MAX_SIGN_IN_FAILURES; attempt += 1) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/admin/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        payload: form({ token: `wrong-token-number-${attempt}` }),
      })
      expect(wrong.statusCode).toBe(401)
      expect(wrong.body).toContain('There is a problem')
    }
    const limited = await app.inject({
      url: '/api/admin/leads',
      headers: { authorization: 'Bearer wrong-token-number-6' },
    })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    const alsoLimited = await formPost('/admin/sign-in', '', { token: 'wrong-token-number-7' })
    expect(alsoLimited.statusCode).toBe(429)
    // The right token is never refused for the wrong ones sent from its address (P-access-ends).
    expect((await app.inject({ url: '/api/admin/leads', headers: BEARER })).statusCode).toBe(200)
    expect((await formPost('/admin/sign-in', '', { token: ADMIN_TOKEN })).statusCode).toBe(303)
    const log = logs.join('')
    expect(log).toContain('admin sign-in refused')
    expect(log).not.toContain('wrong-token-number')
    expect(log).not.toContain(ADMIN_TOKEN)
  })

  it('refuses a state-changing request from another origin, or from a session with no Origin', async () => {
    app = await startInbox()
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await app.outbox.drain()
    const { cookie } = await signIn()
    const foreign = await formPost(
      `/api/admin/submissions/${id}/spam`,
      cookie,
      {},
      'https://evil.example',
    )
    expect(foreign.statusCode).toBe(403)
    const missing = await formPost(`/api/admin/submissions/${id}/spam`, cookie, {}, '')
    expect(missing.statusCode).toBe(403)
    const signInElsewhere = await app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: form({ token: ADMIN_TOKEN }),
    })
    expect(signInElsewhere.statusCode).toBe(403)
    // Scripts with the bearer token send no Origin and keep working.
    const script = await post(app, '/api/admin/erasure', { email: 'nobody@example.com' }, BEARER)
    expect(script.statusCode).toBe(200)
  })

  it('lists leads with counts, finds one by reference and shows its detail', async () => {
    app = await startInbox()
    const sent = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.onePage)).json()
    await post(app, '/api/leads', { ...leadBody('quote'), meta: { honeypot: 'bot' } })
    await app.outbox.drain()
    const { cookie } = await signIn()
    const list = await app.inject({ url: '/admin', headers: { cookie } })
    expect(list.body).toMatch(/<strong>2<\/strong> received today/)
    expect(list.body).toMatch(/<strong>1<\/strong> spam/)
    const found = await formPost('/admin', cookie, { q: sent.reference.toLowerCase() })
    expect(found.body).toContain(`/admin/leads/${sent.id}`)
    expect(found.body).toContain('1 lead match')
    expect(found.body).toContain('Pat Placeholder')
    const detail = await app.inject({ url: `/admin/leads/${sent.id}`, headers: { cookie } })
    expect(detail.body).toContain('<dt>Business Name</dt><dd>Placeholder Plumbing</dd>')
    expect(detail.body).toContain('Delivered')
    expect(detail.body).toMatch(/<td[^>]*>CRM<\/td><td[^>]*>1<\/td><td[^>]*>delivered<\/td>/)
    const json = await app.inject({ url: '/api/admin/leads?spam=spam', headers: BEARER })
    expect(json.json()).toMatchObject({
      total: 1,
      counts: { spam: 1 },
      leads: [{ formType: 'quote', isSpam: true }],
    })
  })

  it('forwards a spam lead marked not spam, and audits who did it', async () => {
    app = await startInbox()
    const { id } = (
      await post(app, '/api/leads', { ...leadBody('contact'), meta: { honeypot: 'x' } })
    ).json()
    await app.outbox.drain()
    expect(crm.requests).toHaveLength(0)
    const { cookie } = await signIn()
    const rescue = await formPost(`/api/admin/submissions/${id}/not-spam`, cookie)
    expect(rescue.statusCode).toBe(303)
    expect(rescue.headers.location).toBe(`/admin/leads/${id}?done=not-spam`)
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.deliveries[0]?.status === 'forwarded',
    )
    expect(crm.requests).toHaveLength(1)
    expect(crm.requests[0]?.idempotencyKey).toBe(id)
    const again = await post(app, `/api/admin/submissions/${id}/not-spam`, {}, BEARER)
    expect(again.statusCode).toBe(409)
    expect(await testStore.store.listAudit({ submissionId: id, limit: 5 })).toEqual([
      expect.objectContaining({
        actor: { kind: 'token', id: 'admin-token', name: 'ADMIN_TOKEN (deprecated)' },
        action: 'not-spam',
      }),
    ])
  })

  it('marks a pending lead as spam so it is never sent, and refuses a delivered one', async () => {
    app = await startInbox({ outbox: {} })
    const pending = (await post(app, '/api/leads', leadBody('contact'))).json()
    const spam = await post(app, `/api/admin/submissions/${pending.id}/spam`, {}, BEARER)
    expect(spam.statusCode).toBe(202)
    expect((await testStore.store.findSubmission(pending.id))?.isSpam).toBe(true)
    expect(await testStore.store.listAudit({ submissionId: pending.id, limit: 5 })).toEqual([
      expect.objectContaining({
        actor: { kind: 'token', id: 'admin-token', name: 'ADMIN_TOKEN (deprecated)' },
        action: 'spam',
      }),
    ])
    const { cookie } = await signIn()
    const twice = await formPost(`/api/admin/submissions/${pending.id}/spam`, cookie)
    // The reason travels as a code, and the page shows its fixed text.
    expect(twice.headers.location).toBe(`/admin/leads/${pending.id}?problem=not-allowed`)
    const shown = await app.inject({ url: String(twice.headers.location), headers: { cookie } })
    expect(shown.body).toContain('Only a lead not yet delivered anywhere')
    // Free text in the URL (a link someone sent a lead) is never shown as an alert.
    const forged = await app.inject({
      url: `/admin/leads/${pending.id}?problem=${encodeURIComponent('Call 0800 000 000 now')}`,
      headers: { cookie },
    })
    expect(forged.statusCode).toBe(200)
    expect(forged.body).not.toContain('0800 000 000')
    expect(forged.body).not.toContain('role="alert"')
  })

  it('replays a failed lead until the CRM has it', async () => {
    app = await startInbox()
    crm.behaviour = 'refuse'
    const { id } = (await post(app, '/api/leads', leadBody('contact'))).json()
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.deliveries[0]?.status === 'failed',
    )
    crm.behaviour = 'accept'
    const { cookie } = await signIn()
    const replay = await formPost(`/api/admin/submissions/${id}/replay`, cookie)
    expect(replay.headers.location).toBe(`/admin/leads/${id}?done=replay`)
    await waitFor(
      async () => (await testStore.store.findSubmission(id))?.deliveries[0]?.status === 'forwarded',
    )
    const attempts = await testStore.store.listDeliveryAttempts(id)
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['failed', 'delivered'])
  })

  it('exports the current filter as CSV with a byte order mark, formula-safe', async () => {
    app = await startInbox()
    await post(app, '/api/leads', {
      ...leadBody('contact'),
      formData: { ...leadBody('contact').formData, name: '=HYPERLINK("x") Siân', company: '£ Ltd' },
    })
    await post(app, '/api/leads', leadBody('quote'))
    const { cookie } = await signIn()
    const csv = await formPost('/admin/export', cookie, {
      type: 'contact',
      status: 'all',
      spam: 'all',
    })
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toMatch(/^Received \(UK time\),Reference,Form,Name,Email,Phone,Business/)
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Siân"`)
    expect(lines[1]).toContain('£ Ltd')
    expect(csv.body).not.toContain('quote')
    expect(await testStore.store.listAudit({ limit: 1 })).toEqual([
      expect.objectContaining({
        action: 'export',
        detail: '1 rows',
        actor: { kind: 'token', id: 'admin-token', name: 'ADMIN_TOKEN (deprecated)' },
      }),
    ])
  })

  it('erases an address only after showing what will go, and keeps no address in the audit', async () => {
    app = await startInbox()
    const kept = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.onePage)).json()
    const gone = (await post(app, '/api/leads', leadBody('contact'))).json()
    const { cookie } = await signIn()
    const preview = await formPost('/admin/erasure', cookie, {
      step: 'preview',
      email: 'Sam.Sample@builders.example',
    })
    expect(preview.body).toContain(gone.reference)
    expect(preview.body).not.toContain(kept.reference)
    expect(await testStore.store.findSubmission(gone.id)).toBeDefined()
    const bad = await formPost('/admin/erasure', cookie, { step: 'preview', email: 'not an email' })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('There is a problem')
    const done = await formPost('/admin/erasure', cookie, {
      step: 'confirm',
      email: 'sam.sample@builders.example',
    })
    expect(done.body).toContain('1 lead erased')
    expect(await testStore.store.findSubmission(gone.id)).toBeUndefined()
    expect(await testStore.store.findSubmission(kept.id)).toBeDefined()
    const [entry] = await testStore.store.listAudit({ limit: 1 })
    expect(entry).toMatchObject({
      action: 'erasure',
      actor: { kind: 'token', id: 'admin-token', name: 'ADMIN_TOKEN (deprecated)' },
      detail: `1 submission erased: ${gone.reference}`,
    })
    expect(JSON.stringify(entry)).not.toContain('builders.example')
  })
})
