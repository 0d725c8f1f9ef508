import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../utils/cn'
import { describedByOf, errorId, hintId } from './field'
import { RequiredMark } from './label'

/**
 * A check box with its label beside it (GOV.UK: the box first, then the words), an optional hint
 * and the inline error above, tied with aria-describedby and aria-invalid. Uncontrolled: it posts
 * its `value` (default "true") when ticked and nothing when not, as a form without scripts does.
 * @example <CheckboxField id="permission" name="hasPermission" label="I have their permission" required />
 */
export function CheckboxField({
  id,
  label,
  required,
  hint,
  error,
  fieldClassName,
  value = 'true',
  ...props
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  fieldClassName?: string | undefined
}) {
  const describedBy = describedByOf(id, hint, error)
  return (
    <div className={cn('flex flex-col gap-1.5', fieldClassName)}>
      {error ? (
        <p id={errorId(id)} className="font-semibold text-brand-danger text-sm">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <label htmlFor={id} className="flex items-start gap-3">
        <input
          id={id}
          name={id}
          type="checkbox"
          value={value}
          required={required}
          className="mt-1 size-5 accent-brand-accent-text"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...props}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      {hint ? (
        <p id={hintId(id)} className="text-brand-muted text-sm">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
