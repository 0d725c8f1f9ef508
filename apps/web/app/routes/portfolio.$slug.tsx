import {
  CASE_STUDY_PAGE,
  caseStudyStory,
  getProjectBySlug,
  moreProjects,
  PROJECT_CATEGORY_LABELS,
  PROJECT_NOT_FOUND,
  projectJsonLd,
} from '@hard-hat/content'
import { Badge, LinkButton } from '@hard-hat/ui'
import { Link } from 'react-router'
import { CaseStudyBody, MoreProjects } from '../components/portfolio/case-study-sections'
import { NotFoundPanel } from '../components/shared/not-found-panel'
import { PageSection } from '../components/shared/page-section'
import { loaderMeta } from '../lib/loader-meta'
import { notFoundMeta } from '../lib/meta'
import { slugMeta } from '../lib/slug-meta'
import { isHydrating } from '../lib/use-hydrated'
import type { Route } from './+types/portfolio.$slug'

/** What an unknown slug's page has: the not-found head and no project. */
const notFound = () => ({ meta: notFoundMeta(), project: null, story: null, more: [] })

/**
 * At build time, for every prerendered case study: its head, the project, its story and the three
 * other projects, prerendered into the page as route data. The nine projects' data and the head's
 * builders never ship as JavaScript.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const project = getProjectBySlug(params.slug)
  if (!project) return notFound()
  const { pathname } = new URL(request.url)
  return {
    project,
    story: caseStudyStory(project),
    more: moreProjects(project),
    meta: slugMeta(
      pathname,
      [
        { label: 'Portfolio', href: '/portfolio' },
        { label: project.title, href: pathname },
      ],
      projectJsonLd(project),
    ),
  }
}

/**
 * In the browser. While hydrating it runs only for a path that was not prerendered (the server sent
 * the 404 page), so that is "not found" without asking again; afterwards a case study's data comes
 * from its `<path>.data`, and a failed fetch (a stale link) is "not found" too.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (isHydrating()) return notFound()
  try {
    return await serverLoader()
  } catch {
    return notFound()
  }
}

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
