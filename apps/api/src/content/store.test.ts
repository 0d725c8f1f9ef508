import { isDeepStrictEqual } from 'node:util'
import {
  INSIGHT_ARTICLES,
  type InsightArticle,
  PROJECTS,
  SEED_CONTENT,
  type SiteContent,
} from '@hard-hat/content'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newTestArticle, SEED_ARTICLE_INPUT } from '../test/content.js'
import { anotherConnection } from '../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../test/stores.js'
import { contentRevision, liveContent, nextScheduledChange, oldSlugs } from './index.js'
import { seedContent, seedItems } from './seed.js'
import { type ContentStore, createContentStore, SlugTakenError } from './store.js'

const T0 = Date.UTC(2026, 2, 2, 9, 0)
const newArticle = newTestArticle(
  'Why a builder needs a fast website',
  'why-a-builder-needs-a-fast-website',
)

describe.each(STORE_FACTORIES)('content in the store on $dialect', ({ open }) => {
  let testStore: TestStore
  let content: ContentStore

  beforeEach(async () => {
    testStore = await open()
    content = createContentStore(testStore.store.sql)
  })
  afterEach(async () => {
    await testStore.dispose()
  })

  it('seeds a new store with the package, live as the build showed it, once', async () => {
    const first = await seedContent(testStore.store.sql, SEED_CONTENT, T0)
    expect(first).toEqual({ added: seedItems(SEED_CONTENT).length, skipped: [], refreshed: 0 })
    // Strictly: the publisher serves the build's own pages, rendering nothing, only while the
    // store's live content is the build's to the last key (node:util isDeepStrictEqual).
    expect(isDeepStrictEqual(await liveContent(testStore.store, T0), SEED_CONTENT)).toBe(true)
    // Shown from the epoch: a page rendered for any moment has the seed.
    expect((await liveContent(testStore.store, 1)).articles).toHaveLength(INSIGHT_ARTICLES.length)
    expect(await seedContent(testStore.store.sql, SEED_CONTENT, T0 + 1)).toEqual({
      added: 0,
      skipped: [],
      refreshed: 0,
    })
    const articles = await content.list('article', T0)
    expect(articles.every((item) => item.state === 'published' && item.liveVersion === 1)).toBe(
      true,
    )
    expect(articles.some((item) => item.changedSincePublished)).toBe(false)
  })

  it('seeds only what is new in a later release and never overwrites what the agency changed', async () => {
    const older: SiteContent = { ...SEED_CONTENT, articles: SEED_CONTENT.articles.slice(1) }
    await seedContent(testStore.store.sql, older, T0)
    const items = await content.list('article', T0)
    const edited = items.find((item) => item.slug === (older.articles[0] as InsightArticle).slug)
    if (!edited) throw new Error('the seeded article is missing')
    const { id: _number, ...editedInput } = edited.draft as InsightArticle
    await content.update(edited.id, { ...editedInput, title: 'Our own title' }, 'Ann', T0 + 1)
    await content.publish(edited.id, T0 + 1, 'Ann', T0 + 1)

    // The agency wrote a project with the slug a later release brings: theirs stays.
    const { id: _p, ...project } = PROJECTS[0] as (typeof PROJECTS)[number]
    const released: SiteContent = {
      ...SEED_CONTENT,
      projects: [...SEED_CONTENT.projects, { ...project, id: 99, slug: 'our-own-project' }],
    }
    await content.create('project', { ...project, slug: 'our-own-project' }, 'Ann', T0 + 1)
    const report = await seedContent(testStore.store.sql, released, T0 + 2)
    expect(report).toEqual({ added: 1, skipped: ['project:our-own-project'], refreshed: 0 })
    const live = await liveContent(testStore.store, T0 + 3)
    expect(live.articles.map((each) => each.slug)).toEqual(
      SEED_CONTENT.articles.map((each) => each.slug),
    )
    expect(live.articles.find((each) => each.slug === edited.slug)?.title).toBe('Our own title')
  })

  it("brings an item nobody here touched up to a release's text, and leaves a touched one", async () => {
    const [first, second, third] = SEED_CONTENT.articles as [
      InsightArticle,
      InsightArticle,
      InsightArticle,
    ]
    await seedContent(testStore.store.sql, SEED_CONTENT, T0)
    const bySlug = async (slug: string) => {
      const found = (await content.list('article', T0 + 10)).find((item) => item.slug === slug)
      if (!found) throw new Error(`no article ${slug}`)
      return found
    }
    // The agency saves one (not publishing it) and takes another down.
    const saved = await bySlug(first.slug)
    const { id: _n, ...savedInput } = saved.draft as InsightArticle
    await content.update(saved.id, { ...savedInput, readTime: 9 }, 'Ann', T0 + 1)
    await content.unpublish((await bySlug(second.slug)).id, T0 + 1, 'Ann', T0 + 1)

    const fixed = (article: InsightArticle) => ({ ...article, title: `${article.title} (fixed)` })
    const release: SiteContent = {
      ...SEED_CONTENT,
      articles: SEED_CONTENT.articles.map((article, index) =>
        index < 3 ? fixed(article) : article,
      ),
    }
    const report = await seedContent(testStore.store.sql, release, T0 + 5)
    expect(report).toEqual({ added: 0, skipped: [], refreshed: 1 })
    // Once: a second instance starting on the same release changes nothing.
    expect((await seedContent(testStore.store.sql, release, T0 + 6)).refreshed).toBe(0)

    const refreshed = await bySlug(third.slug)
    expect(refreshed).toMatchObject({ liveVersion: 2, changedSincePublished: false })
    expect((refreshed.draft as InsightArticle).title).toBe(fixed(third).title)
    const versions = await content.versions(refreshed.id)
    expect(versions.map((each) => [each.version, each.publishedBy, each.publishAt])).toEqual([
      [2, 'seed', T0 + 5],
      [1, 'seed', 0],
    ])
    // Shown from the release's start, as before it until then.
    const titleAt = async (ms: number) =>
      (await liveContent(testStore.store, ms)).articles.find((each) => each.slug === third.slug)
        ?.title
    expect(await titleAt(T0 + 4)).toBe(third.title)
    expect(await titleAt(T0 + 5)).toBe(fixed(third).title)

    expect(((await bySlug(first.slug)).draft as InsightArticle).title).toBe(first.title)
    expect((await bySlug(first.slug)).liveVersion).toBe(1)
    expect(((await bySlug(second.slug)).draft as InsightArticle).title).toBe(second.title)
  })

  it('numbers a new article after the others and refuses a slug another article has', async () => {
    await seedContent(testStore.store.sql, SEED_CONTENT, T0)
    const item = await content.create('article', newArticle, 'Ann', T0)
    expect((item.draft as InsightArticle).id).toBe(INSIGHT_ARTICLES.length + 1)
    expect(item).toMatchObject({ slug: newArticle.slug, state: 'draft', liveVersion: null })
    expect(item.changedSincePublished).toBe(true)
    await expect(
      content.create('article', { ...newArticle, slug: SEED_ARTICLE_INPUT.slug }, 'Ann', T0),
    ).rejects.toBeInstanceOf(SlugTakenError)
    // Slugs are per kind: a project may have an article's slug.
    const { id: _p, ...project } = PROJECTS[0] as (typeof PROJECTS)[number]
    await content.create('project', { ...project, slug: SEED_ARTICLE_INPUT.slug }, 'Ann', T0)
  })

  it('publishes a draft, shows it, and takes it down at once', async () => {
    const item = await content.create('article', newArticle, 'Ann', T0)
    const revisions = [await contentRevision(testStore.store, T0 + 10)]
    expect(await content.publish(item.id, T0 + 10, 'Ann', T0 + 10)).toBe(1)
    revisions.push(await contentRevision(testStore.store, T0 + 10))
    const slugsAt = async (ms: number) =>
      (await liveContent(testStore.store, ms)).articles.map((each) => each.slug)
    expect(await slugsAt(T0 + 9)).toEqual([])
    expect(await slugsAt(T0 + 10)).toEqual([newArticle.slug])
    expect(await content.find(item.id, T0 + 10)).toMatchObject({
      state: 'published',
      liveVersion: 1,
      changedSincePublished: false,
    })
    revisions.push(await contentRevision(testStore.store, T0 + 20))
    await content.unpublish(item.id, T0 + 20, 'Ann', T0 + 20)
    revisions.push(await contentRevision(testStore.store, T0 + 20))
    expect(await slugsAt(T0 + 20)).toEqual([])
    expect(await slugsAt(T0 + 19)).toEqual([newArticle.slug])
    expect((await content.find(item.id, T0 + 20))?.state).toBe('draft')
    // Published again: shown again.
    await content.publish(item.id, T0 + 30, 'Ann', T0 + 30)
    expect(await slugsAt(T0 + 30)).toEqual([newArticle.slug])
    revisions.push(await contentRevision(testStore.store, T0 + 30))
    // Each publish and take-down moved the revision; nothing else did (the second is unchanged).
    expect(new Set(revisions).size).toBe(4)
    expect(revisions[1]).toBe(revisions[2])
  })

  it('answers the same through another connection, as a second instance or a restart would', async () => {
    const item = await content.create('article', newArticle, 'Ann', T0)
    await content.publish(item.id, T0 + 20_000, 'Ann', T0)
    const other = await anotherConnection(testStore)
    try {
      for (const at of [T0 + 19_999, T0 + 20_000]) {
        expect(await liveContent(other, at)).toEqual(await liveContent(testStore.store, at))
        expect(await contentRevision(other, at)).toBe(await contentRevision(testStore.store, at))
      }
      expect((await liveContent(other, T0 + 20_000)).articles).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  it('schedules a version 20 s ahead: not live before, live from then, by the clock alone', async () => {
    const item = await content.create('article', newArticle, 'Ann', T0)
    await content.publish(item.id, T0, 'Ann', T0)
    await content.update(
      item.id,
      { ...SEED_ARTICLE_INPUT, slug: newArticle.slug, title: 'The new title' },
      'Ann',
      T0 + 1,
    )
    const at = T0 + 20_000
    await content.publish(item.id, at, 'Ann', T0 + 1)
    const revisionBefore = await contentRevision(testStore.store, at - 1)
    expect(await nextScheduledChange(testStore.store, T0 + 1)).toBe(at)
    expect(await content.find(item.id, at - 1)).toMatchObject({
      state: 'published',
      liveVersion: 1,
      scheduledAt: at,
    })
    expect((await liveContent(testStore.store, at - 1)).articles[0]?.title).toBe(newArticle.title)
    expect((await liveContent(testStore.store, at)).articles[0]?.title).toBe('The new title')
    expect(await contentRevision(testStore.store, at)).not.toBe(revisionBefore)
    expect(await contentRevision(testStore.store, at + 5_000)).toBe(
      await contentRevision(testStore.store, at),
    )
    expect(await nextScheduledChange(testStore.store, at)).toBeNull()
  })

  it('takes an item down at a scheduled moment, and cancels a version waiting past it', async () => {
    const item = await content.create('article', newArticle, 'Ann', T0)
    await content.publish(item.id, T0, 'Ann', T0)
    await content.publish(item.id, T0 + 60_000, 'Ann', T0)
    await content.unpublish(item.id, T0 + 30_000, 'Ann', T0 + 1)
    expect(await nextScheduledChange(testStore.store, T0 + 1)).toBe(T0 + 30_000)
    expect((await liveContent(testStore.store, T0 + 29_999)).articles).toHaveLength(1)
    expect((await liveContent(testStore.store, T0 + 30_000)).articles).toHaveLength(0)
    expect((await liveContent(testStore.store, T0 + 60_000)).articles).toHaveLength(0)
    expect((await content.versions(item.id)).map((each) => each.version)).toEqual([1])
  })

  it('keeps an old slug when a publish changes it, and redirects from it while the item is live', async () => {
    const item = await content.create('article', newArticle, 'Ann', T0)
    await content.publish(item.id, T0, 'Ann', T0)
    await content.update(item.id, { ...newArticle, slug: 'fast-websites-for-builders' }, 'Ann', T0)
    // Unpublished drafts change no address.
    expect(await oldSlugs(testStore.store, T0 + 1)).toEqual([])
    await content.publish(item.id, T0 + 100, 'Ann', T0 + 1)
    expect(await oldSlugs(testStore.store, T0 + 99)).toEqual([])
    expect(await oldSlugs(testStore.store, T0 + 100)).toEqual([
      { kind: 'article', from: newArticle.slug, to: 'fast-websites-for-builders' },
    ])
    // Nobody else may take the old address while it redirects.
    await expect(content.create('article', newArticle, 'Bob', T0 + 200)).rejects.toBeInstanceOf(
      SlugTakenError,
    )
    await content.unpublish(item.id, T0 + 300, 'Ann', T0 + 300)
    expect(await oldSlugs(testStore.store, T0 + 300)).toEqual([])
  })

  it('keeps every published version and restores one as the draft', async () => {
    const item = await content.create('article', newArticle, 'Ann', T0)
    await content.publish(item.id, T0, 'Ann', T0)
    await content.update(item.id, { ...newArticle, title: 'Second title' }, 'Bob', T0 + 1)
    await content.publish(item.id, T0 + 1, 'Bob', T0 + 1)
    const versions = await content.versions(item.id)
    expect(versions.map(({ version, publishedBy }) => ({ version, publishedBy }))).toEqual([
      { version: 2, publishedBy: 'Bob' },
      { version: 1, publishedBy: 'Ann' },
    ])
    expect(await content.restore(item.id, 1, 'Cat', T0 + 2)).toBe(true)
    const restored = await content.find(item.id, T0 + 2)
    expect(restored).toMatchObject({ updatedBy: 'Cat', changedSincePublished: true })
    expect((restored?.draft as InsightArticle | undefined)?.title).toBe(newArticle.title)
    // Restoring changes the draft only: visitors still see version 2.
    expect((await liveContent(testStore.store, T0 + 2)).articles[0]?.title).toBe('Second title')
    expect(await content.restore(item.id, 9, 'Cat', T0 + 2)).toBe(false)
  })

  it('places testimonials and FAQs in their order, without the place in the shapes pages take', async () => {
    await content.create(
      'faq',
      { question: 'Second?', answer: 'Yes.', page: 'contact', order: 2 },
      'Ann',
      T0,
    )
    const first = await content.create(
      'faq',
      { question: 'First?', answer: 'Yes.', page: 'contact', order: 1 },
      'Ann',
      T0,
    )
    for (const item of await content.list('faq', T0)) await content.publish(item.id, T0, 'Ann', T0)
    const live = await liveContent(testStore.store, T0)
    expect(live.faqs.contact).toEqual([
      { question: 'First?', answer: 'Yes.' },
      { question: 'Second?', answer: 'Yes.' },
    ])
    expect(live.faqs.crm).toEqual([])
    expect(first.slug).toBeNull()
  })
})
