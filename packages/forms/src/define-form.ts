import * as z from 'zod/mini'
import { type CheckedFields, type CheckedGroups, checkField } from './definition-checks'
import { type FieldErrors, type FormValidation, validateForm } from './field-errors'
import { checkboxesSchema, dateSchema, fileSchema, numberSchema } from './field-kinds'
import {
  type ChoiceOption,
  EMAIL_FORMAT_MESSAGE,
  isEmailAddress,
  isWebsiteAddress,
  MAX_EMAIL_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_URL_LENGTH,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
  URL_FORMAT_MESSAGE,
} from './fields'
import {
  type FieldDefinition,
  type FieldGroupDefinition,
  type FieldInput,
  type FormField,
  type FormFieldGroup,
  type FormFieldOf,
  groupsOf,
  type ShowWhen,
  toFormField,
} from './form-layout'
import { requireShownFields, showWhenJsonRules, withoutHiddenValues } from './show-when'

export type { FieldDefinition, FieldGroupDefinition } from './form-layout'

/**
 * A file handed to the caller as it was posted (a web `File` fits): read it with `arrayBuffer()`
 * and store it where you choose; the package writes it nowhere.
 */
export interface FormFile {
  readonly name: string
  /** The MIME type the browser gave, '' when it gave none. */
  readonly type: string
  readonly size: number
  /** The file's bytes. */
  arrayBuffer(): Promise<ArrayBuffer>
}

/** True when a field must be filled whenever it is shown (a conditional field may be hidden). */
type IsRequired<F extends FieldDefinition> = F['required'] extends true
  ? F extends { readonly showWhen: ShowWhen }
    ? false
    : true
  : false

type OptionValue<F extends FieldDefinition> = F['options'] extends readonly ChoiceOption[]
  ? F['options'][number]['value']
  : string

/**
 * The parsed value of a field: its own schema's output, a check box's boolean, the ticked values of
 * a group of check boxes, a number (`undefined` when an optional one is empty), the files of a file
 * field, one of a select's or radio group's values, otherwise text ('' when left empty). A field
 * shown on a condition may be empty (or `undefined`, with its own schema).
 */
export type FieldValue<F extends FieldDefinition> = F['schema'] extends z.core.$ZodType
  ? F extends { readonly showWhen: ShowWhen }
    ? z.output<F['schema']> | undefined
    : z.output<F['schema']>
  : F['type'] extends 'checkbox'
    ? boolean
    : F['type'] extends 'checkboxes'
      ? OptionValue<F>[]
      : F['type'] extends 'number'
        ? IsRequired<F> extends true
          ? number
          : number | undefined
        : F['type'] extends 'file'
          ? FormFile[]
          : F['options'] extends readonly ChoiceOption[]
            ? IsRequired<F> extends true
              ? F['options'][number]['value']
              : F['options'][number]['value'] | ''
            : string

/** The parsed data of a form: one key per field. */
export type FormValues<Fields extends readonly FieldDefinition[]> = {
  [F in Fields[number] as F['name']]: FieldValue<F>
}

/** The zod schema a field gets: its own, or the one its type gives (as {@link fieldSchema} builds it). */
export type FieldSchema<F extends FieldDefinition> = F['schema'] extends z.core.$ZodType
  ? F extends { readonly showWhen: ShowWhen }
    ? z.ZodMiniOptional<F['schema']>
    : F['schema']
  : F['type'] extends 'checkbox'
    ? z.ZodMiniType<boolean, string | boolean | undefined>
    : F['type'] extends 'checkboxes' | 'number' | 'date' | 'file'
      ? z.ZodMiniType<FieldValue<F>>
      : F['type'] extends 'select' | 'radio'
        ? IsRequired<F> extends true
          ? z.ZodMiniType<FieldValue<F>, FieldValue<F>>
          : z.ZodMiniDefault<z.ZodMiniType<FieldValue<F>, FieldValue<F>>>
        : IsRequired<F> extends true
          ? z.ZodMiniString<string>
          : z.ZodMiniDefault<z.ZodMiniString<string>>

/** The zod object of a form's fields: one key per field, each with its schema. */
export type FormShape<Fields extends readonly FieldDefinition[]> = {
  [F in Fields[number] as F['name']]: FieldSchema<F>
}

/** The zod object a form's fields give (what `definition.schema` is, for a form without `refine`). */
export type FormSchema<Fields extends readonly FieldDefinition[]> = z.ZodMiniObject<
  FormShape<Fields>
>

/**
 * What `definition.schema` is: the zod object of the fields, or, for a form with a field shown on
 * a condition, a schema that first drops the values of the hidden fields.
 */
export type DefinitionSchema<Fields extends readonly FieldDefinition[]> = [
  Extract<Fields[number], { readonly showWhen: ShowWhen }>,
] extends [never]
  ? z.ZodMiniObject<FormShape<Fields>>
  : z.ZodMiniType<FormValues<Fields>, unknown>

/** What {@link defineForm} takes besides its fields. */
export interface DefineFormOptions<
  Fields extends readonly FieldDefinition[],
  Body,
  Id extends string = string,
  Action extends string | undefined = string | undefined,
> {
  /** The form's id, unique on the site (posted in a hidden field by the renderer). */
  readonly id: Id
  /** Where the form posts; the form's page when omitted. */
  readonly action?: Action
  /**
   * Extra rules on top of the fields' own: add issues with `ctx.addIssue({ path: ['field'], … })`.
   * They run after every field is valid, as zod's `superRefine`.
   */
  readonly refine?: (data: FormValues<Fields>, ctx: z.core.$RefinementCtx) => void
  /** Maps the parsed data to the body your API expects; the data itself when omitted. */
  readonly toBody?: (data: FormValues<Fields>) => Body
  /** Body field path → the form's field, where the names differ, so server errors land on fields. */
  readonly wireNames?: Readonly<Record<string, string>>
}

/** What {@link defineForm} takes. Give `fields`, or `groups` of fields with legends. */
export type DefineFormInput<
  Fields extends readonly FieldDefinition[],
  Body,
  Id extends string = string,
  Action extends string | undefined = string | undefined,
> = DefineFormOptions<Fields, Body, Id, Action> &
  (
    | { readonly fields: Fields; readonly groups?: never }
    | {
        readonly groups: readonly (FieldGroupDefinition & { readonly fields: Fields })[]
        readonly fields?: never
      }
  )

/** The fields of a form's groups, across the groups. */
export type FieldsOfGroups<Groups extends readonly FieldGroupDefinition[]> =
  Groups[number]['fields']

/** A form defined once: its fields, their schema, the mapping to its body and the way back. */
export interface Form<
  Data = Record<string, unknown>,
  Body = Data,
  Id extends string = string,
  Schema extends z.ZodMiniType = z.ZodMiniType<Data>,
  Action extends string | undefined = string | undefined,
  Field extends FormField = FormField,
> {
  readonly id: Id
  readonly action: Action
  /**
   * Fields in their groups, as a renderer shows them (a group may have a legend); each field's
   * name and type are kept as literal types, so a renderer can ask for words for every one.
   */
  readonly groups: readonly FormFieldGroup<Field & { readonly label: string }>[]
  /** Fields in order, across the groups. */
  readonly fields: readonly (Field & { readonly label: string })[]
  /** The names of the fields, in order. */
  readonly names: readonly Field['name'][]
  /** The zod schema of the form's values as a browser holds them (every value a string). */
  readonly schema: Schema
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

/**
 * A server's field errors (body paths) on a form's own fields: through `wireNames` where the names
 * differ, else the path's last part; the first message per field wins.
 */
export function fieldErrorsOfWire(
  wireNames: Readonly<Record<string, string>>,
  wireErrors: FieldErrors,
): FieldErrors {
  const errors: FieldErrors = {}
  for (const [path, message] of Object.entries(wireErrors)) {
    const name = wireNames[path] ?? path.split('.').at(-1) ?? path
    errors[name] ??= message
  }
  return errors
}

/** A field's words inside a sentence: its label, or its name in words (`companyName` → "company name"). */
export function labelOf(field: Pick<FieldDefinition, 'name' | 'label'>): string {
  return field.label ?? field.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}

/**
 * Gives fields their own zod schemas by name, so a field list can be kept free of zod (a page then
 * imports it, through {@link layoutOf}, without loading zod) and the definition adds the schemas.
 * @example defineForm({ id: 'enquiry', fields: withFieldSchemas(ENQUIRY_FIELDS, { phone: UkPhoneSchema }) })
 */
export function withFieldSchemas<
  const Fields extends readonly FieldDefinition[],
  const Schemas extends { readonly [Name in Fields[number]['name']]?: z.core.$ZodType },
>(
  fields: Fields,
  schemas: Schemas,
): { readonly [K in keyof Fields]: WithSchema<Fields[K], Schemas> } {
  const byName: Readonly<Record<string, z.core.$ZodType | undefined>> = schemas
  return fields.map((field) => {
    const schema = byName[field.name]
    return schema ? { ...field, schema } : field
  }) as unknown as { readonly [K in keyof Fields]: WithSchema<Fields[K], Schemas> }
}

type WithSchema<F, Schemas> = F extends FieldDefinition
  ? F['name'] extends keyof Schemas
    ? Schemas[F['name']] extends z.core.$ZodType
      ? Omit<F, 'schema'> & { readonly schema: Schemas[F['name']] }
      : F
    : F
  : F

const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/

/**
 * The zod object of a list of fields, each with its schema: what `defineForm` checks a form's values
 * with before any cross-field rule. A form's folder builds its wire schema from it, so the wire
 * schema and the body builder sit below the definition instead of importing it back.
 */
export function fieldsSchemaOf<const Fields extends readonly FieldDefinition[]>(
  fields: Fields,
): FormSchema<Fields> {
  return z.object(
    Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
  ) as unknown as FormSchema<Fields>
}

/** The zod schema of one field, from its definition. */
export function fieldSchema(field: FieldDefinition): z.core.$ZodType {
  // A field shown on a condition is optional here: when it is shown and required, the form's
  // schema asks for it (a hidden one's value is dropped before any field is checked).
  const isConditional = field.showWhen !== undefined
  if (field.schema) return isConditional ? z.optional(field.schema) : field.schema
  const isRequired = (field.required ?? false) && !isConditional
  const label = labelOf(field)
  const empty = emptyMessageOf(field)
  const rules = {
    required: isRequired,
    empty,
    min: typeof field.min === 'number' ? field.min : undefined,
    max: typeof field.max === 'number' ? field.max : undefined,
  }
  switch (field.type) {
    case 'checkboxes':
      return checkboxesSchema(field.options ?? [], rules)
    case 'number':
      return numberSchema(label, { ...rules, decimals: field.decimals })
    case 'date':
      return dateSchema(label, {
        ...rules,
        min: typeof field.min === 'string' ? field.min : undefined,
        max: typeof field.max === 'string' ? field.max : undefined,
      })
    case 'file':
      return fileSchema(label, {
        ...rules,
        accept: field.accept,
        maxBytes: field.maxBytes,
        maxFiles: field.maxFiles,
      })
  }
  if (field.type === 'checkbox') {
    const box = z.pipe(
      z.union([z.string(), z.boolean(), z.undefined()]),
      z.transform((value) => value === true || value === 'true' || value === 'on'),
    )
    return isRequired ? box.check(z.refine((value) => value, { message: empty })) : box
  }
  if (field.type === 'select' || field.type === 'radio') {
    // One of the options (or '' for an optional select left on its placeholder), in the same
    // words for an empty and an unknown answer; its JSON Schema lists the values.
    const options = field.options ?? []
    return isRequired ? requiredChoice(options, empty) : optionalChoice(options, empty)
  }
  const maxLength =
    field.maxLength ??
    { email: MAX_EMAIL_LENGTH, tel: MAX_PHONE_LENGTH, url: MAX_URL_LENGTH }[field.type as string]
  const options = { label, maxLength, multiline: field.type === 'textarea' }
  const text = isRequired ? requiredText(empty, options) : optionalText(options)
  const format = formats[field.type]
  if (!format) return text
  return text.check(
    z.refine((value) => value.length === 0 || format.test(value), {
      message: format.message(label),
    }),
  )
}

/** What a required field says when it is empty: its `requiredMessage`, or words from its type. */
function emptyMessageOf(field: FieldDefinition): string {
  const choose = ['select', 'checkbox', 'radio', 'checkboxes', 'file'].includes(field.type)
  return field.requiredMessage ?? `${choose ? 'Select' : 'Enter your'} ${labelOf(field)}`
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
  const Id extends string = string,
  const Action extends string | undefined = undefined,
>(
  input: DefineFormOptions<Fields, Body, Id, Action> & {
    readonly fields: Fields & NoInfer<CheckedFields<Fields>>
    readonly groups?: never
  },
): Form<FormValues<Fields>, Body, Id, DefinitionSchema<Fields>, Action, FormFieldOf<Fields[number]>>
export function defineForm<
  const Groups extends readonly FieldGroupDefinition[],
  Body = FormValues<FieldsOfGroups<Groups>>,
  const Id extends string = string,
  const Action extends string | undefined = undefined,
>(
  input: DefineFormOptions<FieldsOfGroups<Groups>, Body, Id, Action> & {
    readonly groups: Groups & NoInfer<CheckedGroups<Groups>>
    readonly fields?: never
  },
): Form<
  FormValues<FieldsOfGroups<Groups>>,
  Body,
  Id,
  DefinitionSchema<FieldsOfGroups<Groups>>,
  Action,
  FormFieldOf<FieldsOfGroups<Groups>[number]>
>
export function defineForm<
  const Fields extends readonly FieldDefinition[],
  Body,
  const Id extends string,
  const Action extends string | undefined,
>(
  input: DefineFormInput<Fields, Body, Id, Action>,
): Form<FormValues<Fields>, Body, Id, z.ZodMiniObject<FormShape<Fields>>, Action> {
  const groupsIn = groupsOf(input)
  const all = groupsIn.flatMap((group) => group.fields)
  const names = all.map((field) => field.name)
  const seen = new Set<string>()
  for (const field of all) {
    if (seen.has(field.name)) {
      throw new Error(
        `Rename one of the two fields named "${field.name}" (@hard-hat/forms: the form "${input.id}" has both)`,
      )
    }
    seen.add(field.name)
    checkField(input.id, field, names)
  }
  const groups = groupsIn.map((group) => ({
    id: group.id ?? group.legend,
    legend: group.legend,
    fields: group.fields.map((field) => ({ ...toFormField(field), label: labelOf(field) })),
  }))
  const object = fieldsSchemaOf(all)
  const conditional = all.filter((field) => field.showWhen !== undefined)
  // A form with conditional fields first drops the hidden fields' values, then asks for the shown
  // required ones (on every post, beside the fields' own errors, so all are named at once).
  const fieldsSchema =
    conditional.length === 0
      ? object
      : z
          .pipe(
            z.transform((values: unknown) => withoutHiddenValues(all, values)),
            object,
          )
          .check(
            z.superRefine(
              (data, ctx) =>
                requireShownFields(all, data as Record<string, unknown>, ctx, emptyMessageOf),
              { when: () => true },
            ),
          )
  const refine = input.refine
  // zod 4 keeps a refined object an object (its checks run after the fields'), so `.shape`,
  // `.pick` and `.extend` still work on a form without `refine`.
  const schema = (refine
    ? (fieldsSchema as z.ZodMiniType).check(
        z.superRefine((data, ctx) => refine(data as FormValues<Fields>, ctx)),
      )
    : fieldsSchema) as unknown as z.ZodMiniObject<FormShape<Fields>> &
    z.ZodMiniType<FormValues<Fields>>
  const toBody = input.toBody ?? ((data: FormValues<Fields>) => data as unknown as Body)
  const wireNames = input.wireNames ?? {}
  const validate = (values: unknown): FormValidation<FormValues<Fields>> => {
    const result = validateForm(schema as z.ZodMiniType<FormValues<Fields>>, values)
    if (result.ok || conditional.length === 0) return result
    // A conditional field's error comes from the form's own check, after the fields': put every
    // error back in the fields' order, as the error summary lists them.
    const fields: FieldErrors = {}
    for (const key of [...names, ...Object.keys(result.fields)]) {
      if (result.fields[key] !== undefined) fields[key] ??= result.fields[key]
    }
    return { ok: false, fields }
  }
  return {
    id: input.id,
    action: input.action as Action,
    groups,
    fields: groups.flatMap((group) => group.fields),
    names,
    schema,
    validate,
    toBody,
    toRequest(values) {
      const result = validate(values)
      return result.ok ? { ok: true, data: toBody(result.data) } : result
    },
    toFormFieldErrors: (wireErrors) => fieldErrorsOfWire(wireNames, wireErrors),
    toJSONSchema: () => {
      const json = z.toJSONSchema(object, { io: 'input', unrepresentable: 'any' })
      const rules = showWhenJsonRules(all)
      return (rules.length === 0 ? json : { ...json, allOf: rules }) as Record<string, unknown>
    },
    wireNames,
  }
}
