import { INSIGHT_ARTICLES, type InsightArticle } from '@hard-hat/content'

const { id: _id, ...firstSeedArticle } = INSIGHT_ARTICLES[0] as InsightArticle

/** The first seed article as an editor sends it: every field but its id. */
export const SEED_ARTICLE_INPUT = firstSeedArticle

/** A new article for a test to add: the first seed article's fields under another title and slug. */
export function newTestArticle(title: string, slug: string) {
  return { ...SEED_ARTICLE_INPUT, title, slug }
}
