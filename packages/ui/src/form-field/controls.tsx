import type { ComponentProps } from 'react'
import { cn } from '../utils/cn'

const controlClass =
  'w-full rounded-md border-2 border-brand-muted bg-brand-paper px-3 py-2 text-base text-brand-text placeholder:text-brand-muted focus-visible:border-brand-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent aria-[invalid=true]:border-brand-danger'

/** A text input in the theme; aria-invalid gives it the error border. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-11', className)} {...props} />
}

/** A multi-line text input. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(controlClass, className)} {...props} />
}

/** An option of a select. */
export type SelectOption = { value: string; label: string } | string

/** A native select whose first, empty option is the placeholder (a required select rejects it). */
export function Select({
  className,
  options,
  placeholder,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[]
  placeholder?: string
}) {
  return (
    <select className={cn(controlClass, 'h-11', className)} {...props}>
      {placeholder === undefined ? null : (
        <option value="" disabled={props.required}>
          {placeholder}
        </option>
      )}
      {options.map((option) => {
        const { value, label } =
          typeof option === 'string' ? { value: option, label: option } : option
        return (
          <option key={value} value={value}>
            {label}
          </option>
        )
      })}
    </select>
  )
}
