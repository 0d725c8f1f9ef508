import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newTestArticle } from '../../test/content.js'
import { startApp } from '../../test/harness.js'
import { addTestPerson, addTestToken, testFormPost, testSessionCookie } from '../../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'

const API = '/api/admin/content'
const draft = newTestArticle('Roofers: get found first', 'roofers-get-found-first')

describe.each(STORE_FACTORIES)('an item’s history on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  let token: string
  let cookie: string
  let id: string

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    })
  const view = (url: string) => app.inject({ url, headers: { cookie } })
  const history = (query = '') => view(`/admin/content/articles/${id}/history${query}`)

  beforeEach(async () => {
    testStore = await open()
    app = await startApp(testStore)
    token = (await addTestToken(testStore, ['content'], 'Publishing script')).secret
    cookie = await testSessionCookie(
      testStore,
      await addTestPerson(testStore, 'staff', 'Sam Staff'),
    )
    id = (await call('POST', '/articles', draft)).json().item.id
    await call('POST', `/articles/${id}/publish`, {})
    await call('PUT', `/articles/${id}`, {
      ...draft,
      title: 'Roofers: get found first, and fast',
      excerpt: `${draft.excerpt} Now with a checklist.`,
    })
    await call('POST', `/articles/${id}/publish`, {})
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('lists every version newest first, with who published it, when and which is live', async () => {
    const page = await history()
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const body = page.body
    expect(body).toContain('History of “Roofers: get found first, and fast”')
    expect(body.indexOf('>Version 2</th>')).toBeLessThan(body.indexOf('>Version 1</th>'))
    expect(body.match(/<td data-label="Published by">Publishing script<\/td>/g)).toHaveLength(2)
    expect(body).toMatch(/<td data-label="Now"><strong>Live<\/strong><\/td>/)
    expect(body).toContain('Not shown now')
    // UK time as the inbox writes it ("28 Nov 2026, 11:40").
    expect(body).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/)
    expect(body).toContain(`action="/admin/content/articles/${id}/history/restore/1"`)
    expect(body).toContain(`href="/admin/content/articles/${id}"`)
  })

  it('compares the two newest by default, word by word, marked for people who cannot see colour', async () => {
    const body = (await history()).body
    expect(body).toContain('Changes from version 1 to version 2')
    expect(body).toContain(
      '<ins><span class="visually-hidden">[added: </span>, and fast<span class="visually-hidden">]</span></ins>',
    )
    expect(body).toContain('<h3 id="d-title">Title</h3>')
    expect(body).toContain('<h3 id="d-excerpt">Excerpt</h3>')
    expect(body).toMatch(/<strong>Unchanged:<\/strong> Number; Address \(slug\);/)
  })

  it('compares any version with the current draft, and names a version it lacks', async () => {
    await call('PUT', `/articles/${id}`, { ...draft, title: 'A new title' })
    const body = (await history('?from=2&to=draft')).body
    expect(body).toContain('Changes from version 2 to the current draft')
    expect(body).toMatch(
      /<del><span class="visually-hidden">\[removed: <\/span>Roofers: get found first, and fast/,
    )
    expect(body).toContain('<option value="draft" selected>Current draft</option>')

    const missing = await history('?from=9&to=draft')
    expect(missing.statusCode).toBe(400)
    expect(missing.body).toContain('This article has no version 9: choose one listed')
    expect(missing.body).toContain('aria-invalid="true"')
    const wrong = await history('?from=latest&to=draft')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain('Choose a version, or the current draft, on each side')
  })

  it('shows the words around a change in a long body, not the whole body', async () => {
    const paragraph = (index: number) => `Paragraph ${index} about slate roofs and lead flashing.`
    const content = Array.from({ length: 200 }, (_, index) => paragraph(index)).join('\n\n')
    await call('PUT', `/articles/${id}`, { ...draft, content })
    await call('POST', `/articles/${id}/publish`, {})
    await call('PUT', `/articles/${id}`, {
      ...draft,
      content: content.replace('Paragraph 100 about slate', 'Paragraph 100 about clay'),
    })
    const body = (await history('?from=3&to=draft')).body
    expect(body).toMatch(/\[… [\d,]+ characters unchanged …\]/)
    expect(body).toContain('Paragraph 99 about slate roofs')
    expect(body).not.toContain('Paragraph 3 about slate roofs')
    expect(body).not.toContain('Paragraph 197 about slate roofs')
    expect(body).toContain('It replaces the current draft, whose changes have not been published')
  })

  it('shows a version waiting for its time as scheduled', async () => {
    await call('PUT', `/articles/${id}`, { ...draft, title: 'Coming soon' })
    const at = new Date(Date.now() + 3_600_000).toISOString()
    await call('POST', `/articles/${id}/publish`, { at })
    expect((await history()).body).toMatch(/<strong>Scheduled<\/strong> for \d{1,2} [A-Z][a-z]{2}/)
  })

  it('restores a version as the draft without publishing it, audited with who did it', async () => {
    const restored = await testFormPost(
      app,
      `/admin/content/articles/${id}/history/restore/1`,
      cookie,
    )
    // POST/redirect/GET: the answer is a redirect, so reloading the page restores nothing again.
    expect(restored.statusCode).toBe(303)
    expect(restored.headers.location).toBe(`/admin/content/articles/${id}/history?restored=1`)
    const landed = await view(restored.headers.location as string)
    expect(landed.statusCode).toBe(200)
    expect(landed.body).toContain('<title>Version 1 restored: history of Roofers: get found first')
    expect(landed.body).toContain('Version 1 is now the draft.')
    expect(landed.body).toContain('Nothing was published: visitors still see version 2')
    expect(landed.body).toContain(
      `<a href="/admin/content/articles/${id}">Check and publish “Roofers: get found first”</a>`,
    )

    const { item } = (await call('GET', `/articles/${id}`)).json()
    expect(item).toMatchObject({
      liveVersion: 2,
      changedSincePublished: true,
      updatedBy: 'Sam Staff',
      draft: { title: draft.title },
    })
    const [entry] = await testStore.store.listAudit({ limit: 1 })
    expect(entry).toMatchObject({
      action: 'content-restored',
      actor: { kind: 'person', name: 'Sam Staff' },
      detail: `article ${id} “${draft.slug}”: version 1 is the draft`,
    })
    expect(await testStore.store.listAudit({ action: 'content-restored', limit: 5 })).toHaveLength(
      1,
    )
  })

  it('says a version is the draft only while it is: not for another version, nor once the draft changed', async () => {
    const notice = 'is now the draft.'
    // Before any restore the draft is version 2: the address does not make version 1 the draft.
    expect((await history('?restored=1')).body).not.toContain(notice)
    expect((await history('?restored=2')).body).toContain('Version 2 is now the draft.')
    expect((await history('?restored=7')).body).not.toContain(notice)
    const odd = await history('?restored=one')
    expect(odd.statusCode).toBe(200)
    expect(odd.body).not.toContain(notice)
    await call('PUT', `/articles/${id}`, { ...draft, title: 'Changed after the restore' })
    expect((await history('?restored=2')).body).not.toContain(notice)
  })

  it('answers a version, an item or a kind it does not have with a 404 page', async () => {
    const post = (url: string) => testFormPost(app, url, cookie)
    const noVersion = await post(`/admin/content/articles/${id}/history/restore/7`)
    expect(noVersion.statusCode).toBe(404)
    expect(noVersion.body).toContain('This article has no version 7.')
    expect((await post(`/admin/content/articles/${id}/history/restore/none`)).statusCode).toBe(404)
    expect((await view(`/admin/content/projects/${id}/history`)).statusCode).toBe(404)
    expect((await view('/admin/content/articles/not-an-id/history')).statusCode).toBe(404)
    const [entry] = await testStore.store.listAudit({ limit: 1 })
    expect(entry?.action).not.toBe('content-restored')
  })

  it('answers scripts the word-level diff of two versions as JSON', async () => {
    const response = await call('GET', `/articles/${id}/versions/1/diff/2`)
    expect(response.statusCode).toBe(200)
    const diff = response.json()
    expect(diff).toMatchObject({
      kind: 'article',
      id,
      from: { version: 1, publishedBy: 'Publishing script' },
      to: { version: 2, publishedBy: 'Publishing script' },
    })
    const title = diff.fields.find((field: { field: string }) => field.field === 'title')
    expect(title).toEqual({
      field: 'title',
      label: 'Title',
      changed: true,
      granularity: 'word',
      parts: [
        { op: 'same', text: 'Roofers: get found first' },
        { op: 'added', text: ', and fast' },
      ],
    })
    expect(diff.fields.map((field: { field: string }) => field.field)).toContain(
      'featuredImage.alt',
    )

    const withDraft = (await call('GET', `/articles/${id}/versions/2/diff/draft`)).json()
    expect(withDraft.to).toEqual({ version: 'draft' })
    expect(withDraft.fields.every((field: { changed: boolean }) => !field.changed)).toBe(true)
  })

  it('refuses a version that is not one with a 400, and one the item lacks with a 404', async () => {
    const bad = await call('GET', `/articles/${id}/versions/0/diff/draft`)
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Give a version number from 1, or \\"draft\\"')
    const missing = await call('GET', `/articles/${id}/versions/1/diff/9`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('This article has no version 9')
    const otherKind = await call('GET', `/faqs/${id}/versions/1/diff/2`)
    expect(otherKind.statusCode).toBe(404)
  })

  it('documents the diff in /api/openapi.json', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json()
    for (const plural of ['articles', 'projects', 'testimonials', 'faqs']) {
      expect(Object.keys(document.paths)).toContain(`${API}/${plural}/{id}/versions/{a}/diff/{b}`)
    }
    const answer = document.paths[`${API}/articles/{id}/versions/{a}/diff/{b}`].get.responses[200]
    expect(Object.keys(answer.content['application/json'].schema.properties)).toEqual([
      'kind',
      'id',
      'from',
      'to',
      'fields',
    ])
  })
})
