/**
 * The one way to write server-rendered HTML (the inbox's pages; the native forms' pages next):
 * the `html` tag escapes every interpolated value by default, so a visitor's text can never
 * become markup. Only `SafeHtml` (what `html` returns, or `raw` marks) goes in as it is.
 *
 * @example
 * const item = html`<li title="${lead.name}">${lead.message}</li>` // both escaped
 * const list = html`<ul>${leads.map((lead) => html`<li>${lead.name}</li>`)}</ul>` // lists join
 * const page = html`<main>${raw(TRUSTED_SVG)}</main>` // trusted, written by us: not escaped
 */

/** Markup that is already safe to send: built by `html` or marked by `raw`, never from a visitor's text. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for an element or a quoted attribute (for text outside the tag, e.g. an email). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

/**
 * Marks a trusted fragment (markup this codebase wrote, never a visitor's or a store's text) to
 * go into `html` unescaped. Every use should be checkable by reading the line that calls it.
 */
export function raw(trusted: string): SafeHtml {
  return new SafeHtml(trusted)
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

/**
 * A template tag: every interpolated value is escaped unless it is SafeHtml (or a list of it);
 * `null`, `undefined` and `false` render as nothing, so `${isShown && html`…`}` reads naturally.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, string, index) => out + string + (index < values.length ? render(values[index]) : ''),
      '',
    ),
  )
}
