import * as z from 'zod/mini'

/** Key of an error that belongs to the whole body rather than to one field. */
export const ROOT_ERROR_KEY = '_form'

/**
 * The one error model: field name, or dot path of a body's field ("contactInfo.email"), → the first
 * message to show on it. Partial, since any field may have none: a lookup gives `string | undefined`.
 * `@hard-hat/ui` declares the same shape structurally (its `SchemaForm` runs no zod).
 */
export type FieldErrors = Partial<Record<string, string>>

/**
 * The one error model: a zod error as `{ 'contactInfo.email': 'Enter an email address…' }`, with
 * dot paths and the first message for each field. The API's 400 carries this map, and the web
 * shows it inline and in the error summary.
 * @example toFieldErrors(EmailSchema.safeParse('nope').error) // { _form: 'Enter an email…' }
 */
export function toFieldErrors(error: Pick<z.core.$ZodError, 'issues'>): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_ERROR_KEY : issue.path.map(String).join('.')
    if (!(key in fields)) fields[key] = issue.message
  }
  return fields
}

/** Outcome of {@link validateForm}: the parsed values, or the field errors. */
export type FormValidation<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors }

/**
 * Validates form values with a schema and answers in the one error model.
 * @example
 * const result = validateForm(ConsultationSchema, values)
 * if (!result.ok) showErrors(result.fields) // { email: 'Enter your email address' }
 */
export function validateForm<Schema extends z.core.$ZodType>(
  schema: Schema,
  values: unknown,
): FormValidation<z.infer<Schema>> {
  const result = z.safeParse(schema, values)
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fields: toFieldErrors(result.error) }
}
