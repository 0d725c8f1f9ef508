import {
  isPortfolioFilterId,
  PORTFOLIO_PAGE,
  type PortfolioFilterId,
  projectsInFilter,
} from '@hard-hat/content'
import { LinkButton } from '@hard-hat/ui'
import { Link, useSearchParams } from 'react-router'
import { CategoryFilters } from '../components/portfolio/category-filters'
import { ProjectCard, projectCardOf } from '../components/portfolio/project-card'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { ProcessSteps } from '../components/shared/process-steps'
import { loaderMeta } from '../lib/loader-meta'
import { pageHead } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'
import { siteContentOf } from '../lib/site-content.server'
import { useHydrated } from '../lib/use-hydrated'
import type { Route } from './+types/portfolio'

const path = '/portfolio'
/** The query-string key of the category filter (P-filters-in-url). */
const CATEGORY_PARAM = 'category'

/**
 * The head, and the projects of the content it renders (the build's, or the store's when the API
 * renders a publication) as the page's route data (filtered in the browser), so neither the
 * projects' data nor the head's builders ship as JavaScript.
 */
export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageHead(path, { breadcrumb: 'Portfolio' }),
  // Only what the cards show: each byte of it is in the HTML, before the page can paint.
  projects: siteContentOf(context).projects.map(projectCardOf),
})
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** The portfolio: category filters in the query string, the project grid, process and CTA. */
export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const requested = searchParams.get(CATEGORY_PARAM)
  // The prerendered page shows every project; the URL's filter applies once hydrated.
  const filter: PortfolioFilterId = isHydrated && isPortfolioFilterId(requested) ? requested : 'all'
  const projects = projectsInFilter(loaderData.projects, filter)
  const { hero, filters, filtersLabel, emptyState, process, cta } = PORTFOLIO_PAGE

  const searchFor = (next: PortfolioFilterId) => {
    // As prerendered until hydrated: the links' hrefs must match the HTML to be updated after.
    const params = new URLSearchParams(isHydrated ? searchParams : undefined)
    if (next === 'all') params.delete(CATEGORY_PARAM)
    else params.set(CATEGORY_PARAM, next)
    const query = params.toString()
    return query ? `?${query}` : ''
  }

  return (
    <>
      <Hero eyebrow={hero.badge} headline={hero.heading} subheading={hero.intro} />
      <PageSection id="projects" heading="Our Projects">
        <CategoryFilters
          label={filtersLabel}
          options={filters}
          selected={filter}
          searchFor={searchFor}
        />
        <p className="sr-only" aria-live="polite">
          {`${projects.length} projects shown`}
        </p>
        {projects.length > 0 ? (
          <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="project-grid">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        ) : (
          <div className="mt-10 text-center">
            <h3 className="font-bold text-2xl">{emptyState.heading}</h3>
            <p className="mt-2 text-brand-muted">{emptyState.text}</p>
            <Link
              to={{ search: searchFor('all') }}
              replace
              preventScrollReset
              className="mt-4 inline-block font-semibold text-brand-accent-text underline"
            >
              {emptyState.reset}
            </Link>
          </div>
        )}
      </PageSection>
      <PageSection id="process" tone="soft" heading={process.heading} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </PageSection>
      <PageSection id="cta" tone="ink" heading={cta.heading} intro={cta.text}>
        <div className="text-center">
          <LinkButton href={cta.button.href} size="lg">
            {cta.button.label}
          </LinkButton>
        </div>
      </PageSection>
    </>
  )
}
