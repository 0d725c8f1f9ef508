import { MEDIA_PREFIX, photoUrl } from '@hard-hat/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '../../plugins/app/errors.js'
import { sliceOf } from '../../store/sql.js'
import { FORMAT_FILES, PHOTO_FORMATS, type PhotoFormat } from './pipeline.js'
import { createImageStore, type StoredImage } from './store.js'

export { MEDIA_PREFIX }

/** A stored file never changes under its address: a year in every cache, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The address of one file of a photo (content's rule, which pages read too). */
export const mediaUrl = photoUrl

/** A photo as the API answers it: its size, alt, every file's address, and a srcset per format. */
export function imageAnswer(image: StoredImage) {
  const urls = {} as Record<PhotoFormat, Record<string, string>>
  const srcset = {} as Record<PhotoFormat, string>
  for (const format of PHOTO_FORMATS) {
    const files = image.files.filter((file) => file.format === format)
    urls[format] = Object.fromEntries(
      files.map((file) => [String(file.width), mediaUrl(image.id, file.width, format)]),
    )
    srcset[format] = files
      .map((file) => `${mediaUrl(image.id, file.width, format)} ${file.width}w`)
      .join(', ')
  }
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    alt: image.alt,
    // The fallback for an <img>: the largest JPEG, which every browser shows.
    src: mediaUrl(image.id, image.width, 'jpeg'),
    urls,
    srcset,
    files: image.files.map((file) => ({
      ...file,
      url: mediaUrl(image.id, file.width, file.format),
    })),
    originalBytes: image.originalBytes,
    createdBy: image.createdBy,
    createdAt: new Date(image.createdAt).toISOString(),
  }
}

/** Whether If-None-Match names the file's ETag (a list, weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((each) => each.trim().replace(/^W\//, ''))
    .some((each) => each === etag || each === '*')
}

const EXTENSIONS = new Map(PHOTO_FORMATS.map((format) => [FORMAT_FILES[format].ext, format]))

const MediaParams = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  file: z.string().regex(/^[1-9][0-9]{0,4}\.(?:avif|webp|jpg)$/),
})

/**
 * Serves uploaded photos to everyone, from the store (so every instance serves every photo):
 * immutable, with a strong ETag, 304 for a copy the client has, 404 for anything unknown.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const notFound = () => new ApiError(404, 'not_found', 'There is no such photo')
  fastify.get(
    `${MEDIA_PREFIX}/:id/:file`,
    {
      schema: { hide: true, params: MediaParams },
      // An unknown address is a 404, whatever its shape: never a 400 for a visitor's typo.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw notFound()
      const [width, ext] = request.params.file.split('.') as [string, string]
      const format = EXTENSIONS.get(ext) as PhotoFormat
      const images = sliceOf(fastify.store.sql, createImageStore)
      const file = await images.file(request.params.id, format, Number(width))
      if (!file) throw notFound()
      reply.header('cache-control', IMMUTABLE).header('etag', file.etag)
      if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send()
      return reply.type(FORMAT_FILES[format].type).send(file.bytes)
    },
  )
}
