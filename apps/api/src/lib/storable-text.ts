// C0 controls other than tab, line feed and carriage return, plus DEL and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/**
 * Paths (dot-separated) of every string in `value`, keys included, that holds a control character or
 * a lone surrogate: text PostgreSQL cannot store (a NUL byte) or that would change on the way in.
 */
export function findUnstorableText(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    return CONTROL_CHARACTERS.test(value) || !value.isWellFormed() ? [path || '(body)'] : []
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
