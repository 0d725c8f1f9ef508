// Plain constants, no zod: a page renders its form's fields from a layout without loading the
// schemas, so the prerendered HTML holds a complete form. One file a form (beside these builders),
// so a page bundles its own form's fields only. form-fields.test.ts holds every layout to its
// schema (the same names, the same required fields, every option value accepted).
import type { ChoiceOption } from '../fields'
import type { FormId } from '../native-forms'

/** How a field is entered: the input type, or a text area, select, check box or hidden value. */
export type FieldInput =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'hidden'

/** One field of a form: what the browser needs to render it and check it before any script. */
export interface FormField {
  readonly name: string
  readonly input: FieldInput
  readonly isRequired: boolean
  /** The `autocomplete` token; 'off' for another person's details and free answers. */
  readonly autoComplete: string
  /** A select's choices (values and their words). */
  readonly options?: readonly ChoiceOption[]
  /** Takes the form's full width (text areas, check boxes and hidden fields always do). */
  readonly isWide?: boolean
}

/** Fields shown together; a group with an id has a legend, worded in the content by that id. */
export interface FormFieldGroup {
  readonly id?: string
  readonly fields: readonly FormField[]
}

/** The forms the site renders, plus the quote builder's contact step (sent with scripts only). */
export type FieldsFormId = FormId | 'boutique-quote'

export type Extra = Pick<FormField, 'options' | 'isWide'>

export const field =
  (input: FieldInput, isRequired: boolean) =>
  (name: string, autoComplete = 'off', extra: Extra = {}): FormField => ({
    name,
    input,
    isRequired,
    autoComplete,
    ...extra,
  })

export const text = field('text', true)
export const optionalText = field('text', false)
export const email = field('email', true)
export const phone = field('tel', true)
export const optionalPhone = field('tel', false)
export const website = field('url', false)
export const textarea = field('textarea', true)
export const optionalTextarea = field('textarea', false)
export const hidden = field('hidden', false)

export const select = (name: string, options: readonly ChoiceOption[], isWide = false): FormField =>
  field('select', true)(name, 'off', { options, isWide })
export const optionalSelect = (name: string, options: readonly ChoiceOption[]): FormField =>
  field('select', false)(name, 'off', { options })

/** One group without a legend: the layout of almost every form. */
export const plain = (...fields: FormField[]): readonly FormFieldGroup[] => [{ fields }]

export const firstAndLast = [text('firstName', 'given-name'), text('lastName', 'family-name')]
export const emailAndPhone = [email('email', 'email'), phone('phone', 'tel')]
export const wideCompany = (name: string) => text(name, 'organization', { isWide: true })
export const fullName = text('name', 'name')
/** The Launch, Momentum, Dominance and 150th-client forms open alike. */
export const packageOpening = [
  fullName,
  ...emailAndPhone,
  text('company', 'organization'),
  website('website', 'url'),
]

/**
 * A form as a page renders it: its id and its fields in the order shown, grouped as shown. The
 * names are the form's own (its definition maps them to the wire); the words for each name are the
 * site's (`@hard-hat/content`).
 */
export interface FormLayout<Id extends FieldsFormId = FieldsFormId> {
  readonly id: Id
  readonly groups: readonly FormFieldGroup[]
}

export const layout = <Id extends FieldsFormId>(id: Id, groups: readonly FormFieldGroup[]) =>
  ({ id, groups }) as FormLayout<Id>

/** A layout's fields in the order shown, across its groups. */
export function fieldsOfLayout(form: FormLayout): readonly FormField[] {
  return form.groups.flatMap((group) => group.fields)
}
