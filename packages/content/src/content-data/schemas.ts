import { z } from 'zod'
import { formatDisplayDate, INSIGHT_CATEGORY_IDS, type InsightArticle } from '../articles/article'
import { PHOTO_SRC_PATTERN, uploadedPhoto } from '../photos'
import { PROJECT_CATEGORY_IDS } from '../projects/categories'
import type { Project } from '../projects/projects'
import type { Faq, ImageAsset, Testimonial } from '../types'

// The checks of what the agency writes, with messages in plain words: an editor shows them beside
// the field at fault, and the API names the field in a 400.

/**
 * Builds a schema when first asked: each is a call marked pure, so a bundle that imports other
 * content (a page's words) leaves the schemas, and zod, out.
 */
export function built<T>(make: () => T): T {
  return make()
}

/** Every control character but tab, line feed and carriage return (a stored text cannot hold them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL_IN_MARKDOWN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/

/** The longest Markdown body the store accepts, in characters (the longest article is about 6,000). */
export const MAX_MARKDOWN_LENGTH = 100_000

/** Text that is not blank and at most `max` characters: one line, or a passage with line breaks. */
function text(what: string, max: number, shape: 'line' | 'passage') {
  const control = shape === 'line' ? CONTROL_IN_LINE : CONTROL_IN_MARKDOWN
  return z
    .string({ error: `Write ${what}` })
    .trim()
    .min(1, { error: `Write ${what}` })
    .max(max, { error: `Keep ${what} to ${max} characters or fewer` })
    .refine((value) => !control.test(value), {
      error:
        shape === 'line'
          ? `Write ${what} on one line, without special characters`
          : `Take the special characters out of ${what}`,
    })
}
const line = (what: string, max: number) => text(what, max, 'line')
const passage = (what: string, max: number) => text(what, max, 'passage')

/** A slug: the last part of a page's address, in lower-case letters, digits and hyphens. */
export const SlugSchema = /* @__PURE__ */ built(() =>
  z
    .string({ error: 'Write the slug: the last part of the page address' })
    .min(1, { error: 'Write the slug: the last part of the page address' })
    .max(100, { error: 'Keep the slug to 100 characters or fewer' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error:
        'Use only lower-case letters, digits and single hyphens in the slug, like "my-first-post"',
    }),
)

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give ${what} as a number` })
    .int({ error: `Give ${what} as a whole number` })
    .min(min, { error: `Give ${what} from ${min} to ${max}` })
    .max(max, { error: `Give ${what} from ${min} to ${max}` })

/** An image's alternative text: one line of at most 300 characters (empty for a decorative image). */
const altText = () =>
  z
    .string({ error: 'Describe the image for people who cannot see it' })
    .max(300, { error: 'Keep the image description to 300 characters or fewer' })
    .refine((text) => !CONTROL_IN_LINE.test(text), {
      error: 'Describe the image on one line, without special characters',
    })

/** The site's own images, kept in this package's assets and served under /images/. */
const SITE_IMAGE_SRC = /^\/images\/[a-z0-9][a-z0-9/_.-]*\.(?:svg|png|jpe?g|webp|avif)$/

/**
 * An image on the site: the site's own under /images/, or a photo uploaded through the editor at
 * the address its upload answered (/media/<id>/<width>.jpg), with its size in pixels and its text
 * alternative. An uploaded photo's width is its largest file's, the width in its address: the page
 * offers the smaller widths made from it (photoWidths), so the two must agree.
 */
export const ImageSchema = /* @__PURE__ */ built(() =>
  z
    .object({
      src: z
        .string({ error: 'Give the image path, starting /images/ or /media/' })
        .max(300, { error: 'Keep the image path to 300 characters or fewer' })
        .refine((src) => SITE_IMAGE_SRC.test(src) || PHOTO_SRC_PATTERN.test(src), {
          error:
            'Give the image path under /images/, like "/images/articles/my-post.svg", or an uploaded photo’s address, like "/media/<its id>/1280.jpg"',
        }),
      width: whole('the image width', 1, 10_000),
      height: whole('the image height', 1, 10_000),
      // Empty only for a purely decorative image.
      alt: altText(),
    })
    .refine(
      (image) => {
        const photo = uploadedPhoto(image.src)
        return photo === undefined || photo.width === image.width
      },
      {
        error:
          'Give an uploaded photo’s width as its address has it (the number before .jpg): upload the photo again if unsure',
        path: ['width'],
      },
    ),
)

/**
 * What is sent with a photo uploaded from the editor or a script (`POST
 * /api/admin/content/images`): its alternative text, required, since a photo a person chose to
 * show says something (a decorative image is the site's own, not an upload).
 */
export const PhotoUploadSchema = /* @__PURE__ */ built(() =>
  z.object({
    alt: z
      .string({ error: 'Describe the photo for people who cannot see it' })
      .trim()
      .pipe(altText().min(1, { error: 'Describe the photo for people who cannot see it' })),
  }),
)

/** Whether a YYYY-MM-DD date exists in the calendar (2025-02-30 does not). */
function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

const IsoDateSchema = /* @__PURE__ */ built(() =>
  z
    .string({ error: 'Give the date as YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the date as YYYY-MM-DD, like 2025-01-14' })
    .refine(isRealDate, {
      error: 'Give a date that exists, as YYYY-MM-DD',
    }),
)

const articleFields = () => ({
  title: line('the title', 200),
  slug: SlugSchema,
  excerpt: passage('the excerpt', 500),
  category: z.enum(INSIGHT_CATEGORY_IDS, {
    error: `Choose the category: one of ${INSIGHT_CATEGORY_IDS.join(', ')}`,
  }),
  author: z.object({
    name: line("the author's name", 100),
    role: line("the author's role", 100),
  }),
  date: line('the date as shown, like "14 January 2025"', 40),
  dateIso: IsoDateSchema,
  readTime: whole('the reading time in minutes', 1, 120),
  featuredImage: ImageSchema,
  content: z
    .string({ error: 'Write the body in Markdown' })
    .max(MAX_MARKDOWN_LENGTH, {
      error: `Keep the body to ${MAX_MARKDOWN_LENGTH.toLocaleString('en-GB')} characters or fewer`,
    })
    .refine((text) => !CONTROL_IN_MARKDOWN.test(text), {
      error: 'Take the special characters out of the body',
    })
    .optional(),
  tags: z
    .array(line('each tag', 50), { error: 'Give the tags as a list' })
    .max(20, { error: 'Give 20 tags or fewer' })
    .readonly(),
})

const ArticleDates = /* @__PURE__ */ built(() =>
  z.object({ date: z.string(), dateIso: IsoDateSchema }),
)

/** The shown date must be the ISO date written out, checked once both dates are well formed. */
const datesAgree = (article: { date: string; dateIso: string }) =>
  article.date === formatDisplayDate(article.dateIso)
const datesDisagree = {
  error: 'Write the shown date as the ISO date reads, like "14 January 2025" for 2025-01-14',
  path: ['date'],
  when: (payload: { value: unknown }) => ArticleDates.safeParse(payload.value).success,
}

/** An insight article (spec 001 §3), its body in Markdown as the author wrote it. */
export const ArticleSchema = /* @__PURE__ */ built(() =>
  z
    .object({ id: whole('the article number', 1, 1_000_000), ...articleFields() })
    .refine(datesAgree, datesDisagree),
)

/** What an author writes of an article: all of it but its number, which the store gives. */
export const ArticleInputSchema = /* @__PURE__ */ built(() =>
  z.object(articleFields()).refine(datesAgree, datesDisagree),
)

/** The most further photos a case study shows below its own. */
export const MAX_GALLERY_PHOTOS = 12

/** A portfolio project: the case study's page. */
export const ProjectSchema = /* @__PURE__ */ built(() =>
  z.object({
    id: whole('the project number', 1, 1_000_000),
    slug: SlugSchema,
    title: line('the title', 200),
    clientName: line("the client's name", 200),
    location: line('the trade and town', 200),
    description: passage('the description', 2_000),
    category: z
      .array(
        z.enum(PROJECT_CATEGORY_IDS, {
          error: `Choose each category from ${PROJECT_CATEGORY_IDS.join(', ')}`,
        }),
        { error: 'Give the categories as a list' },
      )
      .min(1, { error: 'Choose at least one category' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Choose each category once' })
      .readonly(),
    image: ImageSchema,
    // Further photos, shown after the main one, each with its own alternative text; none is as
    // before (the seed's projects have none).
    gallery: z
      .array(ImageSchema, { error: 'Give the further photos as a list' })
      .max(MAX_GALLERY_PHOTOS, {
        error: `Show ${MAX_GALLERY_PHOTOS} further photos or fewer: remove one to add another`,
      })
      .readonly()
      .optional(),
    results: z
      .array(line('each result', 300), { error: 'Give the results as a list' })
      .max(20, { error: 'Give 20 results or fewer' })
      .readonly(),
    testimonial: z
      .object({
        quote: passage("the client's words", 1_000),
        author: line('who said it', 200),
        position: line('their position', 200),
      })
      .optional(),
  }),
)

/** What an author writes of a project: all of it but its number, which the store gives. */
export const ProjectInputSchema = /* @__PURE__ */ built(() => ProjectSchema.omit({ id: true }))

/** A client testimonial; its `id` is its stable name, like "sample-builder". */
export const TestimonialSchema = /* @__PURE__ */ built(() =>
  z.object({
    id: SlugSchema,
    name: line("the person's name", 100),
    company: line('the company', 200),
    text: passage('what they said', 1_000),
    rating: z.literal([1, 2, 3, 4, 5], { error: 'Give a rating of 1 to 5 stars' }),
  }),
)

/** A question and its answer. */
export const FaqSchema = /* @__PURE__ */ built(() =>
  z.object({
    question: line('the question', 300),
    answer: passage('the answer', 3_000),
  }),
)

// Each schema is checked against the type pages already use: a field added to one and not the
// other fails the package's typecheck.
type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Both ways assignable, with the same keys (an optional field missing from one side is caught). */
type Same<A, B> = Assignable<A, B> extends true ? Assignable<keyof A, keyof B> : false
type Holds<T extends true> = T
/** Compile time only (nothing runs): each schema gives exactly the type the pages use. */
export type SchemasMatchTheirTypes = [
  Holds<Same<z.infer<typeof ArticleSchema>, InsightArticle>>,
  Holds<Same<z.infer<typeof ProjectSchema>, Project>>,
  Holds<Same<z.infer<typeof TestimonialSchema>, Testimonial>>,
  Holds<Same<z.infer<typeof FaqSchema>, Faq>>,
  Holds<Same<z.infer<typeof ImageSchema>, ImageAsset>>,
]
