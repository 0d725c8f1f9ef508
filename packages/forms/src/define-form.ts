import { z } from 'zod'
import { type FieldErrors, type FormValidation, validateForm } from './field-errors'
import {
  type ChoiceOption,
  EMAIL_FORMAT_MESSAGE,
  isEmailAddress,
  isWebsiteAddress,
  MAX_EMAIL_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_URL_LENGTH,
  optionalText,
  requiredText,
  URL_FORMAT_MESSAGE,
} from './fields'
import type { FieldInput, FormField, FormFieldGroup } from './layouts/builders'

/** One field of a form defined with {@link defineForm}. */
export interface FieldDefinition {
  /** The field's name: the form control's `name` and the key of the parsed data. */
  readonly name: string
  readonly type: FieldInput
  /** The field as people read it inside a sentence ("email address"), for the messages. */
  readonly label: string
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

/** Fields shown together under a legend. */
export interface FieldGroupDefinition {
  readonly legend?: string
  readonly fields: readonly FieldDefinition[]
}

/** The parsed value of a field: its own schema's output, a check box's boolean, otherwise text ('' when left empty). */
export type FieldValue<F extends FieldDefinition> = F['schema'] extends z.ZodType
  ? z.output<F['schema']>
  : F['type'] extends 'checkbox'
    ? boolean
    : F['options'] extends readonly ChoiceOption[]
      ? F['required'] extends true
        ? F['options'][number]['value']
        : F['options'][number]['value'] | ''
      : string

/** The parsed data of a form: one key per field. */
export type FormValues<Fields extends readonly FieldDefinition[]> = {
  [F in Fields[number] as F['name']]: FieldValue<F>
}

/** What {@link defineForm} takes. Give `fields`, or `groups` of fields with legends. */
export type DefineFormInput<Fields extends readonly FieldDefinition[], Body> = {
  /** The form's id, unique on the site (posted in a hidden field by the renderer). */
  readonly id: string
  /** Where the form posts; the form's page when omitted. */
  readonly action?: string
  /**
   * Extra rules on top of the fields' own: add issues with `ctx.addIssue({ path: ['field'], … })`.
   * They run after every field is valid, as zod's `superRefine`.
   */
  readonly refine?: (data: FormValues<Fields>, ctx: z.RefinementCtx) => void
  /** Maps the parsed data to the body your API expects; the data itself when omitted. */
  readonly toBody?: (data: FormValues<Fields>) => Body
  /** Body field path → the form's field, where the names differ, so server errors land on fields. */
  readonly wireNames?: Readonly<Record<string, string>>
} & (
  | { readonly fields: Fields; readonly groups?: never }
  | {
      readonly groups: readonly (FieldGroupDefinition & { readonly fields: Fields })[]
      readonly fields?: never
    }
)

/** A form defined once: its fields, their schema, the mapping to its body and the way back. */
export interface Form<Data = Record<string, unknown>, Body = Data> {
  readonly id: string
  readonly action: string | undefined
  /** Fields in their groups, as a renderer shows them (a group may have a legend). */
  readonly groups: readonly (FormFieldGroup & { readonly legend?: string })[]
  /** Fields in order, across the groups. */
  readonly fields: readonly (FormField & { readonly label: string; readonly maxLength?: number })[]
  /** The names of the fields, in order. */
  readonly names: readonly string[]
  /** The zod schema of the form's values as a browser holds them (every value a string). */
  readonly schema: z.ZodType<Data>
  /** Validates values and answers in the one error model: `{ ok: true, data }` or `{ ok: false, fields }`. */
  validate(values: unknown): FormValidation<Data>
  /** Maps parsed data to the wire body. */
  toBody(data: Data): Body
  /** Validates values and builds the body, or names each field at fault. */
  toRequest(values: unknown): FormValidation<Body>
  /** Carries a server's field errors (body paths) back to the form's own fields. */
  toFormFieldErrors(wireErrors: FieldErrors): FieldErrors
  /** The JSON Schema (draft 2020-12) of the form's values, for another stack to validate the same form. */
  toJSONSchema(): Record<string, unknown>
  readonly wireNames: Readonly<Record<string, string>>
}

const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/

/** The zod schema of one field, from its definition. */
export function fieldSchema(field: FieldDefinition): z.ZodType {
  if (field.schema) return field.schema
  const isRequired = field.required ?? false
  const empty =
    field.requiredMessage ??
    (field.type === 'select' || field.type === 'checkbox'
      ? `Select ${field.label}`
      : `Enter your ${field.label}`)
  if (field.type === 'checkbox') {
    const box = z
      .union([z.string(), z.boolean(), z.undefined()])
      .transform((value) => value === true || value === 'true' || value === 'on')
    return isRequired ? box.refine((value) => value, { message: empty }) : box
  }
  if (field.type === 'select') {
    const values = (field.options ?? []).map((option) => option.value)
    const choice = z
      .string({ error: empty })
      .default('')
      .refine((value) => (value === '' ? !isRequired : values.includes(value)), {
        message: empty,
      })
    return choice
  }
  const maxLength =
    field.maxLength ??
    { email: MAX_EMAIL_LENGTH, tel: MAX_PHONE_LENGTH, url: MAX_URL_LENGTH }[field.type as string]
  const options = { label: field.label, maxLength, multiline: field.type === 'textarea' }
  const text = isRequired ? requiredText(empty, options) : optionalText(options)
  const format = formats[field.type]
  if (!format) return text
  return text.refine((value) => value.length === 0 || format.test(value), {
    message: format.message(field.label),
  })
}

const formats: Partial<
  Record<FieldInput, { test: (value: string) => boolean; message: (label: string) => string }>
> = {
  email: { test: isEmailAddress, message: () => EMAIL_FORMAT_MESSAGE },
  url: { test: isWebsiteAddress, message: () => URL_FORMAT_MESSAGE },
  tel: {
    test: (value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 7,
    message: (label) => `Enter ${label} in the correct format, like +353 1 555 0100`,
  },
}

/**
 * Defines a form once, as a list of fields (or groups of fields with legends): from it come its
 * zod schema, its fields as a renderer shows them, the mapping to its wire body, the way back from
 * a server's field errors, and its JSON Schema. `refine` adds rules across fields.
 * @example
 * const enquiry = defineForm({
 *   id: 'enquiry',
 *   action: '/enquiries',
 *   fields: [
 *     { name: 'name', type: 'text', label: 'name', required: true, autocomplete: 'name' },
 *     { name: 'email', type: 'email', label: 'email address', required: true, autocomplete: 'email' },
 *     { name: 'boatLength', type: 'select', label: 'boat length', options: [{ value: 'under-10m', label: 'Under 10 m' }] },
 *   ],
 * })
 * enquiry.validate({ name: '', email: 'x' })
 * // { ok: false, fields: { name: 'Enter your name', email: 'Enter an email address in the correct format, like name@example.com' } }
 */
export function defineForm<
  const Fields extends readonly FieldDefinition[],
  Body = FormValues<Fields>,
>(input: DefineFormInput<Fields, Body>): Form<FormValues<Fields>, Body> {
  const groupsIn: readonly FieldGroupDefinition[] = input.groups ?? [{ fields: input.fields ?? [] }]
  const all = groupsIn.flatMap((group) => group.fields)
  const seen = new Set<string>()
  for (const field of all) {
    if (seen.has(field.name)) {
      throw new Error(`@hard-hat/forms: form "${input.id}" has two fields named "${field.name}"`)
    }
    seen.add(field.name)
    if (field.type === 'select' && (field.options ?? []).length === 0) {
      throw new Error(`@hard-hat/forms: the select "${field.name}" of "${input.id}" has no options`)
    }
  }
  const toField = (field: FieldDefinition) => ({
    name: field.name,
    input: field.type,
    isRequired: field.required ?? false,
    autoComplete: field.autocomplete ?? 'off',
    label: field.label,
    ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
    ...(field.options === undefined ? {} : { options: field.options }),
    ...(field.wide === undefined ? {} : { isWide: field.wide }),
  })
  const groups = groupsIn.map((group) => ({
    ...(group.legend === undefined ? {} : { id: group.legend, legend: group.legend }),
    fields: group.fields.map(toField),
  }))
  const object = z.object(Object.fromEntries(all.map((field) => [field.name, fieldSchema(field)])))
  const refine = input.refine
  const schema = (refine
    ? object.superRefine((data, ctx) => refine(data as FormValues<Fields>, ctx))
    : object) as unknown as z.ZodType<FormValues<Fields>>
  const toBody = input.toBody ?? ((data: FormValues<Fields>) => data as unknown as Body)
  const wireNames = input.wireNames ?? {}
  const validate = (values: unknown) => validateForm(schema, values)
  return {
    id: input.id,
    action: input.action,
    groups,
    fields: groups.flatMap((group) => group.fields),
    names: all.map((field) => field.name),
    schema,
    validate,
    toBody,
    toRequest(values) {
      const result = validate(values)
      return result.ok ? { ok: true, data: toBody(result.data) } : result
    },
    toFormFieldErrors(wireErrors) {
      const errors: FieldErrors = {}
      for (const [path, message] of Object.entries(wireErrors)) {
        const name = wireNames[path] ?? path.split('.').at(-1) ?? path
        errors[name] ??= message
      }
      return errors
    },
    toJSONSchema: () =>
      z.toJSONSchema(object, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
    wireNames,
  }
}
