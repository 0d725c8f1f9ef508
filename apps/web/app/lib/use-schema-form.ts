import { ERROR_TITLE_PREFIX, NETWORK_ERROR_MESSAGE } from '@hard-hat/forms'
import { toast } from '@hard-hat/ui'
import {
  type ChangeEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react'
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
 * Browser-side validation with the forms package's schemas (decision 14): inline message per
 * field, an error summary that takes focus and links to each field, values kept on every error.
 * The schemas (and zod) load when a field is first focused, or at the latest on send.
 * @example const form = useSchemaForm((forms) => forms.ConsultationSchema, empty)
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schemaOf: SchemaOf<Schema>,
  initialValues: Values<Schema>,
) {
  const idPrefix = useId()
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<FieldErrors>({})

  const fieldId = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix])

  const setValue = useCallback((name: keyof Values<Schema> & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
  }, [])

  /** Shows errors (from the schema or the API's 400); the error summary then takes focus. */
  const showErrors = useCallback((next: FieldErrors) => setErrors({ ...next }), [])

  /** Props for an input, select or textarea of the form. */
  const field = (name: keyof Values<Schema> & string) => {
    const id = fieldId(name)
    const error = errors[name]
    return {
      id,
      name,
      value: values[name],
      error,
      onFocus: preload,
      onChange: (
        event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
      ) => {
        setValue(name, event.target.value)
        if (errors[name] !== undefined) setErrors(({ [name]: _cleared, ...rest }) => rest)
      },
    }
  }

  /**
   * Validates, then calls `onValid` with the parsed data and the forms runtime (its payload
   * builders and API client); otherwise shows the errors. When the runtime cannot load, a toast
   * says so and every value stays.
   */
  const handleSubmit =
    (
      onValid: (data: z.infer<Schema>, forms: FormRuntime) => void,
      onInvalid?: (errors: FieldErrors) => void,
    ) =>
    async (event: FormEvent<HTMLFormElement>): Promise<void> => {
      event.preventDefault()
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
        onInvalid?.(next)
        return
      }
      setErrors({})
      onValid(result.data, forms)
    }

  const reset = useCallback(() => {
    setValues(initialValues)
    setErrors({})
  }, [initialValues])

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

  return { values, errors, summary, field, setValue, handleSubmit, showErrors, reset }
}
