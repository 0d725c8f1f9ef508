import { INSIGHT_ARTICLES } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ukWallClockOf } from '../../inbox/index.js'
import { newTestArticle } from '../../test/content.js'
import { startApp } from '../../test/harness.js'
import {
  addTestPerson,
  addTestToken,
  TEST_ORIGIN,
  testFormPost,
  testSessionCookie,
} from '../../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { liveContent } from '../index.js'
import type { ContentBody, ContentKind } from '../kinds.js'
import { createContentStore } from '../store.js'
import { valuesOf } from './fields.js'

const [SQLITE] = STORE_FACTORIES

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The hidden fields an edit page's form carries: what the draft it shows was based on. */
function basisOf(page: string): { basedOn: string; base: string } {
  const basedOn = /name="basedOn" value="(\d*)"/.exec(page)?.[1] ?? ''
  const base = decode(/name="base" value="([^"]*)"/.exec(page)?.[1] ?? '')
  return { basedOn, base }
}

/** A form post of a whole body, as the edit form sends it. */
const formOf = (kind: ContentKind, body: object, more: Record<string, string> = {}) => ({
  ...valuesOf(kind, body as ContentBody),
  ...more,
})

describe('the Content section of the inbox (no scripts: native form posts)', () => {
  let testStore: TestStore
  let app: FastifyInstance
  let staff: string
  let owner: string
  let staffId: string

  beforeEach(async () => {
    testStore = await SQLITE.open()
    app = await startApp(testStore)
    staffId = await addTestPerson(testStore, 'staff', 'Sam Staff')
    staff = await testSessionCookie(testStore, staffId)
    owner = await testSessionCookie(
      testStore,
      await addTestPerson(testStore, 'owner', 'Olive Owner'),
    )
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  const get = (url: string, cookie = staff) =>
    app.inject({ method: 'GET', url, headers: { cookie } })
  const newArticle = (cookie: string, title: string, slug: string, action = 'save') =>
    testFormPost(
      app,
      '/admin/content/articles/new',
      cookie,
      formOf('article', newTestArticle(title, slug), { action }),
    )
  /** Posts an article's whole form to its edit page, as a person pressing a button does. */
  const postArticle = (url: string, cookie: string, body: object, more: Record<string, string>) =>
    testFormPost(app, url, cookie, formOf('article', body, more))
  const idFrom = (location: unknown) => String(location).split('/')[4]?.split('?')[0] ?? ''

  it('lists the four kinds with counts, and the claims link for owners only', async () => {
    const index = await get('/admin/content')
    expect(index.statusCode).toBe(200)
    expect(index.body).toContain('<a href="/admin/content">Content</a>')
    expect(index.body).toContain(`<strong>${INSIGHT_ARTICLES.length}</strong> Articles`)
    const testimonials = await createContentStore(testStore.store.sql).list(
      'testimonial',
      Date.now(),
    )
    expect(index.body).toContain(`<strong>${testimonials.length}</strong> Testimonials`)
    expect(index.body).not.toContain('/admin/content/claims')
    expect((await get('/admin/content', owner)).body).toContain('href="/admin/content/claims"')
    const token = (await addTestToken(testStore, ['content'])).secret
    const byToken = await app.inject({
      method: 'GET',
      url: '/admin/content',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(byToken.statusCode).toBe(403)
  })

  it('creates a draft from the blank form, saves, publishes and takes it down, each audited', async () => {
    const blank = await get('/admin/content/articles/new')
    expect(blank.body).toContain('<label for="f-title">Title</label>')
    expect(blank.body).toContain('<label for="f-excerpt">Summary</label>')
    expect(blank.body).toContain('<label for="f-content">Body</label>')
    expect(blank.body).toContain('<label for="f-featuredImage.alt">Alternative text</label>')
    expect(blank.body).toContain('Writing the body')

    const created = await newArticle(staff, 'A roofer’s first website', '')
    expect(created.statusCode).toBe(303)
    const id = idFrom(created.headers.location)
    expect(created.headers.location).toBe(`/admin/content/articles/${id}?done=created`)
    const draft = await get(String(created.headers.location))
    expect(draft.body).toContain('Draft saved.')
    expect(draft.body).toContain('<span class="state state-draft">Draft</span>')
    // The slug left empty is made from the title.
    const store = createContentStore(testStore.store.sql)
    expect((await store.find(id, Date.now()))?.slug).toBe('a-roofers-first-website')

    const { basedOn, base } = basisOf(draft.body)
    const item = await store.find(id, Date.now())
    const published = await testFormPost(
      app,
      `/admin/content/articles/${id}`,
      staff,
      formOf(
        'article',
        { ...item?.draft, title: 'Published title' },
        { basedOn, base, action: 'publish' },
      ),
    )
    expect(published.statusCode).toBe(303)
    expect(published.headers.location).toBe(`/admin/content/articles/${id}?done=published`)
    const live = await liveContent(testStore.store, Date.now())
    expect(live.articles.find((article) => article.slug === 'a-roofers-first-website')?.title).toBe(
      'Published title',
    )
    const shown = await get(`/admin/content/articles/${id}`)
    expect(shown.body).toContain('>Published<')
    expect(shown.body).toContain('value="unpublish"')

    const again = basisOf(shown.body)
    const down = await postArticle(
      `/admin/content/articles/${id}`,
      staff,
      (await store.find(id, Date.now()))?.draft ?? {},
      {
        ...again,
        action: 'unpublish',
      },
    )
    expect(down.headers.location).toBe(`/admin/content/articles/${id}?done=unpublished`)
    const actions = (await testStore.store.listAudit({ limit: 20 }))
      .filter((entry) => entry.action.startsWith('content-'))
      .map((entry) => `${entry.action} by ${entry.actor.name}`)
    expect(actions).toEqual(
      expect.arrayContaining([
        'content-created by Sam Staff',
        'content-updated by Sam Staff',
        'content-published by Sam Staff',
        'content-unpublished by Sam Staff',
      ]),
    )
  })

  it('names each field at fault with the same message as the API’s 400, keeping what was typed', async () => {
    const article = { ...newTestArticle('', 'x'), slug: 'Not A Slug', readTime: 'soon' }
    const page = await testFormPost(app, '/admin/content/articles/new', staff, {
      ...formOf('article', newTestArticle('', 'x')),
      slug: 'Not A Slug',
      readTime: 'soon',
      content: 'Kept **body**',
    })
    expect(page.statusCode).toBe(400)
    const token = (await addTestToken(testStore, ['content'])).secret
    const api = await app.inject({
      method: 'POST',
      url: '/api/admin/content/articles',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...article, readTime: Number.NaN },
    })
    const fields = api.json().error.fields as Record<string, string>
    for (const name of ['title', 'slug']) {
      expect(decode(page.body)).toContain(`<a href="#f-${name}">${fields[name] ?? 'missing'}</a>`)
    }
    expect(page.body).toContain('id="f-title-error"')
    expect(page.body).toContain('aria-invalid="true"')
    expect(decode(page.body)).toContain('Give the reading time in minutes as a number')
    expect(page.body).toContain('Kept **body**</textarea>')
    expect(page.body).toContain('<title>Error: New article')
    expect(await createContentStore(testStore.store.sql).list('article', Date.now())).toHaveLength(
      INSIGHT_ARTICLES.length,
    )
  })

  it('refuses a save based on an older draft, naming who changed which fields, and loses nothing', async () => {
    const created = await newArticle(staff, 'Two editors', 'two-editors')
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const store = createContentStore(testStore.store.sql)
    const opened = await store.find(id, Date.now())
    const samBasis = basisOf((await get(url)).body)
    const oliveBasis = basisOf((await get(url, owner)).body)

    const olive = await postArticle(
      url,
      owner,
      { ...opened?.draft, title: 'Olive’s title' },
      oliveBasis,
    )
    expect(olive.statusCode).toBe(303)

    const sam = await postArticle(
      url,
      staff,
      { ...opened?.draft, content: 'Sam’s new body' },
      samBasis,
    )
    expect(sam.statusCode).toBe(409)
    expect(decode(sam.body)).toContain('Olive Owner saved this article while you were editing')
    expect(decode(sam.body)).toMatch(/they changed: <strong>Title<\/strong>/)
    expect(decode(sam.body)).toContain('<dd>Olive’s title</dd>')
    expect(decode(sam.body)).toContain('Sam’s new body</textarea>')
    expect((await store.find(id, Date.now()))?.draft).toMatchObject({ title: 'Olive’s title' })

    // Having seen it, Sam saves again from the refusal's page: it is now based on Olive's.
    const resent = await postArticle(
      url,
      staff,
      { ...opened?.draft, content: 'Sam’s new body' },
      basisOf(sam.body),
    )
    expect(resent.statusCode).toBe(303)
    expect((await store.find(id, Date.now()))?.draft).toMatchObject({ content: 'Sam’s new body' })

    // The API's PUT refuses the same way when told what it read.
    const token = (await addTestToken(testStore, ['content'])).secret
    const put = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/articles/${id}?basedOn=${opened?.updatedAt}`,
      headers: { authorization: `Bearer ${token}` },
      payload: newTestArticle('Script title', 'two-editors'),
    })
    expect(put.statusCode).toBe(409)
  })

  it('saves over a draft only published since it was opened (no field changed)', async () => {
    const created = await newArticle(staff, 'Published meanwhile', 'published-meanwhile')
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const basis = basisOf((await get(url)).body)
    const store = createContentStore(testStore.store.sql)
    await store.publish(id, Date.now(), 'Olive Owner', Date.now())
    const draft = (await store.find(id, Date.now()))?.draft ?? {}
    const saved = await postArticle(url, staff, { ...draft, title: 'Later' }, basis)
    expect(saved.statusCode).toBe(303)
    const list = await get('/admin/content/articles?q=later')
    expect(list.body).toContain('Changed since published')
    expect(list.body).toContain('Sam Staff,')
  })

  it('schedules at a UK date and time, and shows it in the list; a past time is refused', async () => {
    const created = await newArticle(staff, 'Scheduled one', 'scheduled-one')
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const draft = (await createContentStore(testStore.store.sql).find(id, Date.now()))?.draft ?? {}
    const at = Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 86_400_000
    const wall = ukWallClockOf(at)
    const scheduled = await postArticle(url, staff, draft, {
      ...basisOf((await get(url)).body),
      action: 'schedule',
      publishDate: wall.date,
      publishTime: wall.time,
    })
    expect(scheduled.headers.location).toBe(`${url}?done=scheduled`)
    const item = await createContentStore(testStore.store.sql).find(id, Date.now())
    expect(item).toMatchObject({ state: 'scheduled', scheduledAt: at })
    expect((await get('/admin/content/articles?q=scheduled+one')).body).toMatch(
      /Scheduled for \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
    )

    const past = await postArticle(url, staff, draft, {
      ...basisOf((await get(url)).body),
      action: 'schedule',
      publishDate: '2020-01-01',
      publishTime: '09:00',
    })
    expect(past.statusCode).toBe(400)
    expect(past.body).toContain('<a href="#f-publishDate">Choose a time in the future')
  })

  it('searches a list with ?q=, in the drafts’ words', async () => {
    await newArticle(staff, 'Scaffolders and search', 'scaffolders-and-search')
    const found = await get('/admin/content/articles?q=SCAFFOLDERS')
    expect(found.body).toContain('1 found for “SCAFFOLDERS”')
    expect(found.body).toContain('Scaffolders and search</a>')
    expect(found.body).toContain('<input id="f-q" name="q" type="search" value="SCAFFOLDERS"')
    expect((await get('/admin/content/faqs?q=zzzz-nothing')).body).toContain('0 found')
  })

  it('lets only an owner publish a testimonial, and only with its permission recorded', async () => {
    const testimonial = {
      id: 'smith-roofing',
      name: 'Jo Smith',
      company: 'Smith Roofing',
      text: 'They built our site in a week.',
      rating: 5,
      place: 'home',
      order: 9,
    }
    const created = await testFormPost(
      app,
      '/admin/content/testimonials/new',
      staff,
      formOf('testimonial', testimonial),
    )
    expect(created.statusCode).toBe(303)
    const id = idFrom(created.headers.location)
    const url = `/admin/content/testimonials/${id}`
    const staffPage = await get(url)
    expect(staffPage.body).not.toContain('value="publish"')

    const byStaff = await testFormPost(
      app,
      url,
      staff,
      formOf('testimonial', testimonial, { ...basisOf(staffPage.body), action: 'publish' }),
    )
    expect(byStaff.statusCode).toBe(403)
    expect(byStaff.body).toContain('You cannot do this')
    const refused = await testStore.store.listAudit({ action: 'forbidden', limit: 5 })
    expect(refused[0]?.detail).toContain('Only an owner publishes a testimonial')

    const ownerPage = await get(url, owner)
    const unrecorded = await testFormPost(
      app,
      url,
      owner,
      formOf('testimonial', testimonial, { ...basisOf(ownerPage.body), action: 'publish' }),
    )
    expect(unrecorded.statusCode).toBe(422)
    expect(decode(unrecorded.body)).toContain(
      '<a href="#f-permission.givenBy">Record the client’s permission before publishing',
    )

    const halfGiven = await testFormPost(
      app,
      url,
      owner,
      formOf('testimonial', testimonial, {
        ...basisOf(ownerPage.body),
        'permission.givenBy': 'Jo Smith',
        action: 'publish',
      }),
    )
    expect(halfGiven.statusCode).toBe(400)
    expect(halfGiven.body).toContain('<a href="#f-permission.givenOn">')

    const published = await testFormPost(
      app,
      url,
      owner,
      formOf('testimonial', testimonial, {
        ...basisOf(ownerPage.body),
        'permission.givenBy': 'Jo Smith',
        'permission.givenOn': '2026-11-02',
        'permission.how': 'email',
        action: 'publish',
      }),
    )
    expect(published.statusCode).toBe(303)
    expect((await get(url, owner)).body).toContain('Recorded by Olive Owner')
    const live = await liveContent(testStore.store, Date.now())
    expect(live.testimonials.home.map((each) => each.id)).toContain('smith-roofing')

    // The permission is kept apart: the API's JSON of the testimonial never carries it.
    const token = (await addTestToken(testStore, ['content'])).secret
    const api = await app.inject({
      method: 'GET',
      url: `/api/admin/content/testimonials/${id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(api.body).not.toContain('Jo Smith”')
    expect(JSON.stringify(api.json().item.draft)).not.toContain('email')
    // A token is not an owner: the API refuses it the same testimonial's publishing.
    const byToken = await app.inject({
      method: 'POST',
      url: `/api/admin/content/testimonials/${id}/publish`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    })
    expect(byToken.statusCode).toBe(403)
  })

  it('refuses a form post from another site, and serves the autosave script under the CSP', async () => {
    const foreign = await app.inject({
      method: 'POST',
      url: '/admin/content/articles/new',
      headers: {
        cookie: staff,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'title=x',
    })
    expect(foreign.statusCode).toBe(403)
    const script = await get('/admin/content/editor.js')
    expect(script.headers['content-type']).toContain('text/javascript')
    expect(script.body).toContain('/autosave')
    const page = await get('/admin/content/articles/new')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.body).toContain('<script src="/admin/content/editor.js" defer></script>')
    expect(TEST_ORIGIN).toBe('http://127.0.0.1:3000')
  })

  it('autosaves a draft as JSON, keeping the form’s basis current', async () => {
    const created = await newArticle(staff, 'Autosaved', 'autosaved')
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const draft = (await createContentStore(testStore.store.sql).find(id, Date.now()))?.draft ?? {}
    const first = await testFormPost(
      app,
      `${url}/autosave`,
      staff,
      formOf('article', { ...draft, content: 'Typed' }, basisOf((await get(url)).body)),
    )
    expect(first.json()).toMatchObject({ saved: true })
    const stale = await testFormPost(
      app,
      `${url}/autosave`,
      owner,
      formOf('article', { ...draft, title: 'Other' }, { basedOn: '1', base: '' }),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toContain('Sam Staff changed this meanwhile')
    const second = await testFormPost(
      app,
      `${url}/autosave`,
      staff,
      formOf(
        'article',
        { ...draft, content: 'Typed more' },
        {
          basedOn: String(first.json().basedOn),
          base: first.json().base,
        },
      ),
    )
    expect(second.json()).toMatchObject({ saved: true })
  })
})
