import { BOUTIQUE_PRICING_PAGE, VAT_SUFFIX } from '@hard-hat/content'
import { REFERENCE_LABEL } from '@hard-hat/forms'
import { formatGBP } from '@hard-hat/pricing'
import { LinkButton, Receipt } from '@hard-hat/ui'

/** Step 5: the quote is stored; the total, the reference and where to go next. */
export function SuccessStep({
  total,
  reference,
  acknowledgement,
}: {
  total: number
  reference: string
  /** Where the acknowledgement email went ("We've sent a confirmation to …"), when one did. */
  acknowledgement?: string | undefined
}) {
  const { success } = BOUTIQUE_PRICING_PAGE
  const [consultation, home] = success.links
  return (
    <div
      role="status"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-brand-border bg-brand-paper p-8 text-center"
    >
      <h2 className="font-extrabold text-3xl">{success.heading}</h2>
      <p className="text-brand-muted">{success.text}</p>
      <p className="font-bold text-xl">
        {success.totalLabel}: <span data-testid="success-total">{formatGBP(total)}</span>{' '}
        {VAT_SUFFIX}
      </p>
      <Receipt reference={reference} label={REFERENCE_LABEL} />
      {acknowledgement ? <p data-testid="acknowledgement">{acknowledgement}</p> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-4">
        <LinkButton href={consultation.href}>{consultation.label}</LinkButton>
        <LinkButton href={home.href} variant="secondary">
          {home.label}
        </LinkButton>
      </div>
    </div>
  )
}
