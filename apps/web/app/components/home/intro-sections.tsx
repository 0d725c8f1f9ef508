import { HOME_PAGE_COPY } from '@hard-hat/content'
import { CardGrid, CheckList } from '@hard-hat/ui'
import { PageSection } from '../shared/page-section'

/** Sections 2 to 5 of the home page: problem and pitch, solution, services, claims. */
export function IntroSections() {
  const { problem, solution, services, claims } = HOME_PAGE_COPY
  return (
    <>
      <PageSection id="problem" heading={problem.heading}>
        <div className="mx-auto grid max-w-7xl gap-8 md:grid-cols-2">
          <div className="space-y-4 text-brand-muted text-lg">
            {problem.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-xl border-brand-accent border-l-4 bg-brand-paper-soft p-6">
            <h3 className="font-bold text-2xl">{problem.pitchHeading}</h3>
            <p className="mt-3 text-brand-muted">{problem.pitch}</p>
          </div>
        </div>
      </PageSection>
      <PageSection id="solution" tone="soft" heading={solution.heading} intro={solution.intro}>
        <CheckList items={solution.points} className="mx-auto max-w-3xl gap-4 sm:grid-cols-2" />
      </PageSection>
      <PageSection id="services" heading={services.heading} intro={services.intro}>
        <CardGrid items={services.items} className="sm:grid-cols-2 lg:grid-cols-3" />
      </PageSection>
      <PageSection id="claims" tone="ink" heading={claims.heading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {claims.items.map((claim) => (
            <li key={claim.label} className="rounded-xl bg-brand-ink-soft p-6 text-center">
              <p className="font-extrabold text-5xl text-brand-amber">{claim.value}</p>
              <h3 className="mt-2 font-bold text-xl">{claim.label}</h3>
              <p className="mt-2 text-brand-muted-inverse">{claim.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
