import type { FieldErrors } from '../field-errors'

/** What {@link parseFormPost} reads: a urlencoded body as URLSearchParams or as a plain object. */
export type FormPostBody = URLSearchParams | Readonly<Record<string, unknown>>

/** The outcome of {@link parseFormPost}: the parsed data, or the errors with the values as sent. */
export type FormPostResult<Data> =
  | {
      readonly ok: true
      readonly data: Data
      /** The form's fields as they were posted, for a refusal only the server can make. */
      readonly values: Record<string, string>
    }
  | {
      readonly ok: false
      readonly errors: FieldErrors
      /** The form's fields as they were posted (strings), to render the form again with them. */
      readonly values: Record<string, string>
    }

/**
 * Parses a form's post on any server (Fastify, Express, a bare `node:http` handler, a worker): the
 * same rules and the same words as the browser, through the form's definition. Only the form's own
 * fields are read; the first of repeated names counts; a field not sent is '' (an unticked check box).
 * @example
 * const result = parseFormPost(enquiryForm, new URLSearchParams(await readBody(request)))
 * if (!result.ok) return renderForm({ errors: result.errors, values: result.values }) // 400
 * await store(result.data) // then 303 to a thank-you page
 */
export function parseFormPost<Data>(
  definition: {
    readonly names: readonly string[]
    validate(values: unknown): { ok: true; data: Data } | { ok: false; fields: FieldErrors }
  },
  body: FormPostBody,
): FormPostResult<Data> {
  const read =
    body instanceof URLSearchParams
      ? (name: string) => body.get(name)
      : (name: string) => (Object.hasOwn(body, name) ? body[name] : undefined)
  const values: Record<string, string> = {}
  for (const name of definition.names) {
    const raw = read(name)
    const value = Array.isArray(raw) ? raw[0] : raw
    values[name] = typeof value === 'string' ? value : ''
  }
  const result = definition.validate(values)
  return result.ok
    ? { ok: true, data: result.data, values }
    : { ok: false, errors: result.fields, values }
}
