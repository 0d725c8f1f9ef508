import type { ShownClaims } from '@hard-hat/content'
import type { MetaDescriptor } from 'react-router'
import { routeMeta } from './meta'
import { type PageJsonLdOptions, pageJsonLd } from './structured-data'

/**
 * A route's head: its row of the route table and its JSON-LD, as they read `at` (an offer page's
 * state; the build's time otherwise). Build time only (loaders).
 */
export function pageHead(
  path: string,
  options: PageJsonLdOptions = {},
  at?: Date,
): MetaDescriptor[] {
  return routeMeta(path, pageJsonLd(path, options, at), at)
}

/**
 * A route's build-time loader that hands its `meta` the head of the path being prerendered (a route
 * served at two paths, like /website-design and /services/website-design, gets each one's own).
 * @example export const loader = headLoader({ breadcrumb: 'Insights' })
 * @example export const loader = headLoader((path) => ({ breadcrumb: pageOf(path).title }))
 */
export function headLoader(
  options: PageJsonLdOptions | ((path: string) => PageJsonLdOptions) = {},
) {
  return ({
    request,
    context,
  }: {
    request: Request
    context?: { readonly content?: { readonly claims: Pick<ShownClaims, 'rating'> } }
  }) => {
    const { pathname } = new URL(request.url)
    const jsonLd = typeof options === 'function' ? options(pathname) : options
    // A page with the LocalBusiness profile states the content's rating claim (decision 044); at
    // build time, with no content in the context, the profile states the seed's.
    const rating = jsonLd.hasBusiness ? context?.content?.claims.rating : undefined
    return { meta: pageHead(pathname, { ...jsonLd, rating }) }
  }
}
