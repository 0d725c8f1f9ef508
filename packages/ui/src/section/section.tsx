import { type ComponentProps, useEffect, useRef, useState } from 'react'
import { cn } from '../utils/cn'
import { usePrefersReducedMotion } from '../utils/use-reduced-motion'

/** Share of a section that must be on screen before it fades in (the spec's 10 percent). */
export const REVEAL_THRESHOLD = 0.1

/** static: shown as rendered (server, no JS, reduced motion, or on screen at load). */
type RevealPhase = 'static' | 'hidden' | 'shown'

/**
 * A page section that fades in once 10% of it is visible. It is visible in the prerendered HTML and
 * for anyone preferring reduced motion; only sections below the fold at load are hidden, so nothing
 * on screen flickers.
 * @example
 * <Section id="process" aria-labelledby="process-title">…</Section>
 */
export function Section({
  reveal = true,
  className,
  children,
  ...props
}: ComponentProps<'section'> & { reveal?: boolean }) {
  const ref = useRef<HTMLElement>(null)
  const [phase, setPhase] = useState<RevealPhase>('static')
  const prefersReducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    const element = ref.current
    if (
      !reveal ||
      prefersReducedMotion ||
      !element ||
      typeof IntersectionObserver === 'undefined'
    ) {
      setPhase('static')
      return
    }
    let isFirstReport = true
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const isOnScreenAtLoad = isFirstReport && entry.isIntersecting
          if (entry.intersectionRatio >= REVEAL_THRESHOLD || isOnScreenAtLoad) {
            setPhase((current) => (current === 'hidden' ? 'shown' : current))
            observer.disconnect()
          } else if (isFirstReport) {
            setPhase('hidden')
          }
          isFirstReport = false
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [reveal, prefersReducedMotion])

  return (
    <section
      ref={ref}
      data-reveal={phase}
      className={cn(
        'py-16 md:py-24',
        phase === 'hidden' && 'translate-y-6 opacity-0',
        phase === 'shown' && 'translate-y-0 opacity-100 transition duration-700 ease-out',
        'motion-reduce:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none',
        className,
      )}
      {...props}
    >
      {children}
    </section>
  )
}
