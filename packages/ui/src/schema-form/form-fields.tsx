import type { ReactNode } from 'react'
import { SelectField, TextareaField, TextField } from '../form-field'

/** How a field is entered (the `type` of a `defineForm` field in `@hard-hat/forms`). */
export type RenderedFieldInput =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'hidden'
  | 'radio'
  | 'checkboxes'
  | 'number'
  | 'date'
  | 'file'

/** When a field is shown: while the field `field` has a value, or one of the values `is`. */
export interface RenderedShowWhen {
  readonly field: string
  readonly is?: string | readonly string[]
}

/** One field as the renderer needs it: a `@hard-hat/forms` definition's field fits as it is. */
export interface RenderedField {
  readonly name: string
  readonly input: RenderedFieldInput
  readonly isRequired: boolean
  readonly autoComplete: string
  readonly options?: readonly { readonly value: string; readonly label: string }[]
  /** Takes the form's full width (text areas and check boxes always do). */
  readonly isWide?: boolean
  /** A number's or date's bounds (the `min` and `max` of a date input). */
  readonly min?: number | string
  readonly max?: number | string
  /** A number may have decimals (the decimal keyboard); whole numbers when omitted. */
  readonly decimals?: boolean
  /** A file field's accepted types (MIME types or endings) and how many files it takes. */
  readonly accept?: readonly string[]
  readonly maxFiles?: number
  /** Shown only while another field has a value: hidden with scripts until then. */
  readonly showWhen?: RenderedShowWhen
}

/** What `renderField` gets: the field's words and binding, as the built-in fields get them. */
export interface FieldRenderProps {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly required: boolean
  readonly hint?: string
  readonly placeholder?: string | undefined
  readonly defaultValue: string | readonly string[]
  readonly error: string | undefined
  /** Called when the control takes the focus. */
  readonly onFocus: () => void
  /** Called with the control's value when it changes. */
  readonly onChange: (event: { target: { value: string } }) => void
}

/**
 * Draws a field in place of SchemaForm's own drawing (`drawn` draws it the built-in way): a
 * radio group, check boxes, number, date, file, or a field shown on a condition.
 */
export type RenderField = (
  field: RenderedField,
  props: FieldRenderProps,
  drawn: () => ReactNode,
) => ReactNode

/**
 * Fields shown together; a group with an id is a fieldset whose legend is worded by that id (or,
 * when the words have none, is the group's own `legend`, as `defineForm` gives it).
 */
export interface RenderedFieldGroup {
  readonly id?: string
  readonly legend?: string
  readonly fields: readonly RenderedField[]
}

/** A field's words: its label, and optionally a placeholder, a hint and a text area's rows. */
export interface FieldWords {
  readonly label: string
  readonly placeholder?: string
  readonly hint?: string
  readonly rows?: number
}

/** A form's field words, by field name. */
export type FormFieldWords = Readonly<Record<string, FieldWords>>

/** What a form's state gives each input: its id, name, first value, error and handlers. */
export interface FieldBinding {
  readonly id: string
  readonly name: string
  /** The value it starts with; a group of check boxes', its ticked values. */
  readonly defaultValue: string | readonly string[]
  readonly error: string | undefined
  /** Called when the control takes the focus. */
  readonly onFocus: () => void
  /** Called with the control's value when it changes. */
  readonly onChange: (event: { target: { value: string } }) => void
}

const SELECT_PLACEHOLDER = 'Please choose'

/** What a check box needs: the field's words and binding, without a first value. */
export type CheckboxProps = Omit<FieldBinding, 'defaultValue'> & {
  defaultChecked: boolean
  label: string
  required: boolean
  hint?: string
}

/**
 * Renders a check box (`CheckboxField`): passed by a form that has one, so the pages of forms
 * without one do not load it.
 */
export type RenderCheckbox = (props: CheckboxProps) => ReactNode

/** The input for one field: its kind from the definition, its words from the content. */
function FieldInput({
  field,
  words,
  binding,
  renderCheckbox,
  renderField,
}: {
  field: RenderedField
  words: FieldWords
  binding: FieldBinding
  renderCheckbox: RenderCheckbox | undefined
  renderField: RenderField | undefined
}) {
  const common = {
    label: words.label,
    required: field.isRequired,
    ...(words.hint ? { hint: words.hint } : {}),
    ...binding,
  }
  const placeholder = words.placeholder ? { placeholder: words.placeholder } : {}
  const drawn = () => {
    switch (field.input) {
      case 'textarea':
        return <TextareaField rows={words.rows ?? 4} {...placeholder} {...common} />
      case 'select':
        return (
          <SelectField
            options={field.options ?? []}
            placeholder={words.placeholder ?? SELECT_PLACEHOLDER}
            {...common}
          />
        )
      case 'checkbox': {
        if (!renderCheckbox) throw new Error(`@hard-hat/ui: ${field.name} needs renderCheckbox`)
        // A check box posts its value when ticked; it starts ticked only by a 'true' or 'on' value.
        const { defaultValue, ...box } = common
        return renderCheckbox({
          ...box,
          defaultChecked: defaultValue === 'true' || defaultValue === 'on',
        })
      }
      default:
        // Past select, only a radio group or group of check boxes has options.
        if (field.options) throw new Error(`@hard-hat/ui: ${field.name} needs renderField`)
        return (
          <TextField
            // The schemas take a bare "www.example.co.uk", which the browser's own url check (scripts
            // off) would refuse: a website is text with the url keyboard.
            type={field.input === 'url' ? 'text' : field.input}
            inputMode={field.input === 'url' ? 'url' : undefined}
            autoComplete={field.autoComplete}
            {...placeholder}
            {...common}
          />
        )
    }
  }
  return renderField
    ? renderField(field, { ...common, placeholder: words.placeholder }, drawn)
    : drawn()
}

const isWide = (field: RenderedField) =>
  field.isWide === true || field.input === 'textarea' || field.input === 'checkbox'

/**
 * A form's fields from its definition, in its groups (a group with an id is a fieldset with a
 * legend), worded by the content. Short fields pair up from the small-tablet width; text areas,
 * check boxes and wide fields take the whole row. Hidden fields carry `hiddenValues`.
 */
export function FormFields({
  groups,
  words,
  legends = {},
  bind,
  hiddenValues = {},
  renderCheckbox,
  renderField,
}: {
  groups: readonly RenderedFieldGroup[]
  words: FormFieldWords
  legends?: Readonly<Record<string, string>> | undefined
  bind: (name: string) => FieldBinding
  hiddenValues?: Readonly<Partial<Record<string, string>>> | undefined
  renderCheckbox?: RenderCheckbox | undefined
  /** Draws the fields beyond text and conditional ones: `renderEveryField`. */
  renderField?: RenderField | undefined
}) {
  // Every field without words is named at once (not one per run), once all are seen.
  const missing: string[] = []
  const drawn = groups.map((group, index) => {
    const inputs: ReactNode[] = []
    for (const field of group.fields) {
      if (field.input === 'hidden') {
        inputs.push(
          <input
            key={field.name}
            type="hidden"
            name={field.name}
            value={hiddenValues[field.name] ?? ''}
          />,
        )
        continue
      }
      if (!words[field.name]) {
        missing.push(field.name)
        continue
      }
      inputs.push(
        <div key={field.name} className={isWide(field) ? 'sm:col-span-2' : undefined}>
          <FieldInput
            field={field}
            words={words[field.name] as FieldWords}
            binding={bind(field.name)}
            renderCheckbox={renderCheckbox}
            renderField={renderField}
          />
        </div>,
      )
    }
    const legend = (group.id ? legends[group.id] : undefined) ?? group.legend
    const key = group.id ?? `group-${index}`
    return legend ? (
      <fieldset key={key} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-bold text-xl">{legend}</legend>
        {inputs}
      </fieldset>
    ) : (
      <div key={key} className="grid gap-4 sm:grid-cols-2">
        {inputs}
      </div>
    )
  })
  if (missing[0]) throw new Error(`Add words.fields for ${missing.join(', ')} (@hard-hat/ui)`)
  return drawn
}
