import { type ComponentProps, useEffect, useId, useRef } from 'react'
import { cn } from '../utils/cn'

/** One problem: the id of the field at fault and the message shown beside it. */
export type FieldProblem = { fieldId: string; message: string }

/**
 * The GOV.UK error summary: "There is a problem", focused when shown, linking to each field.
 * Renders nothing when there are no errors.
 * @example
 * <ErrorSummary errors={[{ fieldId: 'email', message: 'Enter an email address' }]} />
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & { errors: readonly FieldProblem[]; title?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const hasErrors = errors.length > 0

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new set of errors (a resubmit) must take focus again
  useEffect(() => {
    if (hasErrors) ref.current?.focus()
  }, [hasErrors, errors])

  if (!hasErrors) return null

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={cn(
        'rounded-md border-4 border-brand-danger bg-brand-paper p-5 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-amber',
        className,
      )}
      {...props}
    >
      <div role="alert">
        <h2 id={titleId} className="font-bold text-brand-text text-xl">
          {title}
        </h2>
        <ul className="mt-3 flex flex-col gap-1">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                className="font-semibold text-brand-danger underline"
                onClick={(event) => {
                  const field = document.getElementById(error.fieldId)
                  if (!field) return
                  event.preventDefault()
                  field.focus()
                  const label = document.querySelector(`label[for="${error.fieldId}"]`)
                  ;(label ?? field).scrollIntoView?.({ block: 'center' })
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
