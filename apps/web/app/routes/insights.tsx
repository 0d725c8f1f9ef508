import {
  filterInsights,
  INSIGHTS_PAGE,
  type InsightFilterId,
  isInsightFilterId,
} from '@hard-hat/content'
import { Input, Label } from '@hard-hat/ui'
import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ArticleCard } from '../components/insights/article-card'
import { Newsletter } from '../components/insights/newsletter'
import { CategoryFilters } from '../components/portfolio/category-filters'
import { Hero } from '../components/shared/hero'
import { loaderMeta } from '../lib/loader-meta'
import { pageHead } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'
import { articleSummaryOf, siteContentOf } from '../lib/site-content.server'
import { useHydrated } from '../lib/use-hydrated'
import type { Route } from './+types/insights'

// Query-string keys of the filter (P-filters-in-url).
const CATEGORY_PARAM = 'category'
const SEARCH_PARAM = 'q'

/**
 * The head (from the route table and the JSON-LD builders, which never ship) and the articles of
 * the content it renders (the build's, or the store's when the API renders a publication) as the
 * page's route data, without their bodies: the list reaches the browser as data, not JavaScript.
 */
export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageHead('/insights', { breadcrumb: 'Insights' }),
  articles: siteContentOf(context).articles.map(articleSummaryOf),
})
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** The insights list: category and search in the query string, the grid, the newsletter. */
export default function Insights({ loaderData }: Route.ComponentProps) {
  const searchId = useId()
  const [searchParams, setSearchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const requested = searchParams.get(CATEGORY_PARAM)
  // The prerendered page lists every article; the URL's filter applies once hydrated.
  const category: InsightFilterId = isHydrated && isInsightFilterId(requested) ? requested : 'all'
  const search = isHydrated ? (searchParams.get(SEARCH_PARAM) ?? '') : ''
  const articles = filterInsights(loaderData.articles, { category, search })
  const { hero, filters, filtersLabel, search: searchCopy, emptyState } = INSIGHTS_PAGE

  const withParam = (key: string, value: string, emptyValue: string) => {
    // As prerendered until hydrated: the links' hrefs must match the HTML to be updated after.
    const params = new URLSearchParams(isHydrated ? searchParams : undefined)
    if (value === emptyValue) params.delete(key)
    else params.set(key, value)
    return params
  }
  const searchWith = (key: string, value: string, emptyValue: string) => {
    const query = withParam(key, value, emptyValue).toString()
    return query ? `?${query}` : ''
  }

  return (
    <>
      <Hero
        eyebrow={hero.badge}
        headline={hero.heading}
        subheading={hero.intro}
        primary={hero.primaryCta}
        secondary={hero.secondaryCta}
      />
      <section aria-labelledby="articles-title" className="px-4 py-16">
        <div className="mx-auto max-w-7xl">
          <h2 id="articles-title" className="sr-only">
            Articles
          </h2>
          {/* A GET form: before hydration Enter loads the search's URL, which filters once
              hydrated (P-scripts-after-first-paint); afterwards typing filters in place. */}
          <search className="mx-auto mb-8 block max-w-xl">
            <form method="get" onSubmit={(event) => event.preventDefault()}>
              <Label htmlFor={searchId}>{searchCopy.label}</Label>
              <Input
                id={searchId}
                name={SEARCH_PARAM}
                type="search"
                className="mt-2"
                placeholder={searchCopy.placeholder}
                value={search}
                onChange={(event) =>
                  setSearchParams(withParam(SEARCH_PARAM, event.target.value, ''), {
                    replace: true,
                    preventScrollReset: true,
                  })
                }
              />
            </form>
          </search>
          <CategoryFilters
            label={filtersLabel}
            options={filters}
            selected={category}
            searchFor={(next) => searchWith(CATEGORY_PARAM, next, 'all')}
          />
          <p className="sr-only" aria-live="polite">
            {`${articles.length} articles shown`}
          </p>
          {articles.length > 0 ? (
            <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
          ) : (
            <div className="mt-12 text-center">
              <h3 className="font-bold text-2xl">{emptyState.heading}</h3>
              <p className="mt-2 text-brand-muted">{emptyState.text}</p>
              {/* P-filters-in-url: Reset Filters resets in place, without reloading the page. */}
              <Link
                to={{ search: '' }}
                replace
                preventScrollReset
                className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-ink px-6 py-2 font-semibold text-brand-paper"
              >
                {emptyState.reset}
              </Link>
            </div>
          )}
        </div>
      </section>
      <Newsletter />
    </>
  )
}
