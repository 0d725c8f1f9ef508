import { ArticleInputSchema, INSIGHT_ARTICLES, type InsightArticle } from '@hard-hat/content'
import { z } from 'zod'

/**
 * The article the bench publishes while the site runs (issue 36's "a page rendered at publish
 * time"): the first seed article's body, so it weighs what a real article weighs, under a slug and
 * title no seed article has, so its page cannot be one the build prerendered.
 */
export const PUBLISHED_ARTICLE_SLUG = 'published-while-the-bench-ran'

/** The page the bench measures it at. */
export const PUBLISHED_ARTICLE_PATH = `/insights/${PUBLISHED_ARTICLE_SLUG}`

/** The table's name for it. */
export const PUBLISHED_ARTICLE_NAME = 'published article'

/** What the bench posts to `/api/admin/content/articles`, checked by the content API's own schema. */
export function publishedArticleDraft(
  seeds: readonly InsightArticle[] = INSIGHT_ARTICLES,
): ReturnType<typeof ArticleInputSchema.parse> {
  const seed = seeds[0]
  if (!seed) throw new Error('@hard-hat/web bench: no seed article to copy')
  const { id: _id, ...body } = seed
  return ArticleInputSchema.parse({
    ...body,
    slug: PUBLISHED_ARTICLE_SLUG,
    title: 'Published While The Bench Ran',
    excerpt: 'An article the bench published through the content API after the build.',
  })
}

const ItemAnswerSchema = z.object({ item: z.object({ id: z.string().min(1), slug: z.string() }) })

/**
 * The item a content API call answered with (`{ item }`: 201 from creating a draft, 200 from
 * publishing it), or an error naming the call, its status and what the API said was wrong.
 */
export function answeredItem(
  call: string,
  expectedStatus: number,
  status: number,
  body: unknown,
): { readonly id: string; readonly slug: string } {
  const parsed = ItemAnswerSchema.safeParse(body)
  if (status !== expectedStatus || !parsed.success)
    throw new Error(
      `@hard-hat/web bench: ${call} answered ${status} (expected ${expectedStatus}): ${JSON.stringify(body)}`,
    )
  return parsed.data.item
}
