import { formatOfferExpiry } from './pages/special-offer'
import { ROUTES, type RouteEntry } from './routes'
import { DEADLINES, formatDeadline } from './site'
import type { Deadline } from './types'

// Apart from offer-state.ts, which the offer pages run in the browser: this reads the route table
// and the pages' copy, for the build and the server.

/**
 * Where the web build writes each offer page in each state, inside its client folder:
 * `<folder><path>/<state>.html` and `.data`. The server reads them there and never serves the folder.
 */
export const OFFER_STATES_FOLDER = '_offer-states'

/**
 * The request header that asks the web build's server bundle for an offer page in one of its
 * states (`running` or `ended`): set by the build's offer-states pass, and by the server when it
 * renders an offer page again because its content changed.
 */
export const OFFER_STATE_HEADER = 'x-hard-hat-offer-state'

/**
 * What an offer page's route data holds, as the build writes it, where the server writes the moment
 * it answers (milliseconds since the epoch) for a running page, in the document and in the `.data`
 * a visit from another page fetches: the page then counts on the server's clock
 * (P-offer-ends-for-every-reader). An ended page's holds nothing there.
 */
export const OFFER_SERVED_AT = '__hard_hat_served_at__'

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

/**
 * Every way the site's copy writes a deadline: as ISO 8601 (structured data, the page's data),
 * in words ("14 June 2025 at 23:55") and in the 12-hour words of the celebration page. A page
 * prerendered with the specification's deadline is served for another by swapping each one.
 */
export function deadlineRenderings(deadline: Deadline): readonly string[] {
  return [deadline.endsAt, formatDeadline(deadline), formatOfferExpiry(deadline)]
}
