import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { linesInto, startApp } from '../../test/harness.js'
import {
  anotherConnection,
  cookieOf,
  linkCheckStatus,
  registerWithLink,
  testFormPost,
} from '../../test/people.js'
import { softwareAuthenticator } from '../../test/software-authenticator.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { hashSecret } from '../session.js'
import { createSetupLink } from './index.js'
import { SETUP_LINK } from './links.js'
import { peopleOf } from './store/index.js'

const ORIGIN = 'http://127.0.0.1:3000'
const secretOf = (url: string) => url.split('#')[1] ?? ''
const STRAY = 'x'.repeat(43)

describe.each(STORE_FACTORIES)('the first owner’s setup link on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const apps: FastifyInstance[] = []
  const lines: string[] = []
  const stream = linesInto(lines)
  const start = async () => {
    // Each start with its own connection, as a restarted server has (closing an app closes it).
    const app = await startApp(testStore, {
      logger: { level: 'warn', stream },
      store: await anotherConnection(testStore),
    })
    apps.push(app)
    return app
  }
  const openSetupLinks = async () =>
    (await peopleOf(testStore.store).listOpenInvitations(Date.now(), { withSetup: true })).filter(
      (link) => link.kind === 'setup',
    )

  beforeEach(async () => {
    lines.length = 0
  })
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
  })

  it('keeps one setup link over three starts, and says how to print it without its secret', async () => {
    for (let starts = 0; starts < 3; starts += 1) {
      await (await start()).close()
      apps.pop()
    }
    expect(await openSetupLinks()).toHaveLength(1)
    const pending = lines.filter((line) => line.includes('setup link'))
    expect(pending).toHaveLength(3)
    for (const line of pending) {
      expect(line).toContain('admin:setup-link')
      // No secret: no fragment, nothing of a link's 43 characters.
      expect(line).not.toMatch(/welcome#|[\w-]{43}/)
    }
    // Printing one (admin:setup-link) replaces the pending one: still one at a time.
    const printed = await createSetupLink({ store: testStore.store }, ORIGIN)
    const [only] = await openSetupLinks()
    expect(only?.id).toBe(printed.id)
  })

  it('refuses every setup link once the first owner has registered with one', async () => {
    const app = await start()
    const first = await createSetupLink({ store: testStore.store }, ORIGIN)
    // Another one made behind the server's back (two instances printing at once, an old store).
    const other = await createSetupLink({ store: testStore.store }, ORIGIN)
    const nowMs = Date.now()
    await peopleOf(testStore.store).createLink({
      id: 'a-second-open-setup-link',
      tokenHash: hashSecret(STRAY),
      ...SETUP_LINK,
      createdAtMs: nowMs,
      expiresAtMs: nowMs + 60 * 60 * 1000,
      usedAtMs: null,
    })
    const registered = await registerWithLink(app, secretOf(other.url), softwareAuthenticator(), {
      displayName: 'Olive Owner',
      email: 'olive@example.com',
    })
    expect(registered.statusCode, registered.body).toBe(200)
    expect(cookieOf(registered)).toMatch(/^hh_admin=/)
    expect(await peopleOf(testStore.store).countOwners()).toBe(1)
    for (const secret of [secretOf(other.url), secretOf(first.url), STRAY]) {
      expect(await linkCheckStatus(app, secret)).toBe(400)
    }
    const second = await registerWithLink(app, STRAY, softwareAuthenticator(), {
      displayName: 'Mallory',
      email: 'mallory@example.com',
    })
    expect(second.statusCode).toBe(400)
    expect(await peopleOf(testStore.store).countOwners()).toBe(1)
    expect(await openSetupLinks()).toEqual([])
  })

  it('lists an open setup link with its expiry on the People page and cancels it', async () => {
    const app = await start()
    const registered = await registerWithLink(
      app,
      secretOf((await createSetupLink({ store: testStore.store }, ORIGIN)).url),
      softwareAuthenticator(),
      { displayName: 'Olive Owner', email: 'olive@example.com' },
    )
    const cookie = cookieOf(registered)
    // An operator prints another one later (admin:setup-link works with owners too, to recover).
    const late = await createSetupLink({ store: testStore.store }, ORIGIN)
    const page = await app.inject({ url: '/admin/people', headers: { cookie } })
    expect(page.body).toContain('Setup link')
    expect(page.body).toContain(`/admin/invitations/${late.id}/revoke`)
    const cancelled = await testFormPost(app, `/admin/invitations/${late.id}/revoke`, cookie)
    expect(cancelled.statusCode).toBe(303)
    expect(await linkCheckStatus(app, secretOf(late.url))).toBe(400)
    expect(await openSetupLinks()).toEqual([])
  })
})
