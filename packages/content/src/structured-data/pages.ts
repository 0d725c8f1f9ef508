import type {
  Article,
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  WebPage,
  WithContext,
} from 'schema-dts'
import type { Project } from '../projects'
import { canonicalUrl, type RouteEntry } from '../routes'
import { SITE } from '../site'
import type { Faq, ImageAsset, LinkItem } from '../types'
import { absoluteUrl, type JsonLd, SCHEMA_CONTEXT } from './json-ld'

/** The fields of an insight article that its structured data needs. */
export interface ArticleForJsonLd {
  readonly title: string
  readonly slug: string
  readonly excerpt: string
  readonly author: { readonly name: string; readonly role: string }
  /** ISO date, YYYY-MM-DD. */
  readonly dateIso: string
  readonly featuredImage: ImageAsset
  readonly tags: readonly string[]
}

const publisher = (origin: string) => ({
  '@type': 'Organization' as const,
  name: SITE.brand,
  url: absoluteUrl('/', origin),
})

/** An insight article as a schema.org Article. */
export function articleJsonLd(article: ArticleForJsonLd, origin: string = SITE.origin): JsonLd {
  const url = canonicalUrl(`/insights/${article.slug}`, origin)
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    datePublished: article.dateIso,
    dateModified: article.dateIso,
    image: absoluteUrl(article.featuredImage.src, origin),
    keywords: article.tags.join(', '),
    publisher: publisher(origin),
    mainEntityOfPage: url,
    url,
  } satisfies WithContext<Article>
}

/** A portfolio project as a schema.org CreativeWork made by the agency. */
export function projectJsonLd(project: Project, origin: string = SITE.origin): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    url: canonicalUrl(`/portfolio/${project.slug}`, origin),
    image: absoluteUrl(project.image.src, origin),
    creator: publisher(origin),
    about: { '@type': 'Organization', name: project.clientName },
    keywords: project.category.join(', '),
  } satisfies WithContext<CreativeWork>
}

/** A list of questions and answers as a schema.org FAQPage. */
export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  } satisfies WithContext<FAQPage>
}

/**
 * A breadcrumb trail as a schema.org BreadcrumbList, positions counted from 1.
 * @example breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: 'Portfolio', href: '/portfolio' }])
 */
export function breadcrumbJsonLd(items: readonly LinkItem[], origin: string = SITE.origin): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: canonicalUrl(item.href, origin),
    })),
  } satisfies WithContext<BreadcrumbList>
}

/** A route's page as a schema.org WebPage, part of the agency's WebSite. */
export function webPageJsonLd(
  route: RouteEntry,
  origin: string = SITE.origin,
  path: string = route.path,
): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name: route.title,
    description: route.description,
    url: canonicalUrl(path, origin),
    inLanguage: SITE.locale,
    isPartOf: { '@type': 'WebSite', name: SITE.brand, url: absoluteUrl('/', origin) },
    publisher: publisher(origin),
  } satisfies WithContext<WebPage>
}
