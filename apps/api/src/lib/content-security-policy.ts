/** Every directive a policy of this service uses, in the one order a header lists them. */
const DIRECTIVES = [
  'default-src',
  'script-src',
  'script-src-attr',
  'connect-src',
  'style-src',
  'img-src',
  'font-src',
  'object-src',
  'form-action',
  'base-uri',
  'frame-ancestors',
  'upgrade-insecure-requests',
] as const

/** A policy's sources by directive; an empty list writes the directive alone. */
export type PolicySources = Partial<Record<(typeof DIRECTIVES)[number], readonly string[]>>

/**
 * A Content-Security-Policy header value, its directives always in one order.
 * @example contentSecurityPolicy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  return DIRECTIVES.flatMap((name) => {
    const list = sources[name]
    return list === undefined ? [] : [[name, ...list].join(' ')]
  }).join('; ')
}

const NONE = ["'none'"]
const SELF = ["'self'"]

/**
 * The policy of everything that is not a page (API answers, images, the sitemap): no script may
 * run, nothing loads but inline style and the site's own images (the browser's XML and SVG viewers
 * style what they show), and nothing may frame it.
 */
export const RESOURCE_POLICY = contentSecurityPolicy({
  'default-src': NONE,
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'frame-ancestors': NONE,
})

/**
 * The scripts-off answer pages (native forms): no script at all, the site's own stylesheet and
 * fonts, and forms that post only to the site.
 */
export const ANSWER_PAGE_POLICY = contentSecurityPolicy({
  'default-src': NONE,
  'style-src': SELF,
  'img-src': ["'self'", 'data:'],
  'font-src': SELF,
  'form-action': SELF,
  'base-uri': NONE,
  'frame-ancestors': NONE,
})

/** The inbox's pages: its own script, stylesheet and images, forms that post only to it. */
export const INBOX_POLICY = contentSecurityPolicy({
  'default-src': NONE,
  'script-src': SELF,
  'connect-src': SELF,
  'style-src': SELF,
  'img-src': SELF,
  'form-action': SELF,
  'base-uri': NONE,
  'frame-ancestors': NONE,
})
