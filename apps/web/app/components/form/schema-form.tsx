import type { FormFieldWords } from '@hard-hat/content'
import {
  ERROR_SUMMARY_TITLE,
  FORM_ID_FIELD,
  type FormAction,
  type FormDefinition,
  type FormId,
  type FormLayout,
  type FormRequest,
  fieldsOfLayout,
  IDEMPOTENCY_KEY_FIELD,
  REFERENCE_LABEL,
  type SubmitSuccess,
} from '@hard-hat/forms'
import {
  Button,
  FormAlert,
  FormFields,
  NativeForm,
  Receipt,
  type RenderCheckbox,
} from '@hard-hat/ui'
import { useEffect, useMemo, useState } from 'react'
import type { z } from 'zod'
import { useSubmission } from '../../lib/submissions'
import { type FieldErrors, type SchemaOf, useSchemaForm } from '../../lib/use-schema-form'
import { PrivacyLine } from './privacy-line'

/** A form's words, from the content: its fields' by name, its legends, button and privacy line. */
export interface SchemaFormWords {
  readonly fields: FormFieldWords
  /** A fieldset's legend, by the group id of the form's definition. */
  readonly legends?: Readonly<Record<string, string>>
  readonly submit: string
  readonly submitting: string
  /** Said above the fields, e.g. which fields are required. */
  readonly requiredNote?: string
  /** The page's own privacy line; the forms package's default otherwise. */
  readonly privacyNote?: string
  readonly privacyLink?: { readonly label: string; readonly href: string }
}

/** What the page says once the lead is stored (with its reference), and where. */
export interface SuccessWords {
  readonly heading?: string
  readonly text: string
  /** 'panel' shows the words in place of the form; 'inline' above the emptied form. */
  readonly display: 'panel' | 'inline'
  /** A panel gives way to the empty form again after this long. */
  readonly panelMs?: number
}

/** A form's schema, from its definition in the lazily loaded forms runtime. */
const schemaOf =
  (formId: FormId): SchemaOf<z.ZodObject> =>
  (forms) =>
    forms.FORM_DEFINITIONS[formId].schema

/**
 * Every form of the site, from its one definition: the fields, their input types and choices come
 * from the forms package, the words from the content. It is a real `method="post"` form before and
 * without scripts (the API answers with HTML); once hydrated it validates with the definition's
 * schema, shows the "There is a problem" summary, sends the definition's wire body and carries a
 * server's field errors back to the form's fields. Success comes only once the lead is stored,
 * with its reference; the form is then emptied. On failure every value stays.
 */
export function SchemaForm({
  form: layout,
  words,
  label,
  success,
  error,
  onStored,
  onFailed,
  onInvalid,
  hiddenValues,
  renderCheckbox,
  className = 'flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-left text-brand-text shadow-sm',
}: {
  /** The form's layout from the forms package (`CONTACT_FORM`…): its id and its fields. */
  form: FormLayout<FormId, FormAction>
  words: SchemaFormWords
  /** The form's accessible name. */
  label: string
  success?: SuccessWords
  /** Said in an alert when the submission fails; omit when `onFailed` says it (a toast). */
  error?: string
  /** Runs once the lead is stored, while the button still says it is sending (awaited). */
  onStored?: (stored: SubmitSuccess) => unknown
  onFailed?: () => void
  /** Runs when the browser-side check refuses the values, with the fields at fault. */
  onInvalid?: (errors: FieldErrors, values: Readonly<Record<string, string>>) => void
  /** The values of the form's hidden fields (attribution). */
  hiddenValues?: Readonly<Partial<Record<string, string>>>
  /** Renders the form's check box, for a form that has one. */
  renderCheckbox?: RenderCheckbox
  className?: string
}) {
  const formId = layout.id
  const empty = useMemo(
    () => Object.fromEntries(fieldsOfLayout(layout).map((field) => [field.name, ''])),
    [layout],
  )
  const form = useSchemaForm(schemaOf(formId), empty)
  const submission = useSubmission(
    (api) => (body: FormRequest, options) => api.submitForm(layout.action, body, options),
    formId,
  )
  const [isFinishing, setFinishing] = useState(false)
  const [outcome, setOutcome] = useState<{ reference: string } | 'failed' | null>(null)
  const isSending = submission.isPending || isFinishing

  const panelMs = success?.display === 'panel' ? success.panelMs : undefined
  useEffect(() => {
    if (panelMs === undefined || outcome === null || outcome === 'failed') return
    const timer = window.setTimeout(() => setOutcome(null), panelMs)
    return () => window.clearTimeout(timer)
  }, [outcome, panelMs])

  const onSubmit = form.handleSubmit((data, forms) => {
    setOutcome(null)
    submission.mutate((forms.FORM_DEFINITIONS[formId] as FormDefinition).toBody(data), {
      onSuccess: async (stored) => {
        setFinishing(true)
        try {
          await onStored?.(stored)
        } finally {
          setFinishing(false)
        }
        form.reset()
        setOutcome({ reference: stored.reference })
      },
      onError: (failure) => {
        if (failure.kind === 'validation') form.showErrors(failure.fields)
        setOutcome('failed')
        onFailed?.()
      },
    })
  }, onInvalid)

  const stored = outcome !== null && outcome !== 'failed' ? outcome : null
  // The reference shows whenever the lead is stored, even when a toast says the rest; beside the
  // status message, so the message reads as the page words it.
  const successWords = stored ? (
    <>
      {success ? (
        <FormAlert tone="success">
          {success.heading ? <p className="text-lg">{success.heading}</p> : null}
          <p className={success.heading ? 'font-normal' : undefined}>{success.text}</p>
        </FormAlert>
      ) : null}
      <Receipt reference={stored.reference} label={REFERENCE_LABEL} />
    </>
  ) : null

  if (stored && success?.display === 'panel') {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-brand-paper p-8 text-center text-brand-text"
      >
        {success.heading ? <h3 className="font-extrabold text-3xl">{success.heading}</h3> : null}
        <p className="text-brand-muted">{success.text}</p>
        <Receipt reference={stored.reference} label={REFERENCE_LABEL} />
      </div>
    )
  }

  return (
    <NativeForm
      action={layout.action}
      errorSummaryTitle={ERROR_SUMMARY_TITLE}
      // Which form it is, and an empty key the API derives when scripts are off.
      hiddenFields={{ [FORM_ID_FIELD]: formId, [IDEMPOTENCY_KEY_FIELD]: '' }}
      summary={form.summary}
      onSubmit={onSubmit}
      aria-label={label}
      className={className}
    >
      {outcome === 'failed' && error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {successWords}
      {words.requiredNote ? <p className="text-brand-muted text-sm">{words.requiredNote}</p> : null}
      <FormFields
        groups={layout.groups}
        words={words.fields}
        legends={words.legends}
        bind={form.field}
        hiddenValues={hiddenValues}
        renderCheckbox={renderCheckbox}
      />
      <PrivacyLine
        {...(words.privacyNote ? { note: words.privacyNote } : {})}
        {...(words.privacyLink ? { link: words.privacyLink } : {})}
      />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? words.submitting : words.submit}
      </Button>
    </NativeForm>
  )
}
