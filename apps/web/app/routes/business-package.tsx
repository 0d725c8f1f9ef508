import { BUSINESS_PACKAGE_PAGES, VAT_NOTE } from '@hard-hat/content'
import type { BusinessPackageId } from '@hard-hat/pricing'
import { CardGrid, CheckList, LinkButton, PriceCard } from '@hard-hat/ui'
import { useLocation } from 'react-router'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

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
export const shouldRevalidate = keepPageData

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
          <CheckList tone="soft" items={included.items} />
          <PriceCard badge={page.badge} name={page.name} price={page.priceDisplay} priceSize="4xl">
            <p className="mt-2 text-brand-muted text-sm">{VAT_NOTE}</p>
            <LinkButton href={cta.href} size="lg" className="mt-6 w-full">
              {cta.label}
            </LinkButton>
          </PriceCard>
        </div>
      </PageSection>
      <PageSection id="perfect-for" tone="soft" heading={perfectFor.heading}>
        <CheckList
          items={perfectFor.items}
          className="mx-auto max-w-3xl sm:grid-cols-2"
          itemClassName="font-normal"
        />
      </PageSection>
      <PageSection id="reasons" heading={reasons.heading}>
        <CardGrid items={reasons.items} className="md:grid-cols-3" />
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
