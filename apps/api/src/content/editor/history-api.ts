import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../plugins/app/errors.js'
import { CONTENT_KINDS, type ContentBody, type ContentKind, PLURALS } from '../kinds.js'
import { ACCESS, IdParams, TAGS } from '../routes.js'
import type { ContentItem, ContentStore, ContentVersion } from '../store.js'
import { createContentStore } from '../store.js'
import { diffBodies, type FieldDiff } from './version-diff.js'

/** One side of a comparison: a published version's number, or the current draft. */
export type Side = number | 'draft'

/** A side in a path or a form: "draft", or a version's number from 1. */
const SIDE_ERROR = 'Give a version number from 1, or "draft" for the current draft'
export const SideSchema = z.union(
  [
    z.literal('draft'),
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, { error: SIDE_ERROR })
      .transform(Number),
  ],
  { error: SIDE_ERROR },
)

/** A side as the JSON answer names it: the draft, or a version with who published it and when. */
const SideJsonSchema = z.object({
  version: z.union([z.literal('draft'), z.number().int()]),
  publishedBy: z.string().optional(),
  publishedAt: z.iso.datetime().optional(),
  publishAt: z.iso.datetime().optional(),
})

/** The diff's answer: each field of the schema with its parts (decision 045). */
const DiffAnswerSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.string(),
  from: SideJsonSchema,
  to: SideJsonSchema,
  fields: z
    .array(
      z.object({
        field: z.string(),
        label: z.string(),
        changed: z.boolean(),
        granularity: z.enum(['word', 'line', 'whole']),
        parts: z
          .array(z.object({ op: z.enum(['same', 'added', 'removed']), text: z.string() }))
          .readonly(),
      }),
    )
    .readonly(),
})

/** What a side is: its body, and for a version who published it and when. */
export interface SideOf {
  readonly side: Side
  readonly body: ContentBody
  readonly version: ContentVersion | undefined
}

/** Two sides of an item compared field by field. */
export interface Comparison {
  readonly from: SideOf
  readonly to: SideOf
  readonly fields: readonly FieldDiff[]
}

/** The side asked for, or undefined when the item has no such version. */
export function sideOf(
  item: ContentItem,
  versions: readonly ContentVersion[],
  side: Side,
): SideOf | undefined {
  if (side === 'draft') return { side, body: item.draft, version: undefined }
  const version = versions.find((each) => each.version === side)
  return version ? { side, body: version.body, version } : undefined
}

/** Compares two sides of an item; a side it has not is named in `missing`. */
export function compare(
  item: ContentItem,
  versions: readonly ContentVersion[],
  fromSide: Side,
  toSide: Side,
): Comparison | { missing: Side } {
  const from = sideOf(item, versions, fromSide)
  if (!from) return { missing: fromSide }
  const to = sideOf(item, versions, toSide)
  if (!to) return { missing: toSide }
  return { from, to, fields: diffBodies(item.kind, from.body, to.body) }
}

const sideJson = ({ side, version }: SideOf) =>
  version
    ? {
        version: side,
        publishedBy: version.publishedBy,
        publishedAt: new Date(version.publishedAt).toISOString(),
        publishAt: new Date(version.publishAt).toISOString(),
      }
    : { version: side }

/**
 * For scripts: the word-level diff of two sides of an item (decision 045), as
 * GET /api/admin/content/<kinds>/:id/versions/:a/diff/:b, each side a version number or "draft".
 */
export const historyApiRoutes: FastifyPluginAsyncZod<{
  now: () => number
  store?: ContentStore
}> = async (fastify, options) => {
  const store = options.store ?? createContentStore(fastify.store.sql)
  for (const kind of CONTENT_KINDS) diffRoute(fastify, kind, store, options.now)
}

function diffRoute(
  fastify: Parameters<FastifyPluginAsyncZod>[0],
  kind: ContentKind,
  store: ContentStore,
  now: () => number,
) {
  fastify.get(
    `/api/admin/content/${PLURALS[kind]}/:id/versions/:a/diff/:b`,
    {
      config: ACCESS,
      schema: {
        hide: false,
        tags: TAGS,
        summary: `The word-level diff of two versions of a ${kind} (a version number or "draft" each), field by field`,
        description:
          'Every field of the schema, nested ones by their path ("featuredImage.alt") with a label in words, each as parts: `same`, `removed` (only in `a`) or `added` (only in `b`). `granularity` is `word`, or `line` (or `whole`) when a long field differed too much to compare word by word in the budget.',
        params: IdParams.extend({ a: SideSchema, b: SideSchema }),
        response: { 200: DiffAnswerSchema },
      },
    },
    async (request) => {
      const { id, a, b } = request.params
      const item = await store.find(id, now())
      if (!item || item.kind !== kind) {
        throw new ApiError(404, 'not_found', `There is no ${kind} with this id`)
      }
      const compared = compare(item, await store.versions(id), a, b)
      if ('missing' in compared) {
        throw new ApiError(404, 'not_found', `This ${kind} has no version ${compared.missing}`)
      }
      return {
        kind,
        id,
        from: sideJson(compared.from),
        to: sideJson(compared.to),
        fields: compared.fields,
      }
    },
  )
}
