// `showWhen` as data: a field shown (and, when `required`, required) only while another field has
// a value. One reading of the condition serves the definition's schema, its JSON Schema (`if`/
// `then`) and, through the layout, the renderer.
import type * as z from 'zod/mini'
import type { FieldDefinition, ShowWhen } from './form-layout'

/** True when a value as posted or parsed counts as given ('' , [], false and undefined do not). */
export function hasValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  return value !== undefined && value !== null && value !== '' && value !== false
}

/**
 * True when a field shown on `condition` is shown, given the form's values (as posted, or as a
 * browser holds them): the other field has a value, or one of the values `is` names.
 */
export function isShown(
  condition: ShowWhen | undefined,
  values: Readonly<Record<string, unknown>>,
): boolean {
  if (condition === undefined) return true
  const value = values[condition.field]
  if (condition.is === undefined) return hasValue(value)
  const wanted: readonly string[] = typeof condition.is === 'string' ? [condition.is] : condition.is
  const given = Array.isArray(value) ? value : [value]
  return given.some((one) => typeof one === 'string' && wanted.includes(one))
}

/**
 * The values with every hidden field's value dropped, in the fields' order (so a field shown by a
 * hidden field is hidden too): what was sent for a field nobody was shown is never checked or kept.
 */
export function withoutHiddenValues(
  fields: readonly FieldDefinition[],
  values: unknown,
): Record<string, unknown> {
  if (typeof values !== 'object' || values === null) return {}
  const shown: Record<string, unknown> = { ...values }
  for (const field of fields) {
    if (!isShown(field.showWhen, shown)) delete shown[field.name]
  }
  return shown
}

/** Adds "required" issues to the shown, required, empty conditional fields of `data`. */
export function requireShownFields(
  fields: readonly FieldDefinition[],
  data: Readonly<Record<string, unknown>>,
  ctx: z.core.$RefinementCtx,
  emptyMessage: (field: FieldDefinition) => string,
) {
  for (const field of fields) {
    if (field.showWhen === undefined || !field.required || field.schema) continue
    if (isShown(field.showWhen, data) && !hasValue(data[field.name])) {
      ctx.addIssue({ code: 'custom', path: [field.name], message: emptyMessage(field) })
    }
  }
}

/**
 * The JSON Schema rules of the conditional fields: for each, `if` the other field has its value
 * (or any value) `then` this one is required (and, for text, not empty).
 */
export function showWhenJsonRules(
  fields: readonly FieldDefinition[],
): readonly Record<string, unknown>[] {
  return fields.flatMap((field) => {
    const condition = field.showWhen
    if (!condition || !field.required) return []
    const wanted =
      condition.is === undefined ? undefined : [condition.is].flat().map((value) => value)
    const other = fields.find((one) => one.name === condition.field)
    const isMany = other?.type === 'checkboxes'
    const test =
      wanted === undefined
        ? isMany
          ? { minItems: 1 }
          : other?.type === 'checkbox'
            ? { enum: [true, 'true', 'on'] }
            : { minLength: 1 }
        : isMany
          ? { contains: { enum: wanted } }
          : { enum: wanted }
    const filled = field.type === 'checkboxes' || field.type === 'file' ? {} : { minLength: 1 }
    return [
      {
        if: { properties: { [condition.field]: test }, required: [condition.field] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, never awaited
        then: { properties: { [field.name]: filled }, required: [field.name] },
      },
    ]
  })
}
