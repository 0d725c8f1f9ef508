import { CRM_FAQS, CRM_PAGE } from '@hard-hat/content'
import { FaqList, LinkButton } from '@hard-hat/ui'
import { CrmFeatures, CrmPricing, CrmTestimonials } from '../components/crm/crm-sections'
import { LeadForm, type LeadFormField } from '../components/form/lead-form'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: 'Construction CRM', faqs: CRM_FAQS })
export const meta = loaderMeta

const { trialForm } = CRM_PAGE
const trialFields: readonly LeadFormField[] = [
  { name: 'firstName', label: trialForm.fields.firstName.label, type: 'text', isRequired: true },
  { name: 'lastName', label: trialForm.fields.lastName.label, type: 'text', isRequired: true },
  { name: 'email', label: trialForm.fields.email.label, type: 'email', isRequired: true },
  { name: 'company', label: trialForm.fields.company.label, type: 'text', isRequired: true },
  { name: 'phone', label: trialForm.fields.phone.label, type: 'tel', isRequired: true },
  {
    name: 'businessType',
    label: trialForm.fields.businessType.label,
    type: 'select',
    isRequired: true,
    options: trialForm.businessTypes,
  },
]

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
        <div className="mx-auto max-w-2xl">
          <LeadForm formType="crm_trial" fields={trialFields} label="Free trial" copy={trialForm} />
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
