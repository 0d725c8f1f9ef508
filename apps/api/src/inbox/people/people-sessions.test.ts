import { describe, expect, it } from 'vitest'
import { addTestPasskey, junkPasskeySignIn, testFormPost } from '../../test/people.js'
import { peopleSuite } from '../../test/people-suite.js'
import { STORE_FACTORIES } from '../../test/stores.js'
import {
  MAX_SIGN_IN_FAILURES,
  newSecret,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../session.js'
import { peopleOf } from './store/index.js'

describe.each(STORE_FACTORIES)('people, links, sessions and tokens on $dialect', ({ open }) => {
  const { testStore, start, startSecondInstance, addPerson, sessionCookie, lastAudit } =
    peopleSuite(open)

  it('refuses a removed person’s open session at its next request on another instance', async () => {
    const first = await start()
    const second = await startSecondInstance()
    const owner = await addPerson('owner', 'Olive Owner')
    const staff = await addPerson('staff', 'Sam Staff')
    const ownerCookie = await sessionCookie(owner)
    const staffCookie = await sessionCookie(staff)
    const before = await second.inject({
      url: '/api/admin/leads',
      headers: { cookie: staffCookie },
    })
    expect(before.statusCode).toBe(200)

    const removed = await testFormPost(first, `/admin/people/${staff}/remove`, ownerCookie, {
      confirm: 'yes',
    })
    expect(removed.statusCode).toBe(303)
    const after = await second.inject({ url: '/api/admin/leads', headers: { cookie: staffCookie } })
    expect(after.statusCode).toBe(401)
    const page = await second.inject({ url: '/admin/sessions', headers: { cookie: staffCookie } })
    expect(page.statusCode).toBe(303)
    expect(page.headers.location).toBe('/admin')
    expect(await testStore.store.listAudit({ limit: 1 })).toEqual([
      expect.objectContaining({
        action: 'person-removed',
        actor: { kind: 'person', id: owner, name: 'Olive Owner' },
      }),
    ])
    // The last owner cannot remove themselves out of the inbox.
    expect(
      (await testFormPost(first, `/admin/people/${owner}/remove`, ownerCookie, { confirm: 'yes' }))
        .statusCode,
    ).toBe(409)
  })

  it('ends a session after 12 idle hours or 7 days, and lets staff end only their own', async () => {
    const app = await start()
    const staff = await addPerson('staff')
    const other = await addPerson('staff')
    const idle = await sessionCookie(staff, { lastSeenAtMs: Date.now() - SESSION_IDLE_MS - 1000 })
    const old = await sessionCookie(staff, {
      createdAtMs: Date.now() - SESSION_ABSOLUTE_MS - 1000,
      lastSeenAtMs: Date.now() - 1000,
    })
    for (const cookie of [idle, old]) {
      expect((await app.inject({ url: '/api/admin/leads', headers: { cookie } })).statusCode).toBe(
        401,
      )
    }
    const mine = await sessionCookie(staff)
    await sessionCookie(other)
    const [othersSession] = await peopleOf(testStore.store).listSessions(other)
    expect(
      (await testFormPost(app, `/admin/sessions/${othersSession?.id}/end`, mine)).statusCode,
    ).toBe(404)
    const owner = await addPerson('owner')
    const ownerCookie = await sessionCookie(owner)
    expect(
      (await testFormPost(app, `/admin/sessions/${othersSession?.id}/end`, ownerCookie)).statusCode,
    ).toBe(303)
    expect(await peopleOf(testStore.store).listSessions(other)).toEqual([])
  })

  it('counts failed sign-ins in the store, so two instances share one allowance', async () => {
    const first = await start()
    const second = await startSecondInstance()
    const wrong = { authorization: `Bearer hh_${newSecret()}` }
    for (let attempt = 0; attempt < MAX_SIGN_IN_FAILURES; attempt += 1) {
      const target = attempt % 2 === 0 ? first : second
      expect((await target.inject({ url: '/api/admin/leads', headers: wrong })).statusCode).toBe(
        401,
      )
    }
    const limited = await second.inject({ url: '/api/admin/leads', headers: wrong })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(await lastAudit()).toMatchObject({
      action: 'token-refused',
      actor: { kind: 'anonymous' },
    })
  })

  it('counts failed passkey sign-ins per account too, whatever address they come from, and names the person', async () => {
    const app = await start()
    const staff = await addPerson('staff', 'Sam Staff')
    await addTestPasskey(testStore, staff, { id: 'credential-of-sam', name: 'Sam’s phone' })
    const attempt = (address: string) => junkPasskeySignIn(app, address, 'credential-of-sam')
    for (let index = 0; index < MAX_SIGN_IN_FAILURES; index += 1) {
      expect((await attempt(`127.0.0.${10 + index}`)).statusCode).toBe(401)
    }
    // A new address, the same account: refused before any check.
    expect((await attempt('127.0.0.99')).statusCode).toBe(429)
    expect(await lastAudit()).toMatchObject({
      action: 'sign-in-failed',
      actor: { kind: 'person', id: staff, name: 'Sam Staff' },
    })
  })

  it('issues a new session id at every sign-in and ends the one the browser had', async () => {
    const token = 'people-test-admin-token-0123456789'
    const app = await start({ adminToken: token })
    const signIn = async (cookie = '') => {
      const response = await testFormPost(app, '/admin/sign-in', cookie, { token })
      expect(response.statusCode).toBe(303)
      return String(response.headers['set-cookie']).split(';')[0] ?? ''
    }
    const first = await signIn()
    const second = await signIn(first)
    expect(second).not.toBe(first)
    const leads = (cookie: string) => app.inject({ url: '/api/admin/leads', headers: { cookie } })
    expect((await leads(first)).statusCode).toBe(401)
    expect((await leads(second)).statusCode).toBe(200)
  })

  it('signs a person out everywhere else on asking, keeping the session that asked', async () => {
    const app = await start()
    const staff = await addPerson('staff')
    const mine = await sessionCookie(staff)
    const lost = await sessionCookie(staff)
    const page = await app.inject({ url: '/admin/sessions', headers: { cookie: mine } })
    expect(page.body).toContain('Sign out everywhere else')
    const ended = await testFormPost(app, '/admin/sessions/end-others', mine)
    expect(ended.headers.location).toBe('/admin/sessions?done=others-ended')
    const leads = (cookie: string) => app.inject({ url: '/api/admin/leads', headers: { cookie } })
    expect((await leads(lost)).statusCode).toBe(401)
    expect((await leads(mine)).statusCode).toBe(200)
  })
})
