import { hasDeadlinePassed, MARKETING_PACKAGE_PAGES, SPECIAL_OFFER_PAGE } from '@hard-hat/content'
import { FORM_MESSAGES, LAUNCH_FORM, SPECIAL_OFFER_CLAIM_FORM } from '@hard-hat/forms'
import { Badge, Countdown } from '@hard-hat/ui'
import { useEffect, useState } from 'react'
import { SchemaForm } from '../components/form/schema-form'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { BUILT_AT } from '../lib/build-time'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'

const path = '/special-offer'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: '150th Client Celebration Offer', offerPath: path })
export const meta = loaderMeta

const { claimForm, deadline } = SPECIAL_OFFER_PAGE
// The claim form answers with the special-offer data-form's messages (spec 000 §8).
const claimMessages = FORM_MESSAGES.specialOffer

// Once the offer has ended, the page takes enquiries about Launch at its regular price with the
// Launch package page's own form (P-ended-offer-takes-enquiries).
const launchForm = MARKETING_PACKAGE_PAGES.launch.form

/** The 150th-client offer: countdown to the configured deadline, details and the claim form. */
export default function SpecialOffer() {
  // Prerendered as of the build; then the visitor's clock decides (P-deadlines-are-config).
  const [isEnded, setEnded] = useState(() => hasDeadlinePassed(deadline, BUILT_AT))
  useEffect(() => setEnded(hasDeadlinePassed(deadline, new Date())), [])
  const { hero, countdown, slots, details, afterEnd } = SPECIAL_OFFER_PAGE
  return (
    <>
      {isEnded ? (
        <Hero
          eyebrow={afterEnd.badge}
          headline={afterEnd.heading}
          subheading={afterEnd.text}
          primary={afterEnd.cta}
        >
          <p className="mt-6 font-extrabold text-4xl text-brand-amber">{afterEnd.priceNote}</p>
        </Hero>
      ) : (
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
            {hero.saving} · {slots.text}
          </p>
        </Hero>
      )}
      <section aria-label="Offer countdown" className="bg-brand-paper-soft px-4 py-12">
        <h2 className="mb-6 text-center font-bold text-2xl">
          {isEnded ? afterEnd.countdownHeading : countdown.label}
        </h2>
        <Countdown deadline={deadline.endsAt} labels={countdown.units} onEnd={() => setEnded(true)}>
          {() =>
            isEnded ? null : <p className="text-center text-brand-muted">{countdown.expiryText}</p>
          }
        </Countdown>
      </section>
      <PageSection id="details" heading={details.heading}>
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {details.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg bg-brand-paper-soft p-4 font-medium">
              <span aria-hidden="true" className="font-bold text-brand-accent-text">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-brand-muted">
          {isEnded ? afterEnd.smallPrint : details.smallPrint}
        </p>
        {isEnded ? null : (
          <p className="mt-4 text-center">
            <Badge>{slots.text}</Badge>
          </p>
        )}
      </PageSection>
      <PageSection
        id={claimForm.anchor}
        tone="ink"
        heading={isEnded ? afterEnd.form.heading : claimForm.heading}
        intro={isEnded ? afterEnd.form.intro : claimForm.intro}
      >
        <div className="mx-auto max-w-2xl">
          {isEnded ? (
            <SchemaForm
              key="launch"
              form={LAUNCH_FORM}
              words={launchForm}
              label={afterEnd.form.heading}
              success={{ text: launchForm.success, display: 'inline' }}
              error={FORM_MESSAGES.packageInquiry.error}
            />
          ) : (
            <SchemaForm
              form={SPECIAL_OFFER_CLAIM_FORM}
              words={claimForm}
              label={claimForm.heading}
              success={{ text: claimMessages.success, display: 'inline' }}
              error={claimMessages.error}
            />
          )}
        </div>
      </PageSection>
    </>
  )
}
