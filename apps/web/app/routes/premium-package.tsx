import { PREMIUM_PACKAGE_PAGE } from '@hard-hat/content'
import { PREMIUM_FORM } from '@hard-hat/forms'
import { FaqList, LinkButton, toast } from '@hard-hat/ui'
import { SchemaForm } from '../components/form/schema-form'
import { PremiumDetails, PremiumPricing } from '../components/premium/premium-sections'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { faqPageLoader } from '../lib/faq-page.server'
import { loaderMeta } from '../lib/loader-meta'
import { keepPageData } from '../lib/revalidate'
import type { Route } from './+types/premium-package'

/**
 * The head (from the route table and the JSON-LD builders, which never ship) and the FAQ of the
 * content it renders (the build's, or the store's when the API renders a publication).
 */
export const loader = faqPageLoader('premium-package', { breadcrumb: 'Premium Growth Package' })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

const { inquiryForm } = PREMIUM_PACKAGE_PAGE

/** Premium Growth: slots, what is included, pricing, spots banner, FAQ and the inquiry form. */
export default function PremiumPackage({ loaderData }: Route.ComponentProps) {
  const { hero, faq, closing } = PREMIUM_PACKAGE_PAGE
  return (
    <>
      <Hero
        eyebrow={hero.badge}
        headline={hero.heading}
        subheading={hero.intro}
        primary={hero.primaryCta}
        secondary={hero.secondaryCta}
      >
        <p className="mt-6 text-2xl">
          <span className="sr-only">Was </span>
          <s className="text-brand-muted-inverse">{hero.wasPrice}</s>{' '}
          <strong className="font-extrabold text-4xl text-brand-amber">{hero.price}</strong>
        </p>
      </Hero>
      <PremiumDetails />
      <PremiumPricing />
      <PageSection id="faq" tone="soft" heading={faq.heading}>
        <FaqList items={loaderData.faqs} className="mx-auto max-w-3xl" />
      </PageSection>
      <PageSection
        id={inquiryForm.anchor}
        tone="ink"
        heading={inquiryForm.heading}
        intro={inquiryForm.intro}
      >
        <div className="mx-auto max-w-3xl">
          <SchemaForm
            form={PREMIUM_FORM}
            words={inquiryForm}
            label={inquiryForm.heading}
            onStored={() => toast(inquiryForm.successToast)}
            onFailed={() => toast({ ...inquiryForm.errorToast, variant: 'destructive' })}
          />
        </div>
      </PageSection>
      <PageSection id="closing" heading={closing.heading} intro={closing.text}>
        <div className="flex flex-col justify-center gap-4 sm:flex-row">
          <LinkButton href={closing.contactLink.href} size="lg">
            {closing.contactLink.label}
          </LinkButton>
          <LinkButton href={closing.phoneLink.href} size="lg" variant="secondary">
            {closing.phoneLink.label}
          </LinkButton>
        </div>
      </PageSection>
    </>
  )
}
