import {
  FAQ_PAGES,
  formatDisplayDate,
  INSIGHT_CATEGORIES,
  INSIGHT_CATEGORY_IDS,
  PROJECT_CATEGORY_IDS,
  PROJECT_CATEGORY_LABELS,
  TESTIMONIAL_PLACES,
} from '@hard-hat/content'
import type { ContentBody, ContentKind } from '../kinds.js'

/** How a field is written in the edit form. */
export type Control =
  | 'text'
  | 'passage'
  | 'markdown'
  | 'select'
  | 'number'
  | 'date'
  /** One checkbox per option; the value is the chosen options, comma-separated. */
  | 'checkboxes'
  /** A list, one entry a line. */
  | 'lines'
  /** A list, comma-separated. */
  | 'tags'

/**
 * One field of a kind's edit form. `name` is the schema's path ("featuredImage.alt"), the form
 * control's name, and (as `f-<name>`) its id: a problem named by path links to its control.
 */
export interface FieldSpec {
  readonly name: string
  readonly label: string
  readonly control: Control
  readonly hint?: string
  readonly options?: readonly { readonly value: string; readonly label: string }[]
  /** Fields shown together under a legend (the photo, the client's words). */
  readonly group?: string
}

const words = (id: string) => {
  const spaced = id.replaceAll('-', ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

const PLACE_WORDS: Record<(typeof TESTIMONIAL_PLACES)[number], string> = {
  home: 'Home page, the carousel',
  'home-results': 'Home page, beside the results',
  crm: 'CRM page',
}

const photoFields = (path: string): FieldSpec[] => [
  {
    name: `${path}.src`,
    label: 'Photo',
    control: 'text',
    group: 'The photo',
    hint: 'The photo’s address: an uploaded photo’s (/media/…) or the site’s own (/images/…).',
  },
  { name: `${path}.width`, label: 'Width in pixels', control: 'number', group: 'The photo' },
  { name: `${path}.height`, label: 'Height in pixels', control: 'number', group: 'The photo' },
  {
    name: `${path}.alt`,
    label: 'Alternative text',
    control: 'text',
    group: 'The photo',
    hint: 'What the photo shows, for people who cannot see it.',
  },
]

const orderField = (label: string): FieldSpec => ({
  name: 'order',
  label,
  control: 'number',
  hint: 'Lower numbers come first.',
})

/** Each kind's edit form, in the order a person fills it in, labelled in plain words. */
export const FIELDS: Readonly<Record<ContentKind, readonly FieldSpec[]>> = {
  article: [
    { name: 'title', label: 'Title', control: 'text', hint: 'Best kept to 60 characters.' },
    {
      name: 'slug',
      label: 'Web address',
      control: 'text',
      hint: 'The end of the page’s address: lower-case words joined by hyphens. Left empty, it is made from the title.',
    },
    {
      name: 'excerpt',
      label: 'Summary',
      control: 'passage',
      hint: 'Shown in the list of articles and to search engines: best kept to 160 characters.',
    },
    { name: 'content', label: 'Body', control: 'markdown' },
    {
      name: 'category',
      label: 'Category',
      control: 'select',
      options: INSIGHT_CATEGORY_IDS.map((id) => ({
        value: id,
        label: INSIGHT_CATEGORIES.find((category) => category.id === id)?.label ?? id,
      })),
    },
    { name: 'tags', label: 'Tags', control: 'tags', hint: 'Separated by commas.' },
    { name: 'author.name', label: 'Author', control: 'text' },
    { name: 'author.role', label: 'Author’s role', control: 'text' },
    { name: 'dateIso', label: 'Date shown on the article', control: 'date' },
    { name: 'readTime', label: 'Reading time in minutes', control: 'number' },
    ...photoFields('featuredImage'),
  ],
  project: [
    { name: 'title', label: 'Title', control: 'text', hint: 'Best kept to 60 characters.' },
    {
      name: 'slug',
      label: 'Web address',
      control: 'text',
      hint: 'The end of the case study’s address. Left empty, it is made from the title.',
    },
    { name: 'clientName', label: 'Client', control: 'text' },
    { name: 'location', label: 'Trade and town', control: 'text' },
    {
      name: 'description',
      label: 'Description',
      control: 'passage',
      hint: 'Shown to search engines too: best kept to 160 characters.',
    },
    {
      name: 'category',
      label: 'Categories',
      control: 'checkboxes',
      options: PROJECT_CATEGORY_IDS.map((id) => ({
        value: id,
        label: PROJECT_CATEGORY_LABELS[id],
      })),
    },
    { name: 'results', label: 'Results', control: 'lines', hint: 'One result a line.' },
    ...photoFields('image'),
    {
      name: 'testimonial.quote',
      label: 'What the client said',
      control: 'passage',
      group: 'The client’s words (optional)',
    },
    {
      name: 'testimonial.author',
      label: 'Who said it',
      control: 'text',
      group: 'The client’s words (optional)',
    },
    {
      name: 'testimonial.position',
      label: 'Their position',
      control: 'text',
      group: 'The client’s words (optional)',
    },
  ],
  testimonial: [
    { name: 'name', label: 'Name', control: 'text' },
    { name: 'company', label: 'Company', control: 'text' },
    { name: 'text', label: 'What they said', control: 'passage' },
    {
      name: 'rating',
      label: 'Rating',
      control: 'select',
      options: [5, 4, 3, 2, 1].map((stars) => ({
        value: String(stars),
        label: `${stars} star${stars === 1 ? '' : 's'}`,
      })),
    },
    {
      name: 'place',
      label: 'Where it is shown',
      control: 'select',
      options: TESTIMONIAL_PLACES.map((place) => ({ value: place, label: PLACE_WORDS[place] })),
    },
    orderField('Position in the list'),
    {
      name: 'id',
      label: 'Short name',
      control: 'text',
      hint: 'A name that stays with it, like “smith-roofing”. Left empty, it is made from the name.',
    },
  ],
  faq: [
    { name: 'question', label: 'Question', control: 'text' },
    { name: 'answer', label: 'Answer', control: 'passage' },
    {
      name: 'page',
      label: 'Page it is on',
      control: 'select',
      options: FAQ_PAGES.map((page) => ({ value: page, label: words(page) })),
    },
    orderField('Position on the page'),
  ],
}

/** The form's values, by field name, as text. */
export type FormValues = Readonly<Record<string, string>>

const at = (body: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], body)

/** A stored body as the edit form shows it. */
export function valuesOf(kind: ContentKind, body: ContentBody): FormValues {
  const values: Record<string, string> = {}
  for (const field of FIELDS[kind]) {
    const value = at(body, field.name)
    if (value === undefined || value === null) values[field.name] = ''
    else if (Array.isArray(value)) {
      values[field.name] = value.join(field.control === 'lines' ? '\n' : ', ')
    } else values[field.name] = String(value)
  }
  return values
}

/** What a new item's form starts with. */
export function blankValues(kind: ContentKind, author: string, todayIso: string): FormValues {
  const values: Record<string, string> = Object.fromEntries(
    FIELDS[kind].map((field) => [field.name, ''] as const),
  )
  if (kind === 'article') {
    Object.assign(values, {
      category: INSIGHT_CATEGORY_IDS[0],
      'author.name': author,
      dateIso: todayIso,
      readTime: '5',
    })
  }
  if (kind === 'testimonial') Object.assign(values, { rating: '5', order: '0' })
  if (kind === 'faq') Object.assign(values, { order: '0' })
  return values
}

/** A form post's values for a kind's fields (a checkbox group arrives as one field per box). */
export function valuesFromPost(kind: ContentKind, post: Readonly<Record<string, unknown>>) {
  const values: Record<string, string> = {}
  for (const field of FIELDS[kind]) {
    if (field.control === 'checkboxes') {
      values[field.name] = (field.options ?? [])
        .filter((option) => post[`${field.name}.${option.value}`] !== undefined)
        .map((option) => option.value)
        .join(',')
    } else {
      const value = post[field.name]
      values[field.name] = typeof value === 'string' ? value.replaceAll('\r\n', '\n') : ''
    }
  }
  return values
}

/** A slug made from a title or a name: "A Builder’s Site!" → "a-builders-site". */
export function slugFrom(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '')
}

const set = (target: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.')
  const last = keys.pop() as string
  let node = target
  for (const key of keys) {
    node[key] ??= {}
    node = node[key] as Record<string, unknown>
  }
  node[last] = value
}

/**
 * The form's values as the object the API's schema checks (the kind's input schema): numbers as
 * numbers, lists as arrays, an empty slug made from the title, an article's shown date written
 * out from its ISO date, and a project's optional testimonial left out when all of it is empty.
 */
export function inputOf(kind: ContentKind, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const field of FIELDS[kind]) {
    const text = values[field.name] ?? ''
    const trimmed = text.trim()
    let value: unknown = text
    if (field.control === 'number') value = trimmed === '' ? undefined : Number(trimmed)
    else if (field.control === 'tags' || field.control === 'checkboxes') {
      value = trimmed === '' ? [] : trimmed.split(',').map((each) => each.trim())
    } else if (field.control === 'lines') {
      value = text
        .split('\n')
        .map((each) => each.trim())
        .filter((each) => each !== '')
    } else if (field.name === 'rating') value = trimmed === '' ? undefined : Number(trimmed)
    set(input, field.name, value)
  }
  const named = kind === 'testimonial' ? 'id' : 'slug'
  const from = kind === 'testimonial' ? 'name' : 'title'
  if (kind !== 'faq' && String(input[named] ?? '').trim() === '') {
    input[named] = slugFrom(String(input[from] ?? ''))
  }
  if (kind === 'article') {
    const iso = String(input.dateIso ?? '')
    input.date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? safeDisplayDate(iso) : ''
  }
  if (kind === 'project') {
    const words = input.testimonial as Record<string, string>
    if (Object.values(words).every((each) => each.trim() === '')) delete input.testimonial
  }
  return input
}

function safeDisplayDate(iso: string): string {
  try {
    return formatDisplayDate(iso)
  } catch {
    return ''
  }
}

/** The form field a schema issue's path belongs to ("tags.2" → "tags", "date" → "dateIso"). */
export function fieldOfPath(kind: ContentKind, path: readonly PropertyKey[]): string {
  const joined = path.map(String).join('.')
  if (kind === 'article' && joined === 'date') return 'dateIso'
  const names = FIELDS[kind].map((field) => field.name)
  let best = ''
  for (const name of names) {
    if ((joined === name || joined.startsWith(`${name}.`)) && name.length > best.length) best = name
  }
  if (best) return best
  // A group's own issue ("testimonial" missing a part): its first field.
  return names.find((name) => name.startsWith(`${joined}.`)) ?? names[0] ?? joined
}

/** A field's control id, which a problem's link points to. */
export function controlIdOf(kind: ContentKind, name: string): string {
  const field = FIELDS[kind].find((each) => each.name === name)
  if (field?.control === 'checkboxes') return `f-${name}.${field.options?.[0]?.value ?? ''}`
  return `f-${name}`
}

/** A field's label, for naming it in a message (a name the form does not have is itself). */
export function labelOf(kind: ContentKind, name: string): string {
  return FIELDS[kind].find((field) => field.name === name)?.label ?? name
}
