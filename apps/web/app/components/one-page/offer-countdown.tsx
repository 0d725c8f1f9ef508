import { LIMITED_OFFER_PAGE, type OfferState, type TimeRemaining } from '@hard-hat/content'
import { OfferStates } from '../shared/offer-states'

const units = ['days', 'hours', 'minutes', 'seconds'] as const

/**
 * The countdown to the offer's deadline (the server's, P-deadlines-are-config): shows zeros once
 * passed. The served HTML carries the server's digits (it writes them into each `data-unit` for
 * the moment it answers); the browser takes over at its first tick without re-rendering the page.
 * Its words keep their room when the offer ends while the page is open.
 */
export function OfferCountdown({
  served,
  state,
  remaining,
  endsText,
}: {
  served: OfferState
  state: OfferState
  /** Null until mounted: the digits stay those the server sent. */
  remaining: TimeRemaining | null
  endsText: string
}) {
  const { countdown, afterEnd } = LIMITED_OFFER_PAGE
  const isRunning = state === 'running'
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 className="font-bold text-2xl">
        <OfferStates
          served={served}
          state={state}
          running={countdown.heading}
          ended={afterEnd.countdownHeading}
          inline
        />
      </h2>
      <div role="timer" aria-live="off" className="mt-4 grid grid-cols-4 gap-3">
        {units.map((unit) => (
          <div key={unit} className="rounded-xl bg-brand-ink px-1 py-4 text-brand-paper sm:px-4">
            <span
              data-testid={`countdown-${unit}`}
              data-unit={unit}
              className="block font-extrabold text-3xl tabular-nums md:text-5xl"
              // The server wrote its own digits here; the first tick replaces them.
              suppressHydrationWarning
            >
              {String(isRunning && remaining ? remaining[unit] : 0).padStart(2, '0')}
            </span>
            <span className="text-brand-muted-inverse text-xs sm:text-sm">
              {countdown.units[unit]}
            </span>
          </div>
        ))}
      </div>
      <OfferStates
        served={served}
        state={state}
        running={<p className="mt-4 text-brand-muted">{endsText}</p>}
        ended={null}
      />
    </div>
  )
}
