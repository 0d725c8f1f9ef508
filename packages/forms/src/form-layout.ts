// Plain data and one small mapping, no zod at run time: a page renders its form from a layout
// without loading the schemas, so the prerendered HTML holds a complete form that works before
// (and without) its scripts. `defineForm` builds its `groups` with the same mapping, so a form's
// layout and its definition are the same fields.
import type * as z from 'zod/mini'
import type { ChoiceOption } from './fields'

/**
 * How a field is entered: the input type, or a text area, select, check box, radio group, group of
 * check boxes, number, date, file or hidden value.
 */
export type FieldInput =
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

/**
 * When a field is shown (and, if `required`, required): while the form's field `field` has a value,
 * or one of the values `is` (a check box group: while one of them is ticked). Otherwise the field is
 * hidden (with scripts) and its value is dropped, whatever was sent.
 * @example { name: 'phone', type: 'tel', required: true, showWhen: { field: 'contactBy', is: 'phone' } }
 */
export interface ShowWhen {
  readonly field: string
  readonly is?: string | readonly string[]
}

/** One field of a form defined with `defineForm`. */
export interface FieldDefinition {
  /** The field's name: the form control's `name` and the key of the parsed data. */
  readonly name: string
  readonly type: FieldInput
  /**
   * The field as people read it inside a sentence ("email address"), for the messages; its name
   * in words when omitted (`companyName` → "company name").
   */
  readonly label?: string
  readonly required?: boolean
  /** The `autocomplete` token; 'off' when omitted. */
  readonly autocomplete?: string
  /** The choices of a select, radio group or group of check boxes: the value sent and the words shown. */
  readonly options?: readonly ChoiceOption[]
  /** A number's least and greatest value; a date's earliest and latest (`'2027-01-31'`). */
  readonly min?: number | string
  readonly max?: number | string
  /** A number may have decimals (`inputmode="decimal"`); whole numbers only when omitted. */
  readonly decimals?: boolean
  /** A file field's accepted types: MIME types (`'image/jpeg'`, `'image/*'`) or endings (`'.pdf'`). */
  readonly accept?: readonly string[]
  /** A file field's largest file, in bytes (10 MB when omitted). */
  readonly maxBytes?: number
  /** How many files a file field takes (1 when omitted). */
  readonly maxFiles?: number
  /** Shown, and required when `required`, only while another field has a value: see {@link ShowWhen}. */
  readonly showWhen?: ShowWhen
  /** Longest accepted value after trimming (200, or 5000 for a text area, when omitted). */
  readonly maxLength?: number
  /** What to say when a required field is empty; "Enter your {label}" (or "Select …") by default. */
  readonly requiredMessage?: string
  /** Takes the form's full width (text areas, check boxes and hidden fields always do). */
  readonly wide?: boolean
  /**
   * The field's own zod schema, in place of the one its type gives (a UK phone number, say:
   * `schema: UkPhoneSchema`). It receives the value as posted (a string, or undefined).
   */
  readonly schema?: z.core.$ZodType
}

/** Fields shown together, under a legend when it has one. */
export interface FieldGroupDefinition {
  /** The group's id, for a site that words its legends elsewhere; the legend when omitted. */
  readonly id?: string
  readonly legend?: string
  readonly fields: readonly FieldDefinition[]
}

/** One field of a form: what the browser needs to render it and check it before any script. */
export interface FormField {
  readonly name: string
  readonly input: FieldInput
  readonly isRequired: boolean
  /** The `autocomplete` token; 'off' for another person's details and free answers. */
  readonly autoComplete: string
  /** The field inside a sentence, when its definition words it (the messages use it). */
  readonly label?: string
  readonly maxLength?: number
  /** The choices of a select, radio group or group of check boxes (values and their words). */
  readonly options?: readonly ChoiceOption[]
  /** Takes the form's full width (text areas, check boxes and hidden fields always do). */
  readonly isWide?: boolean
  /** A number's or date's bounds, as the definition gives them. */
  readonly min?: number | string
  readonly max?: number | string
  /** A number may have decimals (the decimal keyboard); whole numbers when omitted. */
  readonly decimals?: boolean
  /** A file field's accepted types. */
  readonly accept?: readonly string[]
  /** A file field's largest file in bytes, and how many files it takes, as the definition gives them. */
  readonly maxBytes?: number
  readonly maxFiles?: number
  /** Shown only while another field has a value (see {@link ShowWhen}); never required by the browser. */
  readonly showWhen?: ShowWhen
}

/** A field as a renderer reads it, with its definition's name and type kept as literal types. */
export type FormFieldOf<F extends FieldDefinition> = F extends FieldDefinition
  ? FormField & { readonly name: F['name']; readonly input: F['type'] }
  : never

/** The field definitions of a form spec: its `fields`, or every group's fields. */
export type FieldsOfSpec<Spec> = Spec extends {
  readonly groups: readonly (infer Group extends FieldGroupDefinition)[]
}
  ? Group['fields'][number]
  : Spec extends { readonly fields: readonly (infer Field extends FieldDefinition)[] }
    ? Field
    : FieldDefinition

/** Fields shown together; a group with an id has a legend, worded by that id (or given). */
export interface FormFieldGroup<Field extends FormField = FormField> {
  readonly id?: string
  readonly legend?: string
  readonly fields: readonly Field[]
}

/**
 * A form as a page renders it: its id, where it posts, its fields in the order shown, grouped as
 * shown, and their names. A `defineForm` result is one too; a layout made with {@link layoutOf}
 * is the same without zod.
 */
export interface FormLayout<
  Id extends string = string,
  Action extends string | undefined = string | undefined,
  Field extends FormField = FormField,
> {
  readonly id: Id
  readonly action: Action
  readonly groups: readonly FormFieldGroup<Field>[]
  /** The names of the fields, in order. */
  readonly names: readonly Field['name'][]
}

/** What {@link layoutOf} and `defineForm` take: an id, an action, and fields or groups of fields. */
export interface FormSpec<
  Id extends string = string,
  Action extends string | undefined = string | undefined,
> {
  readonly id: Id
  readonly action?: Action
  readonly fields?: readonly FieldDefinition[]
  readonly groups?: readonly FieldGroupDefinition[]
}

/**
 * A field as a renderer reads it, from its definition (a property left out stays undefined, so
 * the fields of Hard Hat's own forms carry only the properties they always had).
 */
export const toFormField = <F extends FieldDefinition>(field: F): FormFieldOf<F> => {
  // The keys of the newer field types pass through as they are (only when a definition uses them).
  const {
    name,
    type,
    required,
    autocomplete,
    label,
    maxLength,
    options,
    wide,
    schema: _schema,
    requiredMessage: _message,
    ...kept
  } = field
  return {
    ...kept,
    name,
    input: type,
    // A field shown on a condition is required by the definition, never by the browser (without
    // scripts it is shown, and may be left empty, whatever the condition).
    isRequired: !!required && !field.showWhen,
    autoComplete: autocomplete ?? 'off',
    label,
    maxLength,
    options,
    isWide: wide,
  } as unknown as FormFieldOf<F>
}

/** A form's groups of field definitions, given as `fields` (one group) or `groups`. */
export const groupsOf = (spec: FormSpec): readonly FieldGroupDefinition[] =>
  spec.groups ?? [{ fields: spec.fields ?? [] }]

/**
 * A form's layout from its definition's fields, without zod: what a page imports to render the
 * form before its scripts load (the definition, with its schema, can then load lazily).
 * @example const ENQUIRY_FORM = layoutOf({ id: 'enquiry', action: '/enquiries', fields: ENQUIRY_FIELDS })
 */
export function layoutOf<
  const Id extends string,
  const Action extends string | undefined = undefined,
  const Spec extends Pick<FormSpec, 'fields' | 'groups'> = FormSpec,
>(spec: FormSpec<Id, Action> & Spec): FormLayout<Id, Action, FormFieldOf<FieldsOfSpec<Spec>>> {
  const groups = groupsOf(spec).map((group) => ({
    id: group.id ?? group.legend,
    legend: group.legend,
    fields: group.fields.map(toFormField),
  }))
  return {
    id: spec.id,
    action: spec.action as Action,
    groups,
    names: groups.flatMap((group) => group.fields.map((field) => field.name)),
  } as unknown as FormLayout<Id, Action, FormFieldOf<FieldsOfSpec<Spec>>>
}

/** A layout's fields in the order shown, across its groups. */
export function fieldsOfLayout(form: Pick<FormLayout, 'groups'>): readonly FormField[] {
  return form.groups.flatMap((group) => group.fields)
}
