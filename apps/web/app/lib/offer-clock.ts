import {
  type Deadline,
  type OfferState,
  type TimeRemaining,
  timeRemaining,
} from '@hard-hat/content'
import { useEffect, useState } from 'react'
import { serverNow } from './server-clock'

/**
 * The request header the build sets to prerender an offer page in one of its states (the web build's
 * offer-states pass); React Router reads it only while building.
 */
export const OFFER_STATE_HEADER = 'x-hard-hat-offer-state'

/** What an offer page's loader sends it: the state it was rendered in and its deadline. */
export interface OfferData {
  readonly state: OfferState
  /** The deadline, ISO 8601; the server swaps the build's for the one it runs with. */
  readonly endsAt: string
  /** The page's title once ended, for a page that ends while open. */
  readonly endedTitle: string
}

/** The state an offer page is prerendered in: the one the build asks for, running otherwise. */
export function requestedOfferState(request: Request): OfferState {
  return request.headers.get(OFFER_STATE_HEADER) === 'ended' ? 'ended' : 'running'
}

/**
 * An offer page's state and the time left, from what the server sent: the state it served, then
 * the server's clock against the deadline it was sent. A running page ends at the deadline (at
 * hydration too, when its scripts arrive late) and its title says so; an ended page never runs
 * again in the browser. `remaining` is null until mounted: the served countdown is the server's.
 */
export function useOfferClock(offer: OfferData, deadline: Deadline) {
  const [state, setState] = useState(offer.state)
  const [remaining, setRemaining] = useState<TimeRemaining | null>(null)
  const { endsAt, endedTitle } = offer
  // Keyed on the instant: the deadline object is made afresh on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deadline is the instant endsAt
  useEffect(() => {
    const tick = () => {
      const left = timeRemaining(deadline, new Date(serverNow()))
      setRemaining(left)
      if (left.totalMs > 0) return true
      setState('ended')
      // The ended page's own title (already so when it was served ended).
      document.title = endedTitle
      return false
    }
    if (!tick()) return
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [endsAt, endedTitle])
  return { state, remaining }
}
