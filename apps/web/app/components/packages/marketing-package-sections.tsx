import type { MarketingPackagePage } from '@hard-hat/content'
import { CheckList } from '@hard-hat/ui'
import { PageSection } from '../shared/page-section'

/** What is included, the week-by-week process and the guarantees of a marketing package. */
export function MarketingPackageDetails({ page }: { page: MarketingPackagePage }) {
  const { included, process, guarantees } = page
  return (
    <>
      <PageSection id="included" heading={included.heading}>
        <CheckList
          tone="soft"
          items={included.items}
          className="mx-auto max-w-3xl sm:grid-cols-2"
        />
      </PageSection>
      <PageSection id="process" tone="soft" heading={process.heading}>
        <ol className="mx-auto grid max-w-3xl gap-4">
          {process.weeks.map((week) => (
            <li
              key={week.label}
              className="grid gap-2 rounded-xl bg-brand-paper p-6 md:grid-cols-[10rem_1fr]"
            >
              <p className="font-extrabold text-brand-accent-text text-lg">{week.label}</p>
              <div>
                <h3 className="font-bold text-xl">{week.title}</h3>
                <p className="mt-1 text-brand-muted">{week.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="guarantees" heading={guarantees.heading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {guarantees.items.map((item) => (
            <li key={item.title} className="rounded-xl border-2 border-brand-accent p-6">
              <h3 className="font-bold text-xl">{item.title}</h3>
              <p className="mt-2 text-brand-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}

/** Momentum's and Dominance's sample success stories. */
export function SuccessStories({
  stories,
}: {
  stories: NonNullable<MarketingPackagePage['successStories']>
}) {
  return (
    <PageSection id="success-stories" tone="soft" heading={stories.heading}>
      <ul className="grid gap-6 md:grid-cols-2">
        {stories.items.map((story) => (
          <li key={story.business}>
            <figure className="flex h-full flex-col gap-3 rounded-xl bg-brand-paper p-6">
              <p className="font-bold text-brand-accent-text text-lg">{story.result}</p>
              <blockquote className="flex-1">“{story.quote}”</blockquote>
              <figcaption>
                <span className="font-semibold">{story.business}</span>
                <span className="block text-brand-muted text-sm">{story.trade}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-brand-muted text-sm">{stories.sampleNote}</p>
    </PageSection>
  )
}
