import {
  celebrationOfferDeadlineWords,
  celebrationSlotsWords,
  findRoute,
  LAUNCH_PAGE_FORM,
  momentInState,
  type SlotsClaim,
  SPECIAL_OFFER_PAGE,
} from '@hard-hat/content'
import { FORM_MESSAGES, LAUNCH_FORM, SPECIAL_OFFER_CLAIM_FORM } from '@hard-hat/forms'
import { Badge, CheckList, Countdown } from '@hard-hat/ui'
import { type ReactNode, useState } from 'react'
import { useLoaderData } from 'react-router'
import { SchemaForm } from '../components/form/schema-form'
import { Hero } from '../components/shared/hero'
import { OfferStates } from '../components/shared/offer-states'
import { PageSection } from '../components/shared/page-section'
import { type LoaderMeta, loaderMeta } from '../lib/loader-meta'
import {
  type OfferData,
  offerData,
  requestedOfferState,
  useLateClaim,
  useServerClock,
} from '../lib/offer-clock'
import { pageHead } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'
import { type SiteContent, siteContentOf } from '../lib/site-content.server'

const path = '/special-offer'

/**
 * At build time, once per state (P-offer-ends-for-every-reader): the head from the route table and
 * the JSON-LD builders, which never ship, and the state and deadline the page then renders; and the
 * places left of the content it renders (the build's, or the store's when the API renders a
 * publication): null while the claim is hidden, unconfirmed for 30 days (decision 044).
 */
export function loader({
  request,
  context,
}: {
  request: Request
  context?: { readonly content?: SiteContent }
}): LoaderMeta & { offer: OfferData; slots: SlotsClaim | null } {
  const state = requestedOfferState(request)
  const { deadline } = SPECIAL_OFFER_PAGE
  return {
    meta: pageHead(
      path,
      { breadcrumb: '150th Client Celebration Offer', offerPath: path },
      momentInState(deadline, state),
    ),
    offer: offerData(state, deadline, findRoute(path)),
    slots: siteContentOf(context).claims['offer-slots'],
  }
}
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

const { claimForm } = SPECIAL_OFFER_PAGE
// The claim form answers with the special-offer data-form's messages (spec 000 §8).
const claimMessages = FORM_MESSAGES.specialOffer

// Once the offer has ended, the page takes enquiries about Launch at its regular price with the
// Launch package page's own form (P-ended-offer-takes-enquiries).
const launchForm = LAUNCH_PAGE_FORM

/**
 * The 150th-client offer: countdown to the deadline the server sent, details and the claim form.
 * The server sends the state its clock says; ending while open changes the one form's definition
 * in place (both forms share every field), so typed values and the focus stay
 * (P-offer-ends-for-every-reader).
 */
export default function SpecialOffer() {
  const { offer, slots: claimedSlots } = useLoaderData<typeof loader>()
  // The deadline the server sent, never the bundle's (P-deadlines-are-config).
  const deadline = { ...SPECIAL_OFFER_PAGE.deadline, endsAt: offer.endsAt }
  const [state, setState] = useState(offer.state)
  const now = useServerClock(offer)
  const lateClaim = useLateClaim()
  const isEnded = state === 'ended'
  const words = celebrationOfferDeadlineWords(deadline)
  const { hero, countdown, details, afterEnd } = SPECIAL_OFFER_PAGE
  const slots = celebrationSlotsWords(claimedSlots)
  // Each part that differs keeps its room when the offer ends while the page is open.
  const states = (running: ReactNode, ended: ReactNode, inline?: boolean) => (
    <OfferStates
      served={offer.state}
      state={state}
      running={running}
      ended={ended}
      inline={inline}
    />
  )
  return (
    <>
      {states(
        <Hero
          eyebrow={hero.badge}
          headline={hero.heading}
          subheading={hero.intro}
          primary={hero.cta}
        >
          <p className="mt-6 text-2xl">
            <span className="sr-only">Normally </span>
            <s className="text-brand-muted-inverse">{hero.wasPrice}</s>{' '}
            <strong className="font-extrabold text-4xl text-brand-amber">{hero.priceNote}</strong>
          </p>
          <p className="mt-2 font-bold text-brand-amber">
            {hero.saving}
            {slots.text ? <> · {slots.text}</> : null}
          </p>
        </Hero>,
        <Hero
          eyebrow={afterEnd.badge}
          headline={afterEnd.heading}
          subheading={words.endedText}
          primary={afterEnd.cta}
        >
          <p className="mt-6 font-extrabold text-4xl text-brand-amber">{afterEnd.priceNote}</p>
        </Hero>,
      )}
      <section aria-label="Offer countdown" className="bg-brand-paper-soft px-4 py-12">
        <h2 className="mb-6 text-center font-bold text-2xl">
          {states(countdown.label, afterEnd.countdownHeading, true)}
        </h2>
        <Countdown
          deadline={deadline.endsAt}
          now={now}
          labels={countdown.units}
          onEnd={() => {
            // The ended page's own title (already so when it was served ended).
            document.title = offer.endedTitle
            setState('ended')
          }}
        >
          {() => states(<p className="text-center text-brand-muted">{words.expiryText}</p>, null)}
        </Countdown>
      </section>
      <PageSection id="details" heading={details.heading}>
        <CheckList tone="soft" items={details.items} className="mx-auto max-w-3xl sm:grid-cols-2" />
        <p className="mt-6 text-center text-brand-muted">
          {states(slots.smallPrint, afterEnd.smallPrint, true)}
        </p>
        {slots.text
          ? states(
              <p className="mt-4 text-center">
                <Badge>{slots.text}</Badge>
              </p>,
              null,
            )
          : null}
      </PageSection>
      <PageSection
        id={claimForm.anchor}
        tone="ink"
        heading={states(claimForm.heading, afterEnd.form.heading, true)}
        intro={states(claimForm.intro, afterEnd.form.intro, true)}
      >
        <div className="mx-auto max-w-3xl">
          <SchemaForm
            form={isEnded ? LAUNCH_FORM : SPECIAL_OFFER_CLAIM_FORM}
            words={isEnded ? launchForm : claimForm}
            label={isEnded ? afterEnd.form.heading : claimForm.heading}
            success={{
              text: lateClaim.said(
                isEnded ? launchForm.success : claimMessages.success,
                claimMessages.success,
              ),
              display: 'inline',
            }}
            onStored={lateClaim.onStored}
            error={isEnded ? FORM_MESSAGES.packageInquiry.error : claimMessages.error}
          />
        </div>
      </PageSection>
    </>
  )
}
