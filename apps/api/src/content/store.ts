import { randomUUID } from 'node:crypto'
import type { SqlRunner } from '../store/sql.js'
import { type ContentBody, type ContentKind, KINDS } from './kinds.js'
import { isUniqueViolation, LIVE_VERSION_JOIN, parseBody } from './rows.js'

/** Where an item stands at a moment: never shown (or taken down), waiting for its time, or shown. */
export type ContentState = 'draft' | 'scheduled' | 'published'

/** A stored item as the API answers it, seen at one moment. */
export interface ContentItem {
  readonly id: string
  readonly kind: ContentKind
  /** The draft's slug (a testimonial's id; null for an FAQ). */
  readonly slug: string | null
  readonly draft: ContentBody
  readonly state: ContentState
  /** The version visitors see now, or null. */
  readonly liveVersion: number | null
  /** When a version newer than the live one will be shown (epoch ms), or null. */
  readonly scheduledAt: number | null
  /** When the item stops being shown (epoch ms), or null. */
  readonly unpublishAt: number | null
  /** Whether the draft differs from the last version published (always true before the first). */
  readonly changedSincePublished: boolean
  readonly createdAt: number
  readonly updatedAt: number
  /** Who last changed it: a person's or token's name, or "seed". */
  readonly updatedBy: string
}

/** A kept version: what was published, by whom, and from when it is shown. */
export interface ContentVersion {
  readonly version: number
  readonly slug: string | null
  readonly body: ContentBody
  readonly publishAt: number
  readonly publishedBy: string
  readonly publishedAt: number
}

/** A slug another item of the kind has, had, or answers a redirect from. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`slug "${slug}" is taken`)
  }
}

/** Two writes of one item at the same moment: the second is refused, to be tried again. */
export class ContentConflictError extends Error {
  constructor(message = 'changed by someone else since it was read') {
    super(message)
  }
}

const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)

const ITEM_COLUMNS = `i.id, i.kind, i.num, i.slug, i.draft, i.unpublish_at, i.created_at, i.updated_by,
  i.updated_at, live.version AS live_version,
  (SELECT MIN(p.publish_at) FROM content_versions p WHERE p.item_id = i.id AND p.publish_at > ?
    AND p.version > COALESCE(live.version, 0)) AS scheduled_at,
  CASE WHEN i.draft = (SELECT l.body FROM content_versions l WHERE l.item_id = i.id
    ORDER BY l.version DESC LIMIT 1) THEN 0 ELSE 1 END AS changed`

/** The statement selecting items with their state at a moment: values (now, now, now) first. */
const ITEMS_AT = `SELECT ${ITEM_COLUMNS} FROM content_items i ${LIVE_VERSION_JOIN}`

function toItem(row: Record<string, unknown>): ContentItem {
  const kind = String(row.kind) as ContentKind
  const id = String(row.id)
  const liveVersion = num(row.live_version)
  const scheduledAt = num(row.scheduled_at)
  return {
    id,
    kind,
    slug: row.slug === null ? null : String(row.slug),
    draft: parseBody(kind, id, String(row.draft)),
    state: liveVersion !== null ? 'published' : scheduledAt !== null ? 'scheduled' : 'draft',
    liveVersion,
    scheduledAt,
    unpublishAt: num(row.unpublish_at),
    changedSincePublished: Number(row.changed) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    updatedBy: String(row.updated_by),
  }
}

/** The content wing's writes and admin reads, over the same SQL for both databases. */
export interface ContentStore {
  list(kind: ContentKind, nowMs: number): Promise<ContentItem[]>
  find(id: string, nowMs: number): Promise<ContentItem | undefined>
  /** Stores a new draft (numbering an article or project); throws SlugTakenError. */
  create(kind: ContentKind, input: object, by: string, nowMs: number): Promise<ContentItem>
  /**
   * Replaces an item's draft (its number stays); throws SlugTakenError. Given `basedOn` (the
   * `updatedAt` the writer read), a draft changed since is not replaced: ContentConflictError.
   */
  update(
    id: string,
    input: object,
    by: string,
    nowMs: number,
    basedOn?: number,
  ): Promise<ContentItem | undefined>
  /** Publishes the draft as the next version, shown from `atMs`; a changed slug is kept as an old one. */
  publish(id: string, atMs: number, by: string, nowMs: number): Promise<number | undefined>
  /** Stops showing the item from `atMs`, cancelling versions waiting to be shown from then on. */
  unpublish(id: string, atMs: number, by: string, nowMs: number): Promise<boolean>
  versions(id: string): Promise<ContentVersion[]>
  /** Makes a kept version the draft; false when there is no such version. */
  restore(id: string, version: number, by: string, nowMs: number): Promise<boolean>
  /** Whether another item of the kind has the slug now, had it in a version, or redirects from it. */
  isSlugTaken(kind: ContentKind, slug: string, itemId: string): Promise<boolean>
}

/** The content store over a driver's runner (store.sql). */
export function createContentStore(db: SqlRunner): ContentStore {
  const find = async (id: string, nowMs: number) => {
    const [row] = await db.all(`${ITEMS_AT} WHERE i.id = ?`, [nowMs, nowMs, nowMs, id])
    return row ? toItem(row) : undefined
  }

  /** Whether another item of the kind has the slug now, had it in a version, or redirects from it. */
  const isSlugTaken = async (kind: ContentKind, slug: string, itemId: string) => {
    const taken = await db.all(
      `SELECT 1 AS taken FROM content_items WHERE kind = ? AND slug = ? AND id <> ?
       UNION ALL SELECT 1 FROM content_versions v JOIN content_items i ON i.id = v.item_id
         WHERE i.kind = ? AND v.slug = ? AND i.id <> ?
       UNION ALL SELECT 1 FROM content_old_slugs WHERE kind = ? AND slug = ? AND item_id <> ?`,
      [kind, slug, itemId, kind, slug, itemId, kind, slug, itemId],
    )
    return taken.length > 0
  }

  /** Refuses a slug another item of the kind has now, had in a version, or redirects from. */
  const claimSlug = async (kind: ContentKind, slug: string | null, itemId: string) => {
    if (slug !== null && (await isSlugTaken(kind, slug, itemId))) throw new SlugTakenError(slug)
  }

  /**
   * Runs a write that a unique index may refuse: over the slug (taken a moment ago) it is
   * SlugTakenError, otherwise (a number two creates took at once) a conflict to try again.
   */
  const guarded = async <T>(
    kind: ContentKind,
    slug: string | null,
    itemId: string,
    write: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await write()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      await claimSlug(kind, slug, itemId)
      throw new ContentConflictError('changed by someone else at the same moment')
    }
  }

  return {
    isSlugTaken,
    async list(kind, nowMs) {
      const rows = await db.all(`${ITEMS_AT} WHERE i.kind = ? ORDER BY i.created_at, i.id`, [
        nowMs,
        nowMs,
        nowMs,
        kind,
      ])
      return rows.map(toItem)
    },
    find,
    async create(kind, input, by, nowMs) {
      const id = randomUUID()
      const schemas = KINDS[kind]
      const numbered = schemas.numbered
      const next = numbered
        ? Number(
            (
              await db.all(
                'SELECT COALESCE(MAX(num), 0) + 1 AS next FROM content_items WHERE kind = ?',
                [kind],
              )
            )[0]?.next ?? 1,
          )
        : null
      const body = schemas.stored.parse(numbered ? { id: next, ...input } : input)
      const slug = schemas.slugOf(body)
      await claimSlug(kind, slug, id)
      await guarded(kind, slug, id, () =>
        db.run(
          `INSERT INTO content_items (id, kind, num, slug, draft, created_at, updated_by, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [id, kind, next, slug, JSON.stringify(body), nowMs, by, nowMs],
        ),
      )
      return (await find(id, nowMs)) as ContentItem
    },
    async update(id, input, by, nowMs, basedOn) {
      const item = await find(id, nowMs)
      if (!item) return undefined
      if (basedOn !== undefined && item.updatedAt !== basedOn) throw new ContentConflictError()
      const schemas = KINDS[item.kind]
      const number = schemas.numbered ? (item.draft as { id: number }).id : undefined
      const body = schemas.stored.parse(number === undefined ? input : { id: number, ...input })
      const slug = schemas.slugOf(body)
      await claimSlug(item.kind, slug, id)
      // Compare-and-set on the time read: a write between that read and this one wins, not this.
      const written = await guarded(item.kind, slug, id, () =>
        db.run(
          `UPDATE content_items SET slug = ?, draft = ?, updated_by = ?, updated_at = ?
           WHERE id = ? AND updated_at = ?`,
          [slug, JSON.stringify(body), by, nowMs, id, item.updatedAt],
        ),
      )
      if (written === 0)
        throw new ContentConflictError('changed by someone else at the same moment')
      return find(id, nowMs)
    },
    publish: (id, atMs, by, nowMs) => publishDraft(db, id, atMs, by, nowMs),
    async unpublish(id, atMs, by, nowMs) {
      const changed = await db.run(
        'UPDATE content_items SET unpublish_at = ?, updated_by = ?, updated_at = ? WHERE id = ?',
        [atMs, by, nowMs, id],
      )
      if (changed === 0) return false
      // A version waiting to be shown from then on is cancelled: it was never shown.
      await db.run('DELETE FROM content_versions WHERE item_id = ? AND publish_at >= ?', [id, atMs])
      return true
    },
    versions: (id) => listVersions(db, id),
    async restore(id, version, by, nowMs) {
      const [found] = await db.all(
        `SELECT i.kind, v.slug, v.body FROM content_versions v JOIN content_items i
           ON i.id = v.item_id WHERE v.item_id = ? AND v.version = ?`,
        [id, version],
      )
      if (!found) return false
      const slug = found.slug === null ? null : String(found.slug)
      await claimSlug(String(found.kind) as ContentKind, slug, id)
      await guarded(String(found.kind) as ContentKind, slug, id, () =>
        db.run(
          'UPDATE content_items SET slug = ?, draft = ?, updated_by = ?, updated_at = ? WHERE id = ?',
          [slug, found.body, by, nowMs, id],
        ),
      )
      return true
    },
  }
}

/** Publishes an item's draft as its next version, shown from `atMs`; keeps a changed slug as old. */
async function publishDraft(
  db: SqlRunner,
  id: string,
  atMs: number,
  by: string,
  nowMs: number,
): Promise<number | undefined> {
  const [item] = await db.all('SELECT kind, slug, draft FROM content_items WHERE id = ?', [id])
  if (!item) return undefined
  const [latest] = await db.all(
    'SELECT version, slug FROM content_versions WHERE item_id = ? ORDER BY version DESC LIMIT 1',
    [id],
  )
  const version = Number(latest?.version ?? 0) + 1
  const slug = item.slug === null ? null : String(item.slug)
  await refusingTwins(() =>
    db.run(
      `INSERT INTO content_versions (item_id, version, slug, body, publish_at, published_by,
         published_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [id, version, slug, item.draft, atMs, by, nowMs],
    ),
  )
  const oldSlug = latest?.slug === null || latest === undefined ? null : String(latest.slug)
  if (slug !== null) {
    // The item takes back a slug it had: no redirect from it any more.
    await db.run('DELETE FROM content_old_slugs WHERE kind = ? AND slug = ? AND item_id = ?', [
      item.kind,
      slug,
      id,
    ])
  }
  if (oldSlug !== null && oldSlug !== slug) {
    await db.run(
      `INSERT INTO content_old_slugs (kind, slug, item_id, retired_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (kind, slug) DO UPDATE SET item_id = excluded.item_id,
         retired_at = excluded.retired_at`,
      [item.kind, oldSlug, id, atMs],
    )
  }
  await db.run('UPDATE content_items SET updated_by = ?, updated_at = ? WHERE id = ?', [
    by,
    nowMs,
    id,
  ])
  return version
}

/** Every kept version of an item, newest first. */
async function listVersions(db: SqlRunner, id: string): Promise<ContentVersion[]> {
  const [item] = await db.all('SELECT kind FROM content_items WHERE id = ?', [id])
  if (!item) return []
  const kind = String(item.kind) as ContentKind
  const rows = await db.all(
    `SELECT version, slug, body, publish_at, published_by, published_at FROM content_versions
     WHERE item_id = ? ORDER BY version DESC`,
    [id],
  )
  return rows.map((row) => ({
    version: Number(row.version),
    slug: row.slug === null ? null : String(row.slug),
    body: parseBody(kind, id, String(row.body)),
    publishAt: Number(row.publish_at),
    publishedBy: String(row.published_by),
    publishedAt: Number(row.published_at),
  }))
}

/** A write a unique index may refuse when two publish at once: the second is told to try again. */
async function refusingTwins(write: () => Promise<unknown>): Promise<void> {
  try {
    await write()
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ContentConflictError('changed by someone else at the same moment')
    }
    throw error
  }
}
