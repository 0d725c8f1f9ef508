import type { JsonLd } from '@hard-hat/content'
import { canonicalUrl, findRoute, NOT_FOUND_ROUTE, routeAt, SITE } from '@hard-hat/content'
import type { MetaDescriptor } from 'react-router'
import { BUILT_AT } from './build-time'

interface PageMetaInput {
  readonly title: string
  readonly description: string
  /** Absolute canonical URL. */
  readonly canonical: string
  readonly jsonLd: readonly JsonLd[]
  readonly isIndexable?: boolean
}

/** Title, description, canonical link, Open Graph and JSON-LD tags for a page. */
export function metaTags({
  title,
  description,
  canonical,
  jsonLd,
  isIndexable = true,
}: PageMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE.brand },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: 'summary' },
    ...(isIndexable ? [] : [{ name: 'robots', content: 'noindex' }]),
    ...jsonLd.map((item) => ({ 'script:ld+json': item })),
  ]
}

/**
 * The meta tags of a route of the content route table, looked up by its path.
 * @example export const meta: Route.MetaFunction = () => routeMeta('/free-website', [webPage])
 */
export function routeMeta(
  path: string,
  jsonLd: readonly JsonLd[],
  at: Date = BUILT_AT,
): MetaDescriptor[] {
  const row = findRoute(path)
  if (!row) throw new RangeError(`@hard-hat/web: "${path}" is not in the content route table`)
  // An offer page rendered in its ended state no longer advertises the offer (P-offers-end-honestly).
  const route = routeAt(row, at)
  return metaTags({
    title: route.title,
    description: route.description,
    canonical: canonicalUrl(path),
    jsonLd,
  })
}

/**
 * The not-found page's tags: never indexed. Computed in the browser (an unknown path has no
 * prerendered data), so it needs only the site's origin, not the route table.
 */
export function notFoundMeta(): MetaDescriptor[] {
  return metaTags({
    title: NOT_FOUND_ROUTE.title,
    description: NOT_FOUND_ROUTE.description,
    canonical: new URL('/', SITE.origin).href,
    jsonLd: [],
    isIndexable: false,
  })
}
