import { BOUTIQUE_PRICING_PAGE, VAT_SUFFIX } from '@hard-hat/content'
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
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { noteCalculatorStep } from '../../lib/measurement/calculator-steps'
import { useSubmission } from '../../lib/submissions'
import { useSchemaForm } from '../../lib/use-schema-form'
import { BuilderFrame } from './builder-frame'
import { FeatureStep } from './feature-step'
import { PackageStep } from './package-step'
import { SuccessStep } from './success-step'
import { SummaryStep } from './summary-step'
import { useCalculator } from './use-calculator'

const { calculatorQuote, getBasePackage, isFeatureAvailable } = hardHatPricing

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

/**
 * The four-step boutique quote builder as a whole, fetched on its first use (quote-builder.tsx draws
 * step 1 until then): it starts from the URL's quote when `isInUrl`, with `firstChoice` (the package
 * chosen while it loaded) already made. Its state lives in the URL when `isInUrl`.
 */
export function WholeQuoteBuilder({
  isInUrl,
  firstChoice,
}: {
  isInUrl: boolean
  firstChoice: HardHatBasePackageId | null
}) {
  const [state, dispatch] = useCalculator({ isInUrl, firstChoice })
  const form = useSchemaForm((forms) => forms.QuoteContactSchema, emptyContact)
  const submission = useSubmission((api) => api.submitBoutiqueQuote)
  const [failure, setFailure] = useState<string | null>(null)
  const [receipt, setReceipt] = useState<{
    reference: string
    total: number
    acknowledgement: string | undefined
  } | null>(null)
  const topRef = useRef<HTMLDivElement>(null)
  const quote = calculatorQuote(state)
  const copy = BOUTIQUE_PRICING_PAGE
  const stepContent = hardHatPricing.calculatorStep(state.step)

  const hasStepButtons = state.step > 1 && state.step < 5
  // The funnel of the site's own measurement (decision 037): each step reached, then the quote sent.
  // Steps run 1 to 4 before the quote is sent, so the text is always one of CALCULATOR_STEPS.
  const reached = (
    stepContent.kind === 'sent' ? 'sent' : String(Math.min(Math.max(state.step, 1), 4))
  ) as CalculatorStep
  useEffect(() => noteCalculatorStep(reached), [reached])
  // A package chosen while this code came: step 2 starts at the builder's top, as `move` does.
  const hasFirstChoice = firstChoice !== null
  useEffect(() => {
    if (hasFirstChoice) topRef.current?.scrollIntoView({ block: 'start', behavior: 'instant' })
  }, [hasFirstChoice])
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

  if (stepContent.kind === 'sent' && receipt) {
    return (
      <SuccessStep
        total={receipt.total}
        reference={receipt.reference}
        acknowledgement={receipt.acknowledgement}
      />
    )
  }

  return (
    <BuilderFrame
      step={state.step}
      topRef={topRef}
      back={
        hasStepButtons ? (
          <button
            type="button"
            disabled={state.isSubmitting}
            onClick={() => move({ type: 'back' })}
            className="h-11 shrink-0 rounded-md border-2 border-brand-ink px-4 font-semibold hover:bg-brand-ink hover:text-brand-paper disabled:opacity-60"
          >
            {copy.buttons.back}
          </button>
        ) : null
      }
      total={
        quote.kind === 'priced' ? (
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
          quote.message
        )
      }
      next={
        hasStepButtons && state.step < 4 ? (
          <button
            type="button"
            onClick={() => move({ type: 'continue' })}
            className="h-11 shrink-0 rounded-md bg-brand-accent px-4 font-semibold text-brand-ink hover:bg-brand-accent-strong"
          >
            {copy.buttons.continue}
          </button>
        ) : null
      }
    >
      {state.step === 1 ? (
        <PackageStep
          chosen={state.basePackage}
          isDisabled={false}
          onChoose={(basePackage) => move({ type: 'choosePackage', basePackage })}
        />
      ) : null}
      {stepContent.kind === 'group' ? (
        <FeatureStep
          step={state.step}
          basePackage={state.basePackage}
          selected={state.selected}
          onToggle={(feature) => dispatch({ type: 'toggleFeature', feature })}
        />
      ) : null}
      {stepContent.kind === 'summary' && quote.kind === 'priced' ? (
        <SummaryStep
          quote={quote}
          form={form}
          isSubmitting={state.isSubmitting}
          failure={failure}
          onSubmit={submit}
        />
      ) : null}
    </BuilderFrame>
  )
}
