import { LIMITED_OFFER_PAGE, limitedOfferState } from '@hard-hat/content'
import { useEffect, useState } from 'react'

const units = ['days', 'hours', 'minutes', 'seconds'] as const

/**
 * The live countdown to the offer's deadline (content configuration, P-deadlines-are-config): ticks every
 * second, shows zeros once passed. It starts from the prerender time so hydration matches, then
 * follows the visitor's clock.
 */
export function OfferCountdown({
  builtAt,
  onAvailabilityChange,
}: {
  builtAt: number
  onAvailabilityChange: (isAvailable: boolean) => void
}) {
  const [state, setState] = useState(() => limitedOfferState(new Date(builtAt)))

  useEffect(() => {
    const tick = () => {
      const now = limitedOfferState(new Date())
      setState(now)
      onAvailabilityChange(now.isAvailable)
      return now.isAvailable
    }
    if (!tick()) return
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [onAvailabilityChange])

  const { countdown, afterEnd } = LIMITED_OFFER_PAGE
  const { isAvailable, remaining } = state
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 className="font-bold text-2xl">
        {isAvailable ? countdown.heading : afterEnd.countdownHeading}
      </h2>
      <div role="timer" aria-live="off" className="mt-4 grid grid-cols-4 gap-3">
        {units.map((unit) => (
          <div key={unit} className="rounded-xl bg-brand-ink p-4 text-brand-paper">
            <span
              data-testid={`countdown-${unit}`}
              className="block font-extrabold text-3xl tabular-nums md:text-5xl"
            >
              {String(remaining[unit]).padStart(2, '0')}
            </span>
            <span className="text-brand-muted-inverse text-sm">{countdown.units[unit]}</span>
          </div>
        ))}
      </div>
      {isAvailable ? <p className="mt-4 text-brand-muted">{countdown.endsText}</p> : null}
    </div>
  )
}
