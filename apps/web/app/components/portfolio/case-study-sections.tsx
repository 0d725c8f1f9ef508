import {
  CASE_STUDY_PAGE,
  type CaseStudyStory,
  excerpt,
  type Project,
  projectPath,
} from '@hard-hat/content'
import { CheckList } from '@hard-hat/ui'
import { Link } from 'react-router'
import { PageSection } from '../shared/page-section'
import { IMAGE_SIZES, ProjectImage } from '../shared/project-image'

const MORE_PROJECTS_EXCERPT_LENGTH = 100

/**
 * A case study's further photos, after its main one: lazy, since the main photo above them is the
 * page's first (its LCP image); none, no section.
 */
function CaseStudyGallery({ project }: { project: Project }) {
  const photos = project.gallery ?? []
  if (photos.length === 0) return null
  return (
    <PageSection id="photos" heading={CASE_STUDY_PAGE.galleryHeading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered; the same photo may be shown twice
            key={`${index}-${photo.src}`}
            className="overflow-hidden rounded-xl border border-brand-border"
          >
            <ProjectImage image={photo} title={project.title} sizes={IMAGE_SIZES.gallery} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

/** Overview, further photos, key results, challenge, solution, results, deliverables and testimonial. */
export function CaseStudyBody({ project, story }: { project: Project; story: CaseStudyStory }) {
  const copy = CASE_STUDY_PAGE
  return (
    <>
      <PageSection id="overview" heading={copy.overviewHeading}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="overflow-hidden rounded-xl border border-brand-border">
            <ProjectImage
              image={project.image}
              title={project.title}
              isPriority
              sizes={IMAGE_SIZES.caseStudy}
            />
          </div>
          <div className="flex flex-col gap-4">
            <p className="text-lg">{project.description}</p>
            <p>
              <span className="font-semibold">{copy.clientLabel}:</span> {project.clientName},{' '}
              {project.location}
            </p>
            <h3 className="mt-4 font-bold text-2xl">{copy.keyResultsHeading}</h3>
            <ul className="grid gap-3">
              {project.results.map((result) => (
                <li key={result} className="rounded-lg bg-brand-paper-soft p-4 font-semibold">
                  {result}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>
      <CaseStudyGallery project={project} />
      <PageSection
        id="story"
        tone="soft"
        heading={`${copy.challengeHeading} and ${copy.solutionHeading}`}
      >
        <div className="grid gap-8 md:grid-cols-2">
          <article className="rounded-xl bg-brand-paper p-6">
            <h3 className="font-bold text-2xl">{copy.challengeHeading}</h3>
            <p className="mt-3 text-brand-muted">{story.challenge}</p>
          </article>
          <article className="rounded-xl bg-brand-paper p-6">
            <h3 className="font-bold text-2xl">{copy.solutionHeading}</h3>
            <p className="mt-3 text-brand-muted">{story.solution}</p>
          </article>
        </div>
      </PageSection>
      <PageSection id="results" heading={copy.resultsHeading}>
        <div className="grid gap-8 md:grid-cols-2">
          <CheckList tone="plain" items={project.results} className="grid content-start gap-3" />
          <div>
            <h3 className="font-bold text-2xl">{copy.deliverablesHeading}</h3>
            <CheckList tone="plain" items={story.deliverables} className="mt-4 grid gap-3" />
          </div>
        </div>
        {project.testimonial ? (
          <figure className="mx-auto mt-12 max-w-3xl rounded-xl border-brand-accent border-l-4 bg-brand-paper-soft p-8">
            <figcaption className="sr-only">{copy.testimonialHeading}</figcaption>
            <blockquote className="text-xl">“{project.testimonial.quote}”</blockquote>
            <p className="mt-4 font-semibold">
              {project.testimonial.author},{' '}
              <span className="text-brand-muted">{project.testimonial.position}</span>
            </p>
          </figure>
        ) : null}
      </PageSection>
    </>
  )
}

/** The other projects (the first three), linked by slug (P-redirect-projects), with 100-character excerpts. */
export function MoreProjects({ projects }: { projects: readonly Project[] }) {
  const copy = CASE_STUDY_PAGE
  return (
    <PageSection id="more-projects" tone="soft" heading={copy.moreProjectsHeading}>
      <ul className="grid gap-6 md:grid-cols-3">
        {projects.map((other) => (
          <li key={other.id} className="flex flex-col gap-3 rounded-xl bg-brand-paper p-6">
            <h3 className="font-bold text-xl">{other.title}</h3>
            <p className="flex-1 text-brand-muted">
              {excerpt(other.description, MORE_PROJECTS_EXCERPT_LENGTH)}
            </p>
            <Link
              to={projectPath(other)}
              className="font-semibold text-brand-accent-text underline underline-offset-4"
            >
              {copy.moreProjectsLinkLabel}
              <span className="sr-only">: {other.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
