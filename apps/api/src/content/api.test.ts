import { randomUUID } from 'node:crypto'
import { INSIGHT_ARTICLES, PROJECTS, type Project } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Scope } from '../store/people.js'
import { newTestArticle, SEED_ARTICLE_INPUT } from '../test/content.js'
import { startApp } from '../test/harness.js'
import { addTestPerson, addTestToken, TEST_ORIGIN, testSessionCookie } from '../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../test/stores.js'
import { liveContent, oldSlugs } from './index.js'

const BASE = '/api/admin/content'
const draft = newTestArticle('A builder’s first website', 'a-builders-first-website')

describe.each(STORE_FACTORIES)('the content API on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  let contentToken: string

  const addToken = async (scopes: Scope[], name = 'Publishing script') =>
    (await addTestToken(testStore, scopes, name)).secret
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    token = contentToken,
  ) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  beforeEach(async () => {
    testStore = await open()
    app = await startApp(testStore)
    contentToken = await addToken(['content'])
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('lists the seeded articles as published, and filters by state', async () => {
    const listed = (await call('GET', '/articles')).json()
    expect(listed.items).toHaveLength(INSIGHT_ARTICLES.length)
    expect(listed.items[0]).toMatchObject({ state: 'published', liveVersion: 1, updatedBy: 'seed' })
    expect((await call('GET', '/articles?state=draft')).json().items).toEqual([])
    expect((await call('GET', '/faqs')).json().items.length).toBeGreaterThan(20)
  })

  it('creates, edits, publishes now, schedules, takes down, lists versions and restores, each audited', async () => {
    const created = await call('POST', '/articles', draft)
    expect(created.statusCode).toBe(201)
    const { item } = created.json()
    expect(item).toMatchObject({ slug: draft.slug, state: 'draft', changedSincePublished: true })
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/)

    const edited = await call('PUT', `/articles/${item.id}`, { ...draft, title: 'Edited title' })
    expect(edited.json().item.draft.title).toBe('Edited title')

    const published = await call('POST', `/articles/${item.id}/publish`, {})
    expect(published.json()).toMatchObject({ version: 1, item: { state: 'published' } })
    const live = await liveContent(testStore.store, Date.now())
    expect(live.articles.find((each) => each.slug === draft.slug)?.title).toBe('Edited title')

    await call('PUT', `/articles/${item.id}`, { ...draft, slug: 'first-website-for-builders' })
    const at = Date.now() + 20_000
    const scheduled = await call('POST', `/articles/${item.id}/publish`, {
      at: new Date(at).toISOString(),
    })
    expect(scheduled.json().item).toMatchObject({ state: 'published', scheduledAt: at })
    expect(await oldSlugs(testStore.store, at)).toEqual([
      { kind: 'article', from: draft.slug, to: 'first-website-for-builders' },
    ])

    const down = await call('POST', `/articles/${item.id}/unpublish`, {})
    expect(down.json().item).toMatchObject({ state: 'draft', liveVersion: null, scheduledAt: null })

    const versions = (await call('GET', `/articles/${item.id}/versions`)).json().versions
    expect(versions.map((each: { version: number }) => each.version)).toEqual([1])
    const restored = await call('POST', `/articles/${item.id}/restore/1`)
    expect(restored.json().item).toMatchObject({
      slug: draft.slug,
      draft: { title: 'Edited title' },
    })
    expect((await call('POST', `/articles/${item.id}/restore/7`)).statusCode).toBe(404)

    const audit = await testStore.store.listAudit({ limit: 50 })
    const ours = audit.filter((entry) => entry.action.startsWith('content-'))
    expect(ours.map((entry) => entry.action).sort()).toEqual(
      [
        'content-created',
        'content-published',
        'content-restored',
        'content-scheduled',
        'content-unpublished',
        'content-updated',
        'content-updated',
      ].sort(),
    )
    expect(ours.every((entry) => entry.actor.name === 'Publishing script')).toBe(true)
    expect(ours.every((entry) => entry.detail?.includes(item.id))).toBe(true)
  })

  it('answers a client’s mistakes with a 400 naming the fields, never a 500', async () => {
    const { title: _title, ...untitled } = draft
    const bad = await call('POST', '/articles', { ...untitled, slug: 'Not a slug', readTime: 0 })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['readTime', 'slug', 'title'])
    expect(bad.json().error.fields.title).toBe('Write the title')

    const taken = await call('POST', '/articles', { ...draft, slug: SEED_ARTICLE_INPUT.slug })
    expect(taken.statusCode).toBe(400)
    expect(Object.keys(taken.json().error.fields)).toEqual(['slug'])

    const huge = await call('POST', '/articles', { ...draft, content: 'x'.repeat(100_001) })
    expect(huge.statusCode).toBe(400)
    expect(Object.keys(huge.json().error.fields)).toEqual(['content'])

    const faq = await call('POST', '/faqs', { question: 'Why?', answer: 'So.', page: 'nowhere' })
    expect(Object.keys(faq.json().error.fields).sort()).toEqual(['order', 'page'])

    const { item } = (await call('POST', '/articles', draft)).json()
    const when = await call('POST', `/articles/${item.id}/publish`, { at: 'next Tuesday' })
    expect(when.statusCode).toBe(400)
    expect(Object.keys(when.json().error.fields)).toEqual(['at'])
    expect((await call('GET', '/articles/not-an-id')).statusCode).toBe(400)
    expect((await call('GET', `/articles/${randomUUID()}`)).statusCode).toBe(404)
    // An article's id is not a project's.
    expect((await call('GET', `/projects/${item.id}`)).statusCode).toBe(404)
    expect((await call('POST', `/articles/${item.id}/restore/zero`)).statusCode).toBe(400)
  })

  it('needs the content scope: another token gets 403, none 401, and staff may sign in', async () => {
    const leadsToken = await addToken(['read', 'replay', 'export', 'erase'], 'Lead script')
    expect((await call('GET', '/articles', undefined, leadsToken)).statusCode).toBe(403)
    expect((await call('POST', '/articles', draft, leadsToken)).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `${BASE}/articles` })).statusCode).toBe(401)
    const refused = await testStore.store.listAudit({ action: 'forbidden', limit: 10 })
    expect(refused.map((entry) => entry.actor.name)).toContain('Lead script')

    const staff = await addTestPerson(testStore, 'staff', 'Sam Staff')
    const cookie = await testSessionCookie(testStore, staff)
    const byStaff = await app.inject({
      method: 'POST',
      url: `${BASE}/testimonials`,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {
        id: 'sample-painter',
        name: 'Pat Sample',
        company: 'Sample Painting (sample)',
        text: 'Sample words.',
        rating: 5,
        place: 'home',
        order: 9,
      },
    })
    expect(byStaff.statusCode).toBe(201)
    const created = await testStore.store.listAudit({ action: 'content-created', limit: 10 })
    expect(created[0]?.actor.name).toBe('Sam Staff')
  })

  it('takes a case study’s further photos through the same schema, and names a bad one by its place', async () => {
    const { id: _number, ...project } = PROJECTS[0] as Project
    const photo = { ...project.image, alt: 'The finished kitchen' }
    const created = await call('POST', '/projects', { ...project, slug: 'with-photos' })
    expect(created.statusCode).toBe(201)
    const { id } = created.json().item
    const edited = await call('PUT', `/projects/${id}`, {
      ...project,
      slug: 'with-photos',
      gallery: [photo, { ...photo, alt: '' }],
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().item.draft.gallery).toEqual([photo, { ...photo, alt: '' }])
    const bad = await call('PUT', `/projects/${id}`, {
      ...project,
      slug: 'with-photos',
      gallery: [photo, { ...photo, width: 'wide' }],
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields)).toEqual(['gallery.1.width'])
    const tooMany = await call('PUT', `/projects/${id}`, {
      ...project,
      slug: 'with-photos',
      gallery: Array.from({ length: 13 }, () => photo),
    })
    expect(tooMany.json().error.fields).toEqual({
      gallery: 'Show 12 further photos or fewer: remove one to add another',
    })
  })

  it('is documented in /api/openapi.json, while the lead API stays out of it', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json()
    const paths = Object.keys(document.paths)
    for (const plural of ['articles', 'projects', 'testimonials', 'faqs']) {
      expect(paths).toContain(`${BASE}/${plural}`)
      expect(paths).toContain(`${BASE}/${plural}/{id}/publish`)
      expect(paths).toContain(`${BASE}/${plural}/{id}/restore/{version}`)
    }
    expect(paths).not.toContain('/api/admin/leads')
    const create = document.paths[`${BASE}/articles`].post
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toContain(
      'slug',
    )
    const project = document.paths[`${BASE}/projects`].post.requestBody.content['application/json']
    expect(project.schema.properties.gallery).toMatchObject({ type: 'array', maxItems: 12 })
  })
})
