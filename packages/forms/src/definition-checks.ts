// A definition the engine does not understand is refused, by TypeScript and at run time, with the
// fix first: a key it does not know (`showIf`), a type it does not have, an option list missing.
// Silently ignoring a key is how a form ships with a field that is never conditional.
import type { FieldDefinition, FieldInput } from './form-layout'

/** Every field type, in the words a message lists them. */
export const FIELD_TYPES: readonly FieldInput[] = [
  'text',
  'email',
  'tel',
  'url',
  'textarea',
  'select',
  'radio',
  'checkboxes',
  'checkbox',
  'number',
  'date',
  'file',
  'hidden',
]

const FIELD_KEYS: readonly (keyof FieldDefinition)[] = [
  'name',
  'type',
  'label',
  'required',
  'autocomplete',
  'options',
  'maxLength',
  'requiredMessage',
  'wide',
  'schema',
  'min',
  'max',
  'decimals',
  'accept',
  'maxBytes',
  'maxFiles',
  'showWhen',
]

/** What to write in place of a key people reach for that a field does not have. */
export const FIELD_KEY_FIXES = {
  showIf: 'showWhen: { field, is }',
  visibleWhen: 'showWhen: { field, is }',
  when: 'showWhen: { field, is }',
  condition: 'showWhen: { field, is }',
  dependsOn: 'showWhen: { field, is }',
  choices: 'options: [{ value, label }]',
  values: 'options: [{ value, label }]',
  items: 'options: [{ value, label }]',
  optional: 'required: true on the fields that must be filled (fields are optional by default)',
  placeholder: "the renderer's words (SchemaForm's words.fields[name].placeholder)",
  hint: "the renderer's words (SchemaForm's words.fields[name].hint)",
  default: "SchemaForm's defaultValues",
  defaultValue: "SchemaForm's defaultValues",
  minimum: 'min',
  maximum: 'max',
  step: 'decimals: true (whole numbers by default)',
  multiple: 'maxFiles (a file field) or type: "checkboxes" (several choices)',
  maxSize: 'maxBytes',
  maxFileSize: 'maxBytes',
  accepts: "accept: ['image/jpeg', '.pdf']",
  mimeTypes: "accept: ['image/jpeg', '.pdf']",
  pattern: 'schema: z.string().regex(…) (the field’s own zod schema)',
  minLength: 'schema: (the field’s own zod schema)',
  validate: 'schema (a field’s own zod schema) or refine (a rule across fields)',
  id: 'name',
} as const

type KeyFixes = typeof FIELD_KEY_FIXES

/** The message TypeScript shows on a key a field does not have: the fix first. */
export type FieldKeyFix<Key extends PropertyKey> = Key extends keyof KeyFixes
  ? `Use ${KeyFixes[Key]}: "${Key}" is not a field key`
  : `Remove "${Key & string}": a field takes ${string}`

type UnknownKeys<F> = Exclude<keyof F, keyof FieldDefinition>

/** A field whose unknown keys are typed as their fix, so TypeScript refuses them by name. */
export type CheckedField<F> = [UnknownKeys<F>] extends [never]
  ? F
  : Omit<F, UnknownKeys<F>> & { readonly [Key in UnknownKeys<F>]: FieldKeyFix<Key> }

/** A list of fields, each checked with {@link CheckedField}. */
export type CheckedFields<Fields extends readonly unknown[]> = {
  readonly [Index in keyof Fields]: CheckedField<Fields[Index]>
}

/** Groups of fields, each group's fields checked with {@link CheckedField}. */
export type CheckedGroups<Groups extends readonly { readonly fields: readonly unknown[] }[]> = {
  readonly [Index in keyof Groups]: Omit<Groups[Index], 'fields'> & {
    readonly fields: CheckedFields<Groups[Index]['fields']>
  }
}

const CHOICE_TYPES: readonly FieldInput[] = ['select', 'radio', 'checkboxes']
const TEXT_TYPES: readonly FieldInput[] = ['text', 'email', 'tel', 'url', 'textarea', 'hidden']

/** Keys that only some types take, and which. */
const KEYS_OF_TYPES: Partial<Record<keyof FieldDefinition, readonly FieldInput[]>> = {
  options: CHOICE_TYPES,
  maxLength: TEXT_TYPES,
  min: ['number', 'date'],
  max: ['number', 'date'],
  decimals: ['number'],
  accept: ['file'],
  maxBytes: ['file'],
  maxFiles: ['file'],
}

const refuse = (fix: string, problem: string): never => {
  throw new Error(`${fix} (@hard-hat/forms: ${problem})`)
}

/**
 * Refuses, with the fix first, a field the engine would not understand: an unknown key or type, a
 * key its type does not take, a choice without options, bounds of the wrong kind, a `showWhen` on
 * a field the form does not have.
 */
export function checkField(formId: string, field: FieldDefinition, names: readonly string[]) {
  const where = `the field "${field.name}" of the form "${formId}"`
  if (!FIELD_TYPES.includes(field.type)) {
    refuse(
      `Use one of the types ${FIELD_TYPES.join(', ')}`,
      `${where} has the type "${String(field.type)}", which is not a field type`,
    )
  }
  for (const key of Object.keys(field)) {
    if (!(FIELD_KEYS as readonly string[]).includes(key)) {
      const fix = FIELD_KEY_FIXES[key as keyof KeyFixes]
      refuse(
        fix ? `Use ${fix}` : `Remove "${key}"; a field takes ${FIELD_KEYS.join(', ')}`,
        `${where} has the key "${key}", which is not a field key`,
      )
    }
    const types = KEYS_OF_TYPES[key as keyof FieldDefinition]
    if (types && !types.includes(field.type) && field[key as keyof FieldDefinition] !== undefined) {
      refuse(
        `Remove "${key}", or make the field one of the types ${types.join(', ')}`,
        `${where} is a ${field.type} field, which does not take "${key}"`,
      )
    }
  }
  if (CHOICE_TYPES.includes(field.type) && (field.options ?? []).length === 0) {
    refuse(
      `Give the ${field.type} "${field.name}" options: [{ value, label }]`,
      `${where} has no options`,
    )
  }
  const boundType = field.type === 'number' ? 'number' : 'string'
  for (const bound of [field.min, field.max]) {
    if (bound !== undefined && typeof bound !== boundType) {
      refuse(
        field.type === 'number'
          ? 'Write min and max of a number field as numbers (min: 1)'
          : "Write min and max of a date field as 'YYYY-MM-DD' (min: '2027-01-31')",
        `${where} has a bound of the wrong kind: ${JSON.stringify(bound)}`,
      )
    }
  }
  const shownBy = field.showWhen?.field
  if (shownBy !== undefined && (shownBy === field.name || !names.includes(shownBy))) {
    refuse(
      `Make showWhen.field the name of another field of the form (${names.join(', ')})`,
      `${where} is shown when "${shownBy}" has a value, and the form has no such other field`,
    )
  }
}
