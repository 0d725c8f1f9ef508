import type { FastifyRequest } from 'fastify'
import { adminActorOf, ukWallClockOf } from '../../inbox/index.js'
import type { ContentKind } from '../kinds.js'
import type { ContentItem } from '../store.js'
import { fieldsChangedSince, fingerprintsOf, parseFingerprints } from './conflict.js'
import { type EditorContext, formValuesOf, type Post, type Refused } from './context.js'
import type { EditView } from './edit-page.js'
import { blankValues, valuesFromPost } from './fields.js'

const PERMISSION_KEYS = ['givenBy', 'givenOn', 'how'] as const

export { PERMISSION_KEYS }

/**
 * The edit page's views: an item's (or a new one's), what a post holds, and the refusal that names
 * what someone else changed since the form was opened.
 */
export function viewsOf(ctx: EditorContext) {
  const { now, permissions } = ctx
  /** The default time offered to schedule at: the next whole hour, UK time. */
  const nextHour = (nowMs: number) => ukWallClockOf(Math.ceil(nowMs / 3_600_000 + 0.01) * 3_600_000)

  const viewOf = async (
    request: FastifyRequest,
    kind: ContentKind,
    item: ContentItem | undefined,
    more: Partial<EditView> = {},
  ): Promise<EditView> => {
    const recorded = item && kind === 'testimonial' ? await permissions.find(item.id) : undefined
    const stored = item ? formValuesOf(kind, item.draft) : undefined
    return {
      kind,
      item,
      values: stored ?? blankValues(kind, adminActorOf(request).name, ukWallClockOf(now()).date),
      errors: {},
      basedOn: item?.updatedAt ?? null,
      base: stored ? fingerprintsOf(stored) : null,
      permission: {
        values: recorded
          ? {
              'permission.givenBy': recorded.givenBy,
              'permission.givenOn': recorded.givenOn,
              'permission.how': recorded.how,
            }
          : {},
        recorded,
      },
      isOwner: adminActorOf(request).role === 'owner',
      schedule: nextHour(now()),
      ...more,
    }
  }

  /** What the person sent: the fields, their permission fields and the time to schedule at. */
  const postedOf = (kind: ContentKind, post: Post) => {
    const permission: Record<string, string> = {}
    if (kind === 'testimonial') {
      for (const key of PERMISSION_KEYS) {
        const value = post[`permission.${key}`]
        permission[`permission.${key}`] = typeof value === 'string' ? value : ''
      }
    }
    const text = (name: string) => (typeof post[name] === 'string' ? String(post[name]) : '')
    const schedule = { date: text('publishDate'), time: text('publishTime') }
    return {
      values: valuesFromPost(kind, post),
      permission,
      schedule: schedule.date || schedule.time ? schedule : nextHour(now()),
    }
  }

  /** The page naming what someone else changed since the form was opened, keeping this text. */
  const conflictOf = async (
    request: FastifyRequest,
    kind: ContentKind,
    stored: ContentItem,
    post: Post,
  ): Promise<Refused | null> => {
    if (Number(post.basedOn) === stored.updatedAt) return null
    const posted = postedOf(kind, post)
    const theirs = formValuesOf(kind, stored.draft)
    const base = parseFingerprints(post.base)
    // Without the fingerprints (a form not written by the editor), every field that differs. A
    // field changed since that already holds the stored value is no conflict: the person's own
    // photo upload, which the photo form's script wrote into this form (decision 043).
    const fields = (base ? fieldsChangedSince(base, theirs) : Object.keys(theirs)).filter(
      (name) => theirs[name] !== posted.values[name],
    )
    if (fields.length === 0) return null
    const view = await viewOf(request, kind, stored, {
      values: posted.values,
      schedule: posted.schedule,
      conflict: { by: stored.updatedBy, at: stored.updatedAt, fields, theirs },
    })
    return {
      status: 409,
      view: {
        ...view,
        permission: { ...view.permission, values: posted.permission },
      },
    }
  }

  return { viewOf, postedOf, conflictOf, nextHour }
}

export type EditorViews = ReturnType<typeof viewsOf>
