import { hasDeadlinePassed, SPECIAL_OFFER_PAGE } from '@hard-hat/content'
import { FORM_MESSAGES } from '@hard-hat/forms'
import { Badge, Countdown, LinkButton } from '@hard-hat/ui'
import { useEffect, useState } from 'react'
import { LeadForm, type LeadFormField } from '../components/form/lead-form'
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
const { fields } = claimForm
// The claim form answers with the special-offer data-form's messages (spec 000 §8).
const claimCopy = {
  ...claimForm,
  success: FORM_MESSAGES.specialOffer.success,
  error: FORM_MESSAGES.specialOffer.error,
}
const claimFields: readonly LeadFormField[] = [
  { name: 'name', label: fields.name.label, type: 'text', isRequired: true },
  { name: 'email', label: fields.email.label, type: 'email', isRequired: true },
  { name: 'phone', label: fields.phone.label, type: 'tel', isRequired: true },
  { name: 'company', label: fields.company.label, type: 'text', isRequired: true },
  { name: 'website', label: fields.website.label, type: 'url', isRequired: false },
  { name: 'message', label: fields.message.label, type: 'textarea', isRequired: false },
]

/** The 150th-client offer: countdown to the configured deadline, details and the claim form. */
export default function SpecialOffer() {
  // Prerendered as of the build; then the visitor's clock decides (decisions 12 and 19).
  const [isEnded, setEnded] = useState(() => hasDeadlinePassed(deadline, BUILT_AT))
  useEffect(() => setEnded(hasDeadlinePassed(deadline, new Date())), [])
  const { hero, countdown, slots, details, ended } = SPECIAL_OFFER_PAGE
  return (
    <>
      <Hero
        eyebrow={isEnded ? ended.heading : hero.badge}
        headline={hero.heading}
        subheading={hero.intro}
        primary={isEnded ? ended.cta : hero.cta}
      >
        <p className="mt-6 text-2xl">
          <span className="sr-only">Normally </span>
          <s className="text-brand-muted-inverse">{hero.wasPrice}</s>{' '}
          <strong className="font-extrabold text-4xl text-brand-amber">{hero.priceNote}</strong>
        </p>
        {isEnded ? (
          <p className="mx-auto mt-4 max-w-2xl">{ended.text}</p>
        ) : (
          <p className="mt-2 font-bold text-brand-amber">
            {hero.saving} · {slots.text}
          </p>
        )}
      </Hero>
      <section aria-label="Offer countdown" className="bg-brand-paper-soft px-4 py-12">
        <h2 className="mb-6 text-center font-bold text-2xl">
          {isEnded ? ended.heading : countdown.label}
        </h2>
        <Countdown deadline={deadline.endsAt} labels={countdown.units} onEnd={() => setEnded(true)}>
          {() => <p className="text-center text-brand-muted">{countdown.expiryText}</p>}
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
        <p className="mt-6 text-center text-brand-muted">{details.smallPrint}</p>
        {isEnded ? null : (
          <p className="mt-4 text-center">
            <Badge>{slots.text}</Badge>
          </p>
        )}
      </PageSection>
      <PageSection
        id={claimForm.anchor}
        tone="ink"
        heading={isEnded ? ended.heading : claimForm.heading}
        intro={isEnded ? ended.text : claimForm.intro}
      >
        <div className="mx-auto max-w-2xl">
          {isEnded ? (
            <div className="text-center">
              <LinkButton href={ended.cta.href} size="lg">
                {ended.cta.label}
              </LinkButton>
            </div>
          ) : (
            <LeadForm
              formType="special_offer_claim"
              fields={claimFields}
              label={claimForm.heading}
              copy={claimCopy}
            />
          )}
        </div>
      </PageSection>
    </>
  )
}
