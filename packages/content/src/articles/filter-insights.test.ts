import { describe, expect, it } from 'vitest'
import type { InsightArticle } from './article'
import { INSIGHT_ARTICLES } from './articles'
import { filterInsights } from './filter-insights'

const base = INSIGHT_ARTICLES[0] as InsightArticle
const sample = (overrides: Partial<InsightArticle>): InsightArticle => ({ ...base, ...overrides })

const articles = [
  sample({
    id: 1,
    title: 'Local SEO for Plumbers',
    excerpt: 'Rank in your town',
    category: 'seo',
    tags: ['Google'],
  }),
  sample({
    id: 2,
    title: 'Roof photos',
    excerpt: 'Take better PICTURES',
    category: 'website-design',
    tags: ['Photography'],
  }),
  sample({
    id: 3,
    title: 'Ads compared',
    excerpt: 'Where to spend',
    category: 'advertising',
    tags: ['Facebook Ads'],
  }),
]
const ids = (found: readonly InsightArticle[]) => found.map((article) => article.id)

describe('filterInsights', () => {
  it('returns every article for category all and blank search', () => {
    expect(ids(filterInsights(articles, { category: 'all', search: '' }))).toEqual([1, 2, 3])
    expect(ids(filterInsights(articles, { category: 'all', search: '   ' }))).toEqual([1, 2, 3])
  })

  it('keeps only articles of the chosen category', () => {
    expect(ids(filterInsights(articles, { category: 'seo', search: '' }))).toEqual([1])
    expect(ids(filterInsights(articles, { category: 'case-studies', search: '' }))).toEqual([])
  })

  it('matches the title, the excerpt or any tag, ignoring case', () => {
    expect(ids(filterInsights(articles, { category: 'all', search: 'PLUMBERS' }))).toEqual([1])
    expect(ids(filterInsights(articles, { category: 'all', search: 'pictures' }))).toEqual([2])
    expect(ids(filterInsights(articles, { category: 'all', search: 'facebook' }))).toEqual([3])
  })

  it('ignores spaces around the search text', () => {
    expect(ids(filterInsights(articles, { category: 'all', search: '  google ' }))).toEqual([1])
  })

  it('combines category and search', () => {
    expect(ids(filterInsights(articles, { category: 'advertising', search: 'google' }))).toEqual([])
    expect(ids(filterInsights(articles, { category: 'seo', search: 'google' }))).toEqual([1])
  })

  it('does not search the article body or author', () => {
    expect(filterInsights(articles, { category: 'all', search: base.author.name })).toEqual([])
  })

  it('finds the real plumbers article among the ten', () => {
    const found = filterInsights(INSIGHT_ARTICLES, { category: 'all', search: 'plumbers' })
    expect(found.map((article) => article.slug)).toContain('local-seo-for-plumbers')
  })
})
