import {
  ERROR_SUMMARY_TITLE,
  FORM_ACTIONS,
  FORM_ID_FIELD,
  type FormId,
  IDEMPOTENCY_KEY_FIELD,
} from '@hard-hat/forms'
import { ErrorSummary, type FieldProblem } from '@hard-hat/ui'
import type { ComponentProps } from 'react'
import { useHydrated } from '../../lib/use-hydrated'

/**
 * A form that works before and without its scripts: prerendered as a real `method="post"` form on
 * the site's API, with the hidden fields naming it and the browser's own required and type checks.
 * Once the app has hydrated it switches to the schemas' messages (`noValidate`) and the error
 * summary, and its `onSubmit` sends with scripts; without them the API answers with HTML.
 */
export function NativeForm({
  formId,
  summary,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate'> & {
  formId: FormId
  /** The problems the error summary lists (empty: no summary). */
  summary: readonly FieldProblem[]
}) {
  const isHydrated = useHydrated()
  return (
    <form method="post" action={FORM_ACTIONS[formId]} noValidate={isHydrated} {...props}>
      <ErrorSummary title={ERROR_SUMMARY_TITLE} errors={summary} />
      {children}
      {/* Last, so "the form's first input" is still its first field. */}
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value="" />
    </form>
  )
}
