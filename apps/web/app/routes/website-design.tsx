import { WEBSITE_DESIGN_PAGE } from '@hard-hat/content'
import { CardGrid, LinkButton } from '@hard-hat/ui'
import { QuoteBuilder } from '../components/quote-builder/quote-builder'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { ProcessSteps } from '../components/shared/process-steps'
import { SiteImage } from '../components/shared/site-image'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: 'Website Design', hasBusiness: true })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** The website design page (also at /services/website-design). */
export default function WebsiteDesign() {
  const { hero, benefits, process, portfolio, quoteBuilder, onePage } = WEBSITE_DESIGN_PAGE
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        headline={hero.headline}
        subheading={hero.subheading}
        primary={hero.primaryCta}
        secondary={hero.secondaryCta}
      />
      <PageSection id="benefits" heading={benefits.heading}>
        <CardGrid items={benefits.items} className="md:grid-cols-3" />
      </PageSection>
      <PageSection id="process" tone="soft" heading={process.heading}>
        <ProcessSteps steps={process.steps} />
      </PageSection>
      <PageSection id="portfolio" heading={portfolio.heading} intro={portfolio.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {portfolio.samples.map((sample) => (
            <li
              key={sample.title}
              className="overflow-hidden rounded-xl border border-brand-border"
            >
              <SiteImage image={sample.image} title={sample.title} />
              <div className="p-5">
                <h3 className="font-bold text-xl">{sample.title}</h3>
                <p className="mt-2 text-brand-muted">{sample.description}</p>
                <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
                  {sample.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-brand-paper-soft px-3 py-1 font-medium text-sm"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <LinkButton href={portfolio.viewAll.href} variant="secondary">
            {portfolio.viewAll.label}
          </LinkButton>
        </div>
      </PageSection>
      <PageSection
        id={quoteBuilder.anchor}
        tone="soft"
        heading={quoteBuilder.heading}
        intro={quoteBuilder.intro}
      >
        <QuoteBuilder />
      </PageSection>
      <PageSection id="one-page" heading={onePage.heading} intro={onePage.text}>
        <div className="text-center">
          <LinkButton href={onePage.link.href} size="lg">
            {onePage.link.label}
          </LinkButton>
        </div>
      </PageSection>
    </>
  )
}
