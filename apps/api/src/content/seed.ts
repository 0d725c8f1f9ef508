import { createHash, randomUUID } from 'node:crypto'
import { FAQ_PAGES, type SiteContent, TESTIMONIAL_PLACES } from '@hard-hat/content'
import type { SqlRunner } from '../store/sql.js'
import { type ContentBody, type ContentKind, KINDS } from './kinds.js'

/** Who the seed's versions are published by, in the items' history and the audit. */
export const SEED_ACTOR = 'seed'

/** One item of the seed: its kind, the key it is seeded once under, and its body. */
export interface SeedItem {
  readonly kind: ContentKind
  /** Stable across releases: the kind and slug, a testimonial's place and id, an FAQ's page and question. */
  readonly key: string
  readonly body: ContentBody
}

/** Every item of a `SiteContent`, each with its seed key, in the order the pages show them. */
export function seedItems(content: SiteContent): SeedItem[] {
  return [
    ...content.articles.map((body) => ({
      kind: 'article' as const,
      key: `article:${body.slug}`,
      body,
    })),
    ...content.projects.map((body) => ({
      kind: 'project' as const,
      key: `project:${body.slug}`,
      body,
    })),
    ...TESTIMONIAL_PLACES.flatMap((place) =>
      content.testimonials[place].map((testimonial, order) => ({
        kind: 'testimonial' as const,
        key: `testimonial:${place}:${testimonial.id}`,
        body: { ...testimonial, place, order },
      })),
    ),
    ...FAQ_PAGES.flatMap((page) =>
      content.faqs[page].map((faq, order) => ({
        kind: 'faq' as const,
        key: `faq:${page}:${faq.question}`,
        body: { ...faq, page, order },
      })),
    ),
  ]
}

/** What seeding did: how many items it added, and the keys it could not add (a slug taken). */
export interface SeedReport {
  readonly added: number
  readonly skipped: readonly string[]
}

/**
 * Seeds the store from `content`: each item whose key the store has never seen is added and
 * published (version 1, by "seed", shown from the epoch, as the build showed it). An item seeded
 * before is never touched, whatever the agency did to it since, so a later release adds only what
 * is new. Instances seeding at once add each item once (the key is unique).
 */
export async function seedContent(
  db: SqlRunner,
  content: SiteContent,
  nowMs: number,
): Promise<SeedReport> {
  const known = new Set(
    (await db.all('SELECT seed_key FROM content_items WHERE seed_key IS NOT NULL')).map((row) =>
      String(row.seed_key),
    ),
  )
  let added = 0
  const skipped: string[] = []
  for (const item of seedItems(content)) {
    if (known.has(item.key)) continue
    const id = randomUUID()
    const body = await numbered(db, item)
    const text = JSON.stringify(KINDS[item.kind].stored.parse(body))
    const hash = createHash('sha256').update(text).digest('hex')
    const inserted = await db.run(
      `INSERT INTO content_items (id, kind, num, slug, draft, created_at, updated_by, updated_at,
         seed_key, seed_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [
        id,
        item.kind,
        KINDS[item.kind].numbered ? (body as { id: number }).id : null,
        KINDS[item.kind].slugOf(body),
        text,
        nowMs,
        SEED_ACTOR,
        nowMs,
        item.key,
        hash,
      ],
    )
    if (inserted === 0) {
      // Another instance seeded it a moment ago, or the agency's own item has its slug.
      const [again] = await db.all('SELECT 1 AS seeded FROM content_items WHERE seed_key = ?', [
        item.key,
      ])
      if (!again) skipped.push(item.key)
      continue
    }
    await db.run(
      `INSERT INTO content_versions (item_id, version, slug, body, publish_at, published_by,
         published_at) VALUES (?, 1, ?, ?, 0, ?, ?)`,
      [id, KINDS[item.kind].slugOf(body), text, SEED_ACTOR, nowMs],
    )
    added += 1
  }
  return { added, skipped }
}

/** The item's body with a number the store has free: its own, or the next when the agency took it. */
async function numbered(db: SqlRunner, item: SeedItem): Promise<ContentBody> {
  if (!KINDS[item.kind].numbered) return item.body
  const own = (item.body as { id: number }).id
  const [taken] = await db.all('SELECT 1 AS taken FROM content_items WHERE kind = ? AND num = ?', [
    item.kind,
    own,
  ])
  if (!taken) return item.body
  const [row] = await db.all(
    'SELECT COALESCE(MAX(num), 0) + 1 AS next FROM content_items WHERE kind = ?',
    [item.kind],
  )
  return { ...item.body, id: Number(row?.next ?? own) } as ContentBody
}
