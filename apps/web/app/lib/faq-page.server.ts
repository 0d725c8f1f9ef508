import type { Faq, FaqPage } from '@hard-hat/content'
import { pageHead } from './page-head'
import { type SiteContent, siteContentOf } from './site-content.server'
import type { PageJsonLdOptions } from './structured-data'

/** What a loader gets that an FAQ page reads: the path asked and the content to render. */
interface FaqLoaderArgs {
  readonly request: Request
  readonly context?: { readonly content?: SiteContent } | undefined
}

/**
 * An FAQ page's loader data: its head, whose FAQPage JSON-LD is built from the very questions the
 * page lists, and those questions, the content's (the build's, or the store's when the API renders
 * a publication). The questions reach the browser as route data, not as JavaScript.
 * @example const { meta, faqs } = faqPageData(args, 'crm', { breadcrumb: 'Construction CRM' })
 */
export function faqPageData(
  { request, context }: FaqLoaderArgs,
  page: FaqPage | ((path: string) => FaqPage),
  options: PageJsonLdOptions | ((path: string) => PageJsonLdOptions) = {},
): { meta: ReturnType<typeof pageHead>; faqs: readonly Faq[] } {
  const { pathname } = new URL(request.url)
  const faqs = siteContentOf(context).faqs[typeof page === 'function' ? page(pathname) : page]
  const jsonLd = typeof options === 'function' ? options(pathname) : options
  // A page with the LocalBusiness profile states the content's rating claim (decision 044).
  const rating = jsonLd.hasBusiness ? siteContentOf(context).claims.rating : undefined
  return { meta: pageHead(pathname, { ...jsonLd, faqs, rating }), faqs }
}

/**
 * The loader of a page whose content from the store is its FAQ (see {@link faqPageData}).
 * @example export const loader = faqPageLoader('contact', { breadcrumb: 'Contact', hasBusiness: true })
 */
export function faqPageLoader(
  page: FaqPage | ((path: string) => FaqPage),
  options: PageJsonLdOptions | ((path: string) => PageJsonLdOptions) = {},
) {
  return (args: FaqLoaderArgs) => faqPageData(args, page, options)
}
