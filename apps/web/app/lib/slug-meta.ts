import { breadcrumbJsonLd, canonicalUrl, excerpt, type JsonLd, pageTitle } from '@hard-hat/content'
import type { MetaDescriptor } from 'react-router'
import { metaTags } from './meta'

/** The longest description a slug page's head carries (as the route table's pageMeta cuts it). */
const DESCRIPTION_LENGTH = 160

/**
 * The head of a case study or article, from the item itself (it may have been published after the
 * build, so the route table does not know it): its title with the brand, its text cut to a
 * description, its canonical URL, its JSON-LD and the breadcrumb's.
 */
export function slugMeta(
  path: string,
  crumbs: readonly { label: string; href: string }[],
  item: { readonly title: string; readonly text: string },
  jsonLd: JsonLd,
): MetaDescriptor[] {
  return metaTags({
    title: pageTitle(item.title),
    description: excerpt(item.text, DESCRIPTION_LENGTH),
    canonical: canonicalUrl(path),
    jsonLd: [jsonLd, breadcrumbJsonLd([{ label: 'Home', href: '/' }, ...crumbs])],
  })
}
