import type { ImageAsset } from '../types'

/** Ids of the insight categories an article can belong to. */
export const INSIGHT_CATEGORY_IDS = [
  'website-design',
  'seo',
  'advertising',
  'social-media',
  'industry-news',
  'case-studies',
] as const

/** The category of an insight article. */
export type InsightCategoryId = (typeof INSIGHT_CATEGORY_IDS)[number]

/** A filter choice on the insights page: a category, or every article. */
export type InsightFilterId = 'all' | InsightCategoryId

/** The colour style of a category badge, as a tone name the UI maps to its palette. */
export type InsightTone = 'neutral' | 'blue' | 'green' | 'amber' | 'pink' | 'slate' | 'orange'

/** An insight category: its id, its label and the tone of its badge and filter button. */
export interface InsightCategory {
  readonly id: InsightFilterId
  readonly label: string
  readonly tone: InsightTone
}

/** The author of an article. Every author on this site is a fictional sample person. */
export interface ArticleAuthor {
  readonly name: string
  readonly role: string
}

/** An insight article (spec 001 §3). */
export interface InsightArticle {
  readonly id: number
  readonly title: string
  readonly slug: string
  readonly excerpt: string
  readonly category: InsightCategoryId
  readonly author: ArticleAuthor
  /** The publication date as shown to visitors, like "14 January 2025". */
  readonly date: string
  /** The publication date as an ISO date (YYYY-MM-DD), for structured data and sorting. */
  readonly dateIso: string
  /** Reading time in whole minutes, from 5 to 10. */
  readonly readTime: number
  readonly featuredImage: ImageAsset
  /** The body in simple markdown; when absent, `articleBody` builds a generic one. */
  readonly content?: string
  readonly tags: readonly string[]
}

/** An article without its body: what lists, cards and article headers need. */
export type InsightArticleSummary = Omit<InsightArticle, 'content'>

/** The filter buttons of the insights page, in the order the page shows them. */
export const INSIGHT_CATEGORIES = [
  { id: 'all', label: 'All Insights', tone: 'neutral' },
  { id: 'website-design', label: 'Website Design', tone: 'blue' },
  { id: 'seo', label: 'SEO', tone: 'green' },
  { id: 'advertising', label: 'Advertising', tone: 'amber' },
  { id: 'social-media', label: 'Social Media', tone: 'pink' },
  { id: 'industry-news', label: 'Industry News', tone: 'slate' },
  { id: 'case-studies', label: 'Case Studies', tone: 'orange' },
] as const satisfies readonly InsightCategory[]

/** Finds the category (or the "All Insights" choice) with the given id. */
export function getInsightCategory(id: InsightFilterId): InsightCategory {
  const found = INSIGHT_CATEGORIES.find((category) => category.id === id)
  if (!found) throw new RangeError(`@hard-hat/content: unknown insight category "${id}"`)
  return found
}

/** True when the value is a filter id of the insights page ("all" or a category id). */
export function isInsightFilterId(value: unknown): value is InsightFilterId {
  return (
    value === 'all' ||
    (typeof value === 'string' && (INSIGHT_CATEGORY_IDS as readonly string[]).includes(value))
  )
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * Formats an ISO date (YYYY-MM-DD) the way the site shows dates.
 * @example formatDisplayDate('2025-01-14') // "14 January 2025"
 */
export function formatDisplayDate(dateIso: string): string {
  const date = new Date(`${dateIso}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`@hard-hat/content: "${dateIso}" is not an ISO date`)
  }
  // Written out rather than with Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }), the same
  // text: a page's first Intl formatter loads the locale data, 10–25 ms in the middle of hydration.
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
