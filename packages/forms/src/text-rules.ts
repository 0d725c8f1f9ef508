// No zod here: the web's URL attribution and the API's store check use the same rule as the schemas.

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d
const DELETE = 0x7f
const LAST_C1_CONTROL = 0x9f
const LONE_SURROGATE = /\p{Cs}/u
// Bidirectional controls (embeddings, overrides, isolates, marks) and invisible characters that
// make one name look like another or reorder what a reader sees ("Trojan Source"). The zero-width
// joiner and non-joiner are kept: emoji sequences and several scripts need them.
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/
const ZERO_WIDTH = /[\u180E\u200B\u2060\uFEFF]/

/**
 * True when the text holds a character every form refuses (the product rule "bad input gets a clear
 * answer"): a C0 control character (NUL and friends), DEL, a C1 control or a lone surrogate, none of
 * which SQLite and PostgreSQL text should ever see. Multi-line text keeps tab, line feed and
 * carriage return (a posted textarea sends CRLF); single-line text also refuses bidirectional
 * controls and zero-width spaces, which let a name pose as another in the inbox and the CSV. The one
 * predicate of the schemas, the API and the web.
 * @example hasForbiddenCharacters('a\u0000b') // true
 */
export function hasForbiddenCharacters(
  text: string,
  options: { multiline?: boolean } = {},
): boolean {
  if (!options.multiline && (BIDI_CONTROL.test(text) || ZERO_WIDTH.test(text))) return true
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code >= DELETE && code <= LAST_C1_CONTROL) return true
    if (code >= 0x20) continue
    const isLineText = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN
    if (!(options.multiline && isLineText)) return true
  }
  return LONE_SURROGATE.test(text)
}

/**
 * True when the text is a page path as a browser's `location.pathname` gives it: one leading "/",
 * then visible ASCII only (anything else arrives percent-encoded), so it can never carry a line
 * break into the agency's email or the CSV, nor name another site ("//evil.example").
 * @example isPagePath('/contact') // true
 * @example isPagePath('/a\nForged: line') // false
 */
export function isPagePath(text: string): boolean {
  return /^\/(?!\/)[\x21-\x7E]*$/.test(text)
}
