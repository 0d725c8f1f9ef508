import {
  LIMITED_OFFER_FAQS,
  LIMITED_OFFER_PAGE,
  limitedOfferState,
  ONE_PAGE_WEBSITE_FAQS,
} from '@hard-hat/content'
import { LIMITED_ONE_PAGE_OFFER, ONE_PAGE_WEBSITE } from '@hard-hat/pricing'
import { FaqList, LinkButton } from '@hard-hat/ui'
import { useState } from 'react'
import { EnquiryForm } from '../components/one-page/enquiry-form'
import { OfferCountdown } from '../components/one-page/offer-countdown'
import { OfferSections } from '../components/one-page/offer-sections'
import { PageSection } from '../components/shared/page-section'
import { BUILT_AT } from '../lib/build-time'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'

const isAvailableAtBuild = limitedOfferState(BUILT_AT).isAvailable

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({
  // Once ended, the breadcrumb names the product on offer now, not the offer.
  breadcrumb: isAvailableAtBuild ? LIMITED_ONE_PAGE_OFFER.name : ONE_PAGE_WEBSITE.name,
  offerPath: '/special-offer-495',
  faqs: faqsOf(isAvailableAtBuild),
})
export const meta = loaderMeta

/** The offer's questions while it runs; afterwards the one-page website's own. */
function faqsOf(isAvailable: boolean) {
  return isAvailable ? LIMITED_OFFER_FAQS : ONE_PAGE_WEBSITE_FAQS
}

/**
 * The limited £495 offer (also at /special-one-page-offer). It ends honestly and keeps taking
 * enquiries: the one-page website at its regular price (P-offers-end-honestly,
 * P-ended-offer-takes-enquiries).
 */
export default function SpecialOffer495() {
  const [isAvailable, setAvailable] = useState(() => limitedOfferState(BUILT_AT).isAvailable)
  const { form, faqHeading, closing, afterEnd } = LIMITED_OFFER_PAGE
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
        heading={isAvailable ? form.heading : afterEnd.form.heading}
        intro={isAvailable ? form.intro : afterEnd.form.intro}
      >
        <div className="mx-auto max-w-2xl">
          {isAvailable ? (
            <EnquiryForm key="offer" variant="offer-495" submitLabel={form.submit} />
          ) : (
            <EnquiryForm key="ended" variant="offer-495-ended" submitLabel={afterEnd.form.submit} />
          )}
        </div>
      </PageSection>
      <PageSection id="faq" heading={faqHeading}>
        <FaqList items={faqsOf(isAvailable)} className="mx-auto max-w-3xl" />
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
