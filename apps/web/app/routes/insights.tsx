import {
  filterInsights,
  INSIGHT_ARTICLE_SUMMARIES,
  INSIGHTS_PAGE,
  type InsightFilterId,
  isInsightFilterId,
} from '@hard-hat/content'
import { Input, Label } from '@hard-hat/ui'
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { ArticleCard } from '../components/insights/article-card'
import { Newsletter } from '../components/insights/newsletter'
import { CategoryFilters } from '../components/portfolio/category-filters'
import { Hero } from '../components/shared/hero'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { useHydrated } from '../lib/use-hydrated'

// Query-string keys of the filter (P-filters-in-url).
const CATEGORY_PARAM = 'category'
const SEARCH_PARAM = 'q'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: 'Insights' })
export const meta = loaderMeta

/** The insights list: category and search in the query string, the grid, the newsletter. */
export default function Insights() {
  const searchId = useId()
  const [searchParams, setSearchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const requested = searchParams.get(CATEGORY_PARAM)
  // The prerendered page lists every article; the URL's filter applies once hydrated.
  const category: InsightFilterId = isHydrated && isInsightFilterId(requested) ? requested : 'all'
  const search = isHydrated ? (searchParams.get(SEARCH_PARAM) ?? '') : ''
  const articles = filterInsights(INSIGHT_ARTICLE_SUMMARIES, { category, search })
  const { hero, filters, filtersLabel, search: searchCopy, emptyState } = INSIGHTS_PAGE

  const update = (key: string, value: string, emptyValue: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        if (value === emptyValue) params.delete(key)
        else params.set(key, value)
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  }
  // P-filters-in-url: Reset Filters resets in place, without reloading the page.
  const reset = () => setSearchParams({}, { replace: true, preventScrollReset: true })

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
          <div className="mx-auto mb-8 max-w-xl">
            <Label htmlFor={searchId}>{searchCopy.label}</Label>
            <Input
              id={searchId}
              type="search"
              className="mt-2"
              placeholder={searchCopy.placeholder}
              value={search}
              onChange={(event) => update(SEARCH_PARAM, event.target.value, '')}
            />
          </div>
          <CategoryFilters
            label={filtersLabel}
            options={filters}
            selected={category}
            onSelect={(next) => update(CATEGORY_PARAM, next, 'all')}
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
              <button
                type="button"
                onClick={reset}
                className="mt-6 min-h-11 rounded-md bg-brand-ink px-6 py-2 font-semibold text-brand-paper"
              >
                {emptyState.reset}
              </button>
            </div>
          )}
        </div>
      </section>
      <Newsletter />
    </>
  )
}
