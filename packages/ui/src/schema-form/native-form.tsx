import type { ComponentProps } from 'react'
import { ErrorSummary, type FieldProblem } from '../error-summary'
import { useHydrated } from './use-hydrated'

/**
 * A form that works before and without its scripts: prerendered as a real `method="post"` form on
 * your server, with its hidden fields and the browser's own required and type checks. Once the app
 * has hydrated it switches to your definition's messages (`noValidate`) and the error summary, and
 * its `onSubmit` sends with scripts; without them your server answers with HTML (`parseFormPost`).
 * @example <NativeForm action="/enquiry" hiddenFields={{ formId: 'enquiry' }} summary={form.summary} onSubmit={send}>…</NativeForm>
 */
export function NativeForm({
  action,
  summary,
  errorSummaryTitle = 'There is a problem',
  hiddenFields = {},
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate'> & {
  /** Where the form posts without scripts; the page's own address when omitted. */
  action?: string | undefined
  /** The problems the error summary lists (empty: no summary). */
  summary: readonly FieldProblem[]
  errorSummaryTitle?: string | undefined
  /** Hidden fields posted with the form (which form it is, say), by name. */
  hiddenFields?: Readonly<Record<string, string>> | undefined
}) {
  const isHydrated = useHydrated()
  return (
    <form method="post" action={action} noValidate={isHydrated} {...props}>
      <ErrorSummary title={errorSummaryTitle} errors={summary} />
      {children}
      {/* Last, so "the form's first input" is still its first field. */}
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  )
}
