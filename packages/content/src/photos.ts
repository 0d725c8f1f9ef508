// Uploaded photos (the API's pipeline makes them, decision 040; how a page learns their sizes,
// decision 043): one rule for the widths made and the files' addresses, read by the pipeline that
// makes them and the pages that offer them. A module apart from images.ts, so a page that never
// shows a photo (the service pages' illustrations) does not load it.

/** Where the site serves uploaded photos: `/media/<id>/<width>.<avif|webp|jpg>`. */
export const MEDIA_PREFIX = '/media'

/** The widths made of each photo: the largest no wider than the photo, the others only smaller. */
export const PHOTO_WIDTHS = [2560, 1280, 768, 480] as const

/** The formats each width is made in, best first: a page offers them in this order. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const
/** One of the formats a photo is made in. */
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/** Each format's file extension and Content-Type. */
export const PHOTO_FILES: Record<PhotoFormat, { readonly ext: string; readonly type: string }> = {
  avif: { ext: 'avif', type: 'image/avif' },
  webp: { ext: 'webp', type: 'image/webp' },
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
}

/**
 * The widths made of a photo whose largest file is `width` wide (at most 2,560): that width, and
 * each standard one narrower, widest first.
 * @example photoWidths(1000) // [1000, 768, 480]
 */
export function photoWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[0])
  return [largest, ...PHOTO_WIDTHS.filter((each) => each < largest)]
}

/**
 * The address of one file of an uploaded photo.
 * @example photoUrl('0123…', 768, 'webp') // "/media/0123…/768.webp"
 */
export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `${MEDIA_PREFIX}/${id}/${width}.${PHOTO_FILES[format].ext}`
}

/** An uploaded photo's address as an image's src: its largest file, in any of its formats. */
export const PHOTO_SRC_PATTERN = /^\/media\/([0-9a-f]{32})\/([1-9][0-9]{0,4})\.(?:avif|webp|jpg)$/

/**
 * The id and largest width of an uploaded photo from an image's src; undefined for any other
 * image (the site's own, under /images/).
 * @example uploadedPhoto('/media/0123…/1280.jpg') // { id: '0123…', width: 1280 }
 */
export function uploadedPhoto(src: string): { id: string; width: number } | undefined {
  const match = PHOTO_SRC_PATTERN.exec(src)
  return match ? { id: match[1] as string, width: Number(match[2]) } : undefined
}

/** The srcset of an uploaded photo in one format, from the widths its size says were made. */
export function photoSrcset(id: string, width: number, format: PhotoFormat): string {
  return photoWidths(width)
    .map((each) => `${photoUrl(id, each, format)} ${each}w`)
    .join(', ')
}
