import {
  type Deadline,
  OFFER_ENDED,
  OFFER_SERVED_AT,
  OFFER_STATE_HEADER,
  type OfferState,
  type RouteEntry,
  type TimeRemaining,
  timeRemaining,
} from '@hard-hat/content'
import type { SubmitSuccess } from '@hard-hat/forms'
import { useEffect, useState } from 'react'
import { serverClock } from './server-clock'

/** What an offer page's loader sends it: the state it was rendered in and its deadline. */
export interface OfferData {
  readonly state: OfferState
  /** The deadline, ISO 8601; the server swaps the build's for the one it runs with. */
  readonly endsAt: string
  /** The page's title once ended, for a page that ends while open. */
  readonly endedTitle: string
  /**
   * When the server sent this data (ms since the epoch, as text): the build leaves
   * `OFFER_SERVED_AT` here, the server writes the moment per request of a running page.
   */
  readonly servedAt: string
}

/** The state an offer page is prerendered in: the one the build asks for, running otherwise. */
export function requestedOfferState(request: Request): OfferState {
  return request.headers.get(OFFER_STATE_HEADER) === 'ended' ? 'ended' : 'running'
}

/**
 * What an offer page's loader sends it, at build time: the state, the deadline, the ended title of
 * its route, and room for the moment the server sends it.
 */
export function offerData(state: OfferState, deadline: Deadline, route?: RouteEntry): OfferData {
  return {
    state,
    endsAt: deadline.endsAt,
    endedTitle: route?.afterDeadline?.title ?? '',
    servedAt: OFFER_SERVED_AT,
  }
}

/**
 * The server's clock for an offer page, from the route data it was sent (after a full load or a
 * visit from another page alike): stable for the page's life; call it in effects only.
 */
export function useServerClock(offer: OfferData): () => number {
  const [now] = useState(() => serverClock(offer.servedAt))
  return now
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
  const now = useServerClock(offer)
  const { endsAt, endedTitle } = offer
  // Keyed on the instant: the deadline object is made afresh on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deadline is the instant endsAt
  useEffect(() => {
    const tick = () => {
      const left = timeRemaining(deadline, new Date(now()))
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
  }, [endsAt, endedTitle, now])
  return { state, remaining }
}

/**
 * An offer page's form once stored: its success words, led by the words the scripts-off
 * confirmation says when the server stored the claim after the offer's deadline, however little
 * (the answer's `lateClaim`, P-late-claim-is-a-lead). Only the running offer's claim can be late,
 * so a late one is thanked with the claim's words (`claimText`), even when the page has ended
 * by the time the answer comes. `onStored` goes to the form.
 */
export function useLateClaim() {
  const [isLate, setLate] = useState(false)
  return {
    onStored: (stored: SubmitSuccess) => setLate(stored.lateClaim === true),
    said: (text: string, claimText = text) =>
      isLate ? `${OFFER_ENDED.lateClaim} ${claimText}` : text,
  }
}

/** What an offer page's form does with a late claim (`useLateClaim`). */
export type LateClaim = ReturnType<typeof useLateClaim>
