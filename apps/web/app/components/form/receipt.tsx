import { REFERENCE_LABEL } from '@hard-hat/forms'

/** The short reference of a stored submission, for the visitor to quote (P-receipt-for-every-lead). */
export function Receipt({ reference }: { reference: string }) {
  return (
    <p className="font-semibold">
      {REFERENCE_LABEL}:{' '}
      <span data-testid="reference" className="font-mono">
        {reference}
      </span>
    </p>
  )
}
