import { CRM_FAQS, CRM_PAGE } from '@hard-hat/content'
import { CRM_TRIAL_FORM } from '@hard-hat/forms'
import { FaqList, LinkButton } from '@hard-hat/ui'
import { CrmFeatures, CrmPricing, CrmTestimonials } from '../components/crm/crm-sections'
import { SchemaForm } from '../components/form/schema-form'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: 'Construction CRM', faqs: CRM_FAQS })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

const { trialForm } = CRM_PAGE

/** The construction CRM: features, testimonials, the £95 plan, FAQ and the free-trial form. */
export default function Crm() {
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
      <CrmTestimonials />
      <CrmPricing />
      <PageSection id="faq" tone="soft" heading={faq.heading}>
        <FaqList items={CRM_FAQS} className="mx-auto max-w-3xl" />
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
