import { type ComponentProps, useEffect, useState } from 'react'
import { Button } from '../button/button'
import { cn } from '../utils/cn'
import { usePrefersReducedMotion } from '../utils/use-reduced-motion'

/** The carousel moves to the next testimonial after this long. */
export const CAROUSEL_INTERVAL_MS = 5000

/** A client's words about the agency. */
export type Testimonial = {
  id: string | number
  name: string
  company: string
  text: string
  rating: number
}

export type TestimonialCarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  testimonials: readonly Testimonial[]
  /** The testimonial shown first. */
  initialIndex?: number
  /** Start paused (rotation also stays off when reduced motion is preferred). */
  initialPaused?: boolean
  intervalMs?: number
  label?: string
}

/**
 * Testimonials, one at a time: advances every 5 s and wraps both ways; previous, next and dot
 * buttons; pauses on hover and focus; a pause control; no auto-advance with reduced motion.
 * @example
 * <TestimonialCarousel testimonials={testimonials} />
 */
export function TestimonialCarousel({
  testimonials,
  initialIndex = 0,
  initialPaused,
  intervalMs = CAROUSEL_INTERVAL_MS,
  label = 'Client testimonials',
  className,
  ...props
}: TestimonialCarouselProps) {
  const count = testimonials.length
  const [index, setIndex] = useState(initialIndex)
  const [pausedByUser, setPausedByUser] = useState<boolean | undefined>(initialPaused)
  const [isHovered, setHovered] = useState(false)
  const [hasFocus, setHasFocus] = useState(false)
  const prefersReducedMotion = usePrefersReducedMotion()
  const isRotating = !(pausedByUser ?? prefersReducedMotion)
  const isAdvancing = isRotating && !isHovered && !hasFocus && count > 1

  const goTo = (next: number) => setIndex(((next % count) + count) % count)

  useEffect(() => {
    if (!isAdvancing) return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [isAdvancing, intervalMs, count])

  const current = testimonials[index]
  if (!current) return null

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('mx-auto flex max-w-3xl flex-col gap-6', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false)
      }}
      {...props}
    >
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => setPausedByUser(isRotating)}>
          {isRotating ? 'Pause testimonials' : 'Play testimonials'}
        </Button>
      </div>
      <div aria-live={isAdvancing ? 'off' : 'polite'}>
        {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset is for form controls */}
        <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
          <figure className="flex flex-col gap-4 rounded-xl bg-brand-ink p-8 text-brand-paper">
            <p
              className="text-brand-amber"
              role="img"
              aria-label={`Rated ${current.rating} out of 5`}
            >
              {'★'.repeat(current.rating)}
            </p>
            <blockquote className="text-lg">
              <p>“{current.text}”</p>
            </blockquote>
            <figcaption className="text-brand-muted-inverse">
              <span className="font-semibold text-brand-paper">{current.name}</span>,{' '}
              {current.company}
            </figcaption>
          </figure>
        </div>
      </div>
      {/* Inside the screen at every width (WCAG 1.4.10): short visible labels, 32 px dots, and the
          row wraps rather than sticking out when the screen or the text spacing needs it. */}
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2">
        <Button
          variant="outline"
          size="sm"
          className="text-brand-text"
          onClick={() => goTo(index - 1)}
        >
          Previous<span className="sr-only"> testimonial</span>
        </Button>
        <div className="flex gap-1">
          {testimonials.map((testimonial, dot) => (
            <button
              key={testimonial.id}
              type="button"
              aria-label={`Show testimonial ${dot + 1}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => goTo(dot)}
              className="flex size-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
            >
              <span
                className={cn(
                  'size-3 rounded-full border-2 border-brand-accent-text',
                  dot === index && 'bg-brand-accent-text',
                )}
              />
            </button>
          ))}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="text-brand-text"
          onClick={() => goTo(index + 1)}
        >
          Next<span className="sr-only"> testimonial</span>
        </Button>
      </div>
    </section>
  )
}
