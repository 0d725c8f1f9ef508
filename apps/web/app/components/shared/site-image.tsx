import { IMAGE_FALLBACK_LABEL, type ImageAsset } from '@hard-hat/content'
import { ImageWithFallback } from '@hard-hat/ui'
import type { ComponentProps } from 'react'

/**
 * One of the site's own images (/images/…, never an upload); if it fails to load, a gradient card
 * with the title and "Professional Website". Lazy unless `isPriority`: the image a phone's first
 * screen shows (and Lighthouse takes as its largest paint) loads eagerly at high priority, found by
 * the preload scanner in the HTML. ProjectImage adds uploaded photos' formats and widths to it.
 */
export function SiteImage({
  image,
  title,
  isPriority = false,
  ...files
}: {
  image: ImageAsset
  title: string
  isPriority?: boolean
} & Pick<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'>) {
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
      {...files}
    />
  )
}
