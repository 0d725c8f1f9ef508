import type { FaqEntry, InsightArticle, Project, TestimonialEntry } from '@hard-hat/content'
import type { ContentBodies, ContentBody, ContentKind } from '../kinds.js'

/** One text of an item, under its edit form input name (its schema path). */
export interface FieldText {
  readonly field: string
  readonly text: string
}

/** What the checks read of an item, each text under the field it came from. */
export interface CheckedFields {
  /** The page title, when the item has a page. */
  readonly title?: FieldText
  /** The text the page's meta description is cut from (an article's excerpt, a case study's description). */
  readonly description?: FieldText
  /** Each photo's alternative text, by the field that holds it (and what to call the photo). */
  readonly alts: readonly (FieldText & { readonly photo?: string })[]
  /** Every text a visitor reads: where prices and links are looked for. */
  readonly texts: readonly FieldText[]
  /** The Markdown body, whose photos need alternative text too. */
  readonly markdown?: FieldText
}

const fieldsOfKind: { [Kind in ContentKind]: (body: ContentBodies[Kind]) => CheckedFields } = {
  article: (article: InsightArticle) => ({
    title: { field: 'title', text: article.title },
    description: { field: 'excerpt', text: article.excerpt },
    alts: [{ field: 'featuredImage.alt', text: article.featuredImage.alt }],
    texts: [
      { field: 'title', text: article.title },
      { field: 'excerpt', text: article.excerpt },
      { field: 'content', text: article.content ?? '' },
    ],
    markdown: { field: 'content', text: article.content ?? '' },
  }),
  project: (project: Project) => ({
    title: { field: 'title', text: project.title },
    description: { field: 'description', text: project.description },
    alts: [
      { field: 'image.alt', text: project.image.alt },
      ...(project.gallery ?? []).map((photo, index) => ({
        field: `gallery.${index}.alt`,
        text: photo.alt,
        photo: `further photo ${index + 2}`,
      })),
    ],
    texts: [
      { field: 'title', text: project.title },
      { field: 'description', text: project.description },
      { field: 'results', text: project.results.join('\n') },
      ...(project.testimonial
        ? [{ field: 'testimonial.quote', text: project.testimonial.quote }]
        : []),
    ],
  }),
  testimonial: (testimonial: TestimonialEntry) => ({
    alts: [],
    texts: [{ field: 'text', text: testimonial.text }],
  }),
  faq: (faq: FaqEntry) => ({
    alts: [],
    texts: [
      { field: 'question', text: faq.question },
      { field: 'answer', text: faq.answer },
    ],
  }),
}

/** The texts of an item the checks read, by field. */
export function checkedFields(kind: ContentKind, body: ContentBody): CheckedFields {
  return (fieldsOfKind[kind] as (body: ContentBody) => CheckedFields)(body)
}
