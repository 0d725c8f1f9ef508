// Two versions of an item compared field by field (decision 045): every field of the kind's
// schema, nested ones flattened under a label in plain words, each diffed word by word.
import { type ContentBody, type ContentKind, KINDS } from '../kinds.js'
import { type DiffGranularity, type DiffPart, diffText } from './word-diff.js'

/** One field of a body as text: its schema path, its label and its value written out. */
export interface FlatField {
  /** The schema path, as the edit form names its input ("featuredImage.alt"). */
  readonly field: string
  readonly label: string
  readonly text: string
}

/** One field compared: whether it changed, and how. */
export interface FieldDiff {
  readonly field: string
  readonly label: string
  readonly changed: boolean
  readonly granularity: DiffGranularity
  readonly parts: readonly DiffPart[]
}

/**
 * The words for a field: by kind and path ("testimonial:id"), by path ("testimonial.author"), or
 * by key; a key not named here is written out from itself.
 */
const LABELS: Readonly<Record<string, string>> = {
  id: 'Number',
  'testimonial:id': 'Id (its stable name)',
  slug: 'Address (slug)',
  title: 'Title',
  excerpt: 'Excerpt',
  category: 'Category',
  'project:category': 'Categories',
  author: 'Author',
  'testimonial.author': 'Who said it',
  name: 'Name',
  role: 'Role',
  date: 'Date as shown',
  dateIso: 'Date (YYYY-MM-DD)',
  readTime: 'Reading time in minutes',
  featuredImage: 'Featured image',
  image: 'Photo',
  src: 'file',
  width: 'width in pixels',
  height: 'height in pixels',
  alt: 'description (alternative text)',
  content: 'Body',
  tags: 'Tags, one a line',
  clientName: "Client's name",
  location: 'Trade and town',
  description: 'Description',
  results: 'Results, one a line',
  testimonial: "Client's testimonial",
  quote: "Client's words",
  position: 'Their position',
  company: 'Company',
  text: 'What they said',
  rating: 'Rating (stars)',
  place: 'Where it is shown',
  order: 'Position in the list',
  question: 'Question',
  answer: 'Answer',
  page: 'Page it is shown on',
}

/** A key in plain words: "clientName" is "Client name". */
const fromKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A path's label: the parents' and the key's words, like "Featured image: file". */
function labelOf(kind: ContentKind, path: readonly string[]): string {
  return path
    .map((key, depth) => {
      const at = path.slice(0, depth + 1).join('.')
      const words = LABELS[`${kind}:${at}`] ?? LABELS[at] ?? LABELS[key] ?? fromKey(key)
      return depth === 0 ? words : words.charAt(0).toLowerCase() + words.slice(1)
    })
    .join(': ')
}

/** The little of a zod schema read here: an object's shape, or the schema an optional wraps. */
interface SchemaNode {
  readonly shape?: Record<string, SchemaNode>
  readonly def?: { readonly type?: string; readonly innerType?: SchemaNode }
}

/** Every leaf path of a schema, in its order: an object's fields in turn, through optionals. */
function schemaPaths(schema: SchemaNode, path: readonly string[] = []): string[][] {
  const type = schema.def?.type
  if (
    (type === 'optional' || type === 'readonly' || type === 'nullable') &&
    schema.def?.innerType
  ) {
    return schemaPaths(schema.def.innerType, path)
  }
  if (type === 'object' && schema.shape) {
    return Object.entries(schema.shape).flatMap(([key, inner]) =>
      schemaPaths(inner, [...path, key]),
    )
  }
  return [[...path]]
}

/** A value as text: nothing for a missing one, a list one item a line. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(String).join('\n')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * Every field of the kind's schema in its order (one the body lacks, like an optional
 * testimonial, as empty), nested objects flattened, lists one item a line.
 */
export function flattenBody(kind: ContentKind, body: ContentBody | object): FlatField[] {
  return schemaPaths(KINDS[kind].stored as unknown as SchemaNode).map((path) => {
    const value = path.reduce<unknown>(
      (inner, key) =>
        inner !== null && typeof inner === 'object'
          ? (inner as Record<string, unknown>)[key]
          : undefined,
      body,
    )
    return { field: path.join('.'), label: labelOf(kind, path), text: textOf(value) }
  })
}

/** Every field of the kind's schema compared from `before` to `after`, in the schema's order. */
export function diffBodies(
  kind: ContentKind,
  before: ContentBody | object,
  after: ContentBody | object,
): FieldDiff[] {
  const old = new Map(flattenBody(kind, before).map((field) => [field.field, field]))
  const now = new Map(flattenBody(kind, after).map((field) => [field.field, field]))
  const paths = [...new Set([...old.keys(), ...now.keys()])]
  return paths.map((path) => {
    const was = old.get(path)
    const is = now.get(path)
    const label = (is ?? was)?.label ?? path
    const { granularity, parts } = diffText(was?.text ?? '', is?.text ?? '')
    return {
      field: path,
      label,
      changed: (was?.text ?? '') !== (is?.text ?? ''),
      granularity,
      parts,
    }
  })
}
