import multipart from '@fastify/multipart'
import { PhotoUploadSchema } from '@hard-hat/content'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Counter, Histogram, type Registry } from 'prom-client'
import { z } from 'zod'
import { ApiError, RequestValidationError } from '../../plugins/app/errors.js'
import { sliceOf } from '../../store/sql.js'
import { actorOf } from '../actor.js'
import { galleryRoutes } from '../editor/gallery.js'
import { photoFieldRoutes } from '../editor/photo-field.js'
import { imageAnswer } from './media.js'
import {
  MAX_PHOTO_BYTES,
  PhotoRefusedError,
  processPhotoInTurn,
  type RefusalReason,
} from './pipeline.js'
import { createImageStore, type StoredImage } from './store.js'
import { NOT_MULTIPART, type PhotoTaker, readUpload, tooLarge } from './upload.js'

const BASE = '/api/admin/content/images'
const ACCESS = { access: 'staff', scope: 'content' } as const
const TAGS = ['content']
const MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024)

const ImageParams = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, { error: 'Give the id the photo was answered with' }),
})

/** Each refusal's status: what cannot be read is the wrong type; what will not decode, damaged. */
const REFUSAL_STATUS: Record<RefusalReason, 413 | 415 | 422> = {
  heic: 415,
  'not-a-photo': 415,
  damaged: 422,
  'too-many-pixels': 413,
}

/** The photos' metrics in the app's registry; none without /metrics (METRICS_TOKEN, METRICS_PORT). */
function photoMetrics(registry: Registry | undefined) {
  if (!registry) return { outcomes: undefined, seconds: undefined }
  return {
    outcomes: new Counter({
      name: 'hardhat_photos_total',
      help: 'Photos uploaded, by outcome: stored, or why refused (heic, not-a-photo, damaged, too-many-pixels, too-large)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    seconds: new Histogram({
      name: 'hardhat_photo_seconds',
      help: 'Seconds a photo took to be made in every width and format, its wait in turn included',
      buckets: [1, 2.5, 5, 10, 20, 40, 80],
      registers: [registry],
    }),
  }
}

/** The alt sent, checked by the content package's schema; a missing file named as well. */
function checkedAlt(fields: Record<string, string>, hasFile: boolean): string {
  const parsed = PhotoUploadSchema.safeParse(fields)
  if (parsed.success && hasFile) return parsed.data.alt
  const issues = parsed.success ? [] : parsed.error.issues
  const missingFile = hasFile
    ? []
    : [
        {
          code: 'custom' as const,
          path: ['file'],
          message: 'Choose a photo to send',
          input: undefined,
        },
      ]
  throw new RequestValidationError(new z.ZodError([...missingFile, ...issues]))
}

/**
 * The photos' API (content/images/README in content/README.md): upload one, read it, delete it.
 * Registered inside the content API, behind the inbox's shell: a token needs `content`, a person
 * is staff or owner. Uploads and deletions are audited by who made them, never the file's data.
 */
export const imageApiRoutes: FastifyPluginAsyncZod<{ now?: () => number }> = async (
  fastify,
  options,
) => {
  const now = options.now ?? Date.now
  await fastify.register(multipart, {
    // A truncated file is checked (413), not thrown mid-stream.
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 4096, parts: 8 },
  })
  // Anything but multipart, JSON or a form (raw image bytes, say) is told what to send.
  fastify.addContentTypeParser('*', (_request, _payload, done) => {
    done(new ApiError(415, 'unsupported_media_type', NOT_MULTIPART), undefined)
  })
  const images = sliceOf(fastify.store.sql, createImageStore)
  const metrics = photoMetrics(fastify.metrics.registry)
  const record = async (request: FastifyRequest, action: string, detail: string) => {
    await fastify.store.recordAudit({
      id: crypto.randomUUID(),
      atMs: now(),
      actor: actorOf(request),
      action: `content-image-${action}`,
      submissionId: null,
      detail,
    })
  }
  const photos: PhotoTaker = {
    countTooLarge: () => metrics.outcomes?.inc({ outcome: 'too-large' }),
    async take(request, sent, alt) {
      const actor = actorOf(request)
      const started = performance.now()
      let photo: Awaited<ReturnType<typeof processPhotoInTurn>>
      try {
        photo = await processPhotoInTurn(sent)
      } catch (error) {
        if (error instanceof PhotoRefusedError) metrics.outcomes?.inc({ outcome: error.reason })
        throw error
      }
      metrics.seconds?.observe((performance.now() - started) / 1000)
      const taken = await images.save(photo, {
        alt,
        originalBytes: sent.length,
        by: actor.name,
        nowMs: now(),
      })
      metrics.outcomes?.inc({ outcome: 'stored' })
      // The id and sizes only: never the file's name, its EXIF or where it was taken.
      await record(
        request,
        taken.isNew ? 'uploaded' : 'uploaded-again',
        `image ${taken.image.id} ${taken.image.width}×${taken.image.height}, ${taken.image.files.length} files`,
      )
      return taken
    },
  }
  // The editor's own upload (a form of the edit page), in this scope, which reads multipart.
  await fastify.register(photoFieldRoutes, { now, photos })
  // A case study's further photos: their alternative text and removal (uploads are a slot above).
  await fastify.register(galleryRoutes, { now })
  const found = async (id: string): Promise<StoredImage> => {
    const image = await images.find(id)
    if (!image) throw new ApiError(404, 'not_found', 'There is no photo with this id')
    return image
  }

  fastify.post(
    BASE,
    {
      config: ACCESS,
      schema: {
        hide: false,
        tags: TAGS,
        summary: `Uploads a photo (multipart: file, alt; JPEG, PNG or WebP up to ${MEGABYTES} MB): upright, without its metadata, in four widths as AVIF, WebP and JPEG`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { bytes, fields, isTruncated } = await readUpload(request)
      if (isTruncated) {
        photos.countTooLarge()
        throw tooLarge()
      }
      const alt = checkedAlt(fields, bytes !== undefined && bytes.length > 0)
      let taken: Awaited<ReturnType<PhotoTaker['take']>>
      try {
        taken = await photos.take(request, bytes as Buffer, alt)
      } catch (error) {
        if (!(error instanceof PhotoRefusedError)) throw error
        const status = REFUSAL_STATUS[error.reason]
        const code =
          status === 415
            ? 'unsupported_media_type'
            : status === 413
              ? 'payload_too_large'
              : 'bad_request'
        throw new ApiError(status, code, error.message)
      }
      return reply.code(taken.isNew ? 201 : 200).send(imageAnswer(taken.image))
    },
  )

  fastify.get(
    `${BASE}/:id`,
    {
      config: ACCESS,
      schema: { hide: false, tags: TAGS, summary: 'Reads one photo', params: ImageParams },
    },
    async (request) => imageAnswer(await found(request.params.id)),
  )

  fastify.delete(
    `${BASE}/:id`,
    {
      config: ACCESS,
      schema: {
        hide: false,
        tags: TAGS,
        summary: 'Deletes a photo no draft or published version names (409 while one does)',
        params: ImageParams,
      },
    },
    async (request, reply) => {
      const image = await found(request.params.id)
      const users = await images.usersOf(image.id)
      if (users.length > 0) {
        const named = users.map((user) => `${user.kind} “${user.slug ?? user.id}”`).join(', ')
        throw new ApiError(
          409,
          'bad_request',
          `This photo is used by ${named}: take it out of each first`,
        )
      }
      await images.remove(image.id)
      await record(request, 'deleted', `image ${image.id}`)
      return reply.code(204).send()
    },
  )
}
