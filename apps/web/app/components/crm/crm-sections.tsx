import { CRM_PAGE } from '@hard-hat/content'
import { Badge, LinkButton } from '@hard-hat/ui'
import type { MouseEvent } from 'react'
import { PageSection } from '../shared/page-section'

/** The six-feature grid (anchor features). */
export function CrmFeatures() {
  const { features } = CRM_PAGE
  return (
    <PageSection id={features.anchor} heading={features.heading} intro={features.intro}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {features.items.map((feature) => (
          <li key={feature.id} className="rounded-xl border border-brand-border p-6">
            <h3 className="font-bold text-xl">{feature.title}</h3>
            <p className="mt-2 text-brand-muted">{feature.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

/** Three sample testimonials, marked as samples. */
export function CrmTestimonials() {
  const { testimonials } = CRM_PAGE
  return (
    <PageSection id="testimonials" tone="soft" heading={testimonials.heading}>
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.items.map((item) => (
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
      <div className="mx-auto max-w-md rounded-xl border-4 border-brand-accent p-8 text-center">
        {plan.isPopular ? <Badge>{pricing.popularBadge}</Badge> : null}
        <h3 className="mt-4 font-bold text-2xl">{plan.name}</h3>
        <p className="mt-4">
          <span className="font-extrabold text-5xl">{plan.priceDisplay}</span>
          <span className="text-brand-muted"> / {plan.period}</span>
        </p>
        <p className="text-brand-muted text-sm">{plan.vatNote}</p>
        <p className="mt-4 text-brand-muted">{plan.description}</p>
        <ul className="mt-6 space-y-2 text-left">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <span aria-hidden="true" className="font-bold text-brand-accent-text">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
        <LinkButton
          href={`#${trialForm.anchor}`}
          size="lg"
          className="mt-8 w-full"
          onClick={scrollToTrial}
        >
          {plan.ctaLabel}
        </LinkButton>
      </div>
    </PageSection>
  )
}
