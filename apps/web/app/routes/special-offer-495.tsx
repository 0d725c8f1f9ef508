import {
  findRoute,
  LIMITED_OFFER_PAGE,
  limitedOfferDeadlineWords,
  limitedOfferFaqs,
  momentInState,
  ONE_PAGE_WEBSITE_FAQS,
} from '@hard-hat/content'
import { LIMITED_ONE_PAGE_OFFER, ONE_PAGE_WEBSITE } from '@hard-hat/pricing'
import { FaqList, LinkButton } from '@hard-hat/ui'
import { useLoaderData } from 'react-router'
import { EnquiryForm } from '../components/one-page/enquiry-form'
import { OfferCountdown } from '../components/one-page/offer-countdown'
import { OfferSections } from '../components/one-page/offer-sections'
import { OfferStates } from '../components/shared/offer-states'
import { PageSection } from '../components/shared/page-section'
import { type LoaderMeta, loaderMeta } from '../lib/loader-meta'
import {
  type OfferData,
  offerData,
  requestedOfferState,
  useLateClaim,
  useOfferClock,
} from '../lib/offer-clock'
import { pageHead } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

/**
 * At build time, once per state (P-offer-ends-for-every-reader): the head from the route table and
 * the JSON-LD builders, which never ship, and the state and deadline the page then renders.
 */
export function loader({ request }: { request: Request }): LoaderMeta & { offer: OfferData } {
  const { pathname } = new URL(request.url)
  const state = requestedOfferState(request)
  const { deadline } = LIMITED_OFFER_PAGE
  const isRunning = state === 'running'
  return {
    meta: pageHead(
      pathname,
      {
        // Once ended, the breadcrumb names the product on offer now, not the offer.
        breadcrumb: isRunning ? LIMITED_ONE_PAGE_OFFER.name : ONE_PAGE_WEBSITE.name,
        offerPath: '/special-offer-495',
        faqs: isRunning ? limitedOfferFaqs(deadline) : ONE_PAGE_WEBSITE_FAQS,
      },
      momentInState(deadline, state),
    ),
    offer: offerData(state, deadline, findRoute(pathname)),
  }
}
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/**
 * The limited £495 offer (also at /special-one-page-offer). The server sends it in the state its
 * clock says, with its deadline; it ends honestly at that deadline and keeps taking enquiries: the
 * one-page website at its regular price (P-offers-end-honestly, P-ended-offer-takes-enquiries).
 * Ending while open changes one form's definition in place, so every typed value and the focus
 * stay (P-offer-ends-for-every-reader).
 */
export default function SpecialOffer495() {
  const { offer } = useLoaderData<typeof loader>()
  // The deadline the server sent, never the bundle's (P-deadlines-are-config).
  const deadline = { ...LIMITED_OFFER_PAGE.deadline, endsAt: offer.endsAt }
  const { state, remaining } = useOfferClock(offer, deadline)
  const lateClaim = useLateClaim()
  const isAvailable = state === 'running'
  const words = limitedOfferDeadlineWords(deadline)
  const { form, faqHeading, closing, afterEnd } = LIMITED_OFFER_PAGE
  const served = offer.state
  // The words above the form keep their room when the offer ends while the page is open.
  const formWords = (part: 'heading' | 'intro') => (
    <OfferStates
      served={served}
      state={state}
      running={form[part]}
      ended={afterEnd.form[part]}
      inline
    />
  )
  return (
    <>
      <OfferSections
        served={served}
        state={state}
        endedText={words.endedText}
        countdown={
          <OfferCountdown
            served={served}
            state={state}
            remaining={remaining}
            endsText={words.endsText}
          />
        }
      />
      <PageSection
        id={form.anchor}
        tone="ink"
        heading={formWords('heading')}
        intro={formWords('intro')}
      >
        <div className="mx-auto max-w-3xl">
          <EnquiryForm
            variant={isAvailable ? 'offer-495' : 'offer-495-ended'}
            submitLabel={isAvailable ? form.submit : afterEnd.form.submit}
            lateClaim={lateClaim}
          />
        </div>
      </PageSection>
      <PageSection id="faq" heading={faqHeading}>
        <FaqList
          items={isAvailable ? limitedOfferFaqs(deadline) : ONE_PAGE_WEBSITE_FAQS}
          className="mx-auto max-w-3xl"
        />
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
