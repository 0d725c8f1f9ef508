import { ARTICLE_NOT_FOUND, articleBody, articleJsonLd } from '@hard-hat/content'
import { data } from 'react-router'
import { ArticleBody, ArticleFooter, ArticleHeader } from '../components/insights/article-sections'
import { NotFoundPanel } from '../components/shared/not-found-panel'
import { loaderMeta } from '../lib/loader-meta'
import { markdownToHtml } from '../lib/markdown.server'
import { notFoundMeta } from '../lib/meta'
import { articleSummaryOf, siteContentOf } from '../lib/site-content.server'
import { slugMeta } from '../lib/slug-meta'
import { slugPageData } from '../lib/slug-page-data'
import type { Route } from './+types/insights.$slug'

/** What an unknown slug's page has: the not-found head and no article. */
const notFound = () => ({ meta: notFoundMeta(), article: null, html: null })

/**
 * Renders an article from the content it is given (the build's, or the store's when the API renders
 * a published article): its header's fields, its body as sanitised HTML and its head. The markdown
 * parser, the bodies and the JSON-LD builders never ship; an unknown slug answers 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const article = siteContentOf(context).articles.find((each) => each.slug === params.slug)
  if (!article) return data(notFound(), { status: 404 })
  const { pathname } = new URL(request.url)
  return {
    article: articleSummaryOf(article),
    html: await markdownToHtml(articleBody(article)),
    meta: slugMeta(
      pathname,
      [
        { label: 'Insights', href: '/insights' },
        { label: article.title, href: pathname },
      ],
      { title: article.title, text: article.excerpt },
      articleJsonLd(article),
    ),
  }
}

/** In the browser: see slugPageData. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  slugPageData(serverLoader, notFound)

export const meta = loaderMeta

/**
 * Shown while hydrating without data, which happens only for an unknown slug (known ones are
 * rendered with their data): it matches the 404 page's HTML the server sent.
 */
export function HydrateFallback() {
  return <NotFoundPanel {...ARTICLE_NOT_FOUND} />
}

/** An article; an unknown slug shows "Article Not Found" (the server answers it with 404). */
export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, html } = loaderData
  if (!article || html === null) return <NotFoundPanel {...ARTICLE_NOT_FOUND} />
  return (
    <article>
      <ArticleHeader article={article} />
      <ArticleBody article={article} html={html} />
      <ArticleFooter article={article} />
    </article>
  )
}
