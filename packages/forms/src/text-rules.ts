// No zod here: the web's URL attribution and the API's store check use the same rule as the schemas.

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d
const DELETE = 0x7f
const LAST_C1_CONTROL = 0x9f
const LONE_SURROGATE = /\p{Cs}/u

/**
 * True when the text holds a character every form refuses (the product rule "bad input gets a clear
 * answer"): a C0 control character (NUL and friends), DEL, a C1 control or a lone surrogate, none of
 * which SQLite and PostgreSQL text should ever see. Multi-line text keeps tab, line feed and
 * carriage return (a posted textarea sends CRLF). The one predicate of the schemas, the API and the
 * web.
 * @example hasForbiddenCharacters('a\u0000b') // true
 */
export function hasForbiddenCharacters(
  text: string,
  options: { multiline?: boolean } = {},
): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code >= DELETE && code <= LAST_C1_CONTROL) return true
    if (code >= 0x20) continue
    const isLineText = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN
    if (!(options.multiline && isLineText)) return true
  }
  return LONE_SURROGATE.test(text)
}
