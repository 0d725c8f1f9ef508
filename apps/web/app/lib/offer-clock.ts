import type { Deadline, OfferState } from '@hard-hat/content'
import { useEffect, useState } from 'react'

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

let serverOffsetMs: number | undefined

/**
 * How far the server's clock is ahead of this browser's, from the `data-served-at` the server
 * writes on the document it sends with an offer page (P-offer-ends-for-every-reader): the page
 * then ends when the server says, whatever the visitor's clock. 0 when the document has none.
 * Effects only: it reads the document.
 */
function serverClockOffsetMs(): number {
  if (serverOffsetMs !== undefined) return serverOffsetMs
  const servedAtMs = Number(document.documentElement.dataset.servedAt)
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const receivedAtMs = performance.timeOrigin + (navigation?.responseStart ?? 0)
  serverOffsetMs = Number.isFinite(servedAtMs) && servedAtMs > 0 ? servedAtMs - receivedAtMs : 0
  return serverOffsetMs
}

/** The time on the server's clock, as well as this page can tell. Effects only. */
export function serverNow(): number {
  return Date.now() + serverClockOffsetMs()
}

/**
 * An offer page's state and the time left, from what the server sent: the state it served, then
 * the server's clock against the deadline it was sent. A running page ends at the deadline (at
 * hydration too, when its scripts arrive late); an ended page never runs again in the browser.
 * `remainingMs` is null until mounted: the served HTML's countdown is the server's own.
 */
export function useOfferClock(deadline: Deadline, servedState: OfferState) {
  const [state, setState] = useState(servedState)
  const [remainingMs, setRemainingMs] = useState<number | null>(null)
  const endsAtMs = Date.parse(deadline.endsAt)
  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, endsAtMs - serverNow())
      setRemainingMs(left)
      if (left === 0) setState('ended')
      return left > 0
    }
    if (!tick()) return
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [endsAtMs])
  return { state, remainingMs: state === 'ended' ? 0 : remainingMs }
}

/** Once a page that was served running ends while open, its title says so too. */
export function useEndedTitle(state: OfferState, offer: OfferData) {
  useEffect(() => {
    if (state === 'ended' && offer.state === 'running') document.title = offer.endedTitle
  }, [state, offer])
}
