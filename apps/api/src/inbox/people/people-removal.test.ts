import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appForEachTest } from '../../test/harness.js'
import {
  addTestPerson,
  linkCheckStatus,
  TEST_ORIGIN,
  testFormPost,
  testSessionCookie,
} from '../../test/people.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { hashSecret, newSecret } from '../session.js'
import { createSignInLink, INVITATION_LINK_MS } from './index.js'
import { peopleOf } from './store/index.js'

const DAY_MS = 24 * 60 * 60 * 1000
const secretOf = (url: string) => url.split('#')[1] ?? ''

describe.each(STORE_FACTORIES)('removing a person on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const served = appForEachTest(testStore)

  it('ends a removed owner’s token, session, sign-in link and open invitation, after a confirmation that lists them, and audits each', async () => {
    const olive = await addTestPerson(testStore, 'owner', 'Olive Owner')
    const olga = await addTestPerson(testStore, 'owner', 'Olga Owner')
    const oliveCookie = await testSessionCookie(testStore, olive)
    const olgaCookie = await testSessionCookie(testStore, olga)

    const created = await testFormPost(served.app, '/admin/tokens', olgaCookie, {
      name: 'Olga’s export script',
      scope_export: 'on',
      scope_erase: 'on',
    })
    expect(created.statusCode).toBe(200)
    const token = /hh_[\w-]{43}/.exec(created.body)?.[0] ?? ''
    const bearer = { authorization: `Bearer ${token}` }
    expect(
      (await served.app.inject({ url: '/api/admin/submissions', headers: bearer })).statusCode,
    ).toBe(200)
    // The list says who made it, when it was last used and when it expires (90 days by default).
    const [stored] = await peopleOf(testStore.store).listTokens()
    expect(stored?.createdBy).toBe(olga)
    expect((stored?.expiresAtMs ?? 0) - (stored?.createdAtMs ?? 0)).toBe(90 * DAY_MS)
    const tokensPage = await served.app.inject({
      url: '/admin/tokens',
      headers: { cookie: oliveCookie },
    })
    expect(tokensPage.body).toContain('Olga Owner')
    expect(tokensPage.body).toMatch(/Expires \d/)

    const invited = await testFormPost(served.app, '/admin/invitations', olgaCookie, {
      email: 'olga.private@example.com',
      displayName: 'Olga Again',
      role: 'owner',
    })
    const invitation = /http:\/\/localhost:3000\/admin\/welcome#([\w-]{43})/.exec(invited.body)
    expect(invitation?.[1]).toBeDefined()
    const ownLink = await createSignInLink(
      { store: testStore.store },
      {
        kind: 'recovery',
        email: null,
        displayName: 'Olga Owner',
        role: 'owner',
        personId: olga,
        createdBy: olive,
        lifetimeMs: INVITATION_LINK_MS,
      },
      TEST_ORIGIN,
    )

    const confirmation = await testFormPost(served.app, `/admin/people/${olga}/remove`, oliveCookie)
    expect(confirmation.statusCode).toBe(200)
    expect(confirmation.body).toContain(
      '1 token and 1 invitation made by Olga Owner will stop working.',
    )
    expect(confirmation.body).toContain('Olga’s export script')
    expect(confirmation.body).toContain('olga.private@example.com')
    // Nothing has ended yet: only the confirmation's own button removes.
    expect(
      (await served.app.inject({ url: '/api/admin/submissions', headers: bearer })).statusCode,
    ).toBe(200)

    const removed = await testFormPost(served.app, `/admin/people/${olga}/remove`, oliveCookie, {
      confirm: 'yes',
    })
    expect(removed.statusCode).toBe(303)
    expect(
      (await served.app.inject({ url: '/api/admin/submissions', headers: bearer })).statusCode,
    ).toBe(401)
    expect(
      (await served.app.inject({ url: '/api/admin/leads', headers: { cookie: olgaCookie } }))
        .statusCode,
    ).toBe(401)
    expect(await linkCheckStatus(served.app, invitation?.[1] ?? '')).toBe(400)
    expect(await linkCheckStatus(served.app, secretOf(ownLink.url))).toBe(400)

    // The removal's own entries, newest first (the refused token's tries are audited too).
    const entries = (await testStore.store.listAudit({ limit: 20 })).filter((entry) =>
      ['person-removed', 'link-cancelled', 'token-revoked'].includes(entry.action),
    )
    // One entry each (written in the same millisecond, so in no set order).
    const detailOf = (action: string) => {
      const found = entries.filter((entry) => entry.action === action)
      expect(found, action).toHaveLength(1)
      return found[0]?.detail ?? ''
    }
    expect(detailOf('person-removed')).toContain('Olga Owner')
    expect(detailOf('link-cancelled')).toContain('Olga Again')
    expect(detailOf('token-revoked')).toContain('Olga’s export script')
    expect(detailOf('token-revoked')).toContain('made by Olga Owner, who was removed')
    const after = await served.app.inject({
      url: '/admin/tokens',
      headers: { cookie: oliveCookie },
    })
    expect(after.body).toContain('A removed person')
    expect(after.body).toContain('Revoked')
  })

  it('lets an owner remove their own account while another owner remains, ending their session', async () => {
    const olive = await addTestPerson(testStore, 'owner', 'Olive Owner')
    await addTestPerson(testStore, 'owner', 'Otto Owner')
    const cookie = await testSessionCookie(testStore, olive)
    const confirmation = await testFormPost(served.app, `/admin/people/${olive}/remove`, cookie)
    expect(confirmation.body).toContain('Remove your own account?')
    const removed = await testFormPost(served.app, `/admin/people/${olive}/remove`, cookie, {
      confirm: 'yes',
    })
    expect(removed.statusCode).toBe(303)
    expect(removed.headers.location).toBe('/admin')
    expect(
      (await served.app.inject({ url: '/api/admin/leads', headers: { cookie } })).statusCode,
    ).toBe(401)
  })

  it('refuses a token once its expiry has passed, and offers 30, 90 or 365 days', async () => {
    const owner = await addTestPerson(testStore, 'owner')
    const cookie = await testSessionCookie(testStore, owner)
    const secret = `hh_${newSecret()}`
    await peopleOf(testStore.store).createToken({
      id: randomUUID(),
      name: 'Old script',
      tokenHash: hashSecret(secret),
      scopes: ['read'],
      createdBy: owner,
      createdAtMs: Date.now() - 31 * DAY_MS,
      lastUsedAtMs: null,
      revokedAtMs: null,
      expiresAtMs: Date.now() - 1000,
    })
    const refused = await served.app.inject({
      url: '/api/admin/leads',
      headers: { authorization: `Bearer ${secret}` },
    })
    expect(refused.statusCode).toBe(401)
    const page = await served.app.inject({ url: '/admin/tokens', headers: { cookie } })
    expect(page.body).toContain('Expired')
    expect(page.body).toMatch(/<option value="90" selected>90 days<\/option>/)

    const yearly = await testFormPost(served.app, '/admin/tokens', cookie, {
      name: 'Yearly',
      scope_read: 'on',
      expiry: '365',
    })
    expect(yearly.statusCode).toBe(200)
    const made = (await peopleOf(testStore.store).listTokens()).find(
      (each) => each.name === 'Yearly',
    )
    expect((made?.expiresAtMs ?? 0) - (made?.createdAtMs ?? 0)).toBe(365 * DAY_MS)
    const odd = await testFormPost(served.app, '/admin/tokens', cookie, {
      name: 'Forever',
      scope_read: 'on',
      expiry: '100000',
    })
    expect(odd.statusCode).toBe(400)
  })
})
