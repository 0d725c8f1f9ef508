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
