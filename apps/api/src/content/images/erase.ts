import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sliceOf } from '../../store/sql.js'
import { actorOf } from '../actor.js'
import { createImageStore } from './store.js'

/** Every uploaded photo an item's stored text names, by id (its address is /media/<id>/…). */
const NAMED_PHOTO = /\/media\/([0-9a-f]{32})\//g

/** The ids of the photos a stored text (a draft's or a version's JSON) names. */
export function photoIdsIn(text: string): Set<string> {
  return new Set([...text.matchAll(NAMED_PHOTO)].map((match) => match[1] as string))
}

/**
 * Erasing a photo with the last item that used it (decision 043): run a change of an item (its
 * draft replaced, a version restored, versions cancelled) through `releasing`, which notes the
 * photos the item named before, and afterwards erases each that no draft and no kept version of
 * any item names any more, files and row, audited by who made the change. A photo uploaded and
 * not yet named by anything is not the change's to erase and is left alone.
 */
export function photoEraser(fastify: FastifyInstance, now: () => number) {
  const db = fastify.store.sql
  const images = sliceOf(db, createImageStore)

  /** The photos an item's draft and kept versions name now. */
  const namedBy = async (itemId: string): Promise<Set<string>> => {
    const rows = await db.all(
      `SELECT draft AS text FROM content_items WHERE id = ?
       UNION ALL SELECT body FROM content_versions WHERE item_id = ?`,
      [itemId, itemId],
    )
    return photoIdsIn(rows.map((row) => String(row.text)).join('\n'))
  }

  return {
    async releasing<T>(request: FastifyRequest, itemId: string, change: () => Promise<T>) {
      const before = await namedBy(itemId)
      const result = await change()
      if (before.size === 0) return result
      const still = await namedBy(itemId)
      for (const id of before) {
        if (still.has(id)) continue
        if ((await images.usersOf(id)).length > 0) continue
        if (!(await images.remove(id))) continue
        await fastify.store.recordAudit({
          id: crypto.randomUUID(),
          atMs: now(),
          actor: actorOf(request),
          action: 'content-image-erased',
          submissionId: null,
          detail: `image ${id}: no draft or kept version uses it any more`,
        })
      }
      return result
    },
  }
}
