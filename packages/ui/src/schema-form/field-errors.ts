import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import type { FieldProblem } from '../error-summary'

/**
 * Field name → the first message to show on it: the one error model of a form. Declared here
 * structurally, so the package needs no forms library at run time; `FieldErrors` of
 * `@hard-hat/forms` (what a definition's `validate`, `toRequest` and `toFormFieldErrors` return)
 * has the same shape and fits as it is.
 */
export type FieldErrors = Partial<Record<string, string>>

/** GOV.UK's prefix of the page title while a form shows errors. */
export const ERROR_TITLE_PREFIX = 'Error: '

/**
 * A form's field errors: each field's id, the problems its error summary lists (a new list only
 * when the errors change, since the summary takes focus each time it changes), and "Error: "
 * before the page title while there are any.
 * @example const { errors, summary, fieldId, showErrors } = useFieldErrors()
 */
export function useFieldErrors(
  titlePrefix: string = ERROR_TITLE_PREFIX,
  initialErrors: FieldErrors = {},
) {
  const idPrefix = useId()
  const [errors, setErrors] = useState<FieldErrors>(initialErrors)
  const fieldId = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix])

  /** Shows these errors in place of the ones shown (an empty map clears them). */
  const showErrors = useCallback((next: FieldErrors) => setErrors({ ...next }), [])

  /** Clears one field's error once its value changes. */
  const clearError = useCallback(
    (name: string) =>
      setErrors((shown) => {
        if (shown[name] === undefined) return shown
        const { [name]: _cleared, ...rest } = shown
        return rest
      }),
    [],
  )

  const summary = useMemo(
    (): FieldProblem[] =>
      Object.entries(errors).flatMap(([name, message]) =>
        message === undefined ? [] : [{ fieldId: fieldId(name), message }],
      ),
    [errors, fieldId],
  )

  const hasErrors = summary.length > 0
  useEffect(() => {
    if (!hasErrors) return
    // A page your server drew with errors already has the prefix: it still goes once they clear.
    if (!document.title.startsWith(titlePrefix)) document.title = `${titlePrefix}${document.title}`
    return () => {
      if (document.title.startsWith(titlePrefix)) {
        document.title = document.title.slice(titlePrefix.length)
      }
    }
  }, [hasErrors, titlePrefix])

  return {
    errors,
    summary,
    /** The id of a field's control, for its label and the error summary's link. */
    fieldId,
    showErrors,
    clearError,
  }
}

/**
 * The values a form's fields hold in the page, read with `FormData`: strings only, '' for a field
 * the browser does not send (an unticked check box). With `lists`, a name the form sends several
 * times (ticked check boxes of a group) or a file field reads as the list of its values. The DOM
 * is the one store of what was typed, so what a visitor typed before the scripts arrived is what
 * gets sent.
 */
export function valuesOfForm<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string>
export function valuesOfForm<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
  lists: true,
): Record<Name, string | FormDataEntryValue[]>
export function valuesOfForm<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
  lists?: true,
): Record<Name, string | FormDataEntryValue[]> {
  const data = new FormData(form)
  const values = {} as Record<Name, string | FormDataEntryValue[]>
  for (const name of names) {
    const [value, ...more] = data.getAll(name)
    values[name] =
      lists && (more[0] || typeof value === 'object')
        ? data.getAll(name)
        : typeof value === 'string'
          ? value
          : ''
  }
  return values
}
