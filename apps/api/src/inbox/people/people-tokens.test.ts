// People's API tokens, the deprecated ADMIN_TOKEN's warning, and the audit of who did what.

import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { linesInto } from '../../test/harness.js'
import { addTestInvitation, addTestToken, testFormPost } from '../../test/people.js'
import { peopleSuite } from '../../test/people-suite.js'
import { STORE_FACTORIES } from '../../test/stores.js'
import { peopleOf } from './store/index.js'

describe.each(STORE_FACTORIES)('people, links, sessions and tokens on $dialect', ({ open }) => {
  const { testStore, start, addPerson, sessionCookie } = peopleSuite(open)

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
})
