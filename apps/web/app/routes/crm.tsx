import { CRM_PAGE } from '@hard-hat/content'
import { CRM_TRIAL_FORM } from '@hard-hat/forms'
import { FaqList, LinkButton } from '@hard-hat/ui'
import { CrmFeatures, CrmPricing, CrmTestimonials } from '../components/crm/crm-sections'
import { SchemaForm } from '../components/form/schema-form'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { faqPageData } from '../lib/faq-page.server'
import { loaderMeta } from '../lib/loader-meta'
import { keepPageData } from '../lib/revalidate'
import { siteContentOf } from '../lib/site-content.server'
import type { Route } from './+types/crm'

/**
 * The head (from the route table and the JSON-LD builders, which never ship), the FAQ and the
 * testimonials of the content it renders (the build's, or the store's when the API renders a
 * publication): the page's words from the store reach the browser as route data.
 */
export const loader = (args: Route.LoaderArgs) => ({
  ...faqPageData(args, 'crm', { breadcrumb: 'Construction CRM' }),
  testimonials: siteContentOf(args.context).testimonials.crm,
})
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

const { trialForm } = CRM_PAGE

/** The construction CRM: features, testimonials, the £95 plan, FAQ and the free-trial form. */
export default function Crm({ loaderData }: Route.ComponentProps) {
  const { hero, faq, closingCta } = CRM_PAGE
  return (
    <>
      <Hero
        eyebrow={hero.badge}
        headline={hero.heading}
        subheading={hero.intro}
        primary={hero.primaryCta}
        secondary={hero.secondaryCta}
      />
      <CrmFeatures />
      <CrmTestimonials items={loaderData.testimonials} />
      <CrmPricing />
      <PageSection id="faq" tone="soft" heading={faq.heading}>
        <FaqList items={loaderData.faqs} className="mx-auto max-w-3xl" />
      </PageSection>
      <PageSection
        id={trialForm.anchor}
        tone="ink"
        heading={trialForm.heading}
        intro={trialForm.intro}
      >
        <div className="mx-auto max-w-3xl">
          <SchemaForm
            form={CRM_TRIAL_FORM}
            words={trialForm}
            label="Free trial"
            success={{ ...trialForm.success, display: 'inline' }}
            error={trialForm.error}
          />
        </div>
      </PageSection>
      <PageSection id="get-started" heading={closingCta.heading} intro={closingCta.text}>
        <div className="text-center">
          <LinkButton href={closingCta.button.href} size="lg">
            {closingCta.button.label}
          </LinkButton>
        </div>
      </PageSection>
    </>
  )
}
