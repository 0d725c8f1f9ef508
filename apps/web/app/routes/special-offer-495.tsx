import { LIMITED_OFFER_FAQS, LIMITED_OFFER_PAGE, limitedOfferState } from '@hard-hat/content'
import { LIMITED_ONE_PAGE_OFFER } from '@hard-hat/pricing'
import { FaqList, LinkButton } from '@hard-hat/ui'
import { useState } from 'react'
import { EnquiryForm } from '../components/one-page/enquiry-form'
import { OfferCountdown } from '../components/one-page/offer-countdown'
import { OfferSections } from '../components/one-page/offer-sections'
import { PageSection } from '../components/shared/page-section'
import { BUILT_AT } from '../lib/build-time'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({
  breadcrumb: LIMITED_ONE_PAGE_OFFER.name,
  offerPath: '/special-offer-495',
  faqs: LIMITED_OFFER_FAQS,
})
export const meta = loaderMeta

/** The limited £495 offer (also at /special-one-page-offer); it ends honestly (decision 19). */
export default function SpecialOffer495() {
  const [isAvailable, setAvailable] = useState(() => limitedOfferState(BUILT_AT).isAvailable)
  const { form, faqHeading, closing, ended } = LIMITED_OFFER_PAGE
  return (
    <>
      <OfferSections
        isAvailable={isAvailable}
        countdown={
          <OfferCountdown builtAt={BUILT_AT.getTime()} onAvailabilityChange={setAvailable} />
        }
      />
      <PageSection
        id={form.anchor}
        tone="ink"
        heading={isAvailable ? form.heading : ended.heading}
        intro={isAvailable ? form.intro : ended.text}
      >
        <div className="mx-auto max-w-2xl">
          {isAvailable ? (
            <EnquiryForm variant="offer-495" submitLabel={form.submit} />
          ) : (
            <div className="text-center">
              <LinkButton href={ended.cta.href} size="lg">
                {ended.cta.label}
              </LinkButton>
            </div>
          )}
        </div>
      </PageSection>
      <PageSection id="faq" heading={faqHeading}>
        <FaqList items={LIMITED_OFFER_FAQS} className="mx-auto max-w-3xl" />
      </PageSection>
      {isAvailable ? (
        <PageSection id="closing" tone="soft" heading={closing.heading} intro={closing.text}>
          <div className="text-center">
            <LinkButton href={closing.cta.href} size="lg">
              {closing.cta.label}
            </LinkButton>
          </div>
        </PageSection>
      ) : null}
    </>
  )
}
