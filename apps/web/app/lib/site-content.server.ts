import {
  type InsightArticle,
  type InsightArticleSummary,
  SEED_CONTENT,
  type SiteContent as StoredContent,
} from '@hard-hat/content'

/**
 * The content the loaders render: the articles, the case studies, the testimonials of each place
 * and the FAQ of each page. At build time the prerender renders @hard-hat/content's own; at run
 * time the API renders what the store publishes, handed to the loaders as the load context's
 * `content` (docs/decisions/039). Server-only (`.server`): the content reaches the browser as each
 * page's loader data, never as its JavaScript.
 */
export type SiteContent = StoredContent

/** What the build prerenders: @hard-hat/content's content, the store's seed. */
export const BUILT_CONTENT: SiteContent = SEED_CONTENT

declare module 'react-router' {
  interface AppLoadContext {
    /** The content to render; absent at build time, when the build's own is rendered. */
    readonly content?: SiteContent
  }
}

/**
 * The content a loader renders: the load context's, or the build's when it has none.
 * @example const { articles } = siteContentOf(context)
 */
export function siteContentOf(
  context: { readonly content?: SiteContent } | undefined,
): SiteContent {
  return context?.content ?? BUILT_CONTENT
}

/** An article without its markdown body: what cards, the search and an article's header show. */
export function articleSummaryOf({
  content: _content,
  ...summary
}: InsightArticle): InsightArticleSummary {
  return summary
}
