import {
  type FaqEntry,
  type InsightArticle,
  OFFER_PAGES,
  type Project,
  pagePaths,
  TESTIMONIAL_PLACE_PAGES,
  type TestimonialEntry,
} from '@hard-hat/content'
import type { ContentBody, ContentKind } from './kinds.js'

/** Where each kind with a page of its own is shown; testimonials and FAQs live on other pages. */
export const PAGE_OF_KIND: Partial<Record<ContentKind, string>> = {
  article: '/insights',
  project: '/portfolio',
}

/** The paths of the offer pages, which the server serves in the state of its clock. */
export const OFFER_PATHS: ReadonlySet<string> = new Set(OFFER_PAGES.map((page) => page.path))

/**
 * The pages of the site that show an item: an article's or case study's own page, or every page
 * (and alias) of the route table that shows a testimonial's place or an FAQ's page.
 * @example pagesShowing('faq', { page: 'crm', … }) // ['/crm']
 */
export function pagesShowing(kind: ContentKind, body: ContentBody): readonly string[] {
  switch (kind) {
    case 'article':
      return [`${PAGE_OF_KIND.article}/${(body as InsightArticle).slug}`]
    case 'project':
      return [`${PAGE_OF_KIND.project}/${(body as Project).slug}`]
    case 'testimonial':
      return pagePaths(TESTIMONIAL_PLACE_PAGES[(body as TestimonialEntry).place])
    case 'faq':
      return pagePaths((body as FaqEntry).page)
  }
}
