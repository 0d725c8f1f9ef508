import type { FormId, LeadFormType, LeadRequestInput } from '@hard-hat/forms'
import { Button, SelectField, TextareaField, TextField } from '@hard-hat/ui'
import { type ReactNode, useMemo, useState } from 'react'
import type { z } from 'zod'
import { useSubmission } from '../../lib/submissions'
import { type SchemaOf, useSchemaForm } from '../../lib/use-schema-form'
import { NativeForm } from '../form/native-form'
import { Receipt } from '../form/receipt'
import { FormAlert } from './form-alert'
import { PrivacyLine } from './privacy-line'

/** A field of a lead form, as the content package describes it. */
export interface LeadFormField {
  readonly name: string
  readonly label: string
  readonly type: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select'
  readonly isRequired: boolean
  readonly options?: readonly { value: string; label: string }[]
  readonly placeholder?: string
  readonly autoComplete?: string
}

const autoCompletes: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  business: 'organization',
  website: 'url',
  firstName: 'given-name',
  lastName: 'family-name',
}

/** The texts of a lead form: its button, privacy line and messages. */
export interface LeadFormCopy {
  readonly submit: string
  readonly submitting: string
  readonly privacyNote: string
  readonly privacyLink: { readonly label: string; readonly href: string }
  /** Shown after the server stored the lead; omit when `onStored` says it (a toast). */
  readonly success?: string | { readonly heading: string; readonly text: string }
  /** Shown when the submission fails; omit when `onFailed` says it (a toast). */
  readonly error?: string
}

/**
 * A form that really sends its lead to POST /api/leads (decision 1): validated with the forms
 * package's schema, success only once stored (with the reference), cleared on success, every
 * value kept on failure.
 */
export function LeadForm({
  formType,
  schema,
  fields,
  copy,
  label,
  onStored,
  onFailed,
  children,
}: {
  formType: LeadFormType & FormId
  /** Picks the form's schema from the lazily loaded forms runtime. */
  schema: SchemaOf<z.ZodObject>
  fields: readonly LeadFormField[]
  copy: LeadFormCopy
  /** The form's accessible name. */
  label: string
  onStored?: (reference: string) => void
  onFailed?: () => void
  children?: ReactNode
}) {
  const empty = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.name, ''])) as never,
    [fields],
  )
  const form = useSchemaForm(schema, empty)
  const lead = useSubmission((api) => api.submitLead, formType)
  const [outcome, setOutcome] = useState<{ reference: string } | 'failed' | null>(null)

  const onSubmit = form.handleSubmit((formData) => {
    setOutcome(null)
    // The schema matches this form type, so the body is the lead request of that type.
    const body = { formType, formData } as LeadRequestInput
    lead.mutate(body, {
      onSuccess: (stored) => {
        form.reset()
        setOutcome({ reference: stored.reference })
        onStored?.(stored.reference)
      },
      onError: (error) => {
        if (error.kind === 'validation') form.showErrors(error.fields)
        setOutcome('failed')
        onFailed?.()
      },
    })
  })

  return (
    <NativeForm
      formId={formType}
      summary={form.summary}
      onSubmit={onSubmit}
      aria-label={label}
      className="flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-left text-brand-text shadow-sm"
    >
      {outcome === 'failed' && copy.error ? <FormAlert tone="error">{copy.error}</FormAlert> : null}
      {outcome !== null && outcome !== 'failed' ? (
        <FormAlert tone="success">
          {typeof copy.success === 'string' ? <p>{copy.success}</p> : null}
          {typeof copy.success === 'object' ? (
            <>
              <p className="text-lg">{copy.success.heading}</p>
              <p className="font-normal">{copy.success.text}</p>
            </>
          ) : null}
          <Receipt reference={outcome.reference} />
        </FormAlert>
      ) : null}
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const props = {
            label: field.label,
            required: field.isRequired,
            ...(field.placeholder ? { placeholder: field.placeholder } : {}),
            ...form.field(field.name as never),
          }
          if (field.type === 'textarea') {
            return (
              <div key={field.name} className="sm:col-span-2">
                <TextareaField rows={4} {...props} />
              </div>
            )
          }
          if (field.type === 'select') {
            return (
              <SelectField
                key={field.name}
                options={field.options ?? []}
                placeholder="Please choose"
                {...props}
              />
            )
          }
          return (
            <TextField
              key={field.name}
              // The schema takes a bare "www.example.co.uk"; the browser's own url check (scripts
              // off) would refuse it, so a website is text with the url keyboard.
              type={field.type === 'url' ? 'text' : field.type}
              inputMode={field.type === 'url' ? 'url' : undefined}
              autoComplete={field.autoComplete ?? autoCompletes[field.name] ?? 'off'}
              {...props}
            />
          )
        })}
      </div>
      <PrivacyLine note={copy.privacyNote} link={copy.privacyLink} />
      <Button type="submit" size="lg" disabled={lead.isPending}>
        {lead.isPending ? copy.submitting : copy.submit}
      </Button>
    </NativeForm>
  )
}
