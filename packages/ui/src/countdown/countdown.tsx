import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react'
import { cn } from '../utils/cn'
import { type CountdownParts, type CountdownState, useCountdown } from './use-countdown'

const DEFAULT_LABELS = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

/** Props of {@link Countdown}: a div's props, the deadline, and what to draw of its state. */
export type CountdownProps = Omit<ComponentProps<'div'>, 'children'> & {
  deadline: Date | string | number
  /** The clock (Date.now by default); inject a fixed one in tests and stories. */
  now?: () => number
  tickMs?: number
  /** Called once when the deadline passes (or at mount if it already has). */
  onEnd?: () => void
  labels?: Partial<Record<keyof CountdownParts, string>>
  /** Rendered under the boxes with the current state, e.g. to say the offer has ended. */
  children?: (state: CountdownState) => ReactNode
}

/**
 * A live countdown (Days, Hours, Minutes, Seconds) that shows zeros after the deadline. Server and
 * first render show a same-sized placeholder, so hydration matches and nothing shifts.
 * @example
 * <Countdown deadline={offer.endsAt}>{({ isEnded }) => isEnded && <p>This offer has ended.</p>}</Countdown>
 */
export function Countdown({
  deadline,
  now,
  tickMs,
  onEnd,
  labels,
  children,
  className,
  ...props
}: CountdownProps) {
  const state = useCountdown(deadline, {
    ...(now ? { now } : {}),
    ...(tickMs ? { tickMs } : {}),
  })
  const names = { ...DEFAULT_LABELS, ...labels }
  const onEndRef = useRef(onEnd)
  onEndRef.current = onEnd
  useEffect(() => {
    if (state.isEnded) onEndRef.current?.()
  }, [state.isEnded])

  return (
    <div className={cn('flex flex-col items-center gap-3', className)} {...props}>
      <div
        role="timer"
        aria-busy={state.parts === null}
        // Wraps rather than sticking out of a narrow screen with wider text spacing (WCAG 1.4.12).
        className="flex flex-wrap justify-center gap-2 sm:gap-4"
      >
        {UNITS.map((unit) => (
          <div
            key={unit}
            className="flex min-w-16 flex-col items-center rounded-lg bg-brand-ink px-3 py-2 text-brand-paper sm:min-w-20"
          >
            <span
              data-unit={unit}
              className="font-extrabold text-3xl text-brand-amber tabular-nums"
              // A server may write its own digits here (the placeholder's); the first tick replaces them.
              suppressHydrationWarning
            >
              {state.parts ? String(state.parts[unit]).padStart(2, '0') : '--'}
            </span>
            <span className="text-brand-muted-inverse text-xs uppercase">{names[unit]}</span>
          </div>
        ))}
      </div>
      {children?.(state)}
    </div>
  )
}
