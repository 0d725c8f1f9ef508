// @vitest-environment node
import { ArticleInputSchema, INSIGHT_ARTICLES, routePaths } from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import {
  answeredItem,
  PUBLISHED_ARTICLE_PATH,
  PUBLISHED_ARTICLE_SLUG,
  publishedArticleDraft,
} from './published-article'

describe('publishedArticleDraft', () => {
  it('is a seed article under a slug and title of its own, valid for the content API', () => {
    const draft = publishedArticleDraft()
    const seed = INSIGHT_ARTICLES[0]
    expect(ArticleInputSchema.safeParse(draft).success).toBe(true)
    expect(draft.slug).toBe(PUBLISHED_ARTICLE_SLUG)
    expect(draft.content).toBe(seed?.content)
    expect(INSIGHT_ARTICLES.map((article) => article.title)).not.toContain(draft.title)
    expect(draft).not.toHaveProperty('id')
  })

  it('is at a path the build never prerendered', () => {
    expect(PUBLISHED_ARTICLE_PATH).toBe(`/insights/${PUBLISHED_ARTICLE_SLUG}`)
    expect(routePaths()).not.toContain(PUBLISHED_ARTICLE_PATH)
    expect(INSIGHT_ARTICLES.map((article) => article.slug)).not.toContain(PUBLISHED_ARTICLE_SLUG)
  })

  it('refuses to make one from no seed article', () => {
    expect(() => publishedArticleDraft([])).toThrow(/no seed article/)
  })
})

describe('answeredItem', () => {
  const item = { id: 'a1b2', slug: PUBLISHED_ARTICLE_SLUG, kind: 'article', state: 'draft' }

  it('reads the item of an answer with the expected status', () => {
    expect(answeredItem('creating the article', 201, 201, { item })).toEqual({
      id: 'a1b2',
      slug: PUBLISHED_ARTICLE_SLUG,
    })
  })

  it('names the call, the status and what the API said when the status is not the expected one', () => {
    const body = { error: 'validation', fields: ['title'] }
    expect(() => answeredItem('creating the article', 201, 400, body)).toThrow(
      'creating the article answered 400 (expected 201): {"error":"validation","fields":["title"]}',
    )
    expect(() => answeredItem('publishing the article', 200, 201, { item })).toThrow(
      /publishing the article answered 201/,
    )
  })

  it('refuses an answer without an item id', () => {
    expect(() => answeredItem('creating the article', 201, 201, { item: { slug: 'x' } })).toThrow(
      /answered 201/,
    )
  })
})
