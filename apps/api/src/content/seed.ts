import { createHash, randomUUID } from 'node:crypto'
import { FAQ_PAGES, type SiteContent, TESTIMONIAL_PLACES } from '@hard-hat/content'
import type { SqlRunner } from '../store/sql.js'
import { createClaimStore } from './claims/store.js'
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

/**
 * What seeding did: how many items it added, the keys it could not add (a slug taken), and how
 * many items the agency never touched it brought up to the release's text.
 */
export interface SeedReport {
  readonly added: number
  readonly skipped: readonly string[]
  readonly refreshed: number
}

/**
 * Seeds the store from `content`: each item whose key the store has never seen is added and
 * published (version 1, by "seed", shown from the epoch, as the build showed it). An item seeded
 * before is never overwritten once the agency touched it (saved, published, unpublished or
 * restored it): a later release adds what is new, and brings an item nobody here has touched up
 * to the release's text (a typo fixed in the package), published as its next version from now.
 * Instances seeding at once add each item once (the key is unique) and refresh it once (the
 * update is conditional on the hash it read). A handful of statements whatever the seed's size,
 * plus one per refreshed item, so a start pays little for it. The claims (decision 044) are
 * seeded once each, confirmed at `nowMs`.
 */
export async function seedContent(
  db: SqlRunner,
  content: SiteContent,
  nowMs: number,
): Promise<SeedReport> {
  // The claims first: each the store has never held, with the seed's value, confirmed now.
  await createClaimStore(db).seed(content.claims, nowMs)
  const known = new Set(
    (await db.all('SELECT seed_key FROM content_items WHERE seed_key IS NOT NULL')).map((row) =>
      String(row.seed_key),
    ),
  )
  const refreshed = await refreshUntouched(db, content, nowMs)
  const fresh = seedItems(content).filter((item) => !known.has(item.key))
  if (fresh.length === 0) return { added: 0, skipped: [], refreshed }
  const rows = await numbered(db, fresh)
  for (let start = 0; start < rows.length; start += SEED_BATCH) {
    const batch = rows.slice(start, start + SEED_BATCH)
    await db.run(
      `INSERT INTO content_items (id, kind, num, slug, draft, created_at, updated_by, updated_at,
         seed_key, seed_hash) VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT DO NOTHING`,
      batch.flatMap((row) => [
        randomUUID(),
        row.kind,
        row.num,
        row.slug,
        row.text,
        // In seed order, so lists in creation order keep the package's order.
        nowMs + row.index,
        SEED_ACTOR,
        nowMs,
        row.key,
        hashOf(row.text),
      ]),
    )
  }
  // Every seeded item is published once, as version 1: a race between instances adds it once.
  await db.run(
    `INSERT INTO content_versions (item_id, version, slug, body, publish_at, published_by,
       published_at)
     SELECT i.id, 1, i.slug, i.draft, 0, ?, ? FROM content_items i WHERE i.seed_key IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM content_versions v WHERE v.item_id = i.id)
     ON CONFLICT DO NOTHING`,
    [SEED_ACTOR, nowMs],
  )
  const now = new Set(
    (await db.all('SELECT seed_key FROM content_items WHERE seed_key IS NOT NULL')).map((row) =>
      String(row.seed_key),
    ),
  )
  // Not added: the agency's own item has its slug.
  const skipped = fresh.filter((item) => !now.has(item.key)).map((item) => item.key)
  return { added: fresh.length - skipped.length, skipped, refreshed }
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/**
 * Brings each seeded item nobody has touched up to `content`'s text: its draft still the seed's
 * (by "seed", with the hash it was seeded with), never unpublished, every version the seed's. The
 * new text is published as the item's next version, shown from `nowMs`. Answers how many changed.
 */
async function refreshUntouched(
  db: SqlRunner,
  content: SiteContent,
  nowMs: number,
): Promise<number> {
  const untouched = await db.all(
    `SELECT i.id, i.kind, i.num, i.seed_key, i.seed_hash, i.draft FROM content_items i
     WHERE i.seed_key IS NOT NULL AND i.updated_by = ? AND i.unpublish_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM content_versions v WHERE v.item_id = i.id
         AND v.published_by <> ?)`,
    [SEED_ACTOR, SEED_ACTOR],
  )
  if (untouched.length === 0) return 0
  const released = new Map(seedItems(content).map((item) => [item.key, item]))
  let refreshed = 0
  for (const row of untouched) {
    const item = released.get(String(row.seed_key))
    const draft = String(row.draft)
    if (!item || hashOf(draft) !== String(row.seed_hash)) continue
    const schemas = KINDS[item.kind]
    const body = schemas.numbered ? { ...item.body, id: Number(row.num) } : item.body
    const text = JSON.stringify(schemas.stored.parse(body))
    if (text === draft) continue
    // The key holds the slug, so the slug cannot differ; the hash read makes one instance win.
    refreshed += await db.run(
      `UPDATE content_items SET draft = ?, seed_hash = ?, updated_at = ?
       WHERE id = ? AND seed_hash = ? AND updated_by = ?`,
      [text, hashOf(text), nowMs, String(row.id), String(row.seed_hash), SEED_ACTOR],
    )
  }
  // Every untouched draft that differs from its last version is published as the next one: also
  // one a start stopped between its two statements.
  await db.run(
    `INSERT INTO content_versions (item_id, version, slug, body, publish_at, published_by,
       published_at)
     SELECT i.id, (SELECT MAX(v.version) FROM content_versions v WHERE v.item_id = i.id) + 1,
       i.slug, i.draft, ?, ?, ? FROM content_items i
     WHERE i.seed_key IS NOT NULL AND i.updated_by = ? AND i.unpublish_at IS NULL
       AND EXISTS (SELECT 1 FROM content_versions v WHERE v.item_id = i.id)
       AND i.draft <> (SELECT l.body FROM content_versions l WHERE l.item_id = i.id
         ORDER BY l.version DESC LIMIT 1)
     ON CONFLICT DO NOTHING`,
    [nowMs, SEED_ACTOR, nowMs, SEED_ACTOR],
  )
  return refreshed
}

/** Items written per statement (ten values each, far under either database's limit). */
const SEED_BATCH = 200

interface SeedRow {
  readonly index: number
  readonly kind: ContentKind
  readonly key: string
  readonly num: number | null
  readonly slug: string | null
  readonly text: string
}

/**
 * The rows to insert: each body checked by its kind's schema, an article or project keeping its
 * number unless the agency's own item has it (then the next free one).
 */
async function numbered(db: SqlRunner, items: readonly SeedItem[]): Promise<SeedRow[]> {
  const taken = new Map<ContentKind, Set<number>>()
  for (const row of await db.all('SELECT kind, num FROM content_items WHERE num IS NOT NULL')) {
    const kind = String(row.kind) as ContentKind
    taken.set(kind, (taken.get(kind) ?? new Set()).add(Number(row.num)))
  }
  return items.map((item, index) => {
    const schemas = KINDS[item.kind]
    let body: ContentBody = item.body
    let num: number | null = null
    if (schemas.numbered) {
      const numbers = taken.get(item.kind) ?? new Set<number>()
      num = (body as { id: number }).id
      if (numbers.has(num)) num = Math.max(...numbers) + 1
      numbers.add(num)
      taken.set(item.kind, numbers)
      body = { ...body, id: num } as ContentBody
    }
    const text = JSON.stringify(schemas.stored.parse(body))
    return { index, kind: item.kind, key: item.key, num, slug: schemas.slugOf(body), text }
  })
}
