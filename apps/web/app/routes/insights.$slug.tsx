import {
  ARTICLE_NOT_FOUND,
  articleBody,
  articleJsonLd,
  getArticleBySlug,
  getArticleSummaryBySlug,
} from '@hard-hat/content'
import { ArticleBody, ArticleFooter, ArticleHeader } from '../components/insights/article-sections'
import { NotFoundPanel } from '../components/shared/not-found-panel'
import { loaderMeta } from '../lib/loader-meta'
import { markdownToHtml } from '../lib/markdown.server'
import { notFoundMeta } from '../lib/meta'
import { slugMeta } from '../lib/slug-meta'
import type { Route } from './+types/insights.$slug'

/**
 * Runs at build time for every prerendered article: its body as HTML and its head. The markdown
 * parser, the bodies and the JSON-LD builders never ship.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const article = getArticleBySlug(params.slug)
  if (!article) return { html: null, meta: notFoundMeta() }
  const { pathname } = new URL(request.url)
  return {
    html: await markdownToHtml(articleBody(article)),
    meta: slugMeta(
      pathname,
      [
        { label: 'Insights', href: '/insights' },
        { label: article.title, href: pathname },
      ],
      articleJsonLd(article),
    ),
  }
}

/** In the browser: a prerendered article's data, or "not found" without asking the server. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!getArticleSummaryBySlug(params.slug)) return { html: null, meta: notFoundMeta() }
  return serverLoader()
}

export const meta = loaderMeta

/**
 * Shown while hydrating without data, which happens only for an unknown slug (known ones are
 * prerendered with their data): it matches the 404 page's HTML the server sent.
 */
export function HydrateFallback() {
  return <NotFoundPanel {...ARTICLE_NOT_FOUND} />
}

/** An article; an unknown slug shows "Article Not Found" (the server answers it with 404). */
export default function Article({ params, loaderData }: Route.ComponentProps) {
  const article = getArticleSummaryBySlug(params.slug)
  if (!article || loaderData.html === null) return <NotFoundPanel {...ARTICLE_NOT_FOUND} />
  return (
    <article>
      <ArticleHeader article={article} />
      <ArticleBody article={article} html={loaderData.html} />
      <ArticleFooter article={article} />
    </article>
  )
}
