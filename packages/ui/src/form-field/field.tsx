import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../utils/cn'
import { Input, Select, type SelectOption, Textarea } from './controls'
import { Label } from './label'

/** Ids of a field's hint and error, for aria-describedby. */
export const hintId = (fieldId: string) => `${fieldId}-hint`
/** The id of a field's error message. */
export const errorId = (fieldId: string) => `${fieldId}-error`

/** The ids a control's aria-describedby lists: its hint, then its error ('' for neither). */
export function describedByOf(id: string, hint: ReactNode, error: string | undefined): string {
  return [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ')
}

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string
  required?: boolean | undefined
  'aria-invalid'?: true | undefined
  'aria-describedby'?: string | undefined
}

/** Props of {@link Field}: the field's id, label, hint and error, and a function drawing its control. */
export type FieldProps = {
  id: string
  label: ReactNode
  required?: boolean | undefined
  hint?: ReactNode
  /** The inline error message, in the same words as the error summary. */
  error?: string | undefined
  className?: string | undefined
  /** Draws the control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

/** A field's hint and its error, with the ids its control is described by. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string
  hint?: ReactNode
  error?: string | undefined
}) {
  return (
    <>
      {hint ? (
        <p id={hintId(id)} className="text-brand-muted text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="font-semibold text-brand-danger text-sm">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  )
}

/**
 * A label, optional hint, inline error and control, tied with aria-describedby and aria-invalid
 * (GOV.UK pattern: the error is plain text, not an alert).
 * @example
 * <Field id="email" label="Email" required error={errors.email}>{(control) => <Input type="email" {...control} />}</Field>
 */
export function Field({ id, label, required, hint, error, className, children }: FieldProps) {
  const describedBy = describedByOf(id, hint, error)
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <FieldMessages id={id} hint={hint} error={error} />
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
    </div>
  )
}

type FieldOwnProps = Omit<FieldProps, 'children' | 'className'> & { fieldClassName?: string }

/** A labelled text input with hint and error. */
export function TextField({
  id,
  label,
  required,
  hint,
  error,
  fieldClassName,
  ...props
}: FieldOwnProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field {...{ id, label, required, hint, error }} className={fieldClassName}>
      {(control) => <Input name={id} {...props} {...control} />}
    </Field>
  )
}

/** A labelled multi-line input with hint and error. */
export function TextareaField({
  id,
  label,
  required,
  hint,
  error,
  fieldClassName,
  ...props
}: FieldOwnProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <Field {...{ id, label, required, hint, error }} className={fieldClassName}>
      {(control) => <Textarea name={id} {...props} {...control} />}
    </Field>
  )
}

/** A labelled select with a placeholder option, hint and error. */
export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  fieldClassName,
  ...props
}: FieldOwnProps &
  Omit<ComponentProps<'select'>, 'id' | 'children'> & {
    options: readonly SelectOption[]
    placeholder?: string
  }) {
  return (
    <Field {...{ id, label, required, hint, error }} className={fieldClassName}>
      {(control) => <Select name={id} {...props} {...control} />}
    </Field>
  )
}
