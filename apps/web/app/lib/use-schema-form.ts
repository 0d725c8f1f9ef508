import { ERROR_TITLE_PREFIX, NETWORK_ERROR_MESSAGE } from '@hard-hat/forms'
import { toast } from '@hard-hat/ui'
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { z } from 'zod'
import { type FormRuntime, loadFormRuntime } from './load-form-runtime'

/** Field name → message, the one error model of the forms package, the API and the page. */
export type FieldErrors = Partial<Record<string, string>>

type Values<Schema extends z.ZodObject> = Record<keyof z.input<Schema> & string, string>

/** Turns a zod error into the first message of each top-level field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}

/** Picks a form's schema out of the lazily loaded forms runtime. */
export type SchemaOf<Schema extends z.ZodObject> = (forms: FormRuntime) => Schema

/** Starts loading the forms runtime; a failure here is retried on send. */
function preload() {
  loadFormRuntime().catch(() => undefined)
}

/**
 * The values a form's fields hold in the page: strings, '' for a field the browser does not send
 * (an unticked checkbox). The DOM is the one store of what was typed, so what a visitor typed
 * before the scripts arrived is what gets sent.
 */
export function valuesOfForm<Names extends string>(
  form: HTMLFormElement,
  names: readonly Names[],
): Record<Names, string> {
  const data = new FormData(form)
  const values = {} as Record<Names, string>
  for (const name of names) {
    const value = data.get(name)
    values[name] = typeof value === 'string' ? value : ''
  }
  return values
}

/**
 * Browser-side validation with the forms package's schemas (GOV.UK-grade forms): inline message
 * per field, an error summary that takes focus and links to each field. The fields are
 * uncontrolled: the browser holds their values (typed before hydration too, and kept on every
 * error), and a send reads them with FormData. The schemas (and zod) load when a field is first
 * focused, or at the latest on send.
 * @example const form = useSchemaForm((forms) => forms.ConsultationSchema, empty)
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schemaOf: SchemaOf<Schema>,
  initialValues: Values<Schema>,
) {
  const idPrefix = useId()
  const [errors, setErrors] = useState<FieldErrors>({})
  const formRef = useRef<HTMLFormElement | null>(null)
  // What was typed since hydration, so a form that unmounts (the calculator's Back) comes back
  // with it; the DOM stays the source of what is sent.
  const draft = useRef<Partial<Record<string, string>>>({})
  const names = useMemo(
    () => Object.keys(initialValues) as (keyof Values<Schema> & string)[],
    [initialValues],
  )

  const fieldId = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix])

  /** Shows errors (from the schema or the API's 400); the error summary then takes focus. */
  const showErrors = useCallback((next: FieldErrors) => setErrors({ ...next }), [])

  /** Props for an input, select or textarea of the form. */
  const field = (name: keyof Values<Schema> & string) => {
    const error = errors[name]
    return {
      id: fieldId(name),
      name,
      defaultValue: draft.current[name] ?? initialValues[name],
      error,
      onFocus: preload,
      onChange: (event: { target: { value: string } }) => {
        draft.current[name] = event.target.value
        if (errors[name] !== undefined) setErrors(({ [name]: _cleared, ...rest }) => rest)
      },
    }
  }

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
      const result = schemaOf(forms).safeParse(values)
      if (!result.success) {
        const next = fieldErrorsOf(result.error)
        showErrors(next)
        onInvalid?.(next, values)
        return
      }
      setErrors({})
      onValid(result.data, forms)
    }

  /** Empties the fields (after a stored submission) and clears the errors. */
  const reset = useCallback(() => {
    formRef.current?.reset()
    draft.current = {}
    setErrors({})
  }, [])

  // A new summary only when the errors change: the summary takes focus each time it changes.
  const summary = useMemo(
    () =>
      Object.entries(errors)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([name, message]) => ({ fieldId: fieldId(name), message })),
    [errors, fieldId],
  )

  // GOV.UK: "Error: " before the page title while the form shows errors.
  const hasErrors = summary.length > 0
  useEffect(() => {
    if (!hasErrors || document.title.startsWith(ERROR_TITLE_PREFIX)) return
    document.title = `${ERROR_TITLE_PREFIX}${document.title}`
    return () => {
      if (document.title.startsWith(ERROR_TITLE_PREFIX)) {
        document.title = document.title.slice(ERROR_TITLE_PREFIX.length)
      }
    }
  }, [hasErrors])

  return { errors, summary, field, handleSubmit, showErrors, reset }
}
