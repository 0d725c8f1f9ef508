import { INSIGHT_ARTICLES } from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { ukWallClockOf } from '../../inbox/index.js'
import { newTestArticle } from '../../test/content.js'
import { basisOf, decode, editorSuite, formOf, idFrom } from '../../test/content-editor.js'
import { addTestToken, TEST_ORIGIN, testFormPost } from '../../test/people.js'
import { liveContent } from '../index.js'
import { createContentStore } from '../store.js'

describe('the Content section of the inbox (no scripts: native form posts)', () => {
  const suite = editorSuite()

  it('lists the four kinds with counts, and the claims link for owners only', async () => {
    const index = await suite.get('/admin/content')
    expect(index.statusCode).toBe(200)
    expect(index.body).toContain('<a href="/admin/content">Content</a>')
    expect(index.body).toContain(`<strong>${INSIGHT_ARTICLES.length}</strong> Articles`)
    const testimonials = await createContentStore(suite.testStore.store.sql).list(
      'testimonial',
      Date.now(),
    )
    expect(index.body).toContain(`<strong>${testimonials.length}</strong> Testimonials`)
    expect(index.body).not.toContain('/admin/content/claims')
    expect((await suite.get('/admin/content', suite.owner)).body).toContain(
      'href="/admin/content/claims"',
    )
    const token = (await addTestToken(suite.testStore, ['content'])).secret
    const byToken = await suite.app.inject({
      method: 'GET',
      url: '/admin/content',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(byToken.statusCode).toBe(403)
  })

  it('creates a draft from the blank form, saves, publishes and takes it down, each audited', async () => {
    const blank = await suite.get('/admin/content/articles/new')
    expect(blank.body).toContain('<label for="f-title">Title</label>')
    expect(blank.body).toContain('<label for="f-excerpt">Summary</label>')
    expect(blank.body).toContain('<label for="f-content">Body</label>')
    expect(blank.body).toContain('<label for="f-featuredImage.alt">Alternative text</label>')
    expect(blank.body).toContain('Writing the body')

    const created = await suite.newArticle(suite.staff, 'A roofer’s first website', '')
    expect(created.statusCode).toBe(303)
    const id = idFrom(created.headers.location)
    expect(created.headers.location).toBe(`/admin/content/articles/${id}?done=created`)
    const draft = await suite.get(String(created.headers.location))
    expect(draft.body).toContain('Draft saved.')
    expect(draft.body).toContain('<span class="state state-draft">Draft</span>')
    // The slug left empty is made from the title.
    const store = createContentStore(suite.testStore.store.sql)
    expect((await store.find(id, Date.now()))?.slug).toBe('a-roofers-first-website')

    const { basedOn, base } = basisOf(draft.body)
    const item = await store.find(id, Date.now())
    const published = await testFormPost(
      suite.app,
      `/admin/content/articles/${id}`,
      suite.staff,
      formOf(
        'article',
        { ...item?.draft, title: 'Published title' },
        { basedOn, base, action: 'publish' },
      ),
    )
    expect(published.statusCode).toBe(303)
    expect(published.headers.location).toBe(`/admin/content/articles/${id}?done=published`)
    const live = await liveContent(suite.testStore.store, Date.now())
    expect(live.articles.find((article) => article.slug === 'a-roofers-first-website')?.title).toBe(
      'Published title',
    )
    const shown = await suite.get(`/admin/content/articles/${id}`)
    expect(shown.body).toContain('>Published<')
    expect(shown.body).toContain('value="unpublish"')

    const again = basisOf(shown.body)
    const down = await suite.postArticle(
      `/admin/content/articles/${id}`,
      suite.staff,
      (await store.find(id, Date.now()))?.draft ?? {},
      {
        ...again,
        action: 'unpublish',
      },
    )
    expect(down.headers.location).toBe(`/admin/content/articles/${id}?done=unpublished`)
    const actions = (await suite.testStore.store.listAudit({ limit: 20 }))
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
    const page = await testFormPost(suite.app, '/admin/content/articles/new', suite.staff, {
      ...formOf('article', newTestArticle('', 'x')),
      slug: 'Not A Slug',
      readTime: 'soon',
      content: 'Kept **body**',
    })
    expect(page.statusCode).toBe(400)
    const token = (await addTestToken(suite.testStore, ['content'])).secret
    const api = await suite.app.inject({
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
    expect(
      await createContentStore(suite.testStore.store.sql).list('article', Date.now()),
    ).toHaveLength(INSIGHT_ARTICLES.length)
  })

  it('schedules at a UK date and time, and shows it in the list; a past time is refused', async () => {
    const created = await suite.newArticle(suite.staff, 'Scheduled one', 'scheduled-one')
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const draft =
      (await createContentStore(suite.testStore.store.sql).find(id, Date.now()))?.draft ?? {}
    const at = Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 86_400_000
    const wall = ukWallClockOf(at)
    const scheduled = await suite.postArticle(url, suite.staff, draft, {
      ...basisOf((await suite.get(url)).body),
      action: 'schedule',
      publishDate: wall.date,
      publishTime: wall.time,
    })
    expect(scheduled.headers.location).toBe(`${url}?done=scheduled`)
    const item = await createContentStore(suite.testStore.store.sql).find(id, Date.now())
    expect(item).toMatchObject({ state: 'scheduled', scheduledAt: at })
    expect((await suite.get('/admin/content/articles?q=scheduled+one')).body).toMatch(
      /Scheduled for \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
    )

    const past = await suite.postArticle(url, suite.staff, draft, {
      ...basisOf((await suite.get(url)).body),
      action: 'schedule',
      publishDate: '2020-01-01',
      publishTime: '09:00',
    })
    expect(past.statusCode).toBe(400)
    expect(past.body).toContain('<a href="#f-publishDate">Choose a time in the future')
  })

  it('searches a list with ?q=, in the drafts’ words', async () => {
    await suite.newArticle(suite.staff, 'Scaffolders and search', 'scaffolders-and-search')
    const found = await suite.get('/admin/content/articles?q=SCAFFOLDERS')
    expect(found.body).toContain('1 found for “SCAFFOLDERS”')
    expect(found.body).toContain('Scaffolders and search</a>')
    expect(found.body).toContain('<input id="f-q" name="q" type="search" value="SCAFFOLDERS"')
    expect((await suite.get('/admin/content/faqs?q=zzzz-nothing')).body).toContain('0 found')
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
      suite.app,
      '/admin/content/testimonials/new',
      suite.staff,
      formOf('testimonial', testimonial),
    )
    expect(created.statusCode).toBe(303)
    const id = idFrom(created.headers.location)
    const url = `/admin/content/testimonials/${id}`
    const staffPage = await suite.get(url)
    expect(staffPage.body).not.toContain('value="publish"')

    const byStaff = await testFormPost(
      suite.app,
      url,
      suite.staff,
      formOf('testimonial', testimonial, { ...basisOf(staffPage.body), action: 'publish' }),
    )
    expect(byStaff.statusCode).toBe(403)
    expect(byStaff.body).toContain('You cannot do this')
    const refused = await suite.testStore.store.listAudit({ action: 'forbidden', limit: 5 })
    expect(refused[0]?.detail).toContain('Only an owner publishes a testimonial')

    const ownerPage = await suite.get(url, suite.owner)
    const unrecorded = await testFormPost(
      suite.app,
      url,
      suite.owner,
      formOf('testimonial', testimonial, { ...basisOf(ownerPage.body), action: 'publish' }),
    )
    expect(unrecorded.statusCode).toBe(422)
    expect(decode(unrecorded.body)).toContain(
      '<a href="#f-permission.givenBy">Record the client’s permission before publishing',
    )

    const halfGiven = await testFormPost(
      suite.app,
      url,
      suite.owner,
      formOf('testimonial', testimonial, {
        ...basisOf(ownerPage.body),
        'permission.givenBy': 'Jo Smith',
        action: 'publish',
      }),
    )
    expect(halfGiven.statusCode).toBe(400)
    expect(halfGiven.body).toContain('<a href="#f-permission.givenOn">')

    const published = await testFormPost(
      suite.app,
      url,
      suite.owner,
      formOf('testimonial', testimonial, {
        ...basisOf(ownerPage.body),
        'permission.givenBy': 'Jo Smith',
        'permission.givenOn': '2026-11-02',
        'permission.how': 'email',
        action: 'publish',
      }),
    )
    expect(published.statusCode).toBe(303)
    expect((await suite.get(url, suite.owner)).body).toContain('Recorded by Olive Owner')
    const live = await liveContent(suite.testStore.store, Date.now())
    expect(live.testimonials.home.map((each) => each.id)).toContain('smith-roofing')

    // The permission is kept apart: the API's JSON of the testimonial never carries it.
    const token = (await addTestToken(suite.testStore, ['content'])).secret
    const api = await suite.app.inject({
      method: 'GET',
      url: `/api/admin/content/testimonials/${id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(api.body).not.toContain('Jo Smith”')
    expect(JSON.stringify(api.json().item.draft)).not.toContain('email')
    // A token is not an owner: the API refuses it the same testimonial's publishing.
    const byToken = await suite.app.inject({
      method: 'POST',
      url: `/api/admin/content/testimonials/${id}/publish`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    })
    expect(byToken.statusCode).toBe(403)
  })

  it('refuses a form post from another site, and serves the autosave script under the CSP', async () => {
    const foreign = await suite.app.inject({
      method: 'POST',
      url: '/admin/content/articles/new',
      headers: {
        cookie: suite.staff,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'title=x',
    })
    expect(foreign.statusCode).toBe(403)
    const script = await suite.get('/admin/content/editor.js')
    expect(script.headers['content-type']).toContain('text/javascript')
    expect(script.body).toContain('/autosave')
    const page = await suite.get('/admin/content/articles/new')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.body).toContain('<script src="/admin/content/editor.js" defer></script>')
    expect(TEST_ORIGIN).toBe('http://127.0.0.1:3000')
  })
})
