import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '@hard-hat/forms'
import { describe, expect, it } from 'vitest'
import { startFakeCrm } from '../../test/fake-crm.js'
import { contact, ORIGIN, postForm } from '../../test/form-posts.js'
import { startApp } from '../../test/harness.js'
import { STORE_FACTORIES } from '../../test/stores.js'

describe.each(STORE_FACTORIES)('a scripts-off post flagged as spam on $dialect', ({ open }) => {
  it('looks accepted to the sender (the same 303), is stored flagged, and is never forwarded', async () => {
    const testStore = await open()
    const crm = await startFakeCrm()
    const app = await startApp(testStore, {
      publicOrigin: ORIGIN,
      outbox: { crm: { url: crm.url, apiKey: 'crm-key' }, pollIntervalMs: 50 },
    })
    try {
      const posts = {
        honeypot: { ...contact, [HONEYPOT_FIELD]: 'https://cheap-pills.example' },
        tooFast: {
          ...contact,
          email: 'quick@roofing.example',
          [HONEYPOT_FIELD]: '',
          [STARTED_AT_FIELD]: String(Date.now() - 300),
        },
        person: {
          ...contact,
          email: 'sam@roofing.example',
          [HONEYPOT_FIELD]: '',
          [STARTED_AT_FIELD]: String(Date.now() - 60_000),
        },
      }
      const stored = new Map<string, { isSpam: boolean; forwardStatus: string }>()
      for (const [name, fields] of Object.entries(posts)) {
        const response = await postForm(app, '/api/submit-enquiry', fields)
        expect(response.statusCode, name).toBe(303)
        expect(String(response.headers.location), name).toMatch(/^\/api\/form-sent\?form=contact&/)
        const reference = new URL(String(response.headers.location), ORIGIN).searchParams.get(
          'reference',
        )
        const record = (await testStore.store.listSubmissions()).find(
          (each) => each.reference === reference,
        )
        if (!record) throw new Error(`${name} was not stored`)
        stored.set(name, record)
        expect(record.payload?.meta, name).toMatchObject({
          honeypot: fields[HONEYPOT_FIELD],
        })
      }
      expect(stored.get('honeypot')).toMatchObject({ isSpam: true, forwardStatus: 'spam' })
      expect(stored.get('tooFast')).toMatchObject({ isSpam: true, forwardStatus: 'spam' })
      expect(stored.get('person')).toMatchObject({ isSpam: false })
      await app.outbox.drain()
      expect(crm.requests.map((request) => request.body)).toEqual([
        expect.objectContaining({ userEmail: 'sam@roofing.example' }),
      ])
    } finally {
      await app.close()
      await crm.close()
      await testStore.dispose()
    }
  })
})

describe('a scripts-off form post over the limit', () => {
  it('gets a 429 page that says to wait', async () => {
    const [factory] = STORE_FACTORIES
    const testStore = await factory.open()
    const app = await startApp(testStore, { publicOrigin: ORIGIN, rateLimitMax: 1 })
    try {
      await postForm(app, '/api/leads', { formId: 'newsletter', email: 'a@builders.example' })
      const response = await postForm(app, '/api/leads', {
        formId: 'newsletter',
        email: 'b@builders.example',
      })
      expect(response.statusCode).toBe(429)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.body).toContain('Wait a minute')
    } finally {
      await app.close()
      await testStore.dispose()
    }
  })
})
