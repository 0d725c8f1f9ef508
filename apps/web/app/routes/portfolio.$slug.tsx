import {
  CASE_STUDY_PAGE,
  caseStudyStory,
  otherProjects,
  PROJECT_CATEGORY_LABELS,
  PROJECT_NOT_FOUND,
  projectJsonLd,
} from '@hard-hat/content'
import { Badge, LinkButton } from '@hard-hat/ui'
import { data, Link } from 'react-router'
import { CaseStudyBody, MoreProjects } from '../components/portfolio/case-study-sections'
import { NotFoundPanel } from '../components/shared/not-found-panel'
import { PageSection } from '../components/shared/page-section'
import { loaderMeta } from '../lib/loader-meta'
import { notFoundMeta } from '../lib/meta'
import { siteContentOf } from '../lib/site-content.server'
import { slugMeta } from '../lib/slug-meta'
import { slugPageData } from '../lib/slug-page-data'
import type { Route } from './+types/portfolio.$slug'

/** What an unknown slug's page has: the not-found head and no project. */
const notFound = () => ({ meta: notFoundMeta(), project: null, story: null, more: [] })

/**
 * Renders a case study from the content it is given (the build's, or the store's when the API
 * renders a published one): its head, the project, its story and the three other projects, as the
 * page's route data. The projects' data and the head's builders never ship as JavaScript; an
 * unknown slug answers 404.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { projects } = siteContentOf(context)
  const project = projects.find((each) => each.slug === params.slug)
  if (!project) return data(notFound(), { status: 404 })
  const { pathname } = new URL(request.url)
  return {
    project,
    story: caseStudyStory(project),
    more: otherProjects(projects, project),
    meta: slugMeta(
      pathname,
      [
        { label: 'Portfolio', href: '/portfolio' },
        { label: project.title, href: pathname },
      ],
      { title: project.title, text: project.description },
      projectJsonLd(project),
    ),
  }
}

/** In the browser: see slugPageData. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  slugPageData(serverLoader, notFound)

export const meta = loaderMeta

/**
 * Shown while hydrating without data, which happens only for an unknown slug (known ones are
 * prerendered with their data): it matches the 404 page's HTML the server sent.
 */
export function HydrateFallback() {
  return <NotFoundPanel {...PROJECT_NOT_FOUND} />
}

/** A case study; an unknown slug shows "Project Not Found" (the server answers it with 404). */
export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { project, story, more } = loaderData
  if (!project || !story) return <NotFoundPanel {...PROJECT_NOT_FOUND} />
  const { backLink, cta } = CASE_STUDY_PAGE
  return (
    <>
      <div className="bg-brand-ink text-brand-paper">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <Link to={backLink.href} className="text-brand-amber underline underline-offset-4">
            ← {backLink.label}
          </Link>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Categories">
            {project.category.map((category) => (
              <li key={category}>
                <Badge>{PROJECT_CATEGORY_LABELS[category]}</Badge>
              </li>
            ))}
          </ul>
          <h1 className="mt-4 font-extrabold text-4xl md:text-6xl">{project.title}</h1>
          <p className="mt-4 text-brand-muted-inverse text-xl">{project.location}</p>
        </div>
      </div>
      <CaseStudyBody project={project} story={story} />
      <MoreProjects projects={more} />
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
