import { BOUTIQUE_PRICING_PAGE, VAT_SUFFIX } from '@hard-hat/content'
import { REFERENCE_LABEL } from '@hard-hat/forms'
import { formatGBP } from '@hard-hat/pricing'
import { LinkButton, Receipt } from '@hard-hat/ui'
import { useEffect, useRef } from 'react'

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
  const headingRef = useRef<HTMLHeadingElement>(null)
  // "Send My Quote" sits at the foot of a long step: the confirmation replaces the step above the
  // visitor's viewport, so it is brought into view and takes focus (its heading is read out).
  useEffect(() => {
    const heading = headingRef.current
    heading?.focus({ preventScroll: true })
    heading?.closest('[role="status"]')?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <div
      role="status"
      className="mx-auto flex scroll-mt-24 max-w-xl flex-col items-center gap-4 rounded-xl border border-brand-border bg-brand-paper p-8 text-center"
    >
      <h2 ref={headingRef} tabIndex={-1} className="font-extrabold text-3xl focus:outline-none">
        {success.heading}
      </h2>
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
