import type { FormFieldWords } from '@hard-hat/content'
import {
  acknowledgementSentWords,
  type FieldErrors,
  FORM_ID_FIELD,
  type FormAction,
  type FormId,
  type FormLayout,
  type FormRequest,
  IDEMPOTENCY_KEY_FIELD,
  REFERENCE_LABEL,
  type SubmitSuccess,
} from '@hard-hat/forms'
import {
  CheckboxField,
  SchemaForm as Form,
  type RenderCheckbox,
  type SchemaFormSent,
  type SchemaFormSuccess,
} from '@hard-hat/ui'
import { loadFormRuntime, preloadFormRuntime } from '../../lib/load-form-runtime'
import { type SubmissionError, useSubmission } from '../../lib/submissions'
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

/** A form's check box, as every form of the site draws it. */
const drawCheckbox: RenderCheckbox = (props) => <CheckboxField {...props} />

/** A stored lead, as the API's receipt says it. */
type Stored = SubmitSuccess & SchemaFormSent

/** "We've sent a confirmation to …" with the address a body carries, wherever its form keeps it. */
function acknowledgementOf(body: FormRequest): string | undefined {
  const holder = body as {
    email?: unknown
    formData?: { email?: unknown }
    contactInfo?: { email?: unknown }
  }
  const address = holder.email ?? holder.formData?.email ?? holder.contactInfo?.email
  return typeof address === 'string' && address !== ''
    ? acknowledgementSentWords(address.trim().toLowerCase())
    : undefined
}

/**
 * Every form of the site: `SchemaForm` of `@hard-hat/ui` with Hard Hat's words, its check and its
 * send. The fields come from the form's layout in the forms package, the words from the content;
 * before and without scripts it is a real `method="post"` form (the API answers with HTML). The
 * check is the definition's `toRequest`, from the lazily loaded forms runtime (zod never comes with
 * a page's HTML); the send goes through the API client with an idempotency key, and a server's
 * field errors come back on the form's own fields through the definition.
 */
export function SchemaForm({
  form: layout,
  words,
  error,
  renderCheckbox = drawCheckbox,
  ...props
}: {
  /** The form's layout from the forms package (`CONTACT_FORM`…): its id and its fields. */
  form: FormLayout<FormId, FormAction>
  words: SchemaFormWords
  /** The form's accessible name. */
  label: string
  success?: SchemaFormSuccess
  /** Said in an alert when the submission fails; omit when `onFailed` says it (a toast). */
  error?: string
  /** Runs once the lead is stored, while the button still says it is sending (awaited). */
  onStored?: (stored: Stored) => unknown
  onFailed?: () => void
  /** Runs when the browser-side check refuses the values, with the fields at fault. */
  onInvalid?: (errors: FieldErrors, values: Readonly<Record<string, string>>) => void
  /** The values of the form's hidden fields (attribution). */
  hiddenValues?: Readonly<Partial<Record<string, string>>>
  /** Renders the form's check box, for a form that has one (`CheckboxField` when omitted). */
  renderCheckbox?: RenderCheckbox
  className?: string
}) {
  const formId = layout.id
  const action = layout.action
  const submission = useSubmission(
    (api) => (body: FormRequest, options) => api.submitForm(action, body, options),
    formId,
  )
  const { privacyNote, privacyLink } = words
  return (
    <Form<FormRequest, Stored>
      form={{ ...layout, action }}
      words={{
        ...words,
        reference: REFERENCE_LABEL,
        failed: error ?? '',
      }}
      validate={async (values) =>
        (await loadFormRuntime()).FORM_DEFINITIONS[formId].toRequest(values)
      }
      send={(body) =>
        submission.mutateAsync(body).then(
          (stored) => ({
            ...stored,
            ok: true as const,
            // The address as typed, from the body sent: never from a URL (P-every-lead-followed-through).
            acknowledgement: stored.acknowledgementSent ? acknowledgementOf(body) : undefined,
          }),
          (failure: SubmissionError) => ({ ok: false as const, fields: failure.fields }),
        )
      }
      // Which form it is, and an empty key the API derives when scripts are off.
      hiddenFields={{ [FORM_ID_FIELD]: formId, [IDEMPOTENCY_KEY_FIELD]: '' }}
      onFieldFocus={preloadFormRuntime}
      renderCheckbox={renderCheckbox}
      {...props}
    >
      <PrivacyLine
        {...(privacyNote ? { note: privacyNote } : {})}
        {...(privacyLink ? { link: privacyLink } : {})}
      />
    </Form>
  )
}
