import { PREMIUM_PACKAGE_PAGE, premiumSlotsWords } from '@hard-hat/content'
import { PREMIUM_FORM } from '@hard-hat/forms'
import { FaqList, LinkButton, toast } from '@hard-hat/ui'
import { SchemaForm } from '../components/form/schema-form'
import { PremiumDetails, PremiumPricing } from '../components/premium/premium-sections'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { faqPageData } from '../lib/faq-page.server'
import { loaderMeta } from '../lib/loader-meta'
import { keepPageData } from '../lib/revalidate'
import { siteContentOf } from '../lib/site-content.server'
import type { Route } from './+types/premium-package'

/**
 * The head (from the route table and the JSON-LD builders, which never ship), and the FAQ and the
 * places left this month of the content it renders (the build's, or the store's when the API
 * renders a publication): null while the claim is hidden, unconfirmed for 30 days (decision 044).
 */
export const loader = (args: Route.LoaderArgs) => ({
  ...faqPageData(args, 'premium-package', { breadcrumb: 'Premium Growth Package' }),
  slots: siteContentOf(args.context).claims['premium-slots'],
})
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

const { inquiryForm } = PREMIUM_PACKAGE_PAGE

/** Premium Growth: slots, what is included, pricing, spots banner, FAQ and the inquiry form. */
export default function PremiumPackage({ loaderData }: Route.ComponentProps) {
  const { hero, faq, closing } = PREMIUM_PACKAGE_PAGE
  const slots = premiumSlotsWords(loaderData.slots)
  return (
    <>
      <Hero
        eyebrow={slots.badge}
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
      <PremiumPricing slots={slots} />
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
