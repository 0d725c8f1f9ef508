import { BOUTIQUE_PRICING_PAGE } from '@hard-hat/content'
import {
  BOUTIQUE_QUOTE_FORM,
  ERROR_SUMMARY_TITLE,
  type QuoteContactInput,
  type QuoteContactSchema,
} from '@hard-hat/forms'
import { formatGBP, type PricedQuote } from '@hard-hat/pricing'
import { ErrorSummary, FormFields } from '@hard-hat/ui'
import type { useSchemaForm } from '../../lib/use-schema-form'
import { PrivacyLine } from '../form/privacy-line'

/** The contact form's state, owned by the builder so it survives Back and a failed send. */
export type QuoteContactForm = ReturnType<typeof useSchemaForm<typeof QuoteContactSchema>>

/** Step 4: the quote's lines and totals, then the contact form that sends it. */
export function SummaryStep({
  quote,
  form,
  isSubmitting,
  failure,
  onSubmit,
}: {
  quote: PricedQuote
  form: QuoteContactForm
  isSubmitting: boolean
  failure: string | null
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}) {
  const { steps, summary, contactForm, buttons } = BOUTIQUE_PRICING_PAGE
  const { fields } = contactForm
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="quote-summary-title" className="rounded-xl bg-brand-paper-soft p-6">
        <h2 id="quote-summary-title" className="font-bold text-2xl">
          {steps[3].title}
        </h2>
        <p className="mt-1 text-brand-muted">{steps[3].intro}</p>
        <ul className="mt-4 divide-y divide-brand-border">
          {quote.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-2">
              <span>{line.name}</span>
              <span className="font-semibold">{formatGBP(line.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 border-brand-ink border-t-2 pt-4">
          <div className="flex justify-between font-bold text-lg">
            <dt>{summary.totalExVat}</dt>
            <dd data-testid="summary-total">{formatGBP(quote.total)}</dd>
          </div>
          <div className="flex justify-between text-brand-muted">
            <dt>{summary.vat}</dt>
            <dd>{formatGBP(quote.vat)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>{summary.totalIncVat}</dt>
            <dd>{formatGBP(quote.totalIncludingVat)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-brand-muted text-sm">{summary.vatNote}</p>
      </section>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label="Your details"
      >
        <h2 className="font-bold text-2xl">{contactForm.heading}</h2>
        <p className="text-brand-muted text-sm">{contactForm.requiredNote}</p>
        <ErrorSummary title={ERROR_SUMMARY_TITLE} errors={form.summary} />
        {failure ? (
          <p
            role="alert"
            className="rounded-md bg-brand-danger-soft p-4 font-semibold text-brand-danger"
          >
            {failure}
          </p>
        ) : null}
        <FormFields
          groups={BOUTIQUE_QUOTE_FORM.groups}
          words={fields}
          // The forms package's tests hold these fields to QuoteContactSchema's names.
          bind={(name) => form.field(name as keyof QuoteContactInput)}
        />
        <PrivacyLine />
        <button
          type="submit"
          disabled={isSubmitting}
          className="h-12 rounded-md bg-brand-accent px-6 font-bold text-brand-ink hover:bg-brand-accent-strong disabled:opacity-60"
        >
          {isSubmitting ? buttons.submitting : buttons.submit}
        </button>
      </form>
    </div>
  )
}
