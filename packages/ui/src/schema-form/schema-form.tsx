import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../button'
import { useFieldErrors, valuesOfForm } from './field-errors'
import { FormAlert } from './form-alert'
import { type FieldBinding, FormFields } from './form-fields'
import { NativeForm } from './native-form'
import { Receipt } from './receipt'
import type {
  SchemaFormDefinition,
  SchemaFormProps,
  SchemaFormRefused,
  SchemaFormSent,
  SchemaFormValues,
} from './schema-form-types'

type Phase =
  | { readonly kind: 'idle' | 'sending' }
  | {
      readonly kind: 'stored'
      readonly reference: string | undefined
      readonly acknowledgement: string | undefined
    }
  | { readonly kind: 'failed'; readonly message: string | undefined }

const noop = () => undefined
const FAILED = 'Your form could not be sent. Try again in a moment.'

/**
 * The HTML-first form: fields from a definition, words passed in. Before hydration (and without
 * scripts) a real `method="post"` form posting to `form.action`; once hydrated it reads the values
 * with `FormData`, checks them with `validate` (the error summary takes focus, links to each field,
 * and "Error: " leads the page title), sends with `send`, puts a server's field errors back on the
 * fields, and says it is sending, stored (with the reference; the form is emptied) or failed (every
 * value kept). A second submit while one is under way is ignored. A form with radio groups, check
 * boxes, numbers, dates, files or conditional fields passes `renderField={renderEveryField}`; one
 * with a file field posts as multipart.
 * @example
 * <SchemaForm
 *   form={enquiryForm}
 *   words={{ fields: { name: { label: 'Name' } }, submit: 'Send', submitting: 'Sending…' }}
 *   validate={(values) => enquiryForm.toRequest(values)}
 *   send={async (body) => (await fetch('/api/enquiries', { method: 'POST', body: JSON.stringify(body) })).json()}
 *   hiddenFields={{ formId: 'enquiry' }}
 *   label="Start a project"
 * />
 */
export function SchemaForm<
  Body,
  Sent extends SchemaFormSent = SchemaFormSent,
  Form extends SchemaFormDefinition = SchemaFormDefinition,
>(props: SchemaFormProps<Body, Sent, Form>) {
  const { form, words, success, label, className = DEFAULT_CLASS } = props
  const fields = form.groups.flatMap((group) => group.fields)
  const { errors, summary, fieldId, showErrors, clearError } = useFieldErrors(
    words.errorTitlePrefix,
    props.defaultErrors,
  )
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const isInFlight = useRef(false)

  const panelMs = success?.display === 'panel' ? success.panelMs : undefined
  useEffect(() => {
    if (panelMs === undefined || phase.kind !== 'stored') return
    const timer = window.setTimeout(() => setPhase({ kind: 'idle' }), panelMs)
    return () => window.clearTimeout(timer)
  }, [phase, panelMs])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isInFlight.current) return
    isInFlight.current = true
    const element = event.currentTarget
    const { validate, send, onInvalid, onStored, onFailed } = props
    const fail = (refused: SchemaFormRefused) => {
      if (refused.fields) showErrors(refused.fields)
      setPhase({ kind: 'failed', message: refused.message })
      onFailed?.(refused)
    }
    try {
      const names =
        form.names ?? form.groups.flatMap((group) => group.fields.map(({ name }) => name))
      // Lists only where the form sends several values or files, which its type then says.
      const values = valuesOfForm(element, names, true) as SchemaFormValues<Form>
      const checked = await validate(values)
      if (!checked.ok) {
        showErrors(checked.fields)
        onInvalid?.(checked.fields, values)
        return
      }
      showErrors({})
      setPhase({ kind: 'sending' })
      const sent = await send(checked.data)
      if (!sent.ok) return fail(sent)
      await onStored?.(sent)
      element.reset()
      // reset() brings back the values a refused post was drawn with; a stored form starts empty.
      if (props.defaultValues) emptyFields(element, names)
      setPhase({ kind: 'stored', reference: sent.reference, acknowledgement: sent.acknowledgement })
    } catch {
      fail({ ok: false })
    } finally {
      isInFlight.current = false
    }
  }

  const reference = phase.kind === 'stored' && phase.reference !== undefined && (
    <>
      <Receipt reference={phase.reference} label={words.reference} />
      {phase.acknowledgement ? <p data-testid="acknowledgement">{phase.acknowledgement}</p> : null}
    </>
  )
  if (phase.kind === 'stored' && success?.display === 'panel') {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-brand-paper p-8 text-center text-brand-text"
      >
        {success.heading ? <h3 className="font-extrabold text-3xl">{success.heading}</h3> : null}
        <p className="text-brand-muted">{success.text}</p>
        {reference}
      </div>
    )
  }

  const failure = phase.kind === 'failed' ? (words.failed ?? phase.message ?? FAILED) : undefined
  const bind = (name: string): FieldBinding => ({
    id: fieldId(name),
    name,
    defaultValue: props.defaultValues?.[name] ?? '',
    error: errors[name],
    onFocus: props.onFieldFocus ?? noop,
    onChange: () => clearError(name),
  })
  return (
    <NativeForm
      action={form.action}
      errorSummaryTitle={words.errorSummaryTitle}
      hiddenFields={props.hiddenFields}
      summary={summary}
      onSubmit={onSubmit}
      aria-label={label}
      className={className}
      encType={fields.some((field) => field.input === 'file') ? 'multipart/form-data' : undefined}
    >
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      {phase.kind === 'stored' && success ? (
        <FormAlert tone="success">
          {success.heading ? <p className="text-lg">{success.heading}</p> : null}
          <p className={success.heading ? 'font-normal' : undefined}>{success.text}</p>
        </FormAlert>
      ) : null}
      {reference}
      {words.requiredNote ? <p className="text-brand-muted text-sm">{words.requiredNote}</p> : null}
      <FormFields
        groups={form.groups}
        words={words.fields}
        legends={words.legends}
        bind={bind}
        hiddenValues={props.hiddenValues}
        renderCheckbox={props.renderCheckbox}
        renderField={props.renderField}
      />
      {props.children}
      <Button type="submit" size="lg" disabled={phase.kind === 'sending'}>
        {phase.kind === 'sending' ? words.submitting : words.submit}
      </Button>
    </NativeForm>
  )
}

const DEFAULT_CLASS =
  'flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-left text-brand-text shadow-sm'

/** Empties the form's own fields (not its hidden ones) and unticks its check boxes. */
function emptyFields(element: HTMLFormElement, names: readonly string[]) {
  for (const name of names) {
    const control = element.elements.namedItem(name)
    if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = false
    else if (
      (control instanceof HTMLInputElement && control.type !== 'hidden') ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      control.value = ''
    }
  }
}
