import { BOUTIQUE_PRICING_PAGE, VAT_SUFFIX } from '@hard-hat/content'
import { formatGBP, type HardHatBasePackageId, hardHatCatalogue } from '@hard-hat/pricing'

/**
 * Step 1: the three base packages; choosing one moves to step 2. Disabled until hydrated, when the
 * note below them says the calculator needs scripts (P-scripts-after-first-paint).
 */
export function PackageStep({
  chosen,
  onChoose,
  isDisabled,
}: {
  chosen: HardHatBasePackageId | null
  onChoose: (id: HardHatBasePackageId) => void
  isDisabled: boolean
}) {
  const copy = BOUTIQUE_PRICING_PAGE
  const [step] = copy.steps
  return (
    <fieldset>
      <legend className="font-bold text-2xl">{step.title}</legend>
      <p className="mt-1 text-brand-muted">{step.intro}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {hardHatCatalogue.basePackages.map((basePackage) => (
          <button
            key={basePackage.id}
            type="button"
            aria-pressed={chosen === basePackage.id}
            disabled={isDisabled}
            onClick={() => onChoose(basePackage.id)}
            className="relative flex flex-col gap-2 rounded-xl border-2 border-brand-border bg-brand-paper p-6 text-left transition-colors hover:border-brand-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent disabled:cursor-not-allowed disabled:opacity-70 aria-pressed:border-brand-accent"
          >
            {basePackage.popular ? (
              <span className="absolute -top-3 left-6 rounded-full bg-brand-accent px-3 py-0.5 font-bold text-brand-ink text-xs">
                {copy.mostPopular}
              </span>
            ) : null}
            <span className="font-bold text-lg">{basePackage.name}</span>
            <span>
              <span className="font-extrabold text-3xl">{formatGBP(basePackage.price)}</span>{' '}
              <span className="text-brand-muted text-sm">{VAT_SUFFIX}</span>
            </span>
            <span className="font-semibold text-sm">{copy.pagesLabel(basePackage.pages)}</span>
            <span className="text-brand-muted text-sm">{basePackage.description}</span>
            <span className="mt-2 font-semibold text-brand-accent-text">{copy.choosePackage}</span>
          </button>
        ))}
      </div>
    </fieldset>
  )
}
