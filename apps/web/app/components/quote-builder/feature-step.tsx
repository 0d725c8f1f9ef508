import { BOUTIQUE_PRICING_PAGE, VAT_SUFFIX } from '@hard-hat/content'
import {
  formatGBP,
  type HardHatBasePackageId,
  type HardHatFeatureId,
  type HardHatGroupId,
  hardHatPricing,
} from '@hard-hat/pricing'

/** A feature step (one per catalogue group): its features as toggles (Unlimited Pages hides Service Areas Page). */
export function FeatureStep({
  step,
  basePackage,
  selected,
  onToggle,
}: {
  step: number
  basePackage: HardHatBasePackageId | null
  selected: readonly HardHatFeatureId[]
  onToggle: (feature: HardHatFeatureId) => void
}) {
  const content = hardHatPricing.calculatorStep(step)
  const features =
    content.kind === 'group'
      ? hardHatPricing.availableFeatures(basePackage, content.group.id as HardHatGroupId)
      : []
  return (
    <fieldset>
      <legend className="font-bold text-2xl">{BOUTIQUE_PRICING_PAGE.steps[step - 1]?.title}</legend>
      <p className="mt-1 text-brand-muted">{BOUTIQUE_PRICING_PAGE.steps[step - 1]?.intro}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {features.map((feature) => {
          const isSelected = selected.includes(feature.id)
          return (
            <label
              key={feature.id}
              data-feature={feature.id}
              className="flex cursor-pointer gap-4 rounded-xl border-2 border-brand-border bg-brand-paper p-5 transition-colors hover:border-brand-accent has-checked:border-brand-accent has-focus-visible:ring-2 has-focus-visible:ring-brand-accent"
            >
              <input
                type="checkbox"
                checked={isSelected}
                onChange={() => onToggle(feature.id)}
                className="mt-1 size-5 accent-brand-accent-text"
              />
              <span className="flex flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-bold">{feature.name}</span>
                  <span className="font-bold text-brand-accent-text">
                    +{formatGBP(feature.price)} {VAT_SUFFIX}
                  </span>
                </span>
                <span className="text-brand-muted text-sm">{feature.description}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
