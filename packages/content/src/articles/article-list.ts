import { imageAsset } from '../images'
import type { InsightArticleSummary } from './article'
import { formatDisplayDate } from './article'
import { ARTICLE_SOURCES } from './article-sources'

// The articles without their bodies: what lists, cards and article headers show. The bodies (about
// 1.3 kB gzip each) live in articles.ts, so a page that lists articles does not carry all ten.

/** The size of every featured illustration (a 1200 × 630 social-card shape). */
const featuredImageSize = { width: 1200, height: 630 } as const

/** The ten insight articles without their bodies, newest first. */
export const INSIGHT_ARTICLE_SUMMARIES: readonly InsightArticleSummary[] = ARTICLE_SOURCES.map(
  (source, index) => ({
    id: index + 1,
    title: source.title,
    slug: source.slug,
    excerpt: source.excerpt,
    category: source.category,
    author: source.author,
    date: formatDisplayDate(source.dateIso),
    dateIso: source.dateIso,
    readTime: source.readTime,
    featuredImage: imageAsset('articles', source.slug, source.imageAlt, featuredImageSize),
    tags: source.tags,
  }),
)

/**
 * Finds an article's summary by its slug, or `undefined` for an unknown slug.
 * @example getArticleSummaryBySlug('local-seo-for-plumbers')?.title
 */
export function getArticleSummaryBySlug(slug: string): InsightArticleSummary | undefined {
  return INSIGHT_ARTICLE_SUMMARIES.find((article) => article.slug === slug)
}
