import { IMAGE_FALLBACK_LABEL, type ImageAsset } from '@hard-hat/content'
import { ImageWithFallback } from '@hard-hat/ui'

/** A project image; if it fails to load, a gradient card with the title and "Professional Website". */
export function ProjectImage({ image, title }: { image: ImageAsset; title: string }) {
  return (
    <ImageWithFallback
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      fallbackTitle={title}
      fallbackSubtitle={IMAGE_FALLBACK_LABEL}
      className="aspect-[3/2] w-full bg-brand-paper-soft object-cover"
    />
  )
}
