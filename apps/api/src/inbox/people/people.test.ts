import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Role } from '../../store/people.js'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.js'
import {
  appStarter,
  closedAfterEachTest,
  linesInto,
  startApp,
  testEmail,
} from '../../test/harness.js'
import {
  addTestInvitation,
  addTestPasskey,
  addTestPerson,
  addTestToken,
  anotherConnection,
  checkLink,
  junkPasskeySignIn,
  TEST_ORIGIN,
  testFormPost,
  testSessionCookie,
} from '../../test/people.js'
import { STORE_FACTORIES, storeForEachTest, type TestStore } from '../../test/stores.js'
import {
  hashSecret,
  MAX_SIGN_IN_FAILURES,
  newSecret,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../session.js'
import { INVITATION_LINK_MS } from './index.js'
import { peopleOf } from './store/index.js'

describe.each(STORE_FACTORIES)('people, links, sessions and tokens on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const closing = closedAfterEachTest()

  const start = appStarter(testStore, closing)
  /** Another instance on the same store, with its own connection (as a second server has). */
  const startSecondInstance = async () => {
    return closing(await startApp(testStore, { store: await anotherConnection(testStore) }))
  }
  const addPerson = (role: Role, name = `${role} person`) => addTestPerson(testStore, role, name)
  const sessionCookie = (personId: string, times?: Parameters<typeof testSessionCookie>[2]) =>
    testSessionCookie(testStore, personId, times)
  const secretOf = (url: string) => url.split('#')[1] ?? ''
  const lastAudit = async () => (await testStore.store.listAudit({ limit: 1 }))[0]
  /** An owner asking, on the people page, for a new sign-in link for someone. */
  const askForLink = async (app: FastifyInstance, owner: string, personId: string) =>
    testFormPost(app, `/admin/people/${personId}/link`, await sessionCookie(owner))

  it('refuses a forged, an expired and a used link, and lets a link be used once across instances', async () => {
    const app = await start()
    const forged = await checkLink(app, newSecret())
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.message).toMatch(/not valid/)

    const expired = await addTestInvitation(testStore, {
      email: 'late@example.com',
      displayName: 'Late',
      lifetimeMs: -1,
    })
    expect((await checkLink(app, secretOf(expired.url))).json().error.message).toMatch(/expired/)

    const link = await addTestInvitation(testStore, {
      email: 'once@example.com',
      displayName: 'Once',
    })
    expect((await checkLink(app, secretOf(link.url))).statusCode).toBe(200)
    const second = await startSecondInstance()
    // Two instances racing for the same link: exactly one marks it used.
    const races = await Promise.all([
      peopleOf(testStore.store).consumeLink(hashSecret(secretOf(link.url)), Date.now()),
      peopleOf(second.store).consumeLink(hashSecret(secretOf(link.url)), Date.now()),
    ])
    expect(races.filter(Boolean)).toHaveLength(1)
    const used = await checkLink(app, secretOf(link.url))
    expect(used.statusCode).toBe(400)
    expect(used.json().error.message).toMatch(/used already/)
    // And a used link cannot finish a registration either.
    const verify = await app.inject({
      method: 'POST',
      url: '/admin/welcome/verify',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ token: secretOf(link.url), response: {} }),
    })
    expect(verify.statusCode).toBe(400)
  })

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

  it('shows a new token once, keeps only its hash, records its use and refuses it once revoked', async () => {
    const app = await start()
    const owner = await addPerson('owner', 'Olive Owner')
    const cookie = await sessionCookie(owner)
    const created = await testFormPost(app, '/admin/tokens', cookie, {
      name: 'Nightly backup',
      scope_read: 'on',
      scope_export: 'on',
    })
    expect(created.statusCode).toBe(200)
    const secret = /hh_[\w-]{43}/.exec(created.body)?.[0] ?? ''
    expect(secret).not.toBe('')
    const [token] = await peopleOf(testStore.store).listTokens()
    expect(token).toMatchObject({
      name: 'Nightly backup',
      scopes: ['read', 'export'],
      lastUsedAtMs: null,
    })
    expect(JSON.stringify(await peopleOf(testStore.store).listTokens())).not.toContain(secret)
    const bearer = { authorization: `Bearer ${secret}` }
    expect((await app.inject({ url: '/api/admin/submissions', headers: bearer })).statusCode).toBe(
      200,
    )
    expect(
      (
        await app.inject({
          url: '/api/admin/erasure/preview',
          method: 'POST',
          headers: bearer,
          payload: { email: 'a@example.com' },
        })
      ).statusCode,
    ).toBe(403)
    expect((await peopleOf(testStore.store).listTokens())[0]?.lastUsedAtMs).not.toBeNull()
    expect(await testStore.store.listAudit({ limit: 2 })).toEqual([
      expect.objectContaining({
        action: 'forbidden',
        actor: { kind: 'token', id: token?.id, name: 'Nightly backup' },
      }),
      expect.objectContaining({
        action: 'export',
        actor: { kind: 'token', id: token?.id, name: 'Nightly backup' },
      }),
    ])
    expect((await testFormPost(app, `/admin/tokens/${token?.id}/revoke`, cookie)).statusCode).toBe(
      303,
    )
    expect((await app.inject({ url: '/api/admin/submissions', headers: bearer })).statusCode).toBe(
      401,
    )
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

  it('warns at start that ADMIN_TOKEN keeps only the lead routes, listing the tokens and invitations it made', async () => {
    await addTestToken(testStore, ['export', 'erase'], 'Minted by the shared token')
    const invitation = await addTestInvitation(testStore, {
      email: 'someone@example.com',
      displayName: 'Someone',
      role: 'owner',
    })
    const lines: string[] = []
    await start({ adminToken: 'x'.repeat(32), logger: { level: 'warn', stream: linesInto(lines) } })
    const warning = lines.find((line) => line.includes('ADMIN_TOKEN is deprecated')) ?? ''
    expect(warning).toContain('refused on people, invitations, tokens, sessions and the audit')
    expect(warning).toContain('Minted by the shared token')
    expect(warning).toContain(invitation.id)
    expect(warning).not.toContain('someone@example.com')
  })

  it('gives someone who lost their passkey a new single-use link for their own account', async () => {
    const app = await start()
    const owner = await addPerson('owner', 'Olive Owner')
    const staff = await addPerson('staff', 'Sam Staff')
    // No SMTP here: the owner is shown the link once, to pass on.
    const issued = await askForLink(app, owner, staff)
    expect(issued.statusCode).toBe(200)
    const url = /http:\/\/localhost:3000\/admin\/welcome#[\w-]{43}/.exec(issued.body)?.[0] ?? ''
    const checked = await checkLink(app, secretOf(url))
    expect(checked.json()).toEqual({ kind: 'recovery', displayName: 'Sam Staff', role: 'staff' })
    const [link] = await peopleOf(testStore.store).listOpenInvitations(Date.now())
    expect(link).toMatchObject({ kind: 'recovery', personId: staff })
    expect(await lastAudit()).toMatchObject({
      action: 'link-issued',
      actor: { kind: 'person', id: owner, name: 'Olive Owner' },
    })
  })

  it('pages the audit and filters it by person and by action, on the store', async () => {
    const app = await start()
    const owner = await addPerson('owner', 'Olive Owner')
    const staff = await addPerson('staff', 'Sam Staff')
    const nowMs = Date.now()
    for (let index = 0; index < 205; index += 1) {
      await testStore.store.recordAudit({
        id: randomUUID(),
        atMs: nowMs - index,
        actor: { kind: 'anonymous', id: null, name: 'not signed in' },
        action: 'sign-in-failed',
        submissionId: null,
        detail: `scan ${index}`,
      })
    }
    for (let index = 0; index < 3; index += 1) {
      await testStore.store.recordAudit({
        id: randomUUID(),
        atMs: nowMs - 1000 - index,
        actor: { kind: 'person', id: staff, name: 'Sam Staff' },
        action: 'forbidden',
        submissionId: null,
        detail: `try ${index}`,
      })
    }
    const cookie = await sessionCookie(owner)
    const rowsOf = (body: string) => (body.match(/<td data-label="When">/g) ?? []).length
    const first = await app.inject({ url: '/admin/audit', headers: { cookie } })
    expect(rowsOf(first.body)).toBe(200)
    expect(first.body).toContain('href="/admin/audit?page=2"')
    const second = await app.inject({ url: '/admin/audit?page=2', headers: { cookie } })
    expect(rowsOf(second.body)).toBe(8)
    expect(second.body).toContain('try 2')
    const sams = await app.inject({ url: `/admin/audit?person=${staff}`, headers: { cookie } })
    expect(rowsOf(sams.body)).toBe(3)
    const forbidden = await app.inject({
      url: '/admin/audit?action=forbidden',
      headers: { cookie },
    })
    expect(rowsOf(forbidden.body)).toBe(3)
    const odd = await app.inject({ url: '/admin/audit?page=x&person=%27', headers: { cookie } })
    expect(odd.statusCode).toBe(200)
  })

  it('never shows a new sign-in link for another owner on screen', async () => {
    const app = await start()
    const owner = await addPerson('owner', 'Olive Owner')
    const other = await addPerson('owner', 'Otto Owner')
    const issued = await askForLink(app, owner, other)
    expect(issued.statusCode).toBe(409)
    expect(issued.body).not.toContain('/admin/welcome#')
    expect(await peopleOf(testStore.store).listOpenInvitations(Date.now())).toEqual([])
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

  it('refuses to open an account from an invitation without an owner’s session', async () => {
    const app = await start()
    const staff = await addPerson('staff')
    const invite = await testFormPost(app, '/admin/invitations', await sessionCookie(staff), {
      email: 'new@example.com',
      displayName: 'New',
      role: 'owner',
    })
    expect(invite.statusCode).toBe(403)
    const anonymous = await testFormPost(app, '/admin/invitations', '', {
      email: 'new@example.com',
      displayName: 'New',
      role: 'owner',
    })
    expect(anonymous.statusCode).toBe(303)
    expect(await peopleOf(testStore.store).listOpenInvitations(Date.now())).toEqual([])
  })
})

describe('an invitation email, through the outbox and a real SMTP server', () => {
  let testStore: TestStore
  let smtp: FakeSmtp
  let app: FastifyInstance

  beforeEach(async () => {
    testStore = await (STORE_FACTORIES[0] as (typeof STORE_FACTORIES)[number]).open()
    smtp = await startFakeSmtp()
  })
  afterEach(async () => {
    await app.close()
    await smtp.close()
    await testStore.dispose()
  })

  it('sends a single-use 72-hour link to the invitee, retried like any email, and keeps no copy once sent', async () => {
    smtp.behaviour = 'refuse-for-now'
    app = await startApp(testStore, {
      outbox: {
        email: testEmail(smtp.url, ['leads@agency.example'], TEST_ORIGIN),
        baseDelayMs: 1,
        maxDelayMs: 1,
        pollIntervalMs: 60_000,
      },
    })
    const owner = await addTestPerson(testStore, 'owner', 'Olive Owner', 'olive@agency.example')
    const cookie = await testSessionCookie(testStore, owner)
    const invited = await testFormPost(app, '/admin/invitations', cookie, {
      email: 'Sam@Example.com',
      displayName: 'Sam Staff',
      role: 'staff',
    })
    expect(invited.statusCode).toBe(303)
    expect(invited.headers.location).toBe('/admin/people?done=invited')
    await app.outbox.drain()
    expect(smtp.received).toHaveLength(0)
    expect(await peopleOf(testStore.store).countEmails('pending')).toBe(1)
    smtp.behaviour = 'accept'
    await new Promise((resolve) => setTimeout(resolve, 5))
    await app.outbox.drain()
    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]
    expect(mail?.to).toEqual(['sam@example.com'])
    const link = /http:\/\/localhost:3000\/admin\/welcome#([\w-]{43})/.exec(mail?.text ?? '')
    expect(link).not.toBeNull()
    expect(mail?.text).toContain('Olive Owner has invited you')
    // Sent, the message is gone from the store; the link is there only as its hash.
    expect(await peopleOf(testStore.store).countEmails('pending')).toBe(0)
    const stored = await peopleOf(testStore.store).findLink(hashSecret(link?.[1] ?? ''))
    expect(stored).toMatchObject({
      kind: 'invitation',
      email: 'sam@example.com',
      role: 'staff',
      usedAtMs: null,
    })
    expect((stored?.expiresAtMs ?? 0) - (stored?.createdAtMs ?? 0)).toBe(INVITATION_LINK_MS)

    // Olive removes one of her two passkeys: she is told by email, and offered to sign out
    // everywhere else.
    for (const name of ['Laptop', 'Phone']) {
      await addTestPasskey(testStore, owner, { id: `credential-${name}`, name })
    }
    const removed = await testFormPost(app, '/admin/passkeys/credential-Phone/remove', cookie)
    expect(removed.headers.location).toBe('/admin/sessions?done=passkey-removed')
    await app.outbox.drain()
    const told = smtp.received.find((each) => each.text.includes('was removed from your account'))
    expect(told?.to).toEqual(['olive@agency.example'])
    expect(told?.text).toContain('“Phone”')
  })
})
