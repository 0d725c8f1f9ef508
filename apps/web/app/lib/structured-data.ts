import {
  ADVERTISED_OFFERS,
  breadcrumbJsonLd,
  type Faq,
  faqPageJsonLd,
  findRoute,
  type JsonLd,
  localBusinessJsonLd,
  offerJsonLd,
  routeAt,
  webPageJsonLd,
} from '@hard-hat/content'
import { BUILT_AT } from './build-time'

/** What a page's structured data holds besides its WebPage: breadcrumb name, FAQs, its offer. */
export interface PageJsonLdOptions {
  /** The page's name in the breadcrumb after Home; no breadcrumb on the home page. */
  readonly breadcrumb?: string
  readonly faqs?: readonly Faq[]
  /** The canonical path of the offer this page sells (from the content's advertised offers). */
  readonly offerPath?: string
  /** Adds the agency's LocalBusiness profile. */
  readonly hasBusiness?: boolean
  /** The profile's review rating: the content's `rating` claim (decision 044); the seed's if none. */
  readonly rating?: { readonly value: number; readonly count: number } | undefined
}

/**
 * The JSON-LD of a route, all from @hard-hat/content: WebPage, breadcrumb, the page's offer while
 * it is available `at` (the offer page's state, P-offers-end-honestly), FAQPage and the LocalBusiness profile.
 * @example pageJsonLd('/one-page-website', { breadcrumb: 'One Page Website', offerPath: '/one-page-website' })
 */
export function pageJsonLd(
  path: string,
  options: PageJsonLdOptions = {},
  at: Date = BUILT_AT,
): JsonLd[] {
  const route = findRoute(path)
  if (!route) throw new RangeError(`@hard-hat/web: "${path}" is not in the content route table`)
  const offer = ADVERTISED_OFFERS.find((item) => item.path === options.offerPath)
  const offerLd = offer ? offerJsonLd(offer, at) : undefined
  return [
    ...(options.hasBusiness ? [localBusinessJsonLd(BUILT_AT, undefined, options.rating)] : []),
    webPageJsonLd(routeAt(route, at), undefined, path),
    ...(options.breadcrumb
      ? [
          breadcrumbJsonLd([
            { label: 'Home', href: '/' },
            { label: options.breadcrumb, href: route.canonicalPath },
          ]),
        ]
      : []),
    ...(offerLd ? [offerLd] : []),
    ...(options.faqs && options.faqs.length > 0 ? [faqPageJsonLd(options.faqs)] : []),
  ]
}
