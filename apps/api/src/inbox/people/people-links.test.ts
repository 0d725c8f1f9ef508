// People's single-use links: setup and recovery links, invitations, and the invitation email.

import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.js'
import { startApp, testEmail } from '../../test/harness.js'
import {
  addTestInvitation,
  addTestPasskey,
  addTestPerson,
  checkLink,
  TEST_ORIGIN,
  testFormPost,
  testSessionCookie,
} from '../../test/people.js'
import { peopleSuite } from '../../test/people-suite.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { hashSecret, newSecret } from '../session.js'
import { INVITATION_LINK_MS } from './index.js'
import { peopleOf } from './store/index.js'

describe.each(STORE_FACTORIES)('people, links, sessions and tokens on $dialect', ({ open }) => {
  const {
    testStore,
    start,
    startSecondInstance,
    addPerson,
    sessionCookie,
    secretOf,
    lastAudit,
    askForLink,
  } = peopleSuite(open)

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

  it('never shows a new sign-in link for another owner on screen', async () => {
    const app = await start()
    const owner = await addPerson('owner', 'Olive Owner')
    const other = await addPerson('owner', 'Otto Owner')
    const issued = await askForLink(app, owner, other)
    expect(issued.statusCode).toBe(409)
    expect(issued.body).not.toContain('/admin/welcome#')
    expect(await peopleOf(testStore.store).listOpenInvitations(Date.now())).toEqual([])
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
