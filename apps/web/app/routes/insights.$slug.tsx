import { ARTICLE_NOT_FOUND, articleBody, articleJsonLd, getArticleBySlug } from '@hard-hat/content'
import { ArticleBody, ArticleFooter, ArticleHeader } from '../components/insights/article-sections'
import { NotFoundPanel } from '../components/shared/not-found-panel'
import { markdownToHtml } from '../lib/markdown.server'
import { slugMeta } from '../lib/slug-meta'
import type { Route } from './+types/insights.$slug'

/** Runs at build time for every prerendered article: the markdown parser never ships. */
export async function loader({ params }: Route.LoaderArgs) {
  const article = getArticleBySlug(params.slug)
  return { html: article ? await markdownToHtml(articleBody(article)) : null }
}

/** In the browser: a prerendered article's data, or "not found" without asking the server. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!getArticleBySlug(params.slug)) return { html: null }
  return serverLoader()
}

export const meta = ({ params, location }: Route.MetaArgs) => {
  const article = getArticleBySlug(params.slug)
  return slugMeta(
    location.pathname,
    [
      { label: 'Insights', href: '/insights' },
      { label: article?.title ?? '', href: location.pathname },
    ],
    article ? articleJsonLd(article) : undefined,
  )
}

/**
 * Shown while hydrating without data, which happens only for an unknown slug (known ones are
 * prerendered with their data): it matches the 404 page's HTML the server sent.
 */
export function HydrateFallback() {
  return <NotFoundPanel {...ARTICLE_NOT_FOUND} />
}

/** An article; an unknown slug shows "Article Not Found" (the server answers it with 404). */
export default function Article({ params, loaderData }: Route.ComponentProps) {
  const article = getArticleBySlug(params.slug)
  if (!article || loaderData.html === null) return <NotFoundPanel {...ARTICLE_NOT_FOUND} />
  return (
    <article>
      <ArticleHeader article={article} />
      <ArticleBody article={article} html={loaderData.html} />
      <ArticleFooter article={article} />
    </article>
  )
}
