import { SITE } from '@hard-hat/content'
import type { CheckedFields, FieldText } from './fields.js'
import { priceProblems } from './prices.js'

/** A problem to fix before publishing, under the edit form input (schema path) at fault. */
export interface PageProblem {
  readonly field: string
  readonly message: string
}

/** The longest title search results show whole. */
export const MAX_TITLE_LENGTH = 60
/** The longest description search results show whole (the page's meta description is cut there). */
export const MAX_DESCRIPTION_LENGTH = 160

/** A Markdown photo, `![alt](src "title")`. */
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g
/** A Markdown link or photo's address, `[text](href)`, or an autolink `<https://…>`. */
const MARKDOWN_HREF = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|<(https?:\/\/[^>\s]+)>/g
/** An HTML link or photo written into Markdown. */
const HTML_HREF = /\b(?:href|src)\s*=\s*["']([^"']+)["']/gi

const quoted = (text: string) => `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`

/** Photos without alternative text: the item's own photo, and each in its Markdown body. */
export function photoProblems(fields: CheckedFields): PageProblem[] {
  const own = fields.alts
    .filter((alt) => alt.text.trim() === '')
    .map((alt) => ({
      field: alt.field,
      message: `The ${alt.photo ?? 'photo'} has no alternative text: describe it for people who cannot see it`,
    }))
  const inBody = fields.markdown
    ? [...fields.markdown.text.matchAll(MARKDOWN_IMAGE)]
        .filter(([, alt]) => (alt ?? '').trim() === '')
        .map(([, , src]) => ({
          field: fields.markdown?.field ?? 'content',
          message: `The photo ${src} in the body has no alternative text: describe it between the square brackets, ![like this](${src})`,
        }))
    : []
  return [...own, ...inBody]
}

/** A title over 60 characters, a description over 160: search results cut them. */
export function lengthProblems(fields: CheckedFields): PageProblem[] {
  const over = (text: FieldText | undefined, max: number, what: string) =>
    text && text.text.trim().length > max
      ? [
          {
            field: text.field,
            message: `The ${what} is ${text.text.trim().length} characters: search results cut it after ${max}, so keep it to ${max} or fewer`,
          },
        ]
      : []
  return [
    ...over(fields.title, MAX_TITLE_LENGTH, 'title'),
    ...over(fields.description, MAX_DESCRIPTION_LENGTH, 'description'),
  ]
}

/** Every "£" amount that disagrees with the catalogue (prices.ts, decision 042). */
export function pricingProblems(fields: CheckedFields): PageProblem[] {
  return fields.texts.flatMap(({ field, text }) =>
    priceProblems(text).map(({ message }) => ({ field, message })),
  )
}

/** A link to a page of this site, as written and as the path it asks for. */
export interface InternalLink {
  readonly field: string
  readonly href: string
  /** The path without query or fragment, without a trailing slash: `/insights/a-post`. */
  readonly path: string
}

/** The path of an address on this site (`/…` or the site's origin), or undefined for another site. */
export function sitePathOf(href: string): string | undefined {
  const local = href.startsWith(SITE.origin) ? href.slice(SITE.origin.length) || '/' : href
  if (!local.startsWith('/') || local.startsWith('//')) return undefined
  const path = local.split(/[?#]/)[0] ?? '/'
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Every link and photo address of the site in an item's texts, with the field it is in. */
export function internalLinks(fields: CheckedFields): InternalLink[] {
  return fields.texts.flatMap(({ field, text }) =>
    [...text.matchAll(MARKDOWN_HREF), ...text.matchAll(HTML_HREF)]
      .sort((a, b) => a.index - b.index)
      .flatMap((match) => {
        const href = match[1] ?? match[2] ?? ''
        const path = sitePathOf(href)
        return path === undefined ? [] : [{ field, href, path }]
      }),
  )
}

/** The link problems, given whether a path leads somewhere. */
export async function linkProblems(
  fields: CheckedFields,
  leadsSomewhere: (path: string) => Promise<boolean>,
): Promise<PageProblem[]> {
  const problems: PageProblem[] = []
  for (const link of internalLinks(fields)) {
    if (await leadsSomewhere(link.path)) continue
    problems.push({
      field: link.field,
      message: `The link to ${link.href} leads nowhere: there is no page or file there on the site`,
    })
  }
  return problems
}

/** The text of some HTML, tags taken out and spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Headings that skip a level in a page's main content (an h4 straight after an h2), as rendered:
 * a screen reader's outline then has a hole. Going back up any number of levels is fine.
 */
export function headingProblems(html: string, field: string): PageProblem[] {
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? ''
  const problems: PageProblem[] = []
  let previous = 0
  for (const [, level, inner] of main.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)) {
    const depth = Number(level)
    if (previous > 0 && depth > previous + 1) {
      problems.push({
        field,
        message: `The heading ${quoted(textOf(inner ?? ''))} is a level ${depth} heading straight after a level ${previous}: make it level ${previous + 1} (${'#'.repeat(previous + 1)} in Markdown)`,
      })
    }
    previous = depth
  }
  return problems
}
