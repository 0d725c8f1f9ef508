import type { FastifyRequest } from 'fastify'
import { adminActorOf } from '../../inbox/index.js'
import { recordContentChange } from '../audit.js'
import { photoEraser } from '../images/erase.js'
import { type ContentKind, KINDS, slugFieldOf, slugTakenMessage } from '../kinds.js'
import { type Permission, PermissionSchema } from '../permissions.js'
import { ContentConflictError, type ContentItem, SlugTakenError } from '../store.js'
import { parseFingerprints } from './conflict.js'
import { type EditorContext, formValuesOf, type Post, type Refused } from './context.js'
import type { EditView } from './edit-page.js'
import { fieldOfPath, inputOf } from './fields.js'
import { galleryKept } from './gallery.js'
import { type EditorViews, PERMISSION_KEYS } from './views.js'

/**
 * The save behind Save draft, every other button, and autosave: a new item, or the item's draft
 * when it changed, and the permission typed for a testimonial.
 */
export function saverOf(ctx: EditorContext, { viewOf, postedOf, conflictOf }: EditorViews) {
  const { fastify, now, store, permissions } = ctx
  // A photo the old draft named and nothing names any more is erased with it (decision 043).
  const eraser = photoEraser(fastify, now)
  /**
   * Saves the form's draft (a new item, or the item's draft when it changed) and the permission
   * typed for a testimonial: the saved item, or the refusal to show.
   */
  const save = async (
    request: FastifyRequest,
    kind: ContentKind,
    item: ContentItem | undefined,
    post: Post,
  ): Promise<ContentItem | Refused> => {
    const nowMs = now()
    const actor = adminActorOf(request)
    if (item) {
      const conflict = await conflictOf(request, kind, item, post)
      if (conflict) return conflict
    }
    const posted = postedOf(kind, post)
    const errors: Record<string, string> = {}
    // What the form does not hold (a case study's further photos) stays as the draft has it.
    const parsed = KINDS[kind].input.safeParse({
      ...galleryKept(item),
      ...inputOf(kind, posted.values),
    })
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors[fieldOfPath(kind, issue.path)] ??= issue.message
    }
    let permission: Permission | undefined
    if (Object.values(posted.permission).some((value) => value.trim() !== '')) {
      const given = PermissionSchema.safeParse(
        Object.fromEntries(
          PERMISSION_KEYS.map((key) => [key, posted.permission[`permission.${key}`]]),
        ),
      )
      if (given.success) permission = given.data
      else {
        for (const issue of given.error.issues) {
          errors[`permission.${String(issue.path[0])}`] ??= issue.message
        }
      }
    }
    const refuse = async (status: number, more: Partial<EditView>): Promise<Refused> => {
      const view = await viewOf(request, kind, item, {
        values: posted.values,
        schedule: posted.schedule,
        ...(item ? { basedOn: Number(post.basedOn), base: parseFingerprints(post.base) } : {}),
        ...more,
      })
      return {
        status,
        view: { ...view, permission: { ...view.permission, values: posted.permission } },
      }
    }
    if (!parsed.success || Object.keys(errors).length > 0) return refuse(400, { errors })

    let saved = item
    try {
      if (!item) {
        saved = await store.create(kind, parsed.data as object, actor.name, nowMs)
        await recordContentChange(fastify, request, nowMs, 'created', saved)
      } else if (
        JSON.stringify(formValuesOf(kind, parsed.data as object)) !==
        JSON.stringify(formValuesOf(kind, item.draft))
      ) {
        saved = await eraser.releasing(request, item.id, () =>
          store.update(item.id, parsed.data as object, actor.name, nowMs, item.updatedAt),
        )
        if (!saved) throw new ContentConflictError()
        await recordContentChange(fastify, request, nowMs, 'updated', saved)
      }
    } catch (error) {
      if (error instanceof SlugTakenError) {
        return refuse(400, { errors: { [slugFieldOf(kind)]: slugTakenMessage(kind) } })
      }
      if (error instanceof ContentConflictError && item) {
        // Saved by someone else between this request's read and its write.
        const stored = await store.find(item.id, now())
        const conflict = stored && (await conflictOf(request, kind, stored, post))
        if (conflict) return conflict
      }
      throw error
    }
    const done = saved as ContentItem
    if (permission && kind === 'testimonial') {
      const recorded = await permissions.find(done.id)
      const same =
        recorded &&
        recorded.givenBy === permission.givenBy &&
        recorded.givenOn === permission.givenOn &&
        recorded.how === permission.how
      if (!same) {
        await permissions.record(done.id, permission, actor.name, nowMs)
        await recordContentChange(
          fastify,
          request,
          nowMs,
          'permission-recorded',
          done,
          `: ${permission.how}`,
        )
      }
    }
    return done
  }

  return save
}
