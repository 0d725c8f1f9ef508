import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { page, ukWallClockOf } from '../../inbox/index.js'
import { html } from '../../lib/html.js'
import { CONTENT_KINDS, type ContentKind } from '../kinds.js'
import { permissionsOf } from '../permissions.js'
import { CONTENT_BODY_LIMIT_BYTES } from '../routes.js'
import { createContentStore } from '../store.js'
import { fingerprintsOf } from './conflict.js'
import { ActionSchema, type EditorContext, formValuesOf, type Post, send } from './context.js'
import { editPage } from './edit-page.js'
import { photoOutcomeOf } from './photo-field.js'
import { publisherOf } from './publish.js'
import { saverOf } from './save.js'
import { editorPath, KIND_WORDS } from './titles.js'
import { viewsOf } from './views.js'

const IdParams = z.object({ id: z.string().min(1).max(100) })
// `photo` too, where the photo form's 303 says how an upload went: a schema drops what it lacks.
const DoneQuery = z.object({
  done: z.string().max(30).optional().catch(undefined),
  photo: z.string().max(30).optional().catch(undefined),
})

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
  const ctx: EditorContext = {
    fastify,
    now,
    store: createContentStore(fastify.store.sql),
    permissions: permissionsOf(fastify.store.sql),
  }
  const { store } = ctx
  const views = viewsOf(ctx)
  const { viewOf } = views
  const save = saverOf(ctx, views)
  const { act, forbidPublishing, isForbidden } = publisherOf(ctx, views)

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
      if (isForbidden(request, kind, post)) return forbidPublishing(request, reply, 'new')
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
        const view = await viewOf(request, kind, item, {
          done: request.query.done,
          photoOutcome: photoOutcomeOf(request.query),
        })
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
        if (isForbidden(request, kind, post)) return forbidPublishing(request, reply, item.id)
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
