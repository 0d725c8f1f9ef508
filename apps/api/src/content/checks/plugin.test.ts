import { formatGBP, MARKETING_PACKAGES } from '@hard-hat/pricing'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newTestArticle } from '../../test/content.js'
import { startApp } from '../../test/harness.js'
import { addTestToken } from '../../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'

const BASE = '/api/admin/content'
const momentum = formatGBP(MARKETING_PACKAGES.momentum.price)

/** An article with one of each problem the checks find without the web build. */
const sloppy = {
  ...newTestArticle('A title that runs on and on, well past what a search result shows', 'sloppy'),
  featuredImage: { ...newTestArticle('', '').featuredImage, alt: '' },
  content: [
    '## Prices',
    '',
    `The Launch package is ${momentum}.`,
    '',
    '#### Skipped a level',
    '',
    'See [our work](/portfolio), [this](/insights/sloppy), [that](/insights/no-such-article),',
    '[a photo](/media/0123456789abcdef0123456789abcdef/640.jpg) and [a drawing](/images/none.svg).',
  ].join('\n'),
}

describe.each(STORE_FACTORIES)('the checks before publishing on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  let token: string

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })
  const create = async (body: object) => (await call('POST', '/articles', body)).json().item.id

  beforeEach(async () => {
    testStore = await open()
    // No web build: every check but the rendered page's runs.
    app = await startApp(testStore)
    token = (await addTestToken(testStore, ['content'], 'Publishing script')).secret
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('publishes a script’s sloppy draft but names each problem by its field, and none once fixed', async () => {
    const id = await create(sloppy)
    const told = await call('POST', `/articles/${id}/publish`, {})
    // A script is told and decides (an import of old articles, say); the editor refuses.
    expect(told.statusCode).toBe(200)
    expect(told.json().item.state).toBe('published')
    const { problems } = told.json()
    expect(problems.map((problem: { field: string }) => problem.field)).toEqual([
      'featuredImage.alt',
      'title',
      'content',
      'content',
      'content',
      'content',
    ])
    expect(problems.map((problem: { message: string }) => problem.message)).toEqual([
      'The photo has no alternative text: describe it for people who cannot see it',
      expect.stringMatching(/^The title is \d+ characters/),
      expect.stringContaining(`${momentum} is not a price of the Launch package`),
      expect.stringContaining('/insights/no-such-article leads nowhere'),
      expect.stringContaining('/media/0123456789abcdef0123456789abcdef/640.jpg leads nowhere'),
      expect.stringContaining('/images/none.svg leads nowhere'),
    ])
    const fixed = {
      ...sloppy,
      title: 'A tidy title',
      featuredImage: { ...sloppy.featuredImage, alt: 'A builder at work' },
      content: sloppy.content
        .replace(momentum, formatGBP(MARKETING_PACKAGES.launch.price))
        .replace('/insights/no-such-article', '/contact')
        .replace(/\[a photo\]\([^)]*\)/, '')
        .replace('/images/none.svg', '/contact'),
    }
    expect((await call('PUT', `/articles/${id}`, fixed)).statusCode).toBe(200)
    const published = await call('POST', `/articles/${id}/publish`, {})
    expect(published.statusCode).toBe(200)
    expect(published.json()).toMatchObject({ version: 2, problems: [] })
  })

  it('finds a slug another item took in the meantime (an old slug of another article)', async () => {
    const one = await create(newTestArticle('One', 'one-slug'))
    const two = await create(newTestArticle('Two', 'two-slug'))
    await testStore.store.sql.run(
      'INSERT INTO content_old_slugs (kind, slug, item_id, retired_at) VALUES (?, ?, ?, ?)',
      ['article', 'two-slug', one, Date.now()],
    )
    expect(await app.contentChecks.problemsOf('article', two)).toEqual([
      { field: 'slug', message: 'Another article has or had the slug “two-slug”: choose another' },
    ])
    expect(await app.contentChecks.problemsOf('article', one)).toEqual([])
    // Another kind's id, or none: nothing to check.
    expect(await app.contentChecks.problemsOf('project', one)).toEqual([])
  })

  it('documents the problems of a publication in /api/openapi.json', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json()
    const publish = document.paths['/api/admin/content/articles/{id}/publish'].post
    expect(JSON.stringify(publish.responses['200'])).toContain('problems')
  })
})
