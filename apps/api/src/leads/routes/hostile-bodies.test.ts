import { FORM_DEFINITIONS, FORM_IDS } from '@hard-hat/forms'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES } from '../../app.js'
import { ENQUIRY_BODIES, LEAD_BODIES, leadBody } from '../../test/bodies.js'
import { post, startApp } from '../../test/harness.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'

const ORIGIN = 'http://127.0.0.1:3000'
const ADMIN_TOKEN = 'hostile-bodies-admin-token-01'
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` }
const FORM = 'application/x-www-form-urlencoded'
const BROWSER = { 'content-type': FORM, accept: 'text/html', origin: ORIGIN }

/** Hostile urlencoded bodies (raw, so nothing on the way tidies them). */
const HOSTILE_FORM_BODIES = {
  'a __proto__ key': '__proto__[hhPolluted]=1&__proto__.hhPolluted=1&firstName=Alex',
  'a constructor.prototype key': 'constructor[prototype][hhPolluted]=1&constructor=x',
  'repeated keys': 'firstName=Alex&firstName=Sam&email=a%40b.example&email=c%40d.example',
  'broken percent-encoding': 'firstName=%E0%A4%A&lastName=%ZZ&email=%',
  'a NUL byte': 'firstName=Al%00ex&lastName=Example',
  'NFD text': 'firstName=Sia%CC%82n&lastName=Jo%CC%88rg',
  'a bidi override': 'firstName=%E2%80%AEevil&lastName=Example',
  'a zero-width space': 'firstName=Al%E2%80%8Bex&lastName=Example',
  'an emoji at the length limit': `firstName=${encodeURIComponent('👷'.repeat(200))}`,
  '64 KiB + 1': `firstName=${'a'.repeat(BODY_LIMIT_BYTES + 1 - 'firstName='.length)}`,
} as const

/** Each native form's fields, with the hostile body's keys on top. */
function formBody(formId: string, hostile: string): string {
  return `formId=${formId}&idempotencyKey=&${hostile}`
}

/** The text a hostile body carries, decoded where its percent-encoding allows. */
function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const isPolluted = () =>
  (({}) as Record<string, unknown>).hhPolluted !== undefined ||
  Object.hasOwn(Object.prototype, 'hhPolluted')

describe.each(STORE_FACTORIES)('hostile bodies on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  beforeAll(async () => {
    testStore = await open()
    app = await startApp(testStore, { adminToken: ADMIN_TOKEN })
  })
  afterAll(async () => {
    await app.close()
    await testStore.dispose()
    expect(isPolluted()).toBe(false)
  })

  const formRoutes = [...new Set(FORM_IDS.map((id) => FORM_DEFINITIONS[id].action))]

  it.each(Object.entries(HOSTILE_FORM_BODIES))(
    'never answer %s with a 5xx on any form, in either charset, and pollute nothing',
    async (_name, hostile) => {
      for (const id of FORM_IDS) {
        for (const charset of ['', '; charset=UTF-8', '; charset=iso-8859-1']) {
          const response = await app.inject({
            method: 'POST',
            url: FORM_DEFINITIONS[id].action,
            headers: { ...BROWSER, 'content-type': `${FORM}${charset}` },
            payload: formBody(id, hostile),
          })
          expect(response.statusCode, `${id}${charset}`).toBeLessThan(500)
          if (hostile.length > BODY_LIMIT_BYTES) expect(response.statusCode).toBe(413)
          else if (charset.includes('iso')) expect(response.statusCode).toBe(415)
        }
      }
      expect(isPolluted()).toBe(false)
    },
  )

  it.each(Object.entries(HOSTILE_FORM_BODIES))(
    'never answer %s with a 5xx on the inbox’s posts',
    async (_name, hostile) => {
      for (const url of [
        '/admin/sign-in',
        '/admin',
        '/admin/export',
        '/admin/erasure',
        '/api/admin/submissions/missing/spam',
      ]) {
        for (const headers of [
          { 'content-type': FORM, origin: ORIGIN },
          { 'content-type': FORM, ...BEARER },
        ]) {
          const response = await app.inject({ method: 'POST', url, headers, payload: hostile })
          expect(response.statusCode, url).toBeLessThan(500)
        }
      }
      for (const url of ['/api/admin/erasure', '/api/admin/erasure/preview']) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...BEARER },
          payload: `{"email":${JSON.stringify(decodedOrRaw(hostile))}}`,
        })
        expect(response.statusCode, url).toBeLessThan(500)
      }
      expect(isPolluted()).toBe(false)
    },
  )

  it('refuses prototype keys in JSON on every route, and stores nothing polluted', async () => {
    for (const route of [...formRoutes, '/api/leads']) {
      for (const payload of [
        `{"__proto__":{"hhPolluted":1},"formType":"contact","formData":${JSON.stringify(LEAD_BODIES.contact)}}`,
        `{"constructor":{"prototype":{"hhPolluted":1}},"formType":"contact","formData":${JSON.stringify(LEAD_BODIES.contact)}}`,
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: route,
          headers: { 'content-type': 'application/json' },
          payload,
        })
        expect(response.statusCode, route).toBe(400)
      }
    }
    expect(isPolluted()).toBe(false)
  })

  const storedContact = async (formData: Record<string, string>, meta?: object) => {
    const body = { ...leadBody('contact'), formData: { ...LEAD_BODIES.contact, ...formData } }
    return post(app, '/api/leads', meta ? { ...body, meta } : body)
  }
  const storedFormData = async (id: string) => {
    const record = await testStore.store.findSubmission(id)
    if (record?.kind !== 'lead') throw new Error('a stored lead expected')
    return record.payload.formData as Record<string, string>
  }

  it('stores text NFC-normalised, an emoji name at the limit whole, and bidi text only where it is a message', async () => {
    const nfd = await storedContact({ name: 'Sia\u0302n Jo\u0308rg', message: 'Cafe\u0301 ok' })
    expect(nfd.statusCode).toBe(200)
    const stored = await storedFormData(nfd.json().id)
    expect(stored.name).toBe('Siân Jörg')
    expect(stored.name).toBe(stored.name?.normalize('NFC'))
    expect(stored.message).toBe('Café ok')

    // The limit counts characters (code points), so 200 emoji fit a 200-character name.
    const emoji = await storedContact({ name: '👷'.repeat(200) })
    expect(emoji.statusCode).toBe(200)
    expect((await storedFormData(emoji.json().id)).name).toBe('👷'.repeat(200))
    const tooLong = await storedContact({ name: `${'👷'.repeat(200)}a` })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.fields).toHaveProperty(['formData.name'])

    for (const name of ['\u202Eevil', 'Al\u200Bex', 'Sam\u2066x\u2069', 'Bo\uFEFFb']) {
      const refused = await storedContact({ name })
      expect(refused.statusCode, JSON.stringify(name)).toBe(400)
      expect(refused.json().error.fields).toHaveProperty(['formData.name'])
    }
    const bidiMessage = await storedContact({ message: 'שלום \u200Fhello\u202C' })
    expect(bidiMessage.statusCode).toBe(200)
    expect((await storedFormData(bidiMessage.json().id)).message).toBe('שלום \u200Fhello\u202C')
  })

  it('takes a page path only when it is a path on this site', async () => {
    for (const pagePath of [
      '/contact\nForged: line',
      '//evil.example/x',
      'https://evil.example',
      '/a b',
    ]) {
      const response = await storedContact({}, { pagePath })
      expect(response.statusCode, pagePath).toBe(400)
      expect(response.json().error.fields).toHaveProperty(['meta.pagePath'])
    }
    const enquiry = await post(app, '/api/submit-enquiry', {
      ...ENQUIRY_BODIES.contact,
      meta: { pagePath: '/contact?x=%0A' },
    })
    expect(enquiry.statusCode).toBe(200)
  })

  it('defuses formula cells in both exports', async () => {
    const formula = await storedContact({
      name: '=HYPERLINK("https://evil.example","x")',
      company: '@SUM(1)',
    })
    expect(formula.statusCode).toBe(200)
    const inboxCsv = await app.inject({
      method: 'POST',
      url: '/admin/export',
      headers: { 'content-type': FORM, ...BEARER },
      payload: '',
    })
    expect(inboxCsv.statusCode).toBe(200)
    expect(inboxCsv.body).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`)
    expect(inboxCsv.body).toContain(`'@SUM(1)`)
    expect(inboxCsv.body).not.toMatch(/(^|,)[=@+-]/m)
  })

  it('finds "SIÂN" and "Jörg" by searching "siân" and "JÖRG", typed composed or not', async () => {
    const stored = await storedContact({ name: 'SIÂN Jörg', email: 'search@example.com' })
    expect(stored.statusCode).toBe(200)
    for (const search of ['siân', 'sia\u0302n', 'JÖRG', 'jörg']) {
      const { leads } = await testStore.store.listLeads(
        { status: 'all', spam: 'all', search },
        { limit: 10, offset: 0 },
      )
      expect(
        leads.map((lead) => lead.id),
        search,
      ).toContain(stored.json().id)
    }
  })
})
