import { type FieldErrors, NETWORK_ERROR_MESSAGE } from '@hard-hat/forms'
import { toast, useFieldErrors, valuesOfForm } from '@hard-hat/ui'
import { type FormEvent, useCallback, useMemo, useRef } from 'react'
import type * as z from 'zod/mini'
import { type FormRuntime, loadFormRuntime, preloadFormRuntime } from './load-form-runtime'

type Values<Schema extends z.ZodMiniObject> = Record<keyof z.input<Schema> & string, string>

/** Picks a form's schema out of the lazily loaded forms runtime. */
export type SchemaOf<Schema extends z.ZodMiniObject> = (forms: FormRuntime) => Schema

/**
 * The quote builder's contact step, which `SchemaForm` does not draw (it is a step of a bigger
 * form): the same field errors and error summary as `SchemaForm` (`useFieldErrors` of
 * `@hard-hat/ui`), checked with the forms package's `validateForm`. The fields are uncontrolled:
 * the browser holds their values and a send reads them with FormData; what was typed is also kept
 * here, so a step that unmounts (the calculator's Back) comes back with it. The schemas (and zod)
 * load when a field is first focused, or at the latest on send.
 * @example const form = useSchemaForm((forms) => forms.QuoteContactSchema, empty)
 */
export function useSchemaForm<Schema extends z.ZodMiniObject>(
  schemaOf: SchemaOf<Schema>,
  initialValues: Values<Schema>,
) {
  const { errors, summary, fieldId, showErrors, clearError } = useFieldErrors()
  const formRef = useRef<HTMLFormElement | null>(null)
  const draft = useRef<Partial<Record<string, string>>>({})
  const names = useMemo(
    () => Object.keys(initialValues) as (keyof Values<Schema> & string)[],
    [initialValues],
  )

  /** Props for an input, select or textarea of the form. */
  const field = (name: keyof Values<Schema> & string) => ({
    id: fieldId(name),
    name,
    defaultValue: draft.current[name] ?? initialValues[name],
    error: errors[name],
    onFocus: preloadFormRuntime,
    onChange: (event: { target: { value: string } }) => {
      draft.current[name] = event.target.value
      clearError(name)
    },
  })

  /**
   * Reads the fields from the page, validates, then calls `onValid` with the parsed data and the
   * forms runtime (its payload builders and API client); otherwise shows the errors and calls
   * `onInvalid` with them and the values read. When the runtime cannot load, a toast says so.
   */
  const handleSubmit =
    (
      onValid: (data: z.infer<Schema>, forms: FormRuntime) => void,
      onInvalid?: (errors: FieldErrors, values: Values<Schema>) => void,
    ) =>
    async (event: FormEvent<HTMLFormElement>): Promise<void> => {
      event.preventDefault()
      const form = event.currentTarget
      formRef.current = form
      const values = valuesOfForm(form, names)
      let forms: FormRuntime
      try {
        forms = await loadFormRuntime()
      } catch {
        toast({ variant: 'destructive', description: NETWORK_ERROR_MESSAGE })
        return
      }
      const result = forms.validateForm(schemaOf(forms), values)
      if (!result.ok) {
        showErrors(result.fields)
        onInvalid?.(result.fields, values)
        return
      }
      showErrors({})
      onValid(result.data, forms)
    }

  /** Empties the fields (after a stored submission) and clears the errors. */
  const reset = useCallback(() => {
    formRef.current?.reset()
    draft.current = {}
    showErrors({})
  }, [showErrors])

  return { errors, summary, field, handleSubmit, showErrors, reset }
}
