import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  DEADLINES,
  type Deadline,
  deadlineEndingAt,
  deadlineRenderings,
  OFFER_PAGES,
  OFFER_SERVED_AT,
  OFFER_STATES,
  OFFER_STATES_FOLDER,
  type OfferState,
  offerStateAt,
  timeRemaining,
} from '@hard-hat/content'
import { ENQUIRY_FORM_TYPES } from '@hard-hat/forms'

/** Each offer's deadline as the server runs with it (LIMITED_OFFER_ENDS_AT, CELEBRATION_OFFER_ENDS_AT). */
export type OfferDeadlines = Readonly<Record<keyof typeof DEADLINES, string>>

/** The specification's deadlines: what the web build prerenders with. */
export const SPECIFIED_DEADLINES: OfferDeadlines = {
  limitedOnePageOffer: DEADLINES.limitedOnePageOffer.endsAt,
  celebrationOffer: DEADLINES.celebrationOffer.endsAt,
}

/** The configured deadline of one of the offers, as a Deadline. */
export function configuredDeadline(key: keyof typeof DEADLINES, deadlines: OfferDeadlines) {
  return deadlineEndingAt(DEADLINES[key], deadlines[key])
}

/**
 * A page prerendered with the specification's deadline, for another deadline: every way the copy
 * writes it (ISO, in words, in the celebration page's 12-hour words) swapped for the other's.
 */
export function swapDeadline(text: string, built: Deadline, configured: Deadline): string {
  const from = deadlineRenderings(built)
  const to = deadlineRenderings(configured)
  return from.reduce((result, rendering, index) => result.split(rendering).join(to[index]), text)
}

/** One offer page in one state, for the configured deadline: the document and its route data. */
export interface OfferPageState {
  readonly html: string
  readonly data: string
}

/** An offer page with its deadline and both its states, read once at start. */
export interface OfferPage {
  readonly path: string
  readonly deadline: Deadline
  readonly states: Readonly<Record<OfferState, OfferPageState>>
}

/** An offer page in both states as the web build's server bundle renders it: for the spec's deadline. */
export type RenderedOfferStates = Readonly<Record<OfferState, OfferPageState>>

/**
 * An offer page rendered with the specification's deadline (by the build's offer-states pass, or
 * again by the server when its content changed), for its configured deadline: every rendering of
 * the deadline swapped, and an ended page's room for the moment it is served left empty.
 */
export function offerPageOf(
  path: string,
  rendered: RenderedOfferStates,
  deadlines: OfferDeadlines,
): OfferPage {
  const offer = OFFER_PAGES.find((page) => page.path === path)
  if (!offer) throw new RangeError(`${path} is not an offer page`)
  const built = DEADLINES[offer.deadlineKey]
  const deadline = configuredDeadline(offer.deadlineKey, deadlines)
  const swap = (text: string) => swapDeadline(text, built, deadline)
  // An ended page never counts again: the same bytes for every request, with no time in them.
  const ended = (text: string) => servedAtIn(swap(text), '')
  const states = {
    running: { html: swap(rendered.running.html), data: swap(rendered.running.data) },
    ended: { html: ended(rendered.ended.html), data: ended(rendered.ended.data) },
  } satisfies Record<OfferState, OfferPageState>
  return { path, deadline, states }
}

/**
 * The build's offer pages in both states (apps/web's offer-states pass), each for its configured
 * deadline. Empty when the build has none (an API-only server, an old build).
 */
export function readOfferPages(root: string, deadlines: OfferDeadlines): OfferPage[] {
  return OFFER_PAGES.flatMap(({ path }) => {
    const folder = join(root, OFFER_STATES_FOLDER, path)
    const files = OFFER_STATES.flatMap((state) => [`${state}.html`, `${state}.data`])
    if (!files.every((file) => existsSync(join(folder, file)))) return []
    const read = (file: string) => readFileSync(join(folder, file), 'utf8')
    const rendered = Object.fromEntries(
      OFFER_STATES.map((state) => [
        state,
        { html: read(`${state}.html`), data: read(`${state}.data`) },
      ]),
    ) as Record<OfferState, OfferPageState>
    return [offerPageOf(path, rendered, deadlines)]
  })
}

const COUNTDOWN_DIGITS =
  /(<span\b[^>]*\bdata-unit="(days|hours|minutes|seconds)"[^>]*>)[^<]*(<\/span>)/g

/** The countdown's digits in a document: the time left at `now`, zeros once the deadline passed. */
export function withCountdown(html: string, deadline: Deadline, now: Date): string {
  const remaining = timeRemaining(deadline, now)
  return html.replace(
    COUNTDOWN_DIGITS,
    (_match, open: string, unit: keyof typeof remaining, close: string) =>
      `${open}${String(remaining[unit]).padStart(2, '0')}${close}`,
  )
}

/** A document or route data with the moment it was served written where the build left room. */
function servedAtIn(text: string, servedAt: string): string {
  return text.split(OFFER_SERVED_AT).join(servedAt)
}

/**
 * The running page as the server sends it at `now` (P-offer-ends-for-every-reader): the countdown
 * is the server's at that moment, and the document (on its element, and in its route data) says
 * when it was served, so the page counts down on the server's clock whatever the visitor's.
 */
export function runningDocumentAt(html: string, deadline: Deadline, now: Date): string {
  return servedAtIn(withCountdown(html, deadline, now), String(now.getTime())).replace(
    /<html\b/,
    `<html data-served-at="${now.getTime()}"`,
  )
}

/**
 * The running page's route data as the server sends it at `now`, for a visit from another page:
 * it says when it was served, so that page too counts on the server's clock.
 */
export function runningDataAt(data: string, now: Date): string {
  return servedAtIn(data, String(now.getTime()))
}

/** The state of an offer page the server serves at `now`. */
export function servedState(page: OfferPage, now: Date): OfferState {
  return offerStateAt(page.deadline, now)
}

/**
 * The forms that claim a running offer: the form type their leads are stored with, and their
 * offer. One posted after its deadline is still a lead, marked late (P-late-claim-is-a-lead).
 */
export const OFFER_CLAIMS = [
  { storedFormType: ENQUIRY_FORM_TYPES.offer495, offer: 'limitedOnePageOffer' },
  { storedFormType: 'special_offer_claim', offer: 'celebrationOffer' },
] as const satisfies readonly { storedFormType: string; offer: keyof typeof DEADLINES }[]

/**
 * How many whole minutes (rounded up) after its offer's deadline a stored claim arrived, or
 * undefined for a claim on time or a lead that claims no offer. Against the deadline the server
 * runs with: an offer extended after a late claim makes that claim on time again.
 * @example lateByMinutes('£495 One Page Website', Date.parse('2025-06-14T23:57:00+01:00'), SPECIFIED_DEADLINES) // 2
 */
export function lateByMinutes(
  storedFormType: string,
  receivedAtMs: number,
  deadlines: OfferDeadlines,
): number | undefined {
  const claim = OFFER_CLAIMS.find((each) => each.storedFormType === storedFormType)
  if (!claim) return undefined
  const lateMs = receivedAtMs - Date.parse(deadlines[claim.offer])
  if (lateMs < 0) return undefined
  return Math.max(1, Math.ceil(lateMs / 60_000))
}

/** "Sent 3 minutes after the offer's deadline", for the inbox and the agency's email. */
export function lateWords(minutes: number): string {
  return `Sent ${minutes} minute${minutes === 1 ? '' : 's'} after the offer's deadline: confirm the price with them`
}
