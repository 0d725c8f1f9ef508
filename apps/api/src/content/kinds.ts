import {
  ArticleInputSchema,
  ArticleSchema,
  type FaqEntry,
  FaqEntrySchema,
  type InsightArticle,
  type Project,
  ProjectInputSchema,
  ProjectSchema,
  type TestimonialEntry,
  TestimonialEntrySchema,
} from '@hard-hat/content'
import type { z } from 'zod'

/** What the agency writes, one kind per folder of the API (/api/admin/content/<plural>). */
export const CONTENT_KINDS = ['article', 'project', 'testimonial', 'faq'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

/** Each kind's stored body: what a page shows of it, with its place and order where it has one. */
export interface ContentBodies {
  readonly article: InsightArticle
  readonly project: Project
  readonly testimonial: TestimonialEntry
  readonly faq: FaqEntry
}
export type ContentBody = ContentBodies[ContentKind]

/** A kind's schemas: the stored body, and what a script sends (the body less what the store gives). */
export interface KindSchemas {
  readonly stored: z.ZodType<ContentBody>
  readonly input: z.ZodType
  /** The kind's URL slug (the item's page address), or null for a kind without pages of its own. */
  readonly slugOf: (body: ContentBody) => string | null
  /** Whether the store numbers the item (`id`) itself. */
  readonly numbered: boolean
}

export const KINDS: Readonly<Record<ContentKind, KindSchemas>> = {
  article: {
    stored: ArticleSchema,
    input: ArticleInputSchema,
    slugOf: (body) => (body as InsightArticle).slug,
    numbered: true,
  },
  project: {
    stored: ProjectSchema,
    input: ProjectInputSchema,
    slugOf: (body) => (body as Project).slug,
    numbered: true,
  },
  // A testimonial's id is its stable name: unique like a slug, though it has no page.
  testimonial: {
    stored: TestimonialEntrySchema,
    input: TestimonialEntrySchema,
    slugOf: (body) => (body as TestimonialEntry).id,
    numbered: false,
  },
  faq: { stored: FaqEntrySchema, input: FaqEntrySchema, slugOf: () => null, numbered: false },
}

/** The API's folder of each kind. */
export const PLURALS: Readonly<Record<ContentKind, string>> = {
  article: 'articles',
  project: 'projects',
  testimonial: 'testimonials',
  faq: 'faqs',
}

/** The field that names an item in its kind's addresses: a testimonial's `id`, else `slug`. */
export const slugFieldOf = (kind: ContentKind): 'id' | 'slug' =>
  kind === 'testimonial' ? 'id' : 'slug'

/** What a writer is told when another item of the kind has, or had, the slug they chose. */
export const slugTakenMessage = (kind: ContentKind): string =>
  `Another ${kind} has or had this ${slugFieldOf(kind)}: choose another`
