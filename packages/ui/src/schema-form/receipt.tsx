/** The short reference of a stored submission, for the visitor to quote. */
export function Receipt({ reference, label = 'Reference' }: { reference: string; label?: string }) {
  return (
    <p className="font-semibold">
      {label}:{' '}
      <span data-testid="reference" className="font-mono">
        {reference}
      </span>
    </p>
  )
}
