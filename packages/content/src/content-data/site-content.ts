import { z } from 'zod'
import type { InsightArticle } from '../articles/article'
import type { Project } from '../projects/projects'
import type { PageId } from '../routes'
import type { Faq, Testimonial } from '../types'
import type { ShownClaims } from './claims'
import { built, FaqSchema, TestimonialSchema } from './schemas'

/** The pages that show an FAQ, by page id (the route table's `PageId`). */
export const FAQ_PAGES = [
  'contact',
  'crm',
  'one-page-website',
  'special-offer-495',
  'premium-package',
  'package-launch',
  'package-momentum',
  'package-dominance',
  'referrals',
] as const satisfies readonly PageId[]

/** A page that shows an FAQ. */
export type FaqPage = (typeof FAQ_PAGES)[number]

/**
 * The FAQ an offer's page shows once its offer has ended, by that page: the limited offer's page
 * then shows the one-page website's questions (the product it sells at its regular price).
 * @example ENDED_OFFER_FAQS['special-offer-495'] // "one-page-website"
 */
export const ENDED_OFFER_FAQS = {
  'special-offer-495': 'one-page-website',
} as const satisfies Partial<Record<FaqPage, FaqPage>>

/** Where testimonials are shown: the home page's carousel, beside its results, the CRM page. */
export const TESTIMONIAL_PLACES = ['home', 'home-results', 'crm'] as const

/** A place that shows testimonials. */
export type TestimonialPlace = (typeof TESTIMONIAL_PLACES)[number]

/**
 * The page (the route table's `PageId`) each place of testimonials is on: a renderer renders that
 * page's paths when the place's testimonials change.
 * @example TESTIMONIAL_PLACE_PAGES['home-results'] // "home"
 */
export const TESTIMONIAL_PLACE_PAGES: Readonly<Record<TestimonialPlace, PageId>> = {
  home: 'home',
  'home-results': 'home',
  crm: 'crm',
}

/** Where a stored item sits in its list: the lower `order` first. */
const OrderSchema = /* @__PURE__ */ built(() =>
  z
    .number({ error: 'Give the position in the list as a number' })
    .int({ error: 'Give the position in the list as a whole number' })
    .min(0, { error: 'Give the position in the list from 0 to 10000' })
    .max(10_000, { error: 'Give the position in the list from 0 to 10000' }),
)

/** A question and its answer as stored: the page that shows it and its position there. */
export const FaqEntrySchema = /* @__PURE__ */ built(() =>
  FaqSchema.extend({
    page: z.enum(FAQ_PAGES, { error: `Choose the page: one of ${FAQ_PAGES.join(', ')}` }),
    order: OrderSchema,
  }),
)

/** A stored FAQ: the question, the answer, its page and its position there. */
export type FaqEntry = z.infer<typeof FaqEntrySchema>

/** A testimonial as stored: the place that shows it and its position there. */
export const TestimonialEntrySchema = /* @__PURE__ */ built(() =>
  TestimonialSchema.extend({
    place: z.enum(TESTIMONIAL_PLACES, {
      error: `Choose where it is shown: one of ${TESTIMONIAL_PLACES.join(', ')}`,
    }),
    order: OrderSchema,
  }),
)

/** A stored testimonial: the testimonial, where it is shown and its position there. */
export type TestimonialEntry = z.infer<typeof TestimonialEntrySchema>

/**
 * Everything the agency writes that a page shows, in the shapes the pages take: what the site
 * shows at one moment. The package's constants are the seed (`SEED_CONTENT`); a server keeps its
 * own in its store and renders pages from it.
 */
export interface SiteContent {
  /** The insight articles, newest first. */
  readonly articles: readonly InsightArticle[]
  /** The portfolio projects, in id order. */
  readonly projects: readonly Project[]
  /** The testimonials of each place that shows them, in order. */
  readonly testimonials: Readonly<Record<TestimonialPlace, readonly Testimonial[]>>
  /** The FAQ of each page that shows one, in order. */
  readonly faqs: Readonly<Record<FaqPage, readonly Faq[]>>
  /** The claims that must be true (decision 044): each value, or null while it is hidden. */
  readonly claims: ShownClaims
}
