import { CRM_PAGE, type Testimonial } from '@hard-hat/content'
import { CardGrid, CheckList, LinkButton, PriceCard } from '@hard-hat/ui'
import type { MouseEvent } from 'react'
import { PageSection } from '../shared/page-section'

/** The six-feature grid (anchor features). */
export function CrmFeatures() {
  const { features } = CRM_PAGE
  return (
    <PageSection id={features.anchor} heading={features.heading} intro={features.intro}>
      <CardGrid items={features.items} className="md:grid-cols-2 lg:grid-cols-3" />
    </PageSection>
  )
}

/** The CRM page's testimonials (the content's, from the route data), marked as samples. */
export function CrmTestimonials({ items }: { readonly items: readonly Testimonial[] }) {
  const { testimonials } = CRM_PAGE
  return (
    <PageSection id="testimonials" tone="soft" heading={testimonials.heading}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col gap-4 rounded-xl bg-brand-paper p-6">
              <p
                className="text-brand-accent-text"
                role="img"
                aria-label={`Rated ${item.rating} out of 5`}
              >
                {'★'.repeat(item.rating)}
              </p>
              <blockquote className="flex-1">“{item.text}”</blockquote>
              <figcaption>
                <span className="font-semibold">{item.name}</span>
                <span className="block text-brand-muted text-sm">{item.company}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-brand-muted text-sm">{testimonials.sampleNote}</p>
    </PageSection>
  )
}

/**
 * The single £95 plan (P-one-source-of-truth). Its button is a link to the trial form, so it works
 * before the scripts arrive (P-scripts-after-first-paint); once they have, it scrolls there smoothly
 * and puts focus in the form's first field.
 */
export function CrmPricing() {
  const { pricing, trialForm } = CRM_PAGE
  const { plan } = pricing
  const scrollToTrial = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const target = document.getElementById(trialForm.anchor)
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    target?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true })
  }
  return (
    <PageSection id={pricing.anchor} heading={pricing.heading} intro={pricing.intro}>
      <PriceCard
        badge={plan.isPopular ? pricing.popularBadge : undefined}
        name={plan.name}
        price={plan.priceDisplay}
        period={plan.period}
        className="mx-auto max-w-md"
      >
        <p className="text-brand-muted text-sm">{plan.vatNote}</p>
        <p className="mt-4 text-brand-muted">{plan.description}</p>
        <CheckList tone="plain" items={plan.features} className="mt-6 space-y-2 text-left" />
        <LinkButton
          href={`#${trialForm.anchor}`}
          size="lg"
          className="mt-8 w-full"
          onClick={scrollToTrial}
        >
          {plan.ctaLabel}
        </LinkButton>
      </PriceCard>
    </PageSection>
  )
}
