import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CLAIM_FRESH_FOR_MS, INSIGHT_ARTICLES, type InsightArticle } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OfferDeadlines, SPECIFIED_DEADLINES } from '../lib/offer-pages.js'
import { openStore } from '../store/index.js'
import { startApp } from '../test/harness.js'
import { addTestPerson, addTestToken, TEST_ORIGIN, testSessionCookie } from '../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../test/stores.js'
import { permissionsOf } from './permissions.js'
import { ServedSnapshot } from './render/served-snapshot.js'
import type { ContentItem } from './store.js'

// Publishing end to end on the web build (`test:web-build` builds it first): an article posted to
// the content API is rendered by the build's server bundle and served by every instance.
const WEB_BUILD = fileURLToPath(new URL('../../../web/build', import.meta.url))
const SERVER_BUILD = join(WEB_BUILD, 'server/index.js')
const CLIENT_BUILD = join(WEB_BUILD, 'client')
const POLL_MS = 200
/** A bound on a hang: a publication is awaited by its page appearing, never timed by the test. */
const HANG_MS = 60_000

const { id: _id, ...seedArticle } = INSIGHT_ARTICLES[0] as InsightArticle
const draft = {
  ...seedArticle,
  title: 'Published Through The API',
  slug: 'published-through-the-api',
  excerpt: 'An article that reached the site with no build and no restart.',
  content: '## Straight From The Store\n\nWritten by a script, served as a page.',
}

/** Waits until `ready()` holds, asking every few milliseconds; a bound on a hang, not a timing. */
async function until(ready: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + HANG_MS
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('the publication never arrived')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe.each(STORE_FACTORIES)('publishing on $dialect, on the web build', ({ open }) => {
  let testStore: TestStore
  let apps: FastifyInstance[]
  let folders: string[]
  let token: string
  let nowMs: number

  const instance = async (offerDeadlines: OfferDeadlines = SPECIFIED_DEADLINES) => {
    const folder = await mkdtemp(join(tmpdir(), 'hard-hat-pages-'))
    folders.push(folder)
    // A store of its own on the same database, as each instance has in production: an app closes
    // its store when it closes, and a shared one would be gone under the other app's publisher.
    const app = await startApp(testStore, {
      store: await openStore(testStore.location),
      webBuildDir: CLIENT_BUILD,
      contentSnapshot: new ServedSnapshot(folder),
      contentPublishing: { serverBuildPath: SERVER_BUILD, pollMs: POLL_MS },
      offerDeadlines,
      now: () => nowMs,
      logger: { level: 'warn' },
    })
    apps.push(app)
    return { app, folder }
  }
  const api = (app: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({
      method,
      url: `/api/admin/content${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    })
  const listed = async (app: FastifyInstance, plural: 'faqs' | 'testimonials') =>
    (
      await app.inject({
        url: `/api/admin/content/${plural}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().items as ContentItem[]
  const serves = async (app: FastifyInstance, url: string, text: string) =>
    (await app.inject({ url })).body.includes(text)
  const statusOf = async (app: FastifyInstance, url: string) =>
    (await app.inject({ url })).statusCode
  const servedFrom = (folder: string, slug: string) =>
    existsSync(join(folder, 'insights', slug, 'index.html'))

  beforeEach(async () => {
    if (!existsSync(SERVER_BUILD))
      throw new Error(`${SERVER_BUILD} is missing: build @hard-hat/web first`)
    testStore = await open()
    apps = []
    folders = []
    // Behind the real clock on purpose: a route that stamped a publication with the real time
    // instead of the app's made it scheduled for the future at the publisher's now, never live.
    nowMs = Date.parse('2026-11-28T09:00:00Z')
    token = (await addTestToken(testStore, ['content'], 'Publishing script')).secret
  })
  afterEach(async () => {
    for (const app of apps ?? []) await app.close()
    await testStore?.dispose()
    for (const folder of folders ?? []) await rm(folder, { recursive: true, force: true })
  })

  it('serves the build’s pages as they are while the store holds the build’s content', async () => {
    const { app, folder } = await instance()
    expect(await statusOf(app, `/insights/${seedArticle.slug}`)).toBe(200)
    expect(existsSync(join(folder, 'insights'))).toBe(false)
  })

  it('publishes through one instance and serves on both, then unpublishes, renames and schedules', {
    timeout: 4 * HANG_MS,
  }, async () => {
    const one = await instance()
    const two = await instance()
    const path = `/insights/${draft.slug}`
    const created = await api(one.app, 'POST', '/articles', draft)
    expect(created.statusCode).toBe(201)
    const { id } = created.json().item
    expect(await statusOf(two.app, path)).toBe(404)

    const publishedAt = performance.now()
    expect((await api(one.app, 'POST', `/articles/${id}/publish`, {})).statusCode).toBe(200)
    await until(() => servedFrom(two.folder, draft.slug) && servedFrom(one.folder, draft.slug))
    console.info(
      `publish → served on two instances (poll ${POLL_MS} ms): ${Math.round(performance.now() - publishedAt)} ms`,
    )
    const page = await two.app.inject({ url: path, headers: { 'accept-encoding': 'br' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['content-security-policy']).toContain("'sha256-")
    const html = (await two.app.inject({ url: path })).body
    expect(html).toContain('Straight From The Store')
    expect(html).toContain('"@type":"Article"')
    expect((await two.app.inject({ url: '/insights' })).body).toContain(draft.title)
    expect(await statusOf(two.app, `${path}.data`)).toBe(200)
    // sitemap.xml is written after the pages.
    await until(async () =>
      (await two.app.inject({ url: '/sitemap.xml' })).body.includes(`${path}</loc>`),
    )
    expect((await two.app.inject({ url: '/sitemap' })).body).toContain(draft.title)

    // A changed slug: the old address answers 301 to the new one.
    const renamed = { ...draft, slug: 'renamed-through-the-api' }
    expect((await api(one.app, 'PUT', `/articles/${id}`, renamed)).statusCode).toBe(200)
    expect((await api(one.app, 'POST', `/articles/${id}/publish`, {})).statusCode).toBe(200)
    await until(() => servedFrom(two.folder, renamed.slug))
    await until(async () => (await statusOf(two.app, path)) === 301)
    expect((await two.app.inject({ url: path })).headers.location).toBe(`/insights/${renamed.slug}`)

    // Taken down: 404 on both, and out of the list.
    expect((await api(one.app, 'POST', `/articles/${id}/unpublish`, {})).statusCode).toBe(200)
    await until(async () => (await statusOf(two.app, `/insights/${renamed.slug}`)) === 404)
    await until(async () => (await statusOf(one.app, `/insights/${renamed.slug}.data`)) === 404)
    expect((await two.app.inject({ url: '/insights' })).body).not.toContain(draft.title)
    await until(
      async () => !(await two.app.inject({ url: '/sitemap.xml' })).body.includes(renamed.slug),
    )

    // Scheduled 20 s ahead by the server's clock: not served before, served after, no request needed.
    const at = new Date(nowMs + 20_000).toISOString()
    expect((await api(one.app, 'POST', `/articles/${id}/publish`, { at })).statusCode).toBe(200)
    expect(await statusOf(two.app, `/insights/${renamed.slug}`)).toBe(404)
    nowMs += 21_000
    await until(() => servedFrom(two.folder, renamed.slug))
    expect(await statusOf(two.app, `/insights/${renamed.slug}`)).toBe(200)
  })

  it('serves an FAQ answer and a home testimonial edited through one instance on both: page, FAQPage JSON-LD and data', {
    timeout: 2 * HANG_MS,
  }, async () => {
    const one = await instance()
    const two = await instance()
    const faq = (await listed(one.app, 'faqs')).find(
      (item) => 'page' in item.draft && item.draft.page === 'contact',
    )
    const quote = (await listed(one.app, 'testimonials')).find(
      (item) => 'place' in item.draft && item.draft.place === 'home',
    )
    if (!faq || !quote) throw new Error('the seed has a contact FAQ and a home testimonial')
    const answer = 'Edited through the API and served with no build and no restart.'
    const words = 'A testimonial edited through the API, on the home page at once.'
    for (const app of [one.app, two.app]) {
      expect(await serves(app, '/contact', answer)).toBe(false)
      expect(await serves(app, '/', words)).toBe(false)
    }

    // A testimonial is published by an owner, with the client's permission recorded (decision
    // 041): a script's token acts as staff, so the owner publishes it from a session.
    const owner = await addTestPerson(testStore, 'owner', 'Olive Owner')
    const ownerCookie = await testSessionCookie(testStore, owner)
    await permissionsOf(testStore.store.sql).record(
      quote.id,
      { givenBy: 'Sam Sample', givenOn: '2026-11-01', how: 'email' },
      'Olive Owner',
      Date.now(),
    )
    const edit = async (plural: 'faqs' | 'testimonials', item: ContentItem, change: object) => {
      const put = await api(one.app, 'PUT', `/${plural}/${item.id}`, { ...item.draft, ...change })
      expect(put.statusCode).toBe(200)
      const url = `/${plural}/${item.id}/publish`
      if (plural === 'testimonials') {
        expect((await api(one.app, 'POST', url, {})).statusCode).toBe(403)
      }
      const publish = await one.app.inject({
        method: 'POST',
        url: `/api/admin/content${url}`,
        headers:
          plural === 'testimonials'
            ? { cookie: ownerCookie, origin: TEST_ORIGIN }
            : { authorization: `Bearer ${token}` },
        payload: {},
      })
      expect(publish.statusCode).toBe(200)
    }
    await edit('faqs', faq, { answer })
    await edit('testimonials', quote, { text: words })

    for (const { app, folder } of [two, one]) {
      await until(() => serves(app, '/contact', answer))
      const html = (await app.inject({ url: '/contact' })).body
      // The FAQPage structured data is built from the same route data as the list.
      expect(html).toContain(`"acceptedAnswer":{"@type":"Answer","text":"${answer}"}`)
      expect(await serves(app, '/contact.data', answer)).toBe(true)
      await until(() => serves(app, '/', words))
      expect(await serves(app, '/_root.data', words)).toBe(true)
      // Only the pages the change touched were rendered.
      expect(existsSync(join(folder, 'contact', 'index.html'))).toBe(true)
      expect(existsSync(join(folder, 'crm', 'index.html'))).toBe(false)
    }
  })

  it('serves the limited offer page again when its questions change, in the state each instance’s clock says', {
    timeout: 2 * HANG_MS,
  }, async () => {
    // One instance runs the offer into next year; the other with the specification's deadline,
    // long past: it serves the page ended, with the one-page website's questions.
    const running = await instance({
      ...SPECIFIED_DEADLINES,
      limitedOnePageOffer: '2027-06-30T23:55:00+01:00',
    })
    const ended = await instance()
    const faqs = await listed(running.app, 'faqs')
    const onPage = (page: string) =>
      faqs.find((item) => 'page' in item.draft && item.draft.page === page) as ContentItem
    const offerAnswer = 'The offer’s answer, edited in the store.'
    const onePageAnswer = 'The one-page website’s answer, edited in the store.'
    for (const [item, answer] of [
      [onPage('special-offer-495'), offerAnswer],
      [onPage('one-page-website'), onePageAnswer],
    ] as const) {
      const put = await api(running.app, 'PUT', `/faqs/${item.id}`, { ...item.draft, answer })
      expect(put.statusCode).toBe(200)
      expect((await api(running.app, 'POST', `/faqs/${item.id}/publish`, {})).statusCode).toBe(200)
    }

    for (const path of ['/special-offer-495', '/special-one-page-offer']) {
      await until(() => serves(running.app, path, offerAnswer))
      expect(await serves(running.app, `${path}.data`, offerAnswer)).toBe(true)
      // Its deadline is still the one the instance runs with, in the questions too.
      expect(await serves(running.app, path, '30 June 2027')).toBe(true)
      await until(() => serves(ended.app, path, onePageAnswer))
      expect(await serves(ended.app, `${path}.data`, onePageAnswer)).toBe(true)
      expect(await serves(ended.app, path, offerAnswer)).toBe(false)
    }
    await until(() => serves(ended.app, '/one-page-website', onePageAnswer))
  })

  it('serves the Premium page with a changed number of places at once, and without any number 30 days after its confirmation, by the clock alone', {
    timeout: 3 * HANG_MS,
  }, async () => {
    // The 150th-client offer runs into next year on this instance, so its places are on its page.
    const { app, folder } = await instance({
      ...SPECIFIED_DEADLINES,
      celebrationOffer: '2027-06-30T23:55:00+01:00',
    })
    const premium = '/premium-package'
    const rendered = () => {
      try {
        return readFileSync(join(folder, 'premium-package', 'index.html'), 'utf8')
      } catch {
        return ''
      }
    }
    expect(await serves(app, premium, 'Only 3 slots left')).toBe(true)
    expect(await serves(app, premium, '2 of 5 spots taken')).toBe(true)

    // An owner's script sets the places left: the page says so, its progress bar with it.
    const set = await app.inject({
      method: 'PUT',
      url: '/api/admin/content/claims',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        set: {
          'premium-slots': { left: 1, total: 5 },
          rating: { value: 4.8, count: 170 },
          clients: { count: 200 },
        },
      },
    })
    expect(set.statusCode).toBe(200)
    await until(() => rendered().includes('Only 1 slot left'))
    // The rating: the home page's words and every LocalBusiness profile's structured data (the
    // pass writes its pages one after another).
    await until(() => serves(app, '/', 'Rated 4.8 out of 5 from 170 reviews'))
    await until(() => serves(app, '/contact', '"ratingValue":4.8,"reviewCount":170'))
    // The clients: the home page's words and the £495 offer's social proof, served by its plugin.
    await until(() => serves(app, '/special-offer-495', '200+'))
    expect(await serves(app, '/', 'Trusted by 200+ trade businesses')).toBe(true)
    const changed = (await app.inject({ url: premium })).body
    expect(changed).toContain('4 of 5 spots taken')
    expect(changed).toContain('role="progressbar"')
    expect(await serves(app, '/special-offer', '3 of 5 slots left')).toBe(true)
    expect(await serves(app, '/special-offer', 'Limited to 5 businesses')).toBe(true)

    // 30 days after that confirmation by the server's clock, with no request: no number, no bar.
    nowMs += CLAIM_FRESH_FOR_MS
    await until(() => rendered().includes('Ask about places this month'))
    const hidden = (await app.inject({ url: premium })).body
    expect(hidden).not.toMatch(/slots? left|spots taken/)
    expect(hidden).not.toContain('role="progressbar"')
    // The offer's places, seeded at the start and never confirmed since, are hidden too.
    await until(async () => !(await serves(app, '/special-offer', 'slots left')))
    expect(await serves(app, '/special-offer', 'Limited to 5 businesses')).toBe(false)
    expect(await serves(app, '/special-offer', 'Claim This Offer')).toBe(true)
  })
})
