import { breadcrumbJsonLd, type JsonLd, pageMeta } from '@hard-hat/content'
import type { MetaDescriptor } from 'react-router'
import { metaTags, notFoundMeta } from './meta'

/**
 * The head of a case study or article: its own title, description and canonical URL from
 * content, with its JSON-LD; an unknown slug gets the not-found page's tags.
 */
export function slugMeta(
  path: string,
  crumbs: readonly { label: string; href: string }[],
  jsonLd: JsonLd | undefined,
): MetaDescriptor[] {
  const found = pageMeta(path)
  if (!found || !jsonLd) return notFoundMeta()
  return metaTags({
    title: found.title,
    description: found.description,
    canonical: found.canonicalUrl,
    jsonLd: [jsonLd, breadcrumbJsonLd([{ label: 'Home', href: '/' }, ...crumbs])],
  })
}
