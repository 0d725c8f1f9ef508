import {
  CASE_STUDY_PAGE,
  getProjectBySlug,
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
import type { Route } from './+types/portfolio.$slug'

/** At build time, for every prerendered case study: its head, whose builders never ship. */
export function loader({ params, request }: Route.LoaderArgs) {
  const project = getProjectBySlug(params.slug)
  if (!project) return { meta: notFoundMeta() }
  const { pathname } = new URL(request.url)
  return {
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

/** In the browser: a prerendered case study's data, or "not found" without asking the server. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!getProjectBySlug(params.slug)) return { meta: notFoundMeta() }
  return serverLoader()
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
export default function CaseStudy({ params }: Route.ComponentProps) {
  const project = getProjectBySlug(params.slug)
  if (!project) return <NotFoundPanel {...PROJECT_NOT_FOUND} />
  const { backLink, cta } = CASE_STUDY_PAGE
  return (
    <>
      <div className="bg-brand-ink text-brand-paper">
        <div className="mx-auto max-w-5xl px-4 py-16 md:py-24">
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
      <CaseStudyBody project={project} />
      <MoreProjects project={project} />
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
