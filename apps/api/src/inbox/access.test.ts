// Every admin route for every caller. The table of routes is src/test/admin-routes.ts and what
// each caller must get is src/test/admin-callers.ts; this suite asks each route as each caller.

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role, Scope } from '../store/people.js'
import { CALLERS, expectedStatus } from '../test/admin-callers.js'
import { type Caller, type Fixtures, ROUTES } from '../test/admin-routes.js'
import { leadBody } from '../test/bodies.js'
import { post, startApp } from '../test/harness.js'
import {
  addTestPerson,
  addTestToken,
  TEST_ORIGIN,
  testFormPost,
  testSessionCookie,
} from '../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../test/stores.js'

const LEGACY_TOKEN = 'access-test-admin-token-0123456789'

describe.each(STORE_FACTORIES)('every admin route for every caller on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  let fixtures: Fixtures
  const tokens = new Map<Scope, string>()
  const people: Record<Role, string> = { owner: '', staff: '' }

  const addPerson = (role: Role) => addTestPerson(testStore, role)
  const addToken = (scopes: Scope[]) => addTestToken(testStore, scopes)
  /** A fresh session for each request, so signing out or ending one never spoils the next. */
  const sessionCookie = (personId: string) => testSessionCookie(testStore, personId)
  const headersFor = async (caller: Caller): Promise<Record<string, string>> => {
    switch (caller.kind) {
      case 'session':
        return { cookie: await sessionCookie(people[caller.role]), origin: TEST_ORIGIN }
      case 'token':
        return { authorization: `Bearer ${tokens.get(caller.scope)}` }
      case 'legacy-token':
        return { authorization: `Bearer ${LEGACY_TOKEN}` }
      case 'none':
        return { origin: TEST_ORIGIN }
    }
  }

  beforeAll(async () => {
    testStore = await open()
    app = await startApp(testStore, { adminToken: LEGACY_TOKEN })
    people.owner = await addPerson('owner')
    people.staff = await addPerson('staff')
    for (const scope of ['read', 'replay', 'export', 'erase', 'content'] as const) {
      tokens.set(scope, (await addToken([scope])).secret)
    }
    const lead = (await post(app, '/api/leads', leadBody('contact'))).json() as { id: string }
    fixtures = {
      leadId: lead.id,
      staffId: people.staff,
      throwawayPerson: () => addPerson('staff'),
      throwawayToken: async () => (await addToken(['read'])).id,
    }
  })
  afterAll(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('has a case in this table for every admin route the server declares, with the same access', () => {
    const declared = app.adminRouteTable
      .map((route) => ({
        key: `${route.method} ${route.url}`,
        access: route.isPublic ? 'public' : route.access,
        scope: route.scope,
      }))
      .sort((a, b) => a.key.localeCompare(b.key))
    const table = ROUTES.map((route) => ({
      key: `${route.method} ${route.url}`,
      access: route.access,
      scope: route.scope,
    })).sort((a, b) => a.key.localeCompare(b.key))
    expect(declared).toEqual(table)
  })

  it.each(ROUTES.flatMap((route) => CALLERS.map((caller) => ({ route, ...caller }))))(
    '$route.method $route.url for $name',
    async ({ route, caller }) => {
      const request = route.build ? await route.build(fixtures) : route
      const headers = await headersFor(caller)
      const response = await app.inject({
        method: route.method,
        url: request.url,
        headers: {
          ...headers,
          ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(request.form ? { payload: new URLSearchParams(request.form).toString() } : {}),
        ...(request.json !== undefined ? { payload: JSON.stringify(request.json) } : {}),
      })
      const expected = expectedStatus(route, caller)
      expect(response.statusCode, response.body.slice(0, 300)).toBe(expected)
      if (expected === 403 && caller.kind === 'session') {
        // A person is refused with a page; scripts get JSON.
        expect(response.headers['content-type']).toMatch(
          request.url.startsWith('/api/') ? /^application\/json/ : /^text\/html/,
        )
      }
      if (expected === 303 && caller.kind === 'none')
        expect(response.headers.location).toBe('/admin')
    },
  )

  it('refuses a session opened with ADMIN_TOKEN on every page about who can get in, and keeps its lead pages', async () => {
    const signIn = await testFormPost(app, '/admin/sign-in', '', { token: LEGACY_TOKEN })
    expect(signIn.statusCode).toBe(303)
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? ''
    for (const url of ['/admin/people', '/admin/tokens', '/admin/sessions', '/admin/audit']) {
      const refused = await app.inject({ url, headers: { cookie, accept: 'text/html' } })
      expect(refused.statusCode, url).toBe(403)
    }
    const minted = await app.inject({
      method: 'POST',
      url: '/admin/tokens',
      headers: {
        authorization: `Bearer ${LEGACY_TOKEN}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=Mine&scope_export=on&scope_erase=on',
    })
    expect(minted.statusCode).toBe(403)
    expect((await app.inject({ url: '/admin', headers: { cookie } })).statusCode).toBe(200)
    expect(
      (await app.inject({ url: `/admin/leads/${fixtures.leadId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(200)
  })

  it('audits a staff request for an owner action, naming the person', async () => {
    const response = await testFormPost(app, '/admin/export', await sessionCookie(people.staff), {
      status: 'all',
    })
    expect(response.statusCode).toBe(403)
    const [entry] = await testStore.store.listAudit({ limit: 1 })
    expect(entry).toMatchObject({
      action: 'forbidden',
      detail: 'POST /admin/export',
      actor: { kind: 'person', id: people.staff },
    })
  })
})
