import { HOME_PAGE_COPY, type Project, type Testimonial } from '@hard-hat/content'
import { LinkButton, TestimonialCarousel } from '@hard-hat/ui'
import { PageSection } from '../shared/page-section'
import { ProcessSteps } from '../shared/process-steps'
import { ProjectImage } from '../shared/project-image'

/** The home page's testimonials (the content's, from the route data), by where they are shown. */
export interface HomeTestimonials {
  /** The carousel's. */
  readonly home: readonly Testimonial[]
  /** The two beside the results. */
  readonly 'home-results': readonly Testimonial[]
}

/** A portfolio teaser: what the home page shows of a project (the content's, from the route data). */
export type ProjectTeaser = Pick<Project, 'slug' | 'title' | 'location' | 'description' | 'image'>

/**
 * Sections 6 to 10 of the home page: portfolio (its teasers from the route data), process, results
 * (its figures from the route data, a claim an owner keeps true), testimonials, CRM.
 */
export function WorkSections({
  teasers,
  testimonialsOf,
  stats,
}: {
  readonly teasers: readonly ProjectTeaser[]
  readonly testimonialsOf: HomeTestimonials
  readonly stats: readonly { readonly value: string; readonly label: string }[]
}) {
  const { portfolio, process, results, testimonials, crm } = HOME_PAGE_COPY
  return (
    <>
      <PageSection id="portfolio" heading={portfolio.heading} intro={portfolio.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {teasers.map((project) => (
            <li
              key={project.slug}
              className="overflow-hidden rounded-xl border border-brand-border"
            >
              <ProjectImage image={project.image} title={project.title} />
              <div className="p-5">
                <h3 className="font-bold text-xl">{project.title}</h3>
                <p className="text-brand-muted text-sm">{project.location}</p>
                <p className="mt-2 text-brand-muted">{project.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <LinkButton href={portfolio.cta.href} variant="secondary">
            {portfolio.cta.label}
          </LinkButton>
        </div>
      </PageSection>
      <PageSection id="process" tone="soft" heading={process.heading} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </PageSection>
      <PageSection id="results" heading={results.heading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {stats.map((stat) => (
            <li key={stat.label} className="rounded-xl bg-brand-paper-soft p-6 text-center">
              <p className="font-extrabold text-5xl text-brand-accent-text">{stat.value}</p>
              <p className="mt-2 font-semibold">{stat.label}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {testimonialsOf['home-results'].map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="h-full rounded-xl border border-brand-border p-6">
                <blockquote className="text-lg">“{testimonial.text}”</blockquote>
                <figcaption className="mt-4 font-semibold">
                  {testimonial.name},{' '}
                  <span className="text-brand-muted">{testimonial.company}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="testimonials"
        tone="soft"
        heading={testimonials.heading}
        intro={testimonials.note}
      >
        <TestimonialCarousel testimonials={testimonialsOf.home} className="mx-auto max-w-3xl" />
      </PageSection>
      <PageSection id="crm" tone="ink" eyebrow={crm.badge} heading={crm.heading} intro={crm.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {crm.features.map((feature) => (
            <li key={feature.title} className="rounded-xl bg-brand-ink-soft p-6">
              <h3 className="font-bold text-xl">{feature.title}</h3>
              <p className="mt-2 text-brand-muted-inverse">{feature.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <LinkButton href={crm.cta.href} size="lg">
            {crm.cta.label}
          </LinkButton>
        </div>
      </PageSection>
    </>
  )
}
