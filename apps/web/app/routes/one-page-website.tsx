import { ONE_PAGE_WEBSITE_PAGE } from '@hard-hat/content'
import { ONE_PAGE_WEBSITE } from '@hard-hat/pricing'
import { CardGrid, CheckList, FaqList, LinkButton, PriceCard } from '@hard-hat/ui'
import { EnquiryForm } from '../components/one-page/enquiry-form'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { ProcessSteps } from '../components/shared/process-steps'
import { faqPageLoader } from '../lib/faq-page.server'
import { loaderMeta } from '../lib/loader-meta'
import { keepPageData } from '../lib/revalidate'
import type { Route } from './+types/one-page-website'

const path = '/one-page-website'

/**
 * The head (from the route table and the JSON-LD builders, which never ship) and the FAQ of the
 * content it renders (the build's, or the store's when the API renders a publication).
 */
export const loader = faqPageLoader('one-page-website', {
  breadcrumb: ONE_PAGE_WEBSITE.name,
  offerPath: path,
})
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** The one-page website page: £995, what is included, process, examples, enquiry form, FAQ. */
export default function OnePageWebsite({ loaderData }: Route.ComponentProps) {
  const { hero, whyChoose, included, pricingCard, process, examples, form, faqHeading } =
    ONE_PAGE_WEBSITE_PAGE
  return (
    <>
      <Hero
        eyebrow={hero.badge}
        headline={hero.headline}
        subheading={hero.subheading}
        primary={hero.primaryCta}
        secondary={hero.secondaryCta}
      >
        <p className="mt-4 font-semibold text-brand-amber">{hero.priceNote}</p>
      </Hero>
      <PageSection id="why-choose" heading={whyChoose.heading}>
        <CardGrid items={whyChoose.items} className="sm:grid-cols-2 lg:grid-cols-4" />
      </PageSection>
      <PageSection id="included" tone="soft" heading={included.heading}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <CheckList items={included.items} />
          <PriceCard name={pricingCard.name} price={pricingCard.price} className="bg-brand-paper">
            <p className="text-brand-muted">{pricingCard.priceNote}</p>
            <CheckList
              tone="plain"
              items={pricingCard.points}
              className="mt-6 space-y-2 text-left"
            />
            <LinkButton href={pricingCard.cta.href} size="lg" className="mt-6 w-full">
              {pricingCard.cta.label}
            </LinkButton>
          </PriceCard>
        </div>
      </PageSection>
      <PageSection id="process" heading={process.heading}>
        <ProcessSteps steps={process.steps} />
      </PageSection>
      <PageSection id="examples" tone="soft" heading={examples.heading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {examples.items.map((example) => (
            <li key={example.trade} className="rounded-xl bg-brand-paper p-6">
              <h3 className="font-bold text-xl">{example.trade}</h3>
              <p className="mt-2 text-brand-muted">{example.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {examples.links.map((link) => (
            <LinkButton key={link.label} href={link.href} variant="secondary">
              {link.label}
            </LinkButton>
          ))}
        </div>
      </PageSection>
      <PageSection id={form.anchor} tone="ink" heading={form.heading} intro={form.intro}>
        <div className="mx-auto max-w-3xl">
          <EnquiryForm variant="one-page" submitLabel={form.submit} />
        </div>
      </PageSection>
      <PageSection id="faq" heading={faqHeading}>
        <FaqList items={loaderData.faqs} className="mx-auto max-w-3xl" />
      </PageSection>
    </>
  )
}
