// Apart from field.tsx: a page that draws a label of its own (a search box) loads this, not the
// whole field.
import type { ComponentProps } from 'react'
import { cn } from '../utils/cn'

/** The asterisk of a required field, and "required" for screen readers. */
export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="text-brand-danger">
        {' *'}
      </span>
      <span className="sr-only"> (required)</span>
    </>
  )
}

/** A field's label; a required field shows an asterisk and says "required" to screen readers. */
export function Label({
  className,
  children,
  required,
  ...props
}: ComponentProps<'label'> & { required?: boolean | undefined }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor comes in through props
    <label className={cn('font-semibold text-brand-text', className)} {...props}>
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  )
}
