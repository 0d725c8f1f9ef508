import { type ComponentProps, useEffect, useRef, useState } from 'react'
import { cn } from '../utils/cn'

/**
 * An image that, if it fails to load, is replaced by a gradient card with the title and
 * "Professional Website". A failure before hydration (prerendered pages) is caught too.
 * @example
 * <ImageWithFallback src="/portfolio1.png" alt="Den Architecture website" fallbackTitle="Den Architecture" />
 */
export function ImageWithFallback({
  fallbackTitle,
  fallbackSubtitle = 'Professional Website',
  className,
  onError,
  alt,
  ...props
}: ComponentProps<'img'> & { alt: string; fallbackTitle: string; fallbackSubtitle?: string }) {
  const [hasFailed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) setFailed(true)
  }, [])

  if (hasFailed) {
    return (
      <div
        role="img"
        aria-label={alt || fallbackTitle}
        className={cn(
          'flex aspect-video flex-col items-center justify-center gap-1 bg-gradient-to-br from-brand-ink to-brand-ink-soft p-6 text-center text-brand-paper',
          className,
        )}
      >
        <span className="font-bold text-xl">{fallbackTitle}</span>
        <span className="text-brand-amber text-sm">{fallbackSubtitle}</span>
      </div>
    )
  }

  return (
    <img
      ref={ref}
      alt={alt}
      className={className}
      onError={(event) => {
        setFailed(true)
        onError?.(event)
      }}
      {...props}
    />
  )
}
