import { CONTACT_PAGE } from '@hard-hat/content'
import { FaqList } from '@hard-hat/ui'
import { ContactDetails } from '../components/contact/contact-details'
import { ContactForm } from '../components/contact/contact-form'
import { OfficeMap } from '../components/contact/office-map'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { faqPageLoader } from '../lib/faq-page.server'
import { loaderMeta } from '../lib/loader-meta'
import { keepPageData } from '../lib/revalidate'
import type { Route } from './+types/contact'

/**
 * The head (from the route table and the JSON-LD builders, which never ship) and the FAQ of the
 * content it renders (the build's, or the store's when the API renders a publication).
 */
export const loader = faqPageLoader('contact', { breadcrumb: 'Contact', hasBusiness: true })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** Contact: the office map card, details and hours, the FAQ and the quote form (anchor contact). */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { hero, faq, form } = CONTACT_PAGE
  return (
    <>
      <Hero headline={hero.heading} subheading={hero.intro} />
      <section aria-label="Our office" className="px-4 py-16">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-2">
          <OfficeMap />
          <ContactDetails />
        </div>
      </section>
      <PageSection id="faq" heading={faq.heading}>
        <FaqList items={loaderData.faqs} className="mx-auto max-w-3xl" />
      </PageSection>
      <PageSection id={form.anchor} tone="ink" heading={form.heading} intro={form.intro}>
        <div className="mx-auto max-w-3xl">
          <ContactForm />
        </div>
      </PageSection>
    </>
  )
}
