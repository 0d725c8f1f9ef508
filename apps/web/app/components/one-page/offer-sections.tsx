import { LIMITED_OFFER_PAGE } from '@hard-hat/content'
import type { ReactNode } from 'react'
import { Hero } from '../shared/hero'
import { PageSection } from '../shared/page-section'

/**
 * Hero, countdown, benefits, included list and social proof of the £495 offer page; once the offer
 * has ended, the hero offers the one-page website at its regular price and the offer's benefits go.
 */
export function OfferSections({
  isAvailable,
  endedText,
  countdown,
}: {
  isAvailable: boolean
  /** What the ended hero says, naming the deadline the server sent. */
  endedText: string
  countdown: ReactNode
}) {
  const { hero, benefits, included, socialProof, afterEnd } = LIMITED_OFFER_PAGE
  const top = isAvailable ? hero : afterEnd
  return (
    <>
      {/* Once ended: the regular product at its regular price, nothing struck through. */}
      <Hero
        eyebrow={top.badge}
        headline={top.headline}
        subheading={isAvailable ? hero.subheading : endedText}
        primary={top.cta}
      >
        <p className="mt-6 text-2xl">
          {isAvailable ? (
            <>
              <span className="sr-only">{hero.regularPriceLabel} </span>
              <s className="text-brand-muted-inverse">{hero.regularPrice}</s>{' '}
            </>
          ) : null}
          <strong className="font-extrabold text-4xl text-brand-amber">{top.price}</strong>{' '}
          <span className="text-brand-muted-inverse text-base">{top.priceNote}</span>
        </p>
        {isAvailable ? <p className="mt-2 font-bold text-brand-amber">{hero.saving}</p> : null}
      </Hero>
      <section aria-label="Countdown" className="bg-brand-paper-soft px-4 py-12">
        {countdown}
      </section>
      {isAvailable ? (
        <PageSection id="benefits" heading={benefits.heading}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.items.map((item) => (
              <li key={item.title} className="rounded-xl border border-brand-border p-6">
                <h3 className="font-bold text-xl">{item.title}</h3>
                <p className="mt-2 text-brand-muted">{item.description}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      <PageSection id="included" tone="soft" heading={included.heading}>
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {included.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg bg-brand-paper p-4 font-medium">
              <span aria-hidden="true" className="font-bold text-brand-accent-text">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="social-proof" heading={socialProof.heading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {socialProof.stats.map((stat) => (
            <li key={stat.label} className="rounded-xl bg-brand-paper-soft p-6 text-center">
              <p className="font-extrabold text-4xl text-brand-accent-text">{stat.value}</p>
              <p className="mt-2 font-semibold">{stat.label}</p>
            </li>
          ))}
        </ul>
        <figure className="mx-auto mt-8 max-w-2xl rounded-xl border border-brand-border p-6 text-center">
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
