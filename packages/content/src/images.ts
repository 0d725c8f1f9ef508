import type { ImageAsset } from './types'

/** The folders of assets/ that images come from; the web app serves assets/ at /images. */
export type ImageKind = 'projects' | 'articles'

/** Width and height every illustration is drawn at (its SVG viewBox). */
export const ILLUSTRATION_SIZE = { width: 600, height: 400 } as const

/**
 * An image of this package's assets folder, as pages and structured data refer to it.
 * @example imageAsset('projects', 'leeds-roofers', 'Illustration of a roofed house').src // "/images/projects/leeds-roofers.svg"
 */
export function imageAsset(
  kind: ImageKind,
  slug: string,
  alt: string,
  size: { width: number; height: number } = ILLUSTRATION_SIZE,
): ImageAsset {
  return { src: `/images/${kind}/${slug}.svg`, width: size.width, height: size.height, alt }
}

/** The path of an image inside this package (assets/…), from its public src (/images/…). */
export function assetPath(image: ImageAsset): string {
  if (!image.src.startsWith('/images/')) {
    throw new RangeError(`@hard-hat/content: "${image.src}" is not an /images/ path`)
  }
  return `assets/${image.src.slice('/images/'.length)}`
}

/** What a page shows in place of a project image that fails to load (spec: gradient card). */
export const IMAGE_FALLBACK_LABEL = 'Professional Website'

// Uploaded photos (the API's pipeline makes them, decision 040; how a page learns their sizes,
// decision 043): one rule for the widths made and the files' addresses, read by the pipeline that
// makes them and the pages that offer them.

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
