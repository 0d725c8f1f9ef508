import type { ReactNode } from 'react'
import type { FieldErrors } from './field-errors'
import type {
  FieldWords,
  RenderCheckbox,
  RenderedFieldGroup,
  RenderedFieldInput,
  RenderField,
} from './form-fields'

/** The form to draw: a `defineForm` result of `@hard-hat/forms` fits as it is. */
export interface SchemaFormDefinition {
  /** Posted in the `hiddenFields` you give, if your server needs it; used here for nothing else. */
  readonly id: string
  /** Where the form posts without scripts; the page's own address when omitted. */
  readonly action?: string | undefined
  readonly groups: readonly RenderedFieldGroup[]
  /** The names read from the form on send, in order; every field of `groups` when omitted. */
  readonly names?: readonly string[]
}

/**
 * The names of a form's fields that need words: every field but the hidden ones. A `defineForm`
 * result keeps its fields' names as literal types, so TypeScript asks for words for each of them;
 * a form typed only as `SchemaFormDefinition` gives `string`.
 */
export type WordedFieldName<Form extends SchemaFormDefinition> = Exclude<
  Form['groups'][number]['fields'][number],
  { readonly input: 'hidden' }
>['name']

/** A field's value as `validate` reads it from the page: text, or a group's values or files. */
export type SchemaFormValue = string | readonly (string | File)[]

type InputOf<Form extends SchemaFormDefinition> = Form['groups'][number]['fields'][number]['input']

/**
 * What `validate` reads: text by name, and lists (ticked check boxes, files) for a form whose
 * fields have them. A form typed only as `SchemaFormDefinition` reads as text, as before lists.
 */
export type SchemaFormValues<Form extends SchemaFormDefinition = SchemaFormDefinition> = Record<
  string,
  RenderedFieldInput extends InputOf<Form>
    ? string
    : [Extract<InputOf<Form>, 'checkboxes' | 'file'>] extends [never]
      ? string
      : SchemaFormValue
>

/** What the form says: its fields' words by name, legends by group id, and its button. */
export interface SchemaFormWords<Name extends string = string> {
  /** Words for every field but the hidden ones, by name: all missing ones are named at once. */
  readonly fields: { readonly [Field in Name]: FieldWords }
  readonly legends?: Readonly<Record<string, string>>
  readonly submit: string
  /** The button while sending (disabled). */
  readonly submitting: string
  /** The error summary's heading; "There is a problem" when omitted. */
  readonly errorSummaryTitle?: string
  /** Before the page title while the form shows errors; "Error: " when omitted. */
  readonly errorTitlePrefix?: string
  /** Said above the fields, e.g. which fields are required. */
  readonly requiredNote?: string
  /**
   * Said in an alert when a send fails; the send's own `message`, else a plain sentence, when
   * omitted; '' says nothing (when `onFailed` says it elsewhere, in a toast).
   */
  readonly failed?: string
  /** Before the stored reference; "Reference" when omitted. */
  readonly reference?: string
}

/** What `validate` answers: the body to send, or each field at fault. */
export type SchemaFormValidation<Body> =
  | { readonly ok: true; readonly data: Body }
  | { readonly ok: false; readonly fields: FieldErrors }

/** A stored send, with the reference the visitor can quote. */
export interface SchemaFormSent {
  readonly ok: true
  readonly reference?: string | undefined
  /** Said under the reference: where the acknowledgement email went ("We've sent a confirmation to …"). */
  readonly acknowledgement?: string | undefined
}

/** A refused or failed send: field errors by the form's own names, and what to say. */
export interface SchemaFormRefused {
  readonly ok: false
  readonly fields?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** What the page says once the send is stored, and where. */
export interface SchemaFormSuccess {
  readonly heading?: string
  readonly text: string
  /** 'panel' shows the words in place of the form; 'inline' above the emptied form. */
  readonly display: 'panel' | 'inline'
  /** A panel gives way to the empty form again after this long. */
  readonly panelMs?: number | undefined
}

/** The props of {@link SchemaForm}. */
export interface SchemaFormProps<
  Body,
  Sent extends SchemaFormSent = SchemaFormSent,
  Form extends SchemaFormDefinition = SchemaFormDefinition,
> {
  /** Required: the form to draw (a `defineForm` result, or its layout). */
  form: Form
  /** Required: what the form says; TypeScript asks for words for each of the form's fields. */
  words: SchemaFormWords<WordedFieldName<Form>>
  /**
   * Required: checks the values read from the page and builds the body (may load its schemas
   * lazily). A group of check boxes reads as its ticked values, a file field as its files.
   * (A method, so a `validate` written for text values only, as before those fields, still fits.)
   */
  validate(
    values: SchemaFormValues<Form>,
  ): SchemaFormValidation<Body> | Promise<SchemaFormValidation<Body>>
  /** Required: sends the body; a throw counts as a failed send. */
  send: (body: Body) => Promise<Sent | SchemaFormRefused>
  success?: SchemaFormSuccess | undefined
  /** Hidden inputs posted with the form (which form it is), by name. */
  hiddenFields?: Readonly<Record<string, string>> | undefined
  /** The values of the definition's own hidden fields (attribution), by name. */
  hiddenValues?: Readonly<Partial<Record<string, string>>> | undefined
  /** Required: the form's accessible name. */
  label: string
  /**
   * The values the fields start with, by name: a refused post your server renders again (the
   * `values` of `parseFormPost`), so the form works without scripts. A check box starts ticked with
   * 'true' or 'on'; a group of check boxes with its ticked values; a file field always starts empty.
   */
  defaultValues?: Readonly<Partial<Record<string, string | readonly string[]>>> | undefined
  /** The errors the form starts with: the `errors` of a refused post your server renders again. */
  defaultErrors?: FieldErrors | undefined
  /** Renders the check box of a form that has one (`<CheckboxField {...props} />`). */
  renderCheckbox?: RenderCheckbox | undefined
  /**
   * Draws the fields beyond text (radio groups, check boxes, numbers, dates, files) and fields
   * shown on a condition: pass `renderEveryField`, so the pages of forms without them do not load it.
   */
  renderField?: RenderField | undefined
  /** Runs when a field takes focus: a chance to start loading what `validate` needs. */
  onFieldFocus?: (() => void) | undefined
  /**
   * Runs when `validate` refuses the values, with the fields at fault and the values read (checked
   * as a method's, so one written for text values only, as before groups and files, still fits).
   */
  onInvalid?:
    | { bivariant(errors: FieldErrors, values: SchemaFormValues<Form>): void }['bivariant']
    | undefined
  /** Runs once stored, while the button still says it is sending (awaited). */
  onStored?: ((sent: Sent) => unknown) | undefined
  /** Runs when a send is refused or fails. */
  onFailed?: ((refused: SchemaFormRefused) => void) | undefined
  className?: string | undefined
  /** Shown after the fields, before the button (a privacy line, say). */
  children?: ReactNode
}
