import { type InsightArticle, type Project, SEED_CONTENT } from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { newTestArticle } from '../../test/content.js'
import { basisOf, editorSuite, formOf, idFrom } from '../../test/content-editor.js'
import { testFormPost } from '../../test/people.js'
import { createContentStore } from '../store.js'

describe('the edit page with the checks before publishing and the photo form', () => {
  const suite = editorSuite()

  it('refuses Publish while the checks find a problem, each linked to its field, then publishes once it is fixed', async () => {
    const store = createContentStore(suite.testStore.store.sql)
    const article = newTestArticle('A photo with no words', 'a-photo-with-no-words')
    const noAlt = { ...article, featuredImage: { ...article.featuredImage, alt: '' } }
    // An empty alternative text is a decorative image to the schema: the draft saves.
    const created = await testFormPost(
      suite.app,
      '/admin/content/articles/new',
      suite.staff,
      formOf('article', noAlt, { action: 'save' }),
    )
    expect(created.statusCode).toBe(303)
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`

    const refused = await suite.postArticle(url, suite.staff, noAlt, {
      ...basisOf((await suite.get(url)).body),
      action: 'publish',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toContain(
      '<a href="#f-featuredImage.alt">The photo has no alternative text: describe it for people who cannot see it</a>',
    )
    expect(refused.body).toContain('id="f-featuredImage.alt"')
    expect((await store.find(id, Date.now()))?.liveVersion).toBeNull()

    const allowed = await suite.postArticle(url, suite.staff, article, {
      ...basisOf((await suite.get(url)).body),
      action: 'publish',
    })
    expect(allowed.statusCode).toBe(303)
    expect(allowed.headers.location).toBe(`${url}?done=published`)
    expect((await store.find(id, Date.now()))?.liveVersion).toBe(1)
  })

  it('refuses Publish while a case study’s further photo has no alternative text, linked to its own field', async () => {
    const store = createContentStore(suite.testStore.store.sql)
    const { id: _number, ...project } = SEED_CONTENT.projects[1] as Project
    const gallery = [
      { ...project.image, alt: 'The roof' },
      { ...project.image, alt: '' },
    ]
    const id = (
      await store.create('project', { ...project, slug: 'two-photos', gallery }, 'Sam', 1)
    ).id
    const url = `/admin/content/projects/${id}`
    const page = (await suite.get(url)).body
    expect(page).toContain('id="f-gallery.1.alt"')
    const refused = await testFormPost(
      suite.app,
      url,
      suite.staff,
      formOf(
        'project',
        { ...project, slug: 'two-photos' },
        {
          ...basisOf(page),
          'category.websites': 'on',
          action: 'publish',
        },
      ),
    )
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toContain(
      '<a href="#f-gallery.1.alt">The further photo 3 has no alternative text: describe it for people who cannot see it</a>',
    )
    expect((await store.find(id, Date.now()))?.liveVersion).toBeNull()
  })

  it('takes a field changed since the form opened that already holds the stored value as no conflict (a photo uploaded from this page)', async () => {
    const store = createContentStore(suite.testStore.store.sql)
    const created = await suite.newArticle(suite.staff, 'A new photo', 'a-new-photo')
    const id = idFrom(created.headers.location)
    const url = `/admin/content/articles/${id}`
    const basis = basisOf((await suite.get(url)).body)
    const opened = (await store.find(id, Date.now()))?.draft as Omit<InsightArticle, 'id'>

    // The photo form changes the draft's photo by itself (decision 043), as another save would.
    const other = (SEED_CONTENT.articles[1] as InsightArticle).featuredImage
    const photo = { ...other, alt: 'A roofer on a ridge at dawn' }
    await store.update(id, { ...opened, featuredImage: photo }, 'Sam Staff', Date.now())

    // The form as it was opened still names the old photo: that is a conflict, nothing lost.
    const stale = await suite.postArticle(url, suite.staff, { ...opened, readTime: 7 }, basis)
    expect(stale.statusCode).toBe(409)
    // The form with the photo the page's script wrote into it: saved.
    const current = { ...opened, featuredImage: photo, readTime: 7 }
    const saved = await suite.postArticle(url, suite.staff, current, basis)
    expect(saved.statusCode).toBe(303)
    expect((await store.find(id, Date.now()))?.draft).toMatchObject({
      readTime: 7,
      featuredImage: photo,
    })
  })
})
