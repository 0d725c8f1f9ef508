import { type FieldErrors, ROOT_ERROR_KEY } from '../field-errors'
import { bytesInWords, DEFAULT_MAX_FILE_BYTES } from '../field-kinds'

/**
 * What {@link parseFormPost} reads at once: a urlencoded body as `URLSearchParams` or as the plain
 * object your framework parsed, or a `FormData` (urlencoded or multipart, files and all).
 */
export type FormPostBody = URLSearchParams | FormData | Readonly<Record<string, unknown>>

/** A field's value as posted, to draw the form again: text, or the ticked values of a group. */
export type FormPostValue = string | string[]

/** The outcome of {@link parseFormPost}: the parsed data, or the errors with the values as sent. */
export type FormPostResult<Data> =
  | {
      readonly ok: true
      readonly data: Data
      /** The form's fields as they were posted, for a refusal only the server can make. */
      readonly values: Record<string, FormPostValue>
    }
  | {
      readonly ok: false
      readonly errors: FieldErrors
      /**
       * The form's fields as they were posted (text; a group of check boxes' ticked values; '' for
       * a file, which a browser cannot be given back), to render the form again with them.
       */
      readonly values: Record<string, FormPostValue>
    }

/** The form {@link parseFormPost} parses: a `defineForm` result fits as it is. */
export interface PostedFormDefinition<Data> {
  readonly names: readonly string[]
  /** The fields' types and file limits: which fields take several values, or files. */
  readonly fields?: readonly {
    readonly name: string
    readonly input: string
    readonly maxBytes?: number | undefined
    readonly maxFiles?: number | undefined
  }[]
  /** Checks the posted values: the data, or a message for each field at fault. */
  validate(values: unknown): { ok: true; data: Data } | { ok: false; fields: FieldErrors }
}

/** Options of {@link parseFormPost} for a web `Request`. */
export interface FormPostOptions {
  /**
   * The largest body read, in bytes: by default 1 MB, plus each file field's `maxBytes` (10 MB when
   * omitted) times its `maxFiles`. A larger post is refused before it is read whole.
   */
  readonly maxBodyBytes?: number
}

const TEXT_ALLOWANCE = 1024 * 1024

/**
 * Parses a form's post on any server (Fastify, Express, a bare `node:http` handler, a worker): the
 * same rules and the same words as the browser, through the form's definition. Only the form's own
 * fields are read; the first of repeated names counts (every one, for a group of check boxes and a
 * file field); a field not sent is '' (an unticked check box). Given a web `Request` it reads the
 * body (urlencoded or multipart, within a size limit) and answers a promise. Files are handed to
 * you in `data` as the `File`s posted: nothing is written anywhere.
 * @example
 * const result = await parseFormPost(enquiryForm, request) // a web Request: Hono, a worker, Node's Request
 * const result = parseFormPost(enquiryForm, new URLSearchParams(await readBody(request)))
 * if (!result.ok) return renderForm({ errors: result.errors, values: result.values }) // 400
 * await store(result.data) // then 303 to a thank-you page
 */
export function parseFormPost<Data>(
  definition: PostedFormDefinition<Data>,
  body: Request,
  options?: FormPostOptions,
): Promise<FormPostResult<Data>>
export function parseFormPost<Data>(
  definition: PostedFormDefinition<Data>,
  body: FormPostBody,
): FormPostResult<Data>
export function parseFormPost<Data>(
  definition: PostedFormDefinition<Data>,
  body: FormPostBody | Request,
  options: FormPostOptions = {},
): FormPostResult<Data> | Promise<FormPostResult<Data>> {
  if (isRequest(body)) return readRequest(definition, body, options)
  const read =
    body instanceof URLSearchParams || isFormData(body)
      ? (name: string) => body.getAll(name)
      : (name: string) => (Object.hasOwn(body, name) ? body[name] : undefined)
  const kinds = new Map(definition.fields?.map((field) => [field.name, field.input]))
  const values: Record<string, FormPostValue> = {}
  const checked: Record<string, unknown> = {}
  for (const name of definition.names) {
    const raw = read(name)
    const all: readonly unknown[] = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]
    const kind = kinds.get(name)
    if (kind === 'file') {
      checked[name] = all.filter((value) => typeof value !== 'string')
      values[name] = ''
    } else if (kind === 'checkboxes') {
      const ticked = all.filter((value): value is string => typeof value === 'string')
      checked[name] = ticked
      values[name] = ticked
    } else {
      const value = typeof all[0] === 'string' ? all[0] : ''
      checked[name] = value
      values[name] = value
    }
  }
  const result = definition.validate(checked)
  return result.ok
    ? { ok: true, data: result.data, values }
    : { ok: false, errors: result.fields, values }
}

const isRequest = (body: unknown): body is Request =>
  typeof Request !== 'undefined' && body instanceof Request

const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData

/** The largest body a form's post may be: text, and each file field's files at their largest. */
function bodyLimitOf(definition: PostedFormDefinition<unknown>): number {
  return (definition.fields ?? []).reduce(
    (limit, field) =>
      field.input === 'file'
        ? limit + (field.maxBytes ?? DEFAULT_MAX_FILE_BYTES) * (field.maxFiles ?? 1)
        : limit,
    TEXT_ALLOWANCE,
  )
}

async function readRequest<Data>(
  definition: PostedFormDefinition<Data>,
  request: Request,
  options: FormPostOptions,
): Promise<FormPostResult<Data>> {
  const limit = options.maxBodyBytes ?? bodyLimitOf(definition)
  const refused = (message: string): FormPostResult<Data> => ({
    ok: false,
    errors: { [ROOT_ERROR_KEY]: message },
    values: Object.fromEntries(definition.names.map((name) => [name, ''])),
  })
  const tooLarge = `Choose smaller files: the form takes ${bytesInWords(limit)} at most`
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > limit) return refused(tooLarge)
  const bytes = await readWithin(request, limit)
  if (bytes === undefined) return refused(tooLarge)
  const type = request.headers.get('content-type') ?? ''
  try {
    if (/^application\/json\b/i.test(type)) {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes))
      const object = typeof parsed === 'object' && parsed !== null ? parsed : {}
      return parseFormPost(definition, object as Record<string, unknown>)
    }
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
    return parseFormPost(definition, form)
  } catch {
    return refused('Send the form again: its post could not be read')
  }
}

/** The request's body, or undefined once it passes `limit` bytes (the rest is not read). */
async function readWithin(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
