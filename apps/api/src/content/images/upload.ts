import type { FastifyRequest } from 'fastify'
import { ApiError } from '../../plugins/app/errors.js'
import { MAX_PHOTO_BYTES } from './pipeline.js'
import type { StoredImage } from './store.js'

const MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024)

export const NOT_MULTIPART = 'Send the photo as multipart/form-data, with the fields file and alt'

/** What a photo over the limit is told, by the API and the editor alike. */
export const TOO_LARGE_MESSAGE = `This photo is larger than ${MEGABYTES} MB: send a smaller copy (a phone's “Large” or “Medium” size when sharing) and nothing was stored`

export const tooLarge = () => new ApiError(413, 'payload_too_large', TOO_LARGE_MESSAGE)

/** The multipart body: the photo's bytes (unless over the limit) and the text fields sent. */
export async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', NOT_MULTIPART)
  }
  const fields: Record<string, string> = {}
  let bytes: Buffer | undefined
  let isTruncated = false
  // The whole body is read before answering, even past the limit (the rest of a file too large
  // is read and dropped), so the client is answered, never cut off mid-send.
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const read = await part.toBuffer()
        if (part.fieldname !== 'file') continue
        if (part.file.truncated) isTruncated = true
        else bytes = read
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    // The multipart plugin's own limits (two files, too many fields) carry their 4xx; a body the
    // parser cannot read at all (no boundary, cut short) is the client's too.
    const status = (error as { statusCode?: number }).statusCode
    if (status !== undefined && status >= 400 && status < 500) throw error
    throw new ApiError(400, 'bad_request', `The upload could not be read. ${NOT_MULTIPART}`)
  }
  return { bytes, fields, isTruncated }
}

/** Takes a photo sent: made in every width and format, stored, counted and audited. */
export interface PhotoTaker {
  /** Counts a photo refused as over 20 MB (read no further than the limit). */
  countTooLarge(): void
  /** Throws PhotoRefusedError for a file the pipeline will not take; nothing is stored then. */
  take(
    request: FastifyRequest,
    sent: Buffer,
    alt: string,
  ): Promise<{ image: StoredImage; isNew: boolean }>
}
