import {
  ENDED_OFFER_FAQS,
  type Faq,
  findRoute,
  LIMITED_OFFER_PAGE,
  limitedOfferDeadlineWords,
  limitedOfferProofStats,
  momentInState,
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
import { siteContentOf } from '../lib/site-content.server'
import type { Route } from './+types/special-offer-495'

/** The questions an offer page shows: the offer's while it runs, the one-page website's after. */
interface OfferFaqs {
  /** Only on a page served running: a page served ended never shows the offer again. */
  readonly running?: readonly Faq[]
  readonly ended: readonly Faq[]
}

/**
 * At build time, once per state (P-offer-ends-for-every-reader): the head from the route table and
 * the JSON-LD builders, which never ship, the state and deadline the page then renders, and the
 * questions of the content it renders (the store's seed, written with the specification's
 * deadline, which the server swaps for its own at start as in the rest of the page). A page served
 * running also holds the ended questions, shown if the offer ends while it is open.
 */
export function loader({ request, context }: Route.LoaderArgs): LoaderMeta & {
  offer: OfferData
  faqs: OfferFaqs
  clients: { readonly count: number }
} {
  const { pathname } = new URL(request.url)
  const state = requestedOfferState(request)
  const { deadline } = LIMITED_OFFER_PAGE
  const isRunning = state === 'running'
  const { faqs, claims } = siteContentOf(context)
  const ended = faqs[ENDED_OFFER_FAQS['special-offer-495']]
  const running = isRunning ? faqs['special-offer-495'] : undefined
  return {
    meta: pageHead(
      pathname,
      {
        // Once ended, the breadcrumb names the product on offer now, not the offer.
        breadcrumb: isRunning ? LIMITED_ONE_PAGE_OFFER.name : ONE_PAGE_WEBSITE.name,
        offerPath: '/special-offer-495',
        faqs: running ?? ended,
      },
      momentInState(deadline, state),
    ),
    offer: offerData(state, deadline, findRoute(pathname)),
    faqs: running ? { running, ended } : { ended },
    clients: claims.clients,
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
  const { offer, faqs, clients } = useLoaderData<typeof loader>()
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
        proof={limitedOfferProofStats(clients)}
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
          items={isAvailable ? (faqs.running ?? faqs.ended) : faqs.ended}
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
