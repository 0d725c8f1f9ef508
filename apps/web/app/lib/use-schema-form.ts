import { ERROR_TITLE_PREFIX } from '@hard-hat/forms'
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

/**
 * Browser-side validation with the forms package's schemas (decision 14): inline message per
 * field, an error summary that takes focus and links to each field, values kept on every error.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
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
      onChange: (
        event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
      ) => {
        setValue(name, event.target.value)
        if (errors[name] !== undefined) setErrors(({ [name]: _cleared, ...rest }) => rest)
      },
    }
  }

  /** Validates, then calls `onValid` with the parsed data; otherwise shows the errors. */
  const handleSubmit =
    (onValid: (data: z.infer<Schema>) => void, onInvalid?: (errors: FieldErrors) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const result = schema.safeParse(values)
      if (!result.success) {
        const next = fieldErrorsOf(result.error)
        showErrors(next)
        onInvalid?.(next)
        return
      }
      setErrors({})
      onValid(result.data)
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
