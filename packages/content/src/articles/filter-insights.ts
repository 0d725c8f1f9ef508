import type { InsightArticle, InsightFilterId } from './article'

/** The insights page's filter state: a category (or "all") and the search box's text. */
export interface InsightFilter {
  readonly category: InsightFilterId
  readonly search: string
}

/** The filter the insights page starts with: every category, no search. */
export const DEFAULT_INSIGHT_FILTER: InsightFilter = { category: 'all', search: '' }

/**
 * The articles matching both the category and the search text. The search is case-insensitive and
 * matches the title, the excerpt or any tag; blank search text matches everything.
 * @example filterInsights(INSIGHT_ARTICLES, { category: 'seo', search: 'plumbers' })
 */
export function filterInsights<Article extends InsightArticle>(
  articles: readonly Article[],
  filter: InsightFilter,
): Article[] {
  const needle = filter.search.trim().toLocaleLowerCase('en-GB')
  return articles.filter((article) => {
    if (filter.category !== 'all' && article.category !== filter.category) return false
    if (needle === '') return true
    const haystacks = [article.title, article.excerpt, ...article.tags]
    return haystacks.some((text) => text.toLocaleLowerCase('en-GB').includes(needle))
  })
}
