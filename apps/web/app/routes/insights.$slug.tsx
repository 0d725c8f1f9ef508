import {
  ARTICLE_NOT_FOUND,
  ARTICLE_PAGE,
  articleBody,
  articleJsonLd,
  getArticleBySlug,
} from '@hard-hat/content'
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

/** Shown while an article's data loads. */
export function HydrateFallback() {
  return (
    <div aria-busy="true" className="mx-auto max-w-3xl animate-pulse px-4 py-24">
      <p className="sr-only">{ARTICLE_PAGE.loading}</p>
      <div className="h-10 w-3/4 rounded bg-brand-paper-soft" />
      <div className="mt-6 h-64 rounded bg-brand-paper-soft" />
    </div>
  )
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
