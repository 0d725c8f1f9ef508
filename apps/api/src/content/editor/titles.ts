import type { ContentBody, ContentKind } from '../kinds.js'
import { PLURALS } from '../kinds.js'

/** Each kind in the agency's words: one, many, and how a new one is asked for. */
export const KIND_WORDS: Readonly<Record<ContentKind, { one: string; many: string }>> = {
  article: { one: 'article', many: 'Articles' },
  project: { one: 'case study', many: 'Case studies' },
  testimonial: { one: 'testimonial', many: 'Testimonials' },
  faq: { one: 'question', many: 'Questions (FAQs)' },
}

/** The editor's address of a kind's list, or of one item of it. */
export const editorPath = (kind: ContentKind, id?: string) =>
  `/admin/content/${PLURALS[kind]}${id === undefined ? '' : `/${id}`}`

/** The words an item is known by in a list: its title, the person's name or the question. */
export function titleOf(kind: ContentKind, body: ContentBody): string {
  const fields = body as unknown as Record<string, unknown>
  if (kind === 'testimonial') return `${fields.name} (${fields.company})`
  if (kind === 'faq') return String(fields.question)
  return String(fields.title)
}

/** The text a search looks in: every string of the draft. */
export function searchTextOf(body: ContentBody): string {
  const strings: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(body)
  return strings.join('\n').toLocaleLowerCase('en-GB')
}
