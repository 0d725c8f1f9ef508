import { LIMITED_OFFER_PAGE, type OfferState } from '@hard-hat/content'
import { CardGrid, CheckList } from '@hard-hat/ui'
import type { ReactNode } from 'react'
import { Hero } from '../shared/hero'
import { OfferStates } from '../shared/offer-states'
import { PageSection } from '../shared/page-section'

const { hero, benefits, included, socialProof, afterEnd } = LIMITED_OFFER_PAGE

/** The four reasons of a benefits section: the offer's, or the one-page website's once ended. */
function Reasons({
  id,
  reasons,
}: {
  id: string
  reasons: typeof benefits | typeof afterEnd.benefits
}) {
  return (
    <PageSection id={id} heading={reasons.heading}>
      <CardGrid items={reasons.items} className="sm:grid-cols-2 lg:grid-cols-4" />
    </PageSection>
  )
}

/**
 * Hero, countdown, benefits, included list and social proof of the £495 offer page; once the offer
 * has ended, the hero offers the one-page website at its regular price and the offer's benefits
 * give way to the one-page website's. Each part that differs keeps its room across the switch.
 */
export function OfferSections({
  served,
  state,
  endedText,
  countdown,
  proof,
}: {
  served: OfferState
  state: OfferState
  /** What the ended hero says, naming the deadline the server sent. */
  endedText: string
  countdown: ReactNode
  /** The social proof figures, the clients from the content's claim (decision 044). */
  proof: readonly { readonly value: string; readonly label: string }[]
}) {
  return (
    <>
      <OfferStates
        served={served}
        state={state}
        running={
          <Hero
            eyebrow={hero.badge}
            headline={hero.headline}
            subheading={hero.subheading}
            primary={hero.cta}
          >
            <p className="mt-6 text-2xl">
              <span className="sr-only">{hero.regularPriceLabel} </span>
              <s className="text-brand-muted-inverse">{hero.regularPrice}</s>{' '}
              <strong className="font-extrabold text-4xl text-brand-amber">{hero.price}</strong>{' '}
              <span className="text-brand-muted-inverse text-base">{hero.priceNote}</span>
            </p>
            <p className="mt-2 font-bold text-brand-amber">{hero.saving}</p>
          </Hero>
        }
        // Once ended: the regular product at its regular price, nothing struck through.
        ended={
          <Hero
            eyebrow={afterEnd.badge}
            headline={afterEnd.headline}
            subheading={endedText}
            primary={afterEnd.cta}
          >
            <p className="mt-6 text-2xl">
              <strong className="font-extrabold text-4xl text-brand-amber">{afterEnd.price}</strong>{' '}
              <span className="text-brand-muted-inverse text-base">{afterEnd.priceNote}</span>
            </p>
          </Hero>
        }
      />
      <section aria-label="Countdown" className="bg-brand-paper-soft px-4 py-12">
        {countdown}
      </section>
      <OfferStates
        served={served}
        state={state}
        running={<Reasons id="benefits" reasons={benefits} />}
        ended={<Reasons id="why-choose" reasons={afterEnd.benefits} />}
      />
      <PageSection id="included" tone="soft" heading={included.heading}>
        <CheckList items={included.items} className="mx-auto max-w-3xl sm:grid-cols-2" />
      </PageSection>
      <PageSection id="social-proof" heading={socialProof.heading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {proof.map((stat) => (
            <li key={stat.label} className="rounded-xl bg-brand-paper-soft p-6 text-center">
              <p className="font-extrabold text-4xl text-brand-accent-text">{stat.value}</p>
              <p className="mt-2 font-semibold">{stat.label}</p>
            </li>
          ))}
        </ul>
        <figure className="mx-auto mt-8 max-w-3xl rounded-xl border border-brand-border p-6 text-center">
          <blockquote className="text-lg">“{socialProof.testimonial.text}”</blockquote>
          <figcaption className="mt-4 font-semibold">
            {socialProof.testimonial.name},{' '}
            <span className="text-brand-muted">{socialProof.testimonial.company}</span>
          </figcaption>
        </figure>
      </PageSection>
    </>
  )
}
