// The edit form's posts as the inbox's pages make them, and what their answers carry, for the
// editor's tests and the publish bench (no test runner needed).
import { valuesOf } from '../content/editor/fields.js'
import type { ContentBody, ContentKind } from '../content/kinds.js'

/** Text as a page escapes it, read back. */
export const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The hidden fields an edit page's form carries: what the draft it shows was based on. */
export function basisOf(page: string): { basedOn: string; base: string } {
  const basedOn = /name="basedOn" value="(\d*)"/.exec(page)?.[1] ?? ''
  const base = decode(/name="base" value="([^"]*)"/.exec(page)?.[1] ?? '')
  return { basedOn, base }
}

/** A form post of a whole body, as the edit form sends it. */
export const formOf = (kind: ContentKind, body: object, more: Record<string, string> = {}) => ({
  ...valuesOf(kind, body as ContentBody),
  ...more,
})

/** The id of the item an editor's redirect names (`/admin/content/<kinds>/<id>?done=…`). */
export const idFrom = (location: unknown) => String(location).split('/')[4]?.split('?')[0] ?? ''
