import { formatOfferExpiry } from './pages/special-offer'
import { ROUTES, type RouteEntry } from './routes'
import { DEADLINES, formatDeadline, hasDeadlinePassed } from './site'
import type { Deadline } from './types'

/**
 * Where the web build writes each offer page in each state, inside its client folder:
 * `<folder><path>/<state>.html` and `.data`. The server reads them there and never serves the folder.
 */
export const OFFER_STATES_FOLDER = '_offer-states'

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

/**
 * Every way the site's copy writes a deadline: as ISO 8601 (structured data, the page's data),
 * in words ("14 June 2025 at 23:55") and in the 12-hour words of the celebration page. A page
 * prerendered with the specification's deadline is served for another by swapping each one.
 */
export function deadlineRenderings(deadline: Deadline): readonly string[] {
  return [deadline.endsAt, formatDeadline(deadline), formatOfferExpiry(deadline)]
}

/** A page whose content depends on a deadline: its path and the deadline's key in DEADLINES. */
export interface OfferPage {
  readonly path: string
  readonly deadlineKey: keyof typeof DEADLINES
}

function keyOf(deadline: Deadline): keyof typeof DEADLINES {
  const key = (Object.keys(DEADLINES) as (keyof typeof DEADLINES)[]).find(
    (name) => DEADLINES[name].id === deadline.id,
  )
  if (!key) throw new RangeError(`@hard-hat/content: no deadline "${deadline.id}"`)
  return key
}

/**
 * Every path whose page depends on a deadline (pages and aliases of the route table with an
 * `afterDeadline`): the web build prerenders each in both states, the server picks one.
 * @example OFFER_PAGES.map((page) => page.path) // ["/special-offer-495", "/special-offer", "/special-one-page-offer"]
 */
export const OFFER_PAGES: readonly OfferPage[] = ROUTES.filter(
  (route): route is RouteEntry & { afterDeadline: NonNullable<RouteEntry['afterDeadline']> } =>
    route.afterDeadline !== undefined && (route.kind === 'page' || route.kind === 'alias'),
).map((route) => ({ path: route.path, deadlineKey: keyOf(route.afterDeadline.deadline) }))
