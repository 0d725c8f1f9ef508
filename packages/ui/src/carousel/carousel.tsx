import { type ComponentProps, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../button/button'
import { useHydrated } from '../schema-form/use-hydrated'
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

/** Props of {@link TestimonialCarousel}: a section's props, without children, and the testimonials. */
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
 * Testimonials as a scrollable list, one to a view: before the scripts arrive (and without any) it
 * scrolls by touch, trackpad or keyboard and its dots are links to each testimonial
 * (P-scripts-after-first-paint). Once hydrated it advances every 5 s and wraps both ways; previous,
 * next and dot buttons; pauses on hover and focus; a pause control; no auto-advance with reduced
 * motion. The controls keep their place while hidden, so hydration moves nothing.
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
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const isHydrated = useHydrated()
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

  // The list follows the index; a scroll by the visitor (before or after hydration) moves the index.
  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const slideAt = () =>
      list.clientWidth > 0 ? Math.round(list.scrollLeft / list.clientWidth) : 0
    const follow = () => setIndex(slideAt())
    list.addEventListener('scrollend', follow)
    if (slideAt() !== 0) follow()
    return () => list.removeEventListener('scrollend', follow)
  }, [])
  const isFirstScroll = useRef(true)
  useEffect(() => {
    const list = listRef.current
    const isFirst = isFirstScroll.current
    isFirstScroll.current = false
    // Where the visitor scrolled before hydration wins over the initial index.
    if (!list || (isFirst && list.scrollLeft > 0)) return
    const left = index * list.clientWidth
    if (Math.abs(list.scrollLeft - left) < 1) return
    list.scrollTo({ left, behavior: prefersReducedMotion ? 'instant' : 'smooth' })
  }, [index, prefersReducedMotion])

  if (count === 0) return null
  const slideId = (slide: number) => `${baseId}-slide-${slide}`
  // Without scripts these do nothing: kept in place but unseen until they work.
  const scriptedOnly = isHydrated ? undefined : 'invisible'

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
      <div className={cn('flex justify-end', scriptedOnly)}>
        <Button variant="ghost" size="sm" onClick={() => setPausedByUser(isRotating)}>
          {isRotating ? 'Pause testimonials' : 'Play testimonials'}
        </Button>
      </div>
      <div
        ref={listRef}
        // A scrollable region is reachable from the keyboard (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus to scroll by keys
        tabIndex={0}
        aria-live={isAdvancing ? 'off' : 'polite'}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl [scrollbar-width:thin] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
      >
        {testimonials.map((testimonial, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset is for form controls
          <div
            key={testimonial.id}
            id={slideId(slide)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${count}`}
            className="w-full shrink-0 snap-start"
          >
            <figure className="flex h-full flex-col gap-4 rounded-xl bg-brand-ink p-8 text-brand-paper">
              <p
                className="text-brand-amber"
                role="img"
                aria-label={`Rated ${testimonial.rating} out of 5`}
              >
                {'★'.repeat(testimonial.rating)}
              </p>
              <blockquote className="text-lg">
                <p>“{testimonial.text}”</p>
              </blockquote>
              <figcaption className="text-brand-muted-inverse">
                <span className="font-semibold text-brand-paper">{testimonial.name}</span>,{' '}
                {testimonial.company}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      {/* Inside the screen at every width (WCAG 1.4.10): short visible labels, 32 px dots, and the
          row wraps rather than sticking out when the screen or the text spacing needs it. */}
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2">
        <Button
          variant="outline"
          size="sm"
          className={cn('text-brand-text', scriptedOnly)}
          onClick={() => goTo(index - 1)}
        >
          Previous<span className="sr-only"> testimonial</span>
        </Button>
        <div className="flex gap-1">
          {testimonials.map((testimonial, dot) => (
            <a
              key={testimonial.id}
              href={`#${slideId(dot)}`}
              aria-label={`Show testimonial ${dot + 1}`}
              aria-current={isHydrated && dot === index ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault()
                goTo(dot)
              }}
              className="flex size-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
            >
              <span
                className={cn(
                  'size-3 rounded-full border-2 border-brand-accent-text',
                  isHydrated && dot === index && 'bg-brand-accent-text',
                )}
              />
            </a>
          ))}
        </div>
        <Button
          variant="outline"
          size="sm"
          className={cn('text-brand-text', scriptedOnly)}
          onClick={() => goTo(index + 1)}
        >
          Next<span className="sr-only"> testimonial</span>
        </Button>
      </div>
    </section>
  )
}
