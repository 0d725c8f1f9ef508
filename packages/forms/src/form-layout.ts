// Plain data and one small mapping, no zod at run time: a page renders its form from a layout
// without loading the schemas, so the prerendered HTML holds a complete form that works before
// (and without) its scripts. `defineForm` builds its `groups` with the same mapping, so a form's
// layout and its definition are the same fields.
import type { z } from 'zod'
import type { ChoiceOption } from './fields'

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
  /** A select's choices: the value sent and the words shown. */
  readonly options?: readonly ChoiceOption[]
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
  readonly schema?: z.ZodType
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
  /** A select's choices (values and their words). */
  readonly options?: readonly ChoiceOption[]
  /** Takes the form's full width (text areas, check boxes and hidden fields always do). */
  readonly isWide?: boolean
}

/** Fields shown together; a group with an id has a legend, worded by that id (or given). */
export interface FormFieldGroup {
  readonly id?: string
  readonly legend?: string
  readonly fields: readonly FormField[]
}

/**
 * A form as a page renders it: its id, where it posts, its fields in the order shown, grouped as
 * shown, and their names. A `defineForm` result is one too; a layout made with {@link layoutOf}
 * is the same without zod.
 */
export interface FormLayout<
  Id extends string = string,
  Action extends string | undefined = string | undefined,
> {
  readonly id: Id
  readonly action: Action
  readonly groups: readonly FormFieldGroup[]
  /** The names of the fields, in order. */
  readonly names: readonly string[]
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

/** A field as a renderer reads it, from its definition (a property left out stays undefined). */
export const toFormField = (field: FieldDefinition): FormField => ({
  name: field.name,
  input: field.type,
  isRequired: field.required ?? false,
  autoComplete: field.autocomplete ?? 'off',
  label: field.label,
  maxLength: field.maxLength,
  options: field.options,
  isWide: field.wide,
})

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
>(spec: FormSpec<Id, Action>): FormLayout<Id, Action> {
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
  }
}

/** A layout's fields in the order shown, across its groups. */
export function fieldsOfLayout(form: Pick<FormLayout, 'groups'>): readonly FormField[] {
  return form.groups.flatMap((group) => group.fields)
}
