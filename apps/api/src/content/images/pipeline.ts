import { createHash } from 'node:crypto'
import {
  PHOTO_FILES,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  photoWidths,
} from '@hard-hat/content'
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'

/** The largest photo accepted, in bytes: a phone's full-size JPEG fits with room to spare. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024

/**
 * The most pixels a photo may have (a 108-megapixel phone camera's fits). Checked from the header
 * before anything is decoded, so a small file that would unpack into gigabytes is refused.
 */
export const MAX_PHOTO_PIXELS = 120_000_000

// The widths and formats made, and their files' names, are content's rule (@hard-hat/content's
// images): the pages that offer a photo compute its srcset from the same lists (decision 043).
export { PHOTO_FILES as FORMAT_FILES, PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat }

/** The formats a photo may be sent in, as sharp names them. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp'])

/** Why a file is not made into a photo: each is the sender's to fix, never the server's fault. */
export type RefusalReason = 'heic' | 'not-a-photo' | 'damaged' | 'too-many-pixels'

/** A file the pipeline will not take, with a message the sender can act on. */
export class PhotoRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message)
    this.name = 'PhotoRefusedError'
  }
}

/** What each refusal tells the sender: what was wrong and what to send instead. */
export const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  heic:
    'This photo is HEIC (an iPhone’s “High Efficiency” format), which the site cannot read. ' +
    'Send it as a JPEG: on the iPhone, Settings → Camera → Formats → “Most Compatible” for new ' +
    'photos, or share this one by email or Files, which sends a JPEG.',
  'not-a-photo': 'This file is not a photo the site can use: send a JPEG, PNG or WebP image',
  damaged: 'This photo could not be read: it may be damaged or cut short. Send it again',
  'too-many-pixels': `This photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} million pixels: send a smaller copy`,
}

const refuse = (reason: RefusalReason) => new PhotoRefusedError(reason, REFUSAL_MESSAGES[reason])

/** The brands of an ISO media file (HEIF, AVIF, MP4): its major brand and compatible ones. */
function isoBrands(bytes: Uint8Array): string[] | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.length < 16 || view.toString('latin1', 4, 8) !== 'ftyp') return undefined
  const end = Math.min(view.readUInt32BE(0), view.length)
  const brands = [view.toString('latin1', 8, 12)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(view.toString('latin1', at, at + 4))
  return brands
}

/**
 * Whether the bytes are a HEIF image that is not AVIF: HEIC from an iPhone or an Android camera.
 * Told by its content (the `ftyp` box), never by its name or the type the browser claimed.
 */
export function isHeic(bytes: Uint8Array): boolean {
  const brands = isoBrands(bytes)
  if (!brands || brands.some((brand) => brand === 'avif' || brand === 'avis')) return false
  return brands.some((brand) => /^(?:hei[cxms]|hev[cxms]|mif1|msf1)$/.test(brand))
}

/** One file made from a photo: one width in one format. */
export interface PhotoFile {
  readonly format: PhotoFormat
  readonly width: number
  readonly height: number
  /** A strong validator: the SHA-256 of the bytes, quoted. */
  readonly etag: string
  readonly bytes: Buffer
}

/** What the pipeline made of one photo. */
export interface ProcessedPhoto {
  /** The photo's address: from the SHA-256 of the bytes sent, so the same photo is kept once. */
  readonly id: string
  /** The upright size of the largest file made (at most PHOTO_WIDTHS[0] wide). */
  readonly width: number
  readonly height: number
  readonly files: readonly PhotoFile[]
}

/** The id of the bytes sent: 32 hex digits of their SHA-256 (no personal data in an address). */
export function photoIdOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32)
}

const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 0, the fastest: on a 4032×3024 photo here effort 2 took five times as long (10 s
  // for the 2,560 px file) for a file 1 % smaller; 4, the default, 83 s on a grainy test photo.
  // Colour at half resolution, as the JPEG and WebP have it: 5 % smaller than sharp's 4:4:4.
  avif: (image) => image.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75 }),
  // A photo with transparency (a PNG) on white: JPEG has none.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }),
}

/** The widths to make of a photo `width` wide: the largest, and each smaller standard one. */
export const widthsFor = photoWidths

/** Reads a photo's header: its format and size, or a refusal saying what to send instead. */
async function readHeader(bytes: Buffer): Promise<Metadata> {
  if (isHeic(bytes)) throw refuse('heic')
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw refuse('not-a-photo')
  }
  if (!ACCEPTED.has(metadata.format)) throw refuse('not-a-photo')
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw refuse('too-many-pixels')
  return metadata
}

/** Makes one width of the upright photo in every format; a photo that will not decode is damaged. */
async function filesAt(bytes: Buffer, width: number): Promise<PhotoFile[]> {
  const files: PhotoFile[] = []
  for (const format of PHOTO_FORMATS) {
    // No withMetadata / keepExif: sharp writes no EXIF, GPS, XMP or ICC of the original.
    const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
    let output: { data: Buffer; info: OutputInfo }
    try {
      output = await ENCODE[format](image).toBuffer({ resolveWithObject: true })
    } catch {
      throw refuse('damaged')
    }
    files.push({
      format,
      width: output.info.width,
      height: output.info.height,
      etag: `"${createHash('sha256').update(output.data).digest('hex').slice(0, 32)}"`,
      bytes: output.data,
    })
  }
  return files
}

/**
 * Makes a photo fit for the site: turned upright by its EXIF orientation, every piece of metadata
 * left behind (EXIF, GPS, the camera's XMP), at most 2,560 px wide and never enlarged, plus each
 * smaller standard width, each as AVIF, WebP and JPEG. Throws PhotoRefusedError for HEIC, a file
 * that is not a JPEG, PNG or WebP, one too large in pixels, or one that will not decode.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  // The size once turned by its EXIF orientation (5 to 8 swap its sides).
  const upright = (await readHeader(bytes)).autoOrient
  const files: PhotoFile[] = []
  for (const width of widthsFor(upright.width)) files.push(...(await filesAt(bytes, width)))
  const largest = files[0] as PhotoFile
  return { id: photoIdOf(bytes), width: largest.width, height: largest.height, files }
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * Processes photos one at a time on this instance: a photo takes a few seconds of both cores, and
 * two at once would make each wait as long while the site's requests queue behind them.
 */
export function processPhotoInTurn(bytes: Buffer): Promise<ProcessedPhoto> {
  const turn = queue.then(() => processPhoto(bytes))
  queue = turn.catch(() => undefined)
  return turn
}
