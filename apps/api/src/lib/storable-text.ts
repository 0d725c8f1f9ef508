import { hasForbiddenCharacters } from '@hard-hat/forms'

/**
 * Paths (dot-separated) of every string in `value`, keys included, that holds a control character or
 * a lone surrogate: text PostgreSQL cannot store (a NUL byte) or that would change on the way in.
 */
export function findUnstorableText(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    // The forms' one rule; multi-line, since any stored text may be a textarea's.
    return hasForbiddenCharacters(value, { multiline: true }) ? [path || '(body)'] : []
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      findUnstorableText(item, path ? `${path}.${index}` : `${index}`),
    )
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => {
      const itemPath = path ? `${path}.${key}` : key
      return findUnstorableText(key, itemPath).length > 0
        ? [itemPath]
        : findUnstorableText(item, itemPath)
    })
  }
  return []
}

/** Text cut to at most `maxLength` UTF-16 units, never between the halves of an emoji. */
export function clipText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  const lastKept = text.charCodeAt(maxLength - 1)
  const isHighSurrogate = lastKept >= 0xd800 && lastKept <= 0xdbff
  return text.slice(0, isHighSurrogate ? maxLength - 1 : maxLength)
}
