import { PREMIUM_PACKAGE_PAGE } from '@hard-hat/content'
import { Badge, LinkButton, ProgressBar } from '@hard-hat/ui'
import { PageSection } from '../shared/page-section'

const Tick = () => (
  <span aria-hidden="true" className="font-bold text-brand-accent-text">
    ✓
  </span>
)

/** What is included (anchor details) and why trades choose it. */
export function PremiumDetails() {
  const { details, benefits } = PREMIUM_PACKAGE_PAGE
  return (
    <>
      <PageSection id={details.anchor} heading={details.heading}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {details.features.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-brand-border p-6">
              <h3 className="font-bold text-xl">{feature.title}</h3>
              <p className="mt-2 text-brand-muted">{feature.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="benefits" tone="soft" heading={benefits.heading}>
        <ul className="mx-auto grid max-w-3xl gap-3">
          {benefits.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg bg-brand-paper p-4 font-medium">
              <Tick />
              {item}
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}

/** The two ways to pay (anchor pricing) and the spots-left banner. */
export function PremiumPricing() {
  const { pricing, spotsBanner } = PREMIUM_PACKAGE_PAGE
  return (
    <PageSection id={pricing.anchor} heading={pricing.heading}>
      <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
        <div className="rounded-xl border-4 border-brand-accent p-8 text-center">
          <h3 className="font-bold text-xl">{pricing.oneTime.label}</h3>
          <p className="mt-4">
            <span className="sr-only">Was </span>
            <s className="text-brand-muted">{pricing.oneTime.wasPrice}</s>{' '}
            <span className="font-extrabold text-5xl">{pricing.oneTime.price}</span>
          </p>
          <p className="text-brand-muted">{pricing.oneTime.note}</p>
          <Badge className="mt-4">{pricing.oneTime.saving}</Badge>
        </div>
        <div className="rounded-xl border border-brand-border p-8 text-center">
          <h3 className="font-bold text-xl">{pricing.instalments.label}</h3>
          <p className="mt-4 font-extrabold text-5xl">{pricing.instalments.price}</p>
          <p className="text-brand-muted">{pricing.instalments.note}</p>
        </div>
      </div>
      <p className="mt-6 text-center text-brand-muted">{pricing.afterNote}</p>
      <div className="mx-auto mt-10 max-w-xl rounded-xl bg-brand-ink p-6 text-brand-paper">
        <h3 className="font-bold text-xl">{spotsBanner.heading}</h3>
        <p className="mt-2 text-brand-muted-inverse">{spotsBanner.text}</p>
        <ProgressBar
          className="mt-4 [&_span]:text-brand-muted-inverse"
          value={spotsBanner.progressPercent}
          label={spotsBanner.progressLabel}
        />
      </div>
      <div className="mt-8 text-center">
        <LinkButton href={pricing.cta.href} size="lg">
          {pricing.cta.label}
        </LinkButton>
      </div>
    </PageSection>
  )
}
