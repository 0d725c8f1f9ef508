import type { ReactNode } from 'react'
import { cn } from '../utils/cn'
import { describedByOf, FieldMessages } from './field'
import { RequiredMark } from './label'

/** One choice of a radio group or group of check boxes: the value posted and its words. */
export interface Choice {
  readonly value: string
  readonly label: string
}

/** The props of {@link ChoiceField}. */
export interface ChoiceFieldProps {
  /** The group's id: its first input's, so an error summary's link lands on the first choice. */
  id: string
  name: string
  /** Radio buttons (choose one) or check boxes (choose any). */
  kind: 'radio' | 'checkbox'
  /** The question, as the group's legend. */
  label: ReactNode
  options: readonly Choice[]
  required?: boolean | undefined
  hint?: ReactNode
  error?: string | undefined
  /** The values chosen when drawn: a refused post drawn again. */
  defaultValues?: readonly string[] | undefined
  /** Called when an option takes the focus. */
  onFocus?: (() => void) | undefined
  /** Called with the option's value when the visitor picks one. */
  onChange?: ((event: { target: { value: string } }) => void) | undefined
  fieldClassName?: string | undefined
}

/**
 * A radio group or a group of check boxes as GOV.UK draws them: a fieldset whose legend is the
 * question, the hint and the inline error tied to it with aria-describedby, each choice a native
 * input with its label beside it. Uncontrolled, so it posts without scripts; a required radio group
 * is required by the browser too (a group of check boxes by the definition only).
 * @example <ChoiceField id="contact-by" name="contactBy" kind="radio" label="How should we contact you?" options={[{ value: 'email', label: 'Email' }]} required />
 */
export function ChoiceField({
  id,
  name,
  kind,
  label,
  options,
  required,
  hint,
  error,
  defaultValues = [],
  onFocus,
  onChange,
  fieldClassName,
}: ChoiceFieldProps) {
  const describedBy = describedByOf(id, hint, error)
  return (
    <fieldset
      className={cn('flex flex-col gap-2', fieldClassName)}
      aria-describedby={describedBy || undefined}
    >
      <legend className="mb-1.5 font-semibold text-brand-text">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {options.map((option, index) => {
        const inputId = index === 0 ? id : `${id}-${index}`
        return (
          <label key={option.value} htmlFor={inputId} className="flex items-start gap-3">
            <input
              id={inputId}
              name={name}
              type={kind}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
              required={kind === 'radio' ? required : undefined}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-5 accent-brand-accent-text"
              onFocus={onFocus}
              onChange={onChange}
            />
            <span>{option.label}</span>
          </label>
        )
      })}
    </fieldset>
  )
}
