import { type ContentBody, type ContentKind, KINDS } from './kinds.js'

/**
 * The one rule of what visitors see (decision 038), as a join on an item `i` taking two values,
 * both the moment: the item's newest version shown from that moment or before, unless the item
 * was taken down at or before the moment and after that version began. A pure function of the
 * rows and the moment, so every instance agrees and a restart misses no time that passed.
 */
export const LIVE_VERSION_JOIN = `LEFT JOIN content_versions live ON live.item_id = i.id
  AND live.version = (SELECT MAX(w.version) FROM content_versions w
    WHERE w.item_id = i.id AND w.publish_at <= ?)
  AND (i.unpublish_at IS NULL OR i.unpublish_at > ? OR i.unpublish_at < live.publish_at)`

/** A stored body that no longer passes its kind's schema: store corruption, named by item only. */
export class ContentCorruptionError extends Error {
  constructor(itemId: string, paths: readonly string[]) {
    super(`content item ${itemId} does not parse (${paths.join(', ')})`)
  }
}

/** Parses a stored body with its kind's schema; a failure names the item and the paths only. */
export function parseBody(kind: ContentKind, itemId: string, text: string): ContentBody {
  const result = KINDS[kind].stored.safeParse(JSON.parse(text))
  if (!result.success) {
    throw new ContentCorruptionError(
      itemId,
      result.error.issues.map((issue) => issue.path.join('.')),
    )
  }
  return result.data
}

/** Whether a driver error is a unique constraint refusing a row (either database). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'))
}
