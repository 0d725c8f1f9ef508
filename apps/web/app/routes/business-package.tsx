import { BUSINESS_PACKAGE_PAGES, VAT_NOTE } from '@hard-hat/content'
import type { BusinessPackageId } from '@hard-hat/pricing'
import { Badge, LinkButton } from '@hard-hat/ui'
import { useLocation } from 'react-router'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'

/** /packages/medium-business → "medium-business". */
function packageIdOf(pathname: string): BusinessPackageId {
  const id = pathname.split('/').filter(Boolean).at(-1)
  if (id === 'small-business' || id === 'medium-business' || id === 'enterprise') return id
  throw new RangeError(`@hard-hat/web: "${pathname}" is not a business package page`)
}

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader((path) => ({
  breadcrumb: BUSINESS_PACKAGE_PAGES[packageIdOf(path)].name,
}))
export const meta = loaderMeta

const Tick = () => (
  <span aria-hidden="true" className="font-bold text-brand-accent-text">
    ✓
  </span>
)

/** Small Business, Medium Business or Enterprise: price, inclusions, who it suits, timeline. */
export default function BusinessPackage() {
  const page = BUSINESS_PACKAGE_PAGES[packageIdOf(useLocation().pathname)]
  const { hero, timeline, included, perfectFor, reasons, cta } = page
  return (
    <>
      <Hero eyebrow={page.badge} headline={hero.heading} subheading={hero.intro} primary={cta}>
        <p className="mt-6 flex flex-col items-center gap-1">
          <strong className="font-extrabold text-4xl text-brand-amber">{page.priceDisplay}</strong>
          <span className="font-semibold">{timeline.summary}</span>
        </p>
      </Hero>
      <PageSection id="included" heading={included.heading}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <ul className="grid gap-3">
            {included.items.map((item) => (
              <li key={item} className="flex gap-3 rounded-lg bg-brand-paper-soft p-4 font-medium">
                <Tick />
                {item}
              </li>
            ))}
          </ul>
          <div className="rounded-xl border-4 border-brand-accent p-8 text-center">
            {page.badge ? <Badge>{page.badge}</Badge> : null}
            <h3 className="mt-4 font-bold text-2xl">{page.name}</h3>
            <p className="mt-4 font-extrabold text-4xl">{page.priceDisplay}</p>
            <p className="mt-2 text-brand-muted text-sm">{VAT_NOTE}</p>
            <LinkButton href={cta.href} size="lg" className="mt-6 w-full">
              {cta.label}
            </LinkButton>
          </div>
        </div>
      </PageSection>
      <PageSection id="perfect-for" tone="soft" heading={perfectFor.heading}>
        <ul className="mx-auto grid max-w-3xl gap-3 sm:grid-cols-2">
          {perfectFor.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg bg-brand-paper p-4">
              <Tick />
              {item}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="reasons" heading={reasons.heading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {reasons.items.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-brand-border p-6">
              <h3 className="font-bold text-xl">{reason.title}</h3>
              <p className="mt-2 text-brand-muted">{reason.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      {timeline.stages ? (
        <PageSection id="timeline" tone="soft" heading="Timeline">
          <ol className="grid gap-4 md:grid-cols-4">
            {timeline.stages.map((stage) => (
              <li key={stage.label} className="rounded-xl bg-brand-paper p-6">
                <p className="font-extrabold text-brand-accent-text">{stage.label}</p>
                <p className="mt-1 font-bold text-lg">{stage.title}</p>
              </li>
            ))}
          </ol>
        </PageSection>
      ) : null}
      <PageSection id="get-started" tone="ink" heading={`Ready for ${page.name}?`}>
        <div className="text-center">
          <LinkButton href={cta.href} size="lg">
            {cta.label}
          </LinkButton>
        </div>
      </PageSection>
    </>
  )
}
