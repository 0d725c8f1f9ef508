import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { adminActorOf, audit, forbiddenPage, ukWallClockToMs } from '../../inbox/index.js'
import { recordContentChange } from '../audit.js'
import { photoEraser } from '../images/erase.js'
import type { ContentKind } from '../kinds.js'
import { testimonialPublishRefusal } from '../permissions.js'
import type { ContentItem } from '../store.js'
import { type Action, ActionSchema, type EditorContext, type Post, send } from './context.js'
import { type EditView, editPage } from './edit-page.js'
import { editorPath } from './titles.js'
import type { EditorViews } from './views.js'

/** A time to publish at, as the form's date and time inputs send it: UK wall-clock time. */
const ScheduleSchema = z.object({
  publishDate: z.iso.date({ error: 'Give the day to publish on, like 2026-03-01' }),
  publishTime: z
    .string({ error: 'Give the time to publish at, like 09:30' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Give the time to publish at, like 09:30' }),
})

/** What follows a save: publishing now or at a UK time, taking down, and the refusals. */
export function publisherOf(ctx: EditorContext, { viewOf, postedOf }: EditorViews) {
  const { fastify, now, store, permissions } = ctx
  const eraser = photoEraser(fastify, now)
  /** After a save: publish, schedule or take down, or only show the draft saved. */
  const act = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ContentKind,
    item: ContentItem,
    action: Action,
    post: Post,
    wasNew: boolean,
  ) => {
    const nowMs = now()
    const actor = adminActorOf(request)
    const back = (done: string) => reply.redirect(`${editorPath(kind, item.id)}?done=${done}`, 303)
    const refuse = async (status: number, more: Partial<EditView>) => {
      const view = await viewOf(request, kind, item, {
        schedule: postedOf(kind, post).schedule,
        ...more,
      })
      return send(reply, status, editPage(view))
    }
    if (action === 'save') return back(wasNew ? 'created' : 'saved')
    if (action === 'unpublish') {
      // Cancelled versions may have been the last to name a photo (decision 043).
      await eraser.releasing(request, item.id, () =>
        store.unpublish(item.id, nowMs, actor.name, nowMs),
      )
      await recordContentChange(fastify, request, nowMs, 'unpublished', item)
      return back('unpublished')
    }
    if (kind === 'testimonial') {
      const refusal = testimonialPublishRefusal(actor.role, await permissions.find(item.id))
      if (refusal?.status === 403) return forbidPublishing(request, reply, item.id)
      if (refusal) {
        return refuse(422, {
          problems: [{ field: 'permission.givenBy', message: refusal.message }],
        })
      }
    }
    let atMs = nowMs
    if (action === 'schedule') {
      const when = ScheduleSchema.safeParse(post)
      if (!when.success) {
        return refuse(400, { errors: { publishDate: when.error.issues[0]?.message ?? '' } })
      }
      atMs = ukWallClockToMs(when.data.publishDate, when.data.publishTime)
      if (atMs <= nowMs) {
        return refuse(400, {
          errors: { publishDate: 'Choose a time in the future, or press Publish to publish now' },
        })
      }
    }
    // The checks before publishing (content/checks, decision 042), as the API's publish runs them.
    const problems = await fastify.contentChecks.problemsOf(kind, item.id)
    if (problems.length > 0) return refuse(422, { problems })
    const version = await store.publish(item.id, atMs, actor.name, nowMs)
    const when = atMs > nowMs ? ` from ${new Date(atMs).toISOString()}` : ''
    await recordContentChange(
      fastify,
      request,
      nowMs,
      atMs > nowMs ? 'scheduled' : 'published',
      item,
      `: version ${version}${when}`,
    )
    return back(atMs > nowMs ? 'scheduled' : 'published')
  }

  /** Staff asking to publish a testimonial: a 403 page, audited, and nothing saved. */
  const forbidPublishing = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const actor = adminActorOf(request)
    const refusal = testimonialPublishRefusal(actor.role, undefined)
    await audit(fastify, actor, 'forbidden', null, `publish testimonial ${id}: ${refusal?.message}`)
    return send(reply, 403, forbiddenPage())
  }

  /** Whether a post asks a person who may not publish testimonials to publish one. */
  const isForbidden = (request: FastifyRequest, kind: ContentKind, post: Post) =>
    kind === 'testimonial' &&
    adminActorOf(request).role !== 'owner' &&
    ['publish', 'schedule'].includes(ActionSchema.parse(post.action))

  return { act, forbidPublishing, isForbidden }
}
