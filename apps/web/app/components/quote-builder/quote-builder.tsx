import { BOUTIQUE_PRICING_PAGE, quoteStepLabel, VAT_SUFFIX } from '@hard-hat/content'
import { acknowledgementSentWords, buildBoutiqueQuotePayload } from '@hard-hat/forms'
import {
  formatGBP,
  type HardHatBasePackageId,
  type HardHatFeatureId,
  hardHatPricing,
  type PricedQuote,
  toPounds,
} from '@hard-hat/pricing'
import { ProgressBar } from '@hard-hat/ui'
import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useSubmission } from '../../lib/submissions'
import { useHydrated } from '../../lib/use-hydrated'
import { useSchemaForm } from '../../lib/use-schema-form'
import { PackageStep } from './package-step'
import { useCalculator } from './use-calculator'
import { useLaterSteps } from './use-later-steps'

const {
  calculatorQuote,
  calculatorStepCount,
  getBasePackage,
  isFeatureAvailable,
  progressFraction,
} = hardHatPricing

const emptyContact = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  projectDetails: '',
}

/** The boutique quote's wire format (spec 000 §3): pounds, every available feature with its flag. */
function toBoutiqueQuote(
  quote: PricedQuote<HardHatBasePackageId, HardHatFeatureId>,
  contactInfo: typeof emptyContact,
) {
  const basePackage = getBasePackage(quote.basePackage)
  return buildBoutiqueQuotePayload({
    basePackage: {
      name: basePackage.name,
      price: toPounds(basePackage.price),
      pages: basePackage.pages,
    },
    selectedFeatures: hardHatPricing.catalogue.features
      .filter((feature) => isFeatureAvailable(quote.basePackage, feature.id))
      .map((feature) => ({
        key: feature.id,
        selected: quote.features.includes(feature.id),
        price: toPounds(feature.price),
        name: feature.name,
      })),
    total: toPounds(quote.total),
    contactInfo,
    now: new Date(),
  })
}

/** The four-step boutique quote builder; its state lives in the URL when `isInUrl`. */
export function QuoteBuilder({ isInUrl = false }: { isInUrl?: boolean }) {
  const [state, dispatch] = useCalculator({ isInUrl })
  const form = useSchemaForm((forms) => forms.QuoteContactSchema, emptyContact)
  const submission = useSubmission((api) => api.submitBoutiqueQuote)
  const [failure, setFailure] = useState<string | null>(null)
  const [receipt, setReceipt] = useState<{
    reference: string
    total: number
    acknowledgement: string | undefined
  } | null>(null)
  const topRef = useRef<HTMLDivElement>(null)
  const later = useLaterSteps()
  const isHydrated = useHydrated()
  const quote = calculatorQuote(state)
  const copy = BOUTIQUE_PRICING_PAGE
  const stepContent = hardHatPricing.calculatorStep(state.step)
  const stepLabel = quoteStepLabel(Math.min(state.step, calculatorStepCount))

  const move = (action: Parameters<typeof dispatch>[0]) => {
    dispatch(action)
    topRef.current?.scrollIntoView({ block: 'start' })
  }

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit((contactInfo) => {
      if (quote.kind !== 'priced') return
      setFailure(null)
      dispatch({ type: 'submitStart' })
      submission.mutate(toBoutiqueQuote(quote, contactInfo), {
        onSuccess: (stored) => {
          setReceipt({
            reference: stored.reference,
            total: quote.total,
            acknowledgement: stored.acknowledgementSent
              ? acknowledgementSentWords(contactInfo.email.trim().toLowerCase())
              : undefined,
          })
          form.reset()
          dispatch({ type: 'submitSuccess' })
        },
        onError: (error) => {
          console.warn('Boutique quote submission failed:', error.message)
          dispatch({ type: 'submitFailure' })
          if (error.kind === 'validation') {
            form.showErrors(error.fields)
          }
          setFailure(copy.error)
        },
      })
    })(event)

  // Steps 2–5 arrive right after hydration; until then (or if they could not load) a status line.
  const steps = later.steps
  const pending = (
    <p role="status" className="py-16 text-center text-brand-muted">
      {later.failed ? (
        <>
          {copy.stepLoadFailed}{' '}
          <button type="button" onClick={later.retry} className="font-semibold underline">
            {copy.buttons.retry}
          </button>
        </>
      ) : (
        copy.stepLoading
      )}
    </p>
  )

  if (stepContent.kind === 'sent' && receipt) {
    return steps ? (
      <steps.SuccessStep
        total={receipt.total}
        reference={receipt.reference}
        acknowledgement={receipt.acknowledgement}
      />
    ) : (
      pending
    )
  }

  return (
    <div ref={topRef} className="scroll-mt-24">
      <div className="flex flex-col gap-4 rounded-xl border border-brand-border bg-brand-paper p-4 sm:flex-row sm:items-end sm:justify-between">
        <ProgressBar
          className="flex-1"
          value={progressFraction(state.step) * calculatorStepCount}
          max={calculatorStepCount}
          label={stepLabel}
        />
        <p aria-live="polite" className="text-right">
          <span className="block text-brand-muted text-sm">{copy.runningTotal}</span>
          {quote.kind === 'priced' ? (
            <>
              <span data-testid="running-total" className="font-extrabold text-2xl">
                {formatGBP(quote.total)}
              </span>{' '}
              <span className="text-brand-muted text-sm">
                {VAT_SUFFIX} ({copy.summary.totalIncVat}: {formatGBP(quote.totalIncludingVat)})
              </span>
            </>
          ) : (
            <span className="text-brand-muted">{quote.message}</span>
          )}
        </p>
      </div>
      <div className="mt-8">
        {state.step === 1 ? (
          <PackageStep
            chosen={state.basePackage}
            isDisabled={!isHydrated}
            onChoose={(basePackage) => move({ type: 'choosePackage', basePackage })}
          />
        ) : null}
        {/* Until hydration; below step 1, so nothing above it moves when it goes. */}
        {state.step === 1 && !isHydrated ? (
          <p className="mt-6 rounded-md bg-brand-paper-soft p-4 text-brand-text">
            {copy.needsScripts.text}{' '}
            <Link to={copy.needsScripts.href} className="font-semibold underline">
              {copy.needsScripts.linkLabel}
            </Link>
            .
          </p>
        ) : null}
        {state.step > 1 && !steps ? pending : null}
        {steps && stepContent.kind === 'group' ? (
          <steps.FeatureStep
            step={state.step}
            basePackage={state.basePackage}
            selected={state.selected}
            onToggle={(feature) => dispatch({ type: 'toggleFeature', feature })}
          />
        ) : null}
        {steps && stepContent.kind === 'summary' && quote.kind === 'priced' ? (
          <steps.SummaryStep
            quote={quote}
            form={form}
            isSubmitting={state.isSubmitting}
            failure={failure}
            onSubmit={submit}
          />
        ) : null}
      </div>
      {state.step > 1 && state.step < 5 ? (
        <div className="mt-8 flex justify-between gap-4">
          <button
            type="button"
            disabled={state.isSubmitting}
            onClick={() => move({ type: 'back' })}
            className="h-11 rounded-md border-2 border-brand-ink px-5 font-semibold hover:bg-brand-ink hover:text-brand-paper disabled:opacity-60"
          >
            {copy.buttons.back}
          </button>
          {state.step < 4 ? (
            <button
              type="button"
              onClick={() => move({ type: 'continue' })}
              className="h-11 rounded-md bg-brand-accent px-5 font-semibold text-brand-ink hover:bg-brand-accent-strong"
            >
              {copy.buttons.continue}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
