import { CLAIM_DEFAULTS, CLAIM_FRESH_FOR_MS, SEED_CONTENT } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApp } from '../../test/harness.js'
import {
  addTestPerson,
  addTestToken,
  TEST_ORIGIN,
  testFormPost,
  testSessionCookie,
} from '../../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { contentRevision, liveContent, nextScheduledChange } from '../index.js'
import { seedContent } from '../seed.js'
import { createClaimStore } from './store.js'

// The claims that must be true (decision 044): kept in the store on both databases, set and
// confirmed by an owner on /admin/content/claims or by a script, and a scarcity claim hidden
// 30 days after its last confirmation, by the app's clock.

const T0 = Date.parse('2026-03-02T10:00:00Z')
const DAY = 86_400_000
const PAGE = '/admin/content/claims'
const API = '/api/admin/content/claims'

describe.each(STORE_FACTORIES)('claims on $dialect', ({ open }) => {
  let testStore: TestStore
  let clock: number
  const now = () => clock

  beforeEach(async () => {
    testStore = await open()
    clock = T0
  })
  afterEach(async () => {
    await testStore.dispose()
  })

  describe('in the store', () => {
    it('seeds the specification’s values once, confirmed at the seed, and never overwrites them', async () => {
      await seedContent(testStore.store.sql, SEED_CONTENT, T0)
      const claims = createClaimStore(testStore.store.sql)
      const seeded = await claims.list()
      expect(seeded.map((claim) => claim.value)).toEqual(Object.values(CLAIM_DEFAULTS))
      expect(
        seeded.every((claim) => claim.confirmedAtMs === T0 && claim.confirmedBy === 'seed'),
      ).toBe(true)
      await claims.set('premium-slots', { left: 1, total: 5 }, 'Olive Owner', T0 + DAY)
      await seedContent(testStore.store.sql, SEED_CONTENT, T0 + 2 * DAY)
      const premium = await claims.find('premium-slots')
      expect(premium).toMatchObject({
        value: { left: 1, total: 5 },
        updatedBy: 'Olive Owner',
        confirmedAtMs: T0 + DAY,
        version: 2,
      })
      expect((await liveContent(testStore.store, T0 + DAY)).claims['premium-slots']).toEqual({
        left: 1,
        total: 5,
      })
    })

    it('hides a scarcity claim 30 days after its confirmation, moving the revision and the next change, until confirmed', async () => {
      await seedContent(testStore.store.sql, SEED_CONTENT, T0)
      const goes = T0 + CLAIM_FRESH_FOR_MS
      expect(await nextScheduledChange(testStore.store, T0)).toBe(goes)
      const before = await contentRevision(testStore.store, goes - 1)
      expect((await liveContent(testStore.store, goes - 1)).claims).toEqual(CLAIM_DEFAULTS)
      const after = await liveContent(testStore.store, goes)
      expect(after.claims['premium-slots']).toBeNull()
      expect(after.claims['offer-slots']).toBeNull()
      // The figures stay shown.
      expect(after.claims.rating).toEqual(CLAIM_DEFAULTS.rating)
      expect(await contentRevision(testStore.store, goes)).not.toBe(before)
      expect(await nextScheduledChange(testStore.store, goes)).toBeNull()

      const claims = createClaimStore(testStore.store.sql)
      await claims.confirm('premium-slots', 'Olive Owner', goes + DAY)
      const confirmed = await liveContent(testStore.store, goes + DAY)
      expect(confirmed.claims['premium-slots']).toEqual(CLAIM_DEFAULTS['premium-slots'])
      expect(confirmed.claims['offer-slots']).toBeNull()
      expect(await nextScheduledChange(testStore.store, goes + DAY)).toBe(
        goes + DAY + CLAIM_FRESH_FOR_MS,
      )
    })

    it('treats a claim never stored as unconfirmed: a scarcity claim hidden, a figure shown', async () => {
      const live = await liveContent(testStore.store, T0)
      expect(live.claims['premium-slots']).toBeNull()
      expect(live.claims.clients).toEqual(CLAIM_DEFAULTS.clients)
    })
  })

  describe('on the page and the API', () => {
    let app: FastifyInstance
    let ownerCookie: string
    let staffCookie: string

    beforeEach(async () => {
      app = await startApp(testStore, { now })
      ownerCookie = await testSessionCookie(
        testStore,
        await addTestPerson(testStore, 'owner', 'Olive Owner'),
      )
      staffCookie = await testSessionCookie(
        testStore,
        await addTestPerson(testStore, 'staff', 'Sam Staff'),
      )
    })
    afterEach(async () => {
      await app.close()
    })

    it('shows an owner each claim with its forms, and staff the same without them', async () => {
      const owner = await app.inject({ url: PAGE, headers: { cookie: ownerCookie } })
      expect(owner.statusCode).toBe(200)
      expect(owner.body).toContain('Premium Growth places left this month')
      expect(owner.body).toContain('3 of 5 places left')
      expect(owner.body).toContain('by seed')
      expect(owner.body).toContain(`action="${PAGE}/premium-slots"`)
      expect(owner.body).toContain('Confirm still true')
      expect(owner.body).toContain('id="f-results-stats-0-value"')

      const staff = await app.inject({ url: PAGE, headers: { cookie: staffCookie } })
      expect(staff.statusCode).toBe(200)
      expect(staff.body).toContain('3 of 5 places left')
      expect(staff.body).not.toContain('<form method="post" action="/admin/content/claims')
      expect(staff.body).toContain('Only an owner can change or confirm these claims.')
      const refused = await testFormPost(app, `${PAGE}/premium-slots`, staffCookie, {
        left: '1',
        total: '5',
      })
      expect(refused.statusCode).toBe(403)
      expect((await createClaimStore(testStore.store.sql).find('premium-slots')).value).toEqual(
        CLAIM_DEFAULTS['premium-slots'],
      )
    })

    it('saves an owner’s value (confirmed today), confirms one still true, and audits both', async () => {
      clock = T0 + 5 * DAY
      const saved = await testFormPost(app, `${PAGE}/premium-slots`, ownerCookie, {
        left: '2',
        total: '5',
      })
      expect(saved.statusCode).toBe(303)
      expect(saved.headers.location).toBe(`${PAGE}?done=saved#claim-premium-slots`)
      const confirmed = await testFormPost(app, `${PAGE}/offer-slots/confirm`, ownerCookie)
      expect(confirmed.statusCode).toBe(303)

      const claims = createClaimStore(testStore.store.sql)
      expect(await claims.find('premium-slots')).toMatchObject({
        value: { left: 2, total: 5 },
        updatedBy: 'Olive Owner',
        confirmedBy: 'Olive Owner',
        confirmedAtMs: clock,
      })
      expect(await claims.find('offer-slots')).toMatchObject({
        value: CLAIM_DEFAULTS['offer-slots'],
        updatedBy: 'seed',
        confirmedBy: 'Olive Owner',
        confirmedAtMs: clock,
      })
      const audit = (await testStore.store.listAudit({ limit: 20 })).filter((entry) =>
        entry.action.startsWith('content-claim-'),
      )
      expect(audit.map((entry) => [entry.action, entry.actor.name, entry.detail])).toEqual(
        expect.arrayContaining([
          ['content-claim-saved', 'Olive Owner', 'premium-slots: {"left":2,"total":5}'],
          ['content-claim-confirmed', 'Olive Owner', 'offer-slots'],
        ]),
      )
      const page = await app.inject({ url: `${PAGE}?done=saved`, headers: { cookie: ownerCookie } })
      expect(page.body).toContain('2 of 5 places left')
      expect(page.body).toContain('Saved, and confirmed true today.')
    })

    it('refuses a wrong value with the form again, each problem linked to its field, nothing stored', async () => {
      const refused = await testFormPost(app, `${PAGE}/premium-slots`, ownerCookie, {
        left: '7',
        total: '5',
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.body).toContain('href="#f-premium-slots-left"')
      expect(refused.body).toContain('The places left cannot be more than the number of places')
      expect(refused.body).toContain('value="7"')
      const words = await testFormPost(app, `${PAGE}/rating`, ownerCookie, {
        value: 'great',
        count: '150',
      })
      expect(words.statusCode).toBe(400)
      expect(words.body).toContain('href="#f-rating-value"')
      expect((await testFormPost(app, `${PAGE}/nonsense`, ownerCookie, {})).statusCode).toBe(400)
      expect((await createClaimStore(testStore.store.sql).find('premium-slots')).version).toBe(1)
    })

    it('shows a hidden claim as hidden since its moment, by the app’s clock', async () => {
      clock = T0 + CLAIM_FRESH_FOR_MS + DAY
      const page = await app.inject({ url: PAGE, headers: { cookie: ownerCookie } })
      expect(page.body).toContain('<strong>Hidden</strong> since')
      const listed = (await app.inject({ url: API, headers: { cookie: ownerCookie } })).json()
        .claims
      expect(listed.find((claim: { key: string }) => claim.key === 'premium-slots')).toMatchObject({
        shown: false,
        hiddenFrom: new Date(T0 + CLAIM_FRESH_FOR_MS).toISOString(),
      })
      expect(listed.find((claim: { key: string }) => claim.key === 'rating')).toMatchObject({
        shown: true,
        hiddenFrom: null,
      })
    })

    it('lets a script with `content` read and set claims, naming the fields of a wrong body', async () => {
      const { secret } = await addTestToken(testStore, ['content'], 'Claims script')
      const other = await addTestToken(testStore, ['read'], 'Lead script')
      const call = (method: 'GET' | 'PUT', payload?: object, token = secret) =>
        app.inject({
          method,
          url: API,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        })
      expect((await call('GET')).json().claims).toHaveLength(5)
      expect((await call('GET', undefined, other.secret)).statusCode).toBe(403)

      const set = await call('PUT', {
        set: { 'offer-slots': { left: 1, total: 5 } },
        confirm: ['rating'],
      })
      expect(set.statusCode).toBe(200)
      expect(
        set.json().claims.find((claim: { key: string }) => claim.key === 'offer-slots'),
      ).toMatchObject({ value: { left: 1, total: 5 }, updatedBy: 'Claims script', shown: true })
      expect((await liveContent(testStore.store, clock)).claims['offer-slots']).toEqual({
        left: 1,
        total: 5,
      })

      const bad = await call('PUT', {
        set: { 'premium-slots': { left: 9, total: 5 }, rating: { value: 6, count: 0 } },
      })
      expect(bad.statusCode).toBe(400)
      expect(Object.keys(bad.json().error.fields).sort()).toEqual([
        'set.premium-slots.left',
        'set.rating.count',
        'set.rating.value',
      ])
      expect((await call('PUT', {})).statusCode).toBe(400)
      expect((await call('PUT', { set: { nonsense: 1 } })).statusCode).toBe(400)

      // A staff session may read but not change.
      const byStaff = await app.inject({
        method: 'PUT',
        url: API,
        headers: { cookie: staffCookie, origin: TEST_ORIGIN },
        payload: { confirm: ['rating'] },
      })
      expect(byStaff.statusCode).toBe(403)
      expect((await app.inject({ url: API, headers: { cookie: staffCookie } })).statusCode).toBe(
        200,
      )
    })

    it('is documented in /api/openapi.json', async () => {
      const document = (await app.inject({ url: '/api/openapi.json' })).json()
      expect(Object.keys(document.paths[API])).toEqual(expect.arrayContaining(['get', 'put']))
    })
  })
})
