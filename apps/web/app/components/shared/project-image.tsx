import {
  IMAGE_FALLBACK_LABEL,
  type ImageAsset,
  PHOTO_FILES,
  photoSrcset,
  photoUrl,
  uploadedPhoto,
} from '@hard-hat/content'
import { ImageWithFallback } from '@hard-hat/ui'
import { IMAGE_SIZES } from '../../lib/image-sizes'

export { IMAGE_SIZES }

/**
 * A project image; if it fails to load, a gradient card with the title and "Professional Website".
 * Lazy unless `isPriority`: the image a phone's first screen shows (and Lighthouse takes as its
 * largest paint) loads eagerly at high priority, found by the preload scanner in the HTML.
 * A photo uploaded through the editor (/media/…) is offered as AVIF, then WebP, then JPEG, each in
 * every width made of it: the widths follow from its width (photoWidths, decision 043).
 */
export function ProjectImage({
  image,
  title,
  isPriority = false,
  sizes = IMAGE_SIZES.card,
}: {
  image: ImageAsset
  title: string
  isPriority?: boolean
  /** Where it is shown, for an uploaded photo's `sizes`. */
  sizes?: string
}) {
  const photo = uploadedPhoto(image.src)
  const img = (
    <ImageWithFallback
      src={photo ? photoUrl(photo.id, photo.width, 'jpeg') : image.src}
      srcSet={photo ? photoSrcset(photo.id, photo.width, 'jpeg') : undefined}
      sizes={photo ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      fallbackTitle={title}
      fallbackSubtitle={IMAGE_FALLBACK_LABEL}
      className="aspect-[3/2] w-full bg-brand-paper-soft object-cover"
    />
  )
  if (!photo) return img
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={format}
          type={PHOTO_FILES[format].type}
          srcSet={photoSrcset(photo.id, photo.width, format)}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  )
}
