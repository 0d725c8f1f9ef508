import { SITE } from '../site'

/** A schema.org JSON-LD document, ready to serialise into a `<script type="application/ld+json">`. */
export interface JsonLd {
  readonly '@context'?: 'https://schema.org'
  readonly '@type': string
  readonly [property: string]: unknown
}

/** The schema.org context every top-level JSON-LD document carries. */
export const SCHEMA_CONTEXT = 'https://schema.org' as const

/** An absolute URL on the public origin for a site path (or an already absolute URL unchanged). */
export function absoluteUrl(pathOrUrl: string, origin: string = SITE.origin): string {
  return new URL(pathOrUrl, origin).href
}

/**
 * Serialises JSON-LD for a script element, escaping "<" so the text can never close the element.
 * @example `<script type="application/ld+json">${jsonLdScript(localBusinessJsonLd(new Date()))}</script>`
 */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
