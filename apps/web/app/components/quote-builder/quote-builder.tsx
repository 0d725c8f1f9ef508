import { BOUTIQUE_PRICING_PAGE, quoteStepLabel, VAT_SUFFIX } from '@hard-hat/content'
import {
  acknowledgementSentWords,
  buildBoutiqueQuotePayload,
  type CalculatorStep,
} from '@hard-hat/forms'
import {
  formatGBP,
  type HardHatBasePackageId,
  type HardHatFeatureId,
  hardHatPricing,
  type PricedQuote,
  toPounds,
} from '@hard-hat/pricing'
import { ProgressBar } from '@hard-hat/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { noteCalculatorStep } from '../../lib/measurement/calculator-steps'
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

  const hasStepButtons = state.step > 1 && state.step < 5
  // The funnel of the site's own measurement (decision 037): each step reached, then the quote sent.
  // Steps run 1 to 4 before the quote is sent, so the text is always one of CALCULATOR_STEPS.
  const reached = (
    stepContent.kind === 'sent' ? 'sent' : String(Math.min(Math.max(state.step, 1), 4))
  ) as CalculatorStep
  useEffect(() => noteCalculatorStep(reached), [reached])
  // The new step starts at the builder's top, at once: a smooth scroll (the page's default) moved
  // the sticky bar under a finger already pressing Back again, and that press went to the bar.
  const move = (action: Parameters<typeof dispatch>[0]) => {
    dispatch(action)
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'instant' })
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
      <div className="rounded-xl border border-brand-border bg-brand-paper p-4">
        <ProgressBar
          value={progressFraction(state.step) * calculatorStepCount}
          max={calculatorStepCount}
          label={stepLabel}
        />
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
      {/* The running total and the step buttons in one bar that stays at the foot of the screen
          while the calculator is in view, so the total is never out of sight when Continue is;
          Back and Continue keep their places on every step. */}
      <div
        data-calculator-bar=""
        className="sticky bottom-0 z-30 -mx-4 mt-8 flex items-center gap-3 border-brand-border border-t bg-brand-paper px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.12)] sm:mx-0 sm:rounded-xl sm:border"
      >
        {hasStepButtons ? (
          <button
            type="button"
            disabled={state.isSubmitting}
            onClick={() => move({ type: 'back' })}
            className="h-11 shrink-0 rounded-md border-2 border-brand-ink px-4 font-semibold hover:bg-brand-ink hover:text-brand-paper disabled:opacity-60"
          >
            {copy.buttons.back}
          </button>
        ) : null}
        <p aria-live="polite" className="min-w-0 flex-1 leading-tight">
          <span className="block text-brand-muted text-sm">{copy.runningTotal}</span>
          {quote.kind === 'priced' ? (
            <>
              <span data-testid="running-total" className="font-extrabold text-xl sm:text-2xl">
                {formatGBP(quote.total)}
              </span>{' '}
              <span className="text-brand-muted text-sm">{VAT_SUFFIX}</span>
              <span className="block text-brand-muted text-sm">
                {copy.summary.totalIncVat}: {formatGBP(quote.totalIncludingVat)}
              </span>
            </>
          ) : (
            <span className="text-brand-muted">{quote.message}</span>
          )}
        </p>
        {hasStepButtons && state.step < 4 ? (
          <button
            type="button"
            onClick={() => move({ type: 'continue' })}
            className="h-11 shrink-0 rounded-md bg-brand-accent px-4 font-semibold text-brand-ink hover:bg-brand-accent-strong"
          >
            {copy.buttons.continue}
          </button>
        ) : null}
      </div>
    </div>
  )
}
