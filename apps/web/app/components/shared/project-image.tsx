import { IMAGE_FALLBACK_LABEL, type ImageAsset } from '@hard-hat/content'
import { ImageWithFallback } from '@hard-hat/ui'

/**
 * A project image; if it fails to load, a gradient card with the title and "Professional Website".
 * Lazy unless `isPriority`: the image a phone's first screen shows (and Lighthouse takes as its
 * largest paint) loads eagerly at high priority, found by the preload scanner in the HTML.
 */
export function ProjectImage({
  image,
  title,
  isPriority = false,
}: {
  image: ImageAsset
  title: string
  isPriority?: boolean
}) {
  return (
    <ImageWithFallback
      src={image.src}
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
}
