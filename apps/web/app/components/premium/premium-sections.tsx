import { PREMIUM_PACKAGE_PAGE, type premiumSlotsWords } from '@hard-hat/content'
import { Badge, CardGrid, CheckList, LinkButton, PriceCard, ProgressBar } from '@hard-hat/ui'
import { PageSection } from '../shared/page-section'

/** What is included (anchor details) and why trades choose it. */
export function PremiumDetails() {
  const { details, benefits } = PREMIUM_PACKAGE_PAGE
  return (
    <>
      <PageSection id={details.anchor} heading={details.heading}>
        <CardGrid items={details.features} className="md:grid-cols-2 lg:grid-cols-3" />
      </PageSection>
      <PageSection id="benefits" tone="soft" heading={benefits.heading}>
        <CheckList items={benefits.items} className="mx-auto max-w-3xl" />
      </PageSection>
    </>
  )
}

/**
 * The two ways to pay (anchor pricing) and the spots-left banner, from the places-left claim: no
 * number and no progress bar while it is hidden (decision 044).
 */
export function PremiumPricing({
  slots,
}: {
  readonly slots: ReturnType<typeof premiumSlotsWords>
}) {
  const { pricing } = PREMIUM_PACKAGE_PAGE
  return (
    <PageSection id={pricing.anchor} heading={pricing.heading}>
      <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
        <PriceCard
          size="md"
          name={pricing.oneTime.label}
          was={pricing.oneTime.wasPrice}
          wasLabel="Was"
          price={pricing.oneTime.price}
        >
          <p className="text-brand-muted">{pricing.oneTime.note}</p>
          <Badge className="mt-4">{pricing.oneTime.saving}</Badge>
        </PriceCard>
        <PriceCard
          size="md"
          isFeatured={false}
          name={pricing.instalments.label}
          price={pricing.instalments.price}
        >
          <p className="text-brand-muted">{pricing.instalments.note}</p>
        </PriceCard>
      </div>
      <p className="mt-6 text-center text-brand-muted">{pricing.afterNote}</p>
      <div className="mx-auto mt-10 max-w-xl rounded-xl bg-brand-ink p-6 text-brand-paper">
        <h3 className="font-bold text-xl">{slots.heading}</h3>
        <p className="mt-2 text-brand-muted-inverse">{slots.text}</p>
        {slots.progress ? (
          <ProgressBar
            className="mt-4 [&_span]:text-brand-muted-inverse"
            value={slots.progress.percent}
            label={slots.progress.label}
          />
        ) : null}
      </div>
      <div className="mt-8 text-center">
        <LinkButton href={pricing.cta.href} size="lg">
          {pricing.cta.label}
        </LinkButton>
      </div>
    </PageSection>
  )
}
