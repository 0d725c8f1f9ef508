// The zod schemas of the field types that take more than one line of text: a group of check boxes,
// a number, a date and a file. Each takes the value as a browser or a server's parser holds it (a
// string, several strings, File objects) and answers in the same words on both sides.
import * as z from 'zod/mini'
import type { ChoiceOption } from './fields'

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

/**
 * A field's schema that reads a value not sent as '' (zod 4 refuses an object key that is missing
 * when its schema's output is not optional, before its transform runs).
 */
const fromPost = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.pipe(
    z.transform((value: unknown): unknown => value ?? ''),
    schema,
  )

/** What a transform below reports a field's error with. */
interface IssueSink {
  addIssue(issue: { readonly code: 'custom'; readonly message: string }): void
}

/**
 * zod/mini's transform, with an `addIssue` as the full zod's transforms have (zod/mini's transforms
 * report by pushing onto the payload's `issues`).
 */
const reporting = <In, Out>(transform: (value: In, ctx: IssueSink) => Out) =>
  z.transform((value: In, payload) =>
    transform(value, {
      addIssue: (issue) => payload.issues.push({ ...issue, input: value }),
    }),
  )

/** The values of a repeated field as posted: none, one, or several. */
const many = (value: unknown): readonly unknown[] =>
  value === undefined || value === null || value === ''
    ? []
    : Array.isArray(value)
      ? value
      : [value]

/**
 * A group of check boxes: the ticked values, each one of the options (in the options' order,
 * each once). A required group needs one ticked.
 */
export function checkboxesSchema(
  options: readonly ChoiceOption[],
  { required, empty }: { readonly required: boolean; readonly empty: string },
) {
  const values = options.map((option) => option.value)
  return z
    .pipe(
      fromPost(z.unknown()),
      reporting((value: unknown, ctx) => {
        const ticked = many(value)
        if (ticked.some((one) => typeof one !== 'string' || !values.includes(one))) {
          ctx.addIssue({ code: 'custom', message: empty })
          return z.NEVER
        }
        return values.filter((one) => ticked.includes(one))
      }),
    )
    .check(z.refine((ticked) => !required || ticked.length > 0, { message: empty }))
}

/** A number typed in a text box (or sent as a JSON number), with its bounds. */
export function numberSchema(
  label: string,
  {
    required,
    empty,
    min,
    max,
    decimals,
  }: {
    readonly required: boolean
    readonly empty: string
    readonly min?: number | undefined
    readonly max?: number | undefined
    readonly decimals?: boolean | undefined
  },
) {
  const example = decimals ? '2.5' : '4'
  const format = `Enter ${label} as a ${decimals ? '' : 'whole '}number, like ${example}`
  return fromPost(
    z.pipe(
      z.union([z.string(), z.number()]),
      reporting((value: string | number, ctx): number | undefined => {
        const typed = typeof value === 'string' ? value.trim().replace(/,/g, '') : value
        if (typed === undefined || typed === '') {
          if (required) ctx.addIssue({ code: 'custom', message: empty })
          return undefined
        }
        const number = typeof typed === 'number' ? typed : Number(typed)
        const isNumber = typeof typed === 'number' || /^-?\d+(\.\d+)?$/.test(typed)
        if (!isNumber || !Number.isFinite(number) || (!decimals && !Number.isInteger(number))) {
          ctx.addIssue({ code: 'custom', message: format })
          return z.NEVER
        }
        if (min !== undefined && number < min) {
          ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be ${min} or more` })
        } else if (max !== undefined && number > max) {
          ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be ${max} or less` })
        }
        return number
      }),
    ),
  )
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written as `YYYY-MM-DD` (what `<input type="date">` posts). */
export function isIsoDate(value: string): boolean {
  const parts = ISO_DATE.exec(value)
  if (!parts) return false
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])))
  return date.toISOString().slice(0, 10) === value
}

/** A date as `YYYY-MM-DD` ('' when an optional one is left empty), within its bounds. */
export function dateSchema(
  label: string,
  {
    required,
    empty,
    min,
    max,
  }: {
    readonly required: boolean
    readonly empty: string
    readonly min?: string | undefined
    readonly max?: string | undefined
  },
) {
  return fromPost(
    z.pipe(
      z.string(),
      reporting((value: string, ctx) => {
        const typed = value.trim()
        if (typed === '') {
          if (required) ctx.addIssue({ code: 'custom', message: empty })
          return ''
        }
        if (!isIsoDate(typed)) {
          ctx.addIssue({
            code: 'custom',
            message: `${capitalise(label)} must be a real date, like 2027-03-14`,
          })
        } else if (min !== undefined && typed < min) {
          ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be ${min} or later` })
        } else if (max !== undefined && typed > max) {
          ctx.addIssue({
            code: 'custom',
            message: `${capitalise(label)} must be ${max} or earlier`,
          })
        }
        return typed
      }),
    ),
  )
}

/** The largest file a file field takes when its definition gives no `maxBytes`: 10 MB. */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024

/** A file as posted: `File` in browsers and Node 20+, or anything with a name, type and size. */
export interface PostedFile {
  readonly name: string
  readonly type: string
  readonly size: number
}

const isFile = (value: unknown): value is PostedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PostedFile).name === 'string' &&
  typeof (value as PostedFile).size === 'number'

/** "5 MB", "300 KB": a size as people read it. */
export function bytesInWords(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.ceil(bytes / 1024)} KB`
}

/** True when a file is one of the accepted types (a MIME type, `image/*`, or an ending `.pdf`). */
export function isAccepted(file: PostedFile, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  return accept.some((one) => {
    const wanted = one.trim().toLowerCase()
    if (wanted.startsWith('.')) return name.endsWith(wanted)
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1))
    return type === wanted
  })
}

/**
 * A file field: the files posted (an empty file input posts one nameless, empty file, which counts
 * as none), at most `maxFiles`, each at most `maxBytes` and of an accepted type. The files are
 * handed on as they came: nothing is written anywhere.
 */
export function fileSchema(
  label: string,
  {
    required,
    empty,
    accept,
    maxBytes = DEFAULT_MAX_FILE_BYTES,
    maxFiles = 1,
  }: {
    readonly required: boolean
    readonly empty: string
    readonly accept?: readonly string[] | undefined
    readonly maxBytes?: number | undefined
    readonly maxFiles?: number | undefined
  },
) {
  return z.pipe(
    fromPost(z.unknown()),
    reporting((value: unknown, ctx) => {
      const posted = many(value)
      if (posted.some((one) => !isFile(one))) {
        ctx.addIssue({ code: 'custom', message: `Select ${label} as a file` })
        return z.NEVER
      }
      const files = (posted as PostedFile[]).filter((file) => file.size > 0 || file.name !== '')
      if (files.length === 0 && required) ctx.addIssue({ code: 'custom', message: empty })
      else if (files.length > maxFiles) {
        ctx.addIssue({
          code: 'custom',
          message: `Select ${maxFiles === 1 ? 'one file' : `${maxFiles} files or fewer`} for ${label}`,
        })
      } else if (files.some((file) => file.size > maxBytes)) {
        ctx.addIssue({
          code: 'custom',
          message: `${capitalise(label)} must be smaller than ${bytesInWords(maxBytes)}`,
        })
      } else if (accept && files.some((file) => !isAccepted(file, accept))) {
        ctx.addIssue({
          code: 'custom',
          message: `${capitalise(label)} must be a ${accept.map(typeInWords).join(' or ')}`,
        })
      }
      return files as File[]
    }),
  )
}

/** 'image/jpeg' → "JPEG", '.pdf' → "PDF", 'image/*' → "image". */
function typeInWords(type: string): string {
  if (type.startsWith('.')) return type.slice(1).toUpperCase()
  const [kind, sub = ''] = type.split('/')
  return sub === '*' ? (kind ?? type) : sub.toUpperCase()
}
