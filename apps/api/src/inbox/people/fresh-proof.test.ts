import { describe, expect, it } from 'vitest'
import { appForEachTest } from '../../test/harness.js'
import { cookieOf, registerWithLink, TEST_ORIGIN, testFormPost } from '../../test/people.js'
import { softwareAuthenticator } from '../../test/software-authenticator.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { FRESH_PROOF_MS } from './fresh-proof.js'
import { createSetupLink } from './index.js'
import { peopleOf } from './store/index.js'

const LINK_ORIGIN = 'http://localhost:3000'

describe.each(STORE_FACTORIES)('sensitive acts need a fresh passkey on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const served = appForEachTest(testStore)

  /** The first owner, registered with a real ceremony; their session's last proof made `ageMs` old. */
  const ownerSession = async (ageMs: number) => {
    const device = softwareAuthenticator()
    const setup = await createSetupLink({ store: testStore.store }, TEST_ORIGIN)
    const registered = await registerWithLink(served.app, setup.url.split('#')[1] ?? '', device, {
      displayName: 'Olive Owner',
      email: 'olive@example.com',
    })
    const [session] = await peopleOf(testStore.store).listSessions()
    await peopleOf(testStore.store).recordProof(session?.id ?? '', Date.now() - ageMs)
    return { device, cookie: cookieOf(registered) }
  }
  const json = (cookie: string, url: string, body: unknown) =>
    served.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie,
        host: 'localhost:3000',
        origin: LINK_ORIGIN,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    })

  it('asks for a new assertion before adding a passkey, creating a token or inviting an owner when the last is over five minutes old', async () => {
    const { device, cookie } = await ownerSession(FRESH_PROOF_MS + 1000)
    const add = await json(cookie, '/admin/passkeys/options', {})
    expect(add.statusCode).toBe(403)
    expect(add.json().error.message).toMatch(/Confirm it’s you/)
    const page = await served.app.inject({ url: '/admin/passkeys', headers: { cookie } })
    expect(page.body).toContain('data-passkey="confirm"')
    expect(page.body).not.toContain('data-passkey="add"')
    const token = await testFormPost(served.app, '/admin/tokens', cookie, {
      name: 'Script',
      scope_read: 'on',
    })
    expect(token.statusCode).toBe(403)
    expect(token.body).toContain('Confirm it’s you')
    expect(await peopleOf(testStore.store).listTokens()).toEqual([])
    const invite = await testFormPost(served.app, '/admin/invitations', cookie, {
      email: 'new.owner@example.com',
      displayName: 'New Owner',
      role: 'owner',
    })
    expect(invite.statusCode).toBe(403)
    expect(await peopleOf(testStore.store).listOpenInvitations(Date.now())).toEqual([])

    // A new assertion in this session, then each works.
    const options = await json(cookie, '/admin/confirm/options', {})
    expect(options.statusCode).toBe(200)
    const confirmed = await json(cookie, '/admin/confirm/verify', {
      response: device.assert(options.json(), LINK_ORIGIN),
      next: '/admin/tokens',
    })
    expect(confirmed.json()).toEqual({ redirect: '/admin/tokens' })
    expect((await json(cookie, '/admin/passkeys/options', {})).statusCode).toBe(200)
    const again = await testFormPost(served.app, '/admin/tokens', cookie, {
      name: 'Script',
      scope_read: 'on',
    })
    expect(again.statusCode).toBe(200)
  })

  it('refuses a confirmation made with someone else’s passkey, and sends nowhere outside the inbox', async () => {
    const { cookie } = await ownerSession(FRESH_PROOF_MS + 1000)
    const options = await json(cookie, '/admin/confirm/options', {})
    const stranger = softwareAuthenticator()
    const refused = await json(cookie, '/admin/confirm/verify', {
      response: stranger.assert(options.json(), LINK_ORIGIN),
    })
    expect(refused.statusCode).toBe(400)
    expect((await json(cookie, '/admin/passkeys/options', {})).statusCode).toBe(403)
  })
})
