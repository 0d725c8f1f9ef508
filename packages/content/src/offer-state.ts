import { hasDeadlinePassed } from './site'
import type { Deadline } from './types'

/** The two states of an offer page; each is prerendered, and the server serves one by its clock. */
export const OFFER_STATES = ['running', 'ended'] as const
/** An offer page's state: running before its deadline, ended from the deadline's own second. */
export type OfferState = (typeof OFFER_STATES)[number]

/**
 * The state of an offer at `now` (P-offer-ends-for-every-reader): ended from the deadline's exact
 * millisecond on. Instants, not wall-clock times, so the UK clock change moves nothing.
 * @example offerStateAt(DEADLINES.celebrationOffer, new Date('2025-05-30T22:55:59Z')) // "ended"
 */
export function offerStateAt(deadline: Deadline, now: Date): OfferState {
  return hasDeadlinePassed(deadline, now) ? 'ended' : 'running'
}

/**
 * A moment at which `deadline` is in `state`, to render a page in that state: the last
 * millisecond before the deadline, or the deadline itself.
 */
export function momentInState(deadline: Deadline, state: OfferState): Date {
  const endsAtMs = Date.parse(deadline.endsAt)
  return new Date(state === 'running' ? endsAtMs - 1 : endsAtMs)
}

/**
 * The deadline moved to another instant (the server's configuration, P-deadlines-are-config),
 * keeping its id, label and time zone.
 * @example deadlineEndingAt(DEADLINES.celebrationOffer, '2026-12-24T17:00:00Z').endsAt // "2026-12-24T17:00:00Z"
 */
export function deadlineEndingAt(deadline: Deadline, endsAt: string): Deadline {
  return { ...deadline, endsAt }
}
