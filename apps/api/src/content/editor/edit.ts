import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminActorOf,
  audit,
  forbiddenPage,
  page,
  ukWallClockOf,
  ukWallClockToMs,
} from '../../inbox/index.js'
import { html } from '../../lib/html.js'
import { recordContentChange } from '../audit.js'
import {
  CONTENT_KINDS,
  type ContentBody,
  type ContentKind,
  KINDS,
  slugFieldOf,
  slugTakenMessage,
} from '../kinds.js'
import {
  type Permission,
  PermissionSchema,
  permissionsOf,
  testimonialPublishRefusal,
} from '../permissions.js'
import { CONTENT_BODY_LIMIT_BYTES } from '../routes.js'
import {
  ContentConflictError,
  type ContentItem,
  createContentStore,
  SlugTakenError,
} from '../store.js'
import { fieldsChangedSince, fingerprintsOf, parseFingerprints } from './conflict.js'
import { type EditView, editPage, type FormProblem } from './edit-page.js'
import { blankValues, fieldOfPath, inputOf, valuesFromPost, valuesOf } from './fields.js'
import { editorPath, KIND_WORDS } from './titles.js'

/**
 * The checks before publishing (content/checks, decorated by its plugin when it is registered):
 * each problem names the edit form's field it is about.
 */
interface ContentChecks {
  problemsOf(kind: ContentKind, id: string): Promise<FormProblem[]>
}

const IdParams = z.object({ id: z.string().min(1).max(100) })
const DoneQuery = z.object({ done: z.string().max(30).optional().catch(undefined) })

/** Which button sent the form; Enter in a field is Save draft, the form's first button. */
const ActionSchema = z.enum(['save', 'publish', 'schedule', 'unpublish']).catch('save')
type Action = z.infer<typeof ActionSchema>

/** A time to publish at, as the form's date and time inputs send it: UK wall-clock time. */
const ScheduleSchema = z.object({
  publishDate: z.iso.date({ error: 'Give the day to publish on, like 2026-03-01' }),
  publishTime: z
    .string({ error: 'Give the time to publish at, like 09:30' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Give the time to publish at, like 09:30' }),
})

const PERMISSION_KEYS = ['givenBy', 'givenOn', 'how'] as const

type Post = Readonly<Record<string, unknown>>

/** A save refused, with the page that says why (the person's text kept in it). */
interface Refused {
  readonly status: number
  readonly view: EditView
}

const send = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body)

const notFound = (reply: FastifyReply, kind: ContentKind) =>
  send(
    reply,
    404,
    page(
      'Not found',
      html`<h1>Not found</h1><p>There is no such ${KIND_WORDS[kind].one}.</p><p><a href="${editorPath(kind)}">Back to the list</a></p>`,
      { isSignedIn: true, hasError: true },
    ),
  )

/** A body without the number the store gives it, as the form's fields hold it. */
const formValuesOf = (kind: ContentKind, body: ContentBody | object) =>
  valuesOf(kind, body as ContentBody)

/**
 * The edit pages of the Content section: a new item, one item's draft, and its publishing (now,
 * at a UK time, or taken down). Everything works by native form posts; the editor's script adds
 * autosave to the same save. A save based on an older draft than the one stored is refused, with
 * the other person's changes named and this person's text kept.
 */
export const contentEditPages: FastifyPluginAsyncZod<{ now: () => number }> = async (
  fastify,
  { now },
) => {
  const store = createContentStore(fastify.store.sql)
  const permissions = permissionsOf(fastify.store.sql)
  const checks = () => (fastify as unknown as { contentChecks?: ContentChecks }).contentChecks

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
    // Without the fingerprints (a form not written by the editor), every field that differs.
    const fields = base
      ? fieldsChangedSince(base, theirs)
      : Object.keys(theirs).filter((name) => theirs[name] !== posted.values[name])
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
    const parsed = KINDS[kind].input.safeParse(inputOf(kind, posted.values))
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
        saved = await store.update(
          item.id,
          parsed.data as object,
          actor.name,
          nowMs,
          item.updatedAt,
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
      await store.unpublish(item.id, nowMs, actor.name, nowMs)
      await recordContentChange(fastify, request, nowMs, 'unpublished', item)
      return back('unpublished')
    }
    if (kind === 'testimonial') {
      const refusal = testimonialPublishRefusal(actor.role, await permissions.find(item.id))
      if (refusal?.status === 403) {
        await audit(
          fastify,
          actor,
          'forbidden',
          null,
          `publish ${kind} ${item.id}: ${refusal.message}`,
        )
        return send(reply, 403, forbiddenPage())
      }
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
    const problems = (await checks()?.problemsOf(kind, item.id)) ?? []
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

  const found = async (kind: ContentKind, id: string) => {
    const item = await store.find(id, now())
    return item && item.kind === kind ? item : undefined
  }

  for (const kind of CONTENT_KINDS) {
    const formRoute = { config: { access: 'staff' as const }, bodyLimit: CONTENT_BODY_LIMIT_BYTES }

    fastify.get(editorPath(kind, 'new'), { config: { access: 'staff' } }, async (request, reply) =>
      send(reply, 200, editPage(await viewOf(request, kind, undefined))),
    )

    fastify.post(editorPath(kind, 'new'), formRoute, async (request, reply) => {
      const post = (request.body ?? {}) as Post
      const saved = await save(request, kind, undefined, post)
      if (!('id' in saved)) return send(reply, saved.status, editPage(saved.view))
      return act(request, reply, kind, saved, ActionSchema.parse(post.action), post, true)
    })

    fastify.get(
      editorPath(kind, ':id'),
      { config: { access: 'staff' }, schema: { params: IdParams, querystring: DoneQuery } },
      async (request, reply) => {
        const item = await found(kind, request.params.id)
        if (!item) return notFound(reply, kind)
        const view = await viewOf(request, kind, item, { done: request.query.done })
        return send(reply, 200, editPage(view))
      },
    )

    fastify.post(
      editorPath(kind, ':id'),
      { ...formRoute, schema: { params: IdParams } },
      async (request, reply) => {
        const item = await found(kind, request.params.id)
        if (!item) return notFound(reply, kind)
        const post = (request.body ?? {}) as Post
        const saved = await save(request, kind, item, post)
        if (!('id' in saved)) return send(reply, saved.status, editPage(saved.view))
        return act(request, reply, kind, saved, ActionSchema.parse(post.action), post, false)
      },
    )

    // The script's autosave: the same save as Save draft, answered as JSON for the page to keep
    // its hidden `basedOn` and `base` up to date.
    fastify.post(
      `${editorPath(kind, ':id')}/autosave`,
      { ...formRoute, schema: { params: IdParams } },
      async (request, reply) => {
        const item = await found(kind, request.params.id)
        if (!item) return reply.code(404).send({ saved: false, message: 'Not found' })
        const saved = await save(request, kind, item, (request.body ?? {}) as Post)
        if ('id' in saved) {
          return {
            saved: true,
            basedOn: saved.updatedAt,
            base: JSON.stringify(fingerprintsOf(formValuesOf(kind, saved.draft))),
            message: `Draft saved at ${ukWallClockOf(saved.updatedAt).time}`,
          }
        }
        const { conflict, errors } = saved.view
        const fieldCount = Object.keys(errors).length
        return reply.code(saved.status).send({
          saved: false,
          message: conflict
            ? `Not saved: ${conflict.by} changed this meanwhile. Press Save draft to see what.`
            : `Not saved yet: ${fieldCount} field${fieldCount === 1 ? '' : 's'} to fix. Press Save draft to see which.`,
        })
      },
    )
  }
}
