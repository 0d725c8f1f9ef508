import { MAX_MARKDOWN_LENGTH } from '@hard-hat/content'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../plugins/app/errors.js'
import { actorOf } from './actor.js'
import { recordContentChange } from './audit.js'
import { claimRoutes } from './claims/routes.js'
import { photoEraser } from './images/erase.js'
import { imageApiRoutes } from './images/routes.js'
import {
  CONTENT_KINDS,
  type ContentKind,
  KINDS,
  PLURALS,
  slugFieldOf,
  slugTakenMessage,
} from './kinds.js'
import { permissionsOf, testimonialPublishRefusal } from './permissions.js'
import {
  ContentConflictError,
  type ContentItem,
  type ContentStore,
  createContentStore,
  SlugTakenError,
} from './store.js'

type ContentFastify = Parameters<FastifyPluginAsyncZod>[0]

/** A body of the largest Markdown the schemas accept, written in any script, fits (JSON-escaped). */
export const CONTENT_BODY_LIMIT_BYTES = Math.max(1024 * 1024, MAX_MARKDOWN_LENGTH * 8)

export const IdParams = z.object({
  id: z.uuid({ error: 'Give the id the item was answered with' }),
})

/** A version's number in a path: a whole number from 1. */
export const VersionNumberSchema = z.coerce
  .number({ error: 'Give the version as a number' })
  .int({ error: 'Give the version as a whole number' })
  .positive({ error: 'Give the version as a whole number from 1' })

/** When to publish or take down: an ISO 8601 moment with its offset; none (or `{}`) is now. */
const WhenSchema = z
  .object({
    at: z.iso
      .datetime({
        offset: true,
        error: 'Give the moment as ISO 8601 with its offset, like 2026-03-01T09:00:00Z',
      })
      .optional(),
  })
  .strict()
  .optional()

/** The `updatedAt` a writer read: a draft changed since is not replaced (409). */
const BasedOnQuery = z.object({
  basedOn: z.coerce
    .number({ error: 'Give basedOn as the item’s updatedAt, a number' })
    .int({ error: 'Give basedOn as the item’s updatedAt, a whole number' })
    .optional(),
})

const StateSchema = z.enum(['draft', 'scheduled', 'published'])

/** The route config every content route declares: staff and owners, or a token with `content`. */
export const ACCESS = { access: 'staff', scope: 'content' } as const

export const TAGS = ['content']

/** The options of a route that acts on one item now or at a moment ({ "at": "<ISO 8601>" }). */
const atMomentOptions = (summary: string) => ({
  config: ACCESS,
  schema: { hide: false, tags: TAGS, summary, params: IdParams, body: WhenSchema },
})

/** A publication: the item as it stands now, the number of the version made, what the checks found. */
const PublishedSchema = z.object({
  item: z.looseObject({ id: z.string() }),
  version: z.number().int().optional(),
  problems: z
    .array(
      z.object({
        field: z.string().meta({
          description: 'The field at fault, as its schema path: "title", "featuredImage.alt"',
        }),
        message: z.string(),
      }),
    )
    .meta({
      description:
        'What the checks before publishing found in the draft published (decision 042): the editor refuses to publish while there are any; a script is told, and decides',
    }),
})

/** The moment asked for, or now; a moment already past is now (nothing is published backdated). */
function momentOf(body: { at?: string | undefined } | undefined, nowMs: number): number {
  if (!body?.at) return nowMs
  return Math.max(nowMs, Date.parse(body.at))
}

/**
 * The content API for scripts (decision 038): for each kind, list, create a draft, read and
 * replace it, publish (now or at a moment), take down, its versions and restoring one. Behind the
 * inbox's hooks: a token needs the `content` scope; a person needs to be signed in (staff or owner).
 * Every change is audited with who made it.
 */
export const contentApiRoutes: FastifyPluginAsyncZod<{ now?: () => number }> = async (
  fastify,
  options,
) => {
  const now = options.now ?? Date.now
  const store = createContentStore(fastify.store.sql)
  for (const kind of CONTENT_KINDS) routesOf(fastify, kind, store, now)
  // Photos (content/images): in a scope of their own, the one that reads multipart bodies.
  await fastify.register(imageApiRoutes, { now })
  // The claims that must be true (content/claims, decision 044): their page and their API.
  await fastify.register(claimRoutes, { now })
}

interface KindRoutes {
  readonly kind: ContentKind
  readonly base: string
  readonly store: ContentStore
  /** Audits a change by whoever made it. */
  record(request: FastifyRequest, action: string, item: ContentItem, more?: string): Promise<void>
  /** The item of this kind with the id, or a 404. */
  found(id: string, nowMs: number): Promise<ContentItem>
  /** Runs a change of an item, then erases each photo it named that nothing names any more. */
  releasing: ReturnType<typeof photoEraser>['releasing']
  /**
   * The app's clock, the one its publisher reads: an item published "now" is live at the
   * publisher's now, and a time to publish at is in the future by the same clock.
   */
  now(): number
}

function routesOf(
  fastify: ContentFastify,
  kind: ContentKind,
  store: ContentStore,
  now: () => number,
) {
  const routes: KindRoutes = {
    kind,
    now,
    releasing: photoEraser(fastify, now).releasing,
    base: `/api/admin/content/${PLURALS[kind]}`,
    store,
    record: (request, action, item, more = '') =>
      recordContentChange(fastify, request, now(), action, item, more),
    async found(id, nowMs) {
      const item = await store.find(id, nowMs)
      if (!item || item.kind !== kind) {
        throw new ApiError(404, 'not_found', `There is no ${kind} with this id`)
      }
      return item
    },
  }
  draftRoutes(fastify, routes)
  publishingRoutes(fastify, routes)
}

/** List, create, read and replace a draft. */
function draftRoutes(
  fastify: ContentFastify,
  { kind, base, store, record, found, now, releasing }: KindRoutes,
) {
  const input = KINDS[kind].input
  fastify.get(
    base,
    {
      config: ACCESS,
      schema: {
        hide: false,
        tags: TAGS,
        summary: `Lists every ${kind}, each with its state now`,
        querystring: z.object({ state: StateSchema.optional() }),
      },
    },
    async (request) => {
      const items = await store.list(kind, now())
      const { state } = request.query
      return { items: state ? items.filter((item) => item.state === state) : items }
    },
  )

  fastify.post(
    base,
    {
      config: ACCESS,
      bodyLimit: CONTENT_BODY_LIMIT_BYTES,
      schema: { hide: false, tags: TAGS, summary: `Creates a ${kind} as a draft`, body: input },
    },
    async (request, reply) => {
      const item = await writing(kind, () =>
        store.create(kind, request.body as object, actorOf(request).name, now()),
      )
      await record(request, 'created', item)
      return reply.code(201).send({ item })
    },
  )

  fastify.get(
    `${base}/:id`,
    {
      config: ACCESS,
      schema: { hide: false, tags: TAGS, summary: `Reads one ${kind}`, params: IdParams },
    },
    async (request) => ({ item: await found(request.params.id, now()) }),
  )

  fastify.put(
    `${base}/:id`,
    {
      config: ACCESS,
      bodyLimit: CONTENT_BODY_LIMIT_BYTES,
      schema: {
        hide: false,
        tags: TAGS,
        summary: `Replaces the draft of a ${kind} (what visitors see changes only on publishing); with ?basedOn=<updatedAt read>, a 409 if it changed since`,
        params: IdParams,
        querystring: BasedOnQuery,
        body: input,
      },
    },
    async (request) => {
      await found(request.params.id, now())
      const item = await releasing(request, request.params.id, () =>
        writing(kind, () =>
          store.update(
            request.params.id,
            request.body as object,
            actorOf(request).name,
            now(),
            request.query.basedOn,
          ),
        ),
      )
      if (!item) throw new ApiError(404, 'not_found', `There is no ${kind} with this id`)
      await record(request, 'updated', item)
      return { item }
    },
  )
}

/** Publish, take down, the versions and restoring one. */
function publishingRoutes(
  fastify: ContentFastify,
  { kind, base, store, record, found, now, releasing }: KindRoutes,
) {
  const publishOptions = atMomentOptions(
    `Publishes the draft of a ${kind}: now, or at { "at": "<ISO 8601>" }, naming what the checks before publishing found`,
  )
  fastify.post(
    `${base}/:id/publish`,
    {
      ...publishOptions,
      schema: { ...publishOptions.schema, response: { 200: PublishedSchema } },
    },
    async (request) => {
      const nowMs = now()
      await found(request.params.id, nowMs)
      if (kind === 'testimonial') await mayPublishTestimonial(fastify, request)
      // Told, not refused: a script (an import of old articles, say) decides; the editor refuses.
      const problems = await fastify.contentChecks.problemsOf(kind, request.params.id)
      const atMs = momentOf(request.body, nowMs)
      const version = await writing(kind, () =>
        store.publish(request.params.id, atMs, actorOf(request).name, nowMs),
      )
      const item = await found(request.params.id, nowMs)
      const when = atMs > nowMs ? ` from ${new Date(atMs).toISOString()}` : ''
      await record(
        request,
        atMs > nowMs ? 'scheduled' : 'published',
        item,
        `: version ${version}${when}`,
      )
      return { item: { ...item }, version, problems }
    },
  )

  fastify.post(
    `${base}/:id/unpublish`,
    atMomentOptions(`Takes a ${kind} down: now, or at { "at": "<ISO 8601>" }`),
    async (request) => {
      const nowMs = now()
      await found(request.params.id, nowMs)
      const atMs = momentOf(request.body, nowMs)
      // Versions waiting to be shown from then on are cancelled: a photo only they named goes.
      await releasing(request, request.params.id, () =>
        store.unpublish(request.params.id, atMs, actorOf(request).name, nowMs),
      )
      const item = await found(request.params.id, nowMs)
      const when = atMs > nowMs ? ` from ${new Date(atMs).toISOString()}` : ''
      await record(request, 'unpublished', item, when)
      return { item }
    },
  )

  fastify.get(
    `${base}/:id/versions`,
    {
      config: ACCESS,
      schema: {
        hide: false,
        tags: TAGS,
        summary: `Every version of a ${kind} published, newest first`,
        params: IdParams,
      },
    },
    async (request) => {
      await found(request.params.id, now())
      return { versions: await store.versions(request.params.id) }
    },
  )

  fastify.post(
    `${base}/:id/restore/:version`,
    {
      config: ACCESS,
      schema: {
        hide: false,
        tags: TAGS,
        summary: `Makes a published version of a ${kind} its draft again`,
        params: IdParams.extend({ version: VersionNumberSchema }),
      },
    },
    async (request) => {
      const nowMs = now()
      await found(request.params.id, nowMs)
      const restored = await releasing(request, request.params.id, () =>
        writing(kind, () =>
          store.restore(request.params.id, request.params.version, actorOf(request).name, nowMs),
        ),
      )
      if (!restored) {
        throw new ApiError(
          404,
          'not_found',
          `This ${kind} has no version ${request.params.version}`,
        )
      }
      const item = await found(request.params.id, nowMs)
      await record(request, 'restored', item, `: version ${request.params.version} is the draft`)
      return { item }
    },
  )
}

/** A testimonial is published by an owner only, and only with its client's permission recorded. */
async function mayPublishTestimonial(fastify: ContentFastify, request: FastifyRequest) {
  const { id } = request.params as { id: string }
  const refusal = testimonialPublishRefusal(
    request.adminActor?.role ?? 'staff',
    await permissionsOf(fastify.store.sql).find(id),
  )
  if (refusal?.status === 403) throw new ApiError(403, 'unauthorized', refusal.message)
  if (refusal) {
    throw new ApiError(422, 'validation_error', refusal.message, {
      'permission.givenBy': refusal.message,
    })
  }
}

/** A write whose refusals are the client's to fix: a slug taken is a 400 naming it. */
async function writing<T>(kind: ContentKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (error instanceof SlugTakenError) {
      // A testimonial's id is its slug: the field at fault is the one the script sent.
      throw new ApiError(400, 'validation_error', 'There is a problem with the fields named', {
        [slugFieldOf(kind)]: slugTakenMessage(kind),
      })
    }
    if (error instanceof ContentConflictError) {
      throw new ApiError(
        409,
        'bad_request',
        'Someone else changed this since you read it: read it again, then send your change',
      )
    }
    throw error
  }
}
