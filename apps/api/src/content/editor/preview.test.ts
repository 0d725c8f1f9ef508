import { pagePaths, TESTIMONIAL_PLACE_PAGES } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newTestArticle } from '../../test/content.js'
import { startApp } from '../../test/harness.js'
import { addTestPerson, addTestToken, testSessionCookie } from '../../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { type ContentItem, createContentStore } from '../store.js'

// The preview's pages without a web build (the API alone): they say what they need, never a 500.
// Rendered against the web build: preview.web-build.test.ts.
const [SQLITE] = STORE_FACTORIES

describe('the preview of a draft, on an API without the web build', () => {
  let testStore: TestStore
  let app: FastifyInstance
  let cookie: string
  let articleId: string

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    app.inject({ url, headers })

  beforeEach(async () => {
    testStore = await SQLITE.open()
    app = await startApp(testStore)
    cookie = await testSessionCookie(testStore, await addTestPerson(testStore, 'staff'))
    const draft = {
      ...newTestArticle('Previewed', 'previewed'),
      featuredImage: { ...newTestArticle('', '').featuredImage, alt: '' },
    }
    articleId = (
      await createContentStore(testStore.store.sql).create('article', draft, 'test', Date.now())
    ).id
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('says previews need the web build, lists the problems linked to their fields, and is noindex', async () => {
    const response = await get(`/admin/content/articles/${articleId}/preview`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(response.body).toContain('Previews need the web build')
    expect(response.body).not.toContain('<iframe')
    expect(response.body).toContain(
      `<a href="/admin/content/articles/${articleId}#f-featuredImage.alt">The photo has no alternative text`,
    )
    expect(response.body).toContain('Headings are checked on the rendered page')
    // The page itself: 503 saying why, in the rendered page's own policy.
    const rendered = await get(`/admin/content/articles/${articleId}/preview/page`)
    expect(rendered.statusCode).toBe(503)
    expect(rendered.body).toContain('Previews need the web build')
    expect(rendered.headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  it('is for people signed in only: signed out goes to sign in, a token is refused', async () => {
    const url = `/admin/content/articles/${articleId}/preview`
    const signedOut = await get(url, {})
    expect(signedOut.statusCode).toBe(303)
    expect(signedOut.headers.location).toBe('/admin')
    const token = (await addTestToken(testStore, ['content'])).secret
    expect((await get(url, { authorization: `Bearer ${token}` })).statusCode).toBe(403)
    const owner = await testSessionCookie(testStore, await addTestPerson(testStore, 'owner'))
    expect((await get(url, { cookie: owner })).statusCode).toBe(200)
  })

  it('answers 404 for another kind’s id, a page that does not show the item, or no such item', async () => {
    expect((await get(`/admin/content/projects/${articleId}/preview`)).statusCode).toBe(404)
    expect(
      (await get(`/admin/content/articles/${articleId}/preview?page=%2Fcontact`)).statusCode,
    ).toBe(404)
    expect(
      (await get(`/admin/content/faqs/00000000-0000-4000-8000-000000000000/preview/page`))
        .statusCode,
    ).toBe(404)
    expect((await get(`/admin/content/articles/not-an-id/preview`)).statusCode).toBe(400)
  })

  it('offers each page that shows a testimonial or an FAQ, from the route table', async () => {
    const store = createContentStore(testStore.store.sql)
    const [testimonial] = (await store.list('testimonial', Date.now())) as [ContentItem]
    const page = await get(`/admin/content/testimonials/${testimonial.id}/preview`)
    expect(page.statusCode).toBe(200)
    const place = (testimonial.draft as { place: keyof typeof TESTIMONIAL_PLACE_PAGES }).place
    expect(page.body).toContain(
      `The page ${pagePaths(TESTIMONIAL_PLACE_PAGES[place])[0]} as publishing`,
    )

    const faq = (await store.list('faq', Date.now())).find(
      (item) => pagePaths((item.draft as { page: 'crm' }).page).length > 1,
    ) as ContentItem
    const paths = pagePaths((faq.draft as { page: 'crm' }).page)
    const second = await get(
      `/admin/content/faqs/${faq.id}/preview?page=${encodeURIComponent(paths[1] ?? '')}`,
    )
    expect(second.statusCode).toBe(200)
    for (const path of paths) expect(second.body).toContain(`?page=${encodeURIComponent(path)}"`)
    expect(second.body).toContain('aria-current="page"')
  })
})
