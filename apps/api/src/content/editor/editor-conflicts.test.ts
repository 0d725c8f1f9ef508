import { describe, expect, it } from 'vitest'
import { newTestArticle } from '../../test/content.js'
import { basisOf, decode, editorSuite, formOf, idFrom } from '../../test/content-editor.js'
import { addTestToken, testFormPost } from '../../test/people.js'
import { createContentStore } from '../store.js'

describe('two people editing one item: a save based on an older draft', () => {
  const suite = editorSuite()

  it('refuses a save based on an older draft, naming who changed which fields, and loses nothing', async () => {
    const created = await suite.newArticle(suite.staff, 'Two editors', 'two-editors')
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const store = createContentStore(suite.testStore.store.sql)
    const opened = await store.find(id, Date.now())
    const samBasis = basisOf((await suite.get(url)).body)
    const oliveBasis = basisOf((await suite.get(url, suite.owner)).body)

    const olive = await suite.postArticle(
      url,
      suite.owner,
      { ...opened?.draft, title: 'Olive’s title' },
      oliveBasis,
    )
    expect(olive.statusCode).toBe(303)

    const sam = await suite.postArticle(
      url,
      suite.staff,
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
    const resent = await suite.postArticle(
      url,
      suite.staff,
      { ...opened?.draft, content: 'Sam’s new body' },
      basisOf(sam.body),
    )
    expect(resent.statusCode).toBe(303)
    expect((await store.find(id, Date.now()))?.draft).toMatchObject({ content: 'Sam’s new body' })

    // The API's PUT refuses the same way when told what it read.
    const token = (await addTestToken(suite.testStore, ['content'])).secret
    const put = await suite.app.inject({
      method: 'PUT',
      url: `/api/admin/content/articles/${id}?basedOn=${opened?.updatedAt}`,
      headers: { authorization: `Bearer ${token}` },
      payload: newTestArticle('Script title', 'two-editors'),
    })
    expect(put.statusCode).toBe(409)
  })

  it('saves over a draft only published since it was opened (no field changed)', async () => {
    const created = await suite.newArticle(
      suite.staff,
      'Published meanwhile',
      'published-meanwhile',
    )
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const basis = basisOf((await suite.get(url)).body)
    const store = createContentStore(suite.testStore.store.sql)
    await store.publish(id, Date.now(), 'Olive Owner', Date.now())
    const draft = (await store.find(id, Date.now()))?.draft ?? {}
    const saved = await suite.postArticle(url, suite.staff, { ...draft, title: 'Later' }, basis)
    expect(saved.statusCode).toBe(303)
    const list = await suite.get('/admin/content/articles?q=later')
    expect(list.body).toContain('Changed since published')
    expect(list.body).toContain('Sam Staff,')
  })

  it('autosaves a draft as JSON, keeping the form’s basis current', async () => {
    const created = await suite.newArticle(suite.staff, 'Autosaved', 'autosaved')
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const draft =
      (await createContentStore(suite.testStore.store.sql).find(id, Date.now()))?.draft ?? {}
    const first = await testFormPost(
      suite.app,
      `${url}/autosave`,
      suite.staff,
      formOf('article', { ...draft, content: 'Typed' }, basisOf((await suite.get(url)).body)),
    )
    expect(first.json()).toMatchObject({ saved: true })
    const stale = await testFormPost(
      suite.app,
      `${url}/autosave`,
      suite.owner,
      formOf('article', { ...draft, title: 'Other' }, { basedOn: '1', base: '' }),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toContain('Sam Staff changed this meanwhile')
    const second = await testFormPost(
      suite.app,
      `${url}/autosave`,
      suite.staff,
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
