import { CELEBRATION_OFFER } from '@hard-hat/pricing'
import { z } from 'zod'
import { PREMIUM_SPOTS } from '../pages/premium-package'
import type { PageId } from '../routes'
import { CLAIMS, RESULTS_STATS } from '../site'
import { built } from './schemas'

/**
 * The claims the pages make that must be true on the day they are read (decision 044): the Premium
 * package's places left this month, the 150th-client offer's places left, and the home page's
 * figures (clients, rating, the results stats). An owner sets each in the store and confirms it.
 */
export const CLAIM_KEYS = ['premium-slots', 'offer-slots', 'clients', 'rating', 'results'] as const

/** One claim the pages make. */
export type ClaimKey = (typeof CLAIM_KEYS)[number]

/**
 * The scarcity claims ("only N left" and its progress bar): hidden once their confirmation is
 * older than `CLAIM_FRESH_FOR_MS`, until an owner confirms them again.
 */
export const SCARCITY_CLAIMS = [
  'premium-slots',
  'offer-slots',
] as const satisfies readonly ClaimKey[]

/** How long a scarcity claim stays shown after it was last confirmed: 30 days. */
export const CLAIM_FRESH_FOR_MS = 30 * 24 * 60 * 60 * 1000

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give ${what} as a number` })
    .int({ error: `Give ${what} as a whole number` })
    .min(min, { error: `Give ${what} from ${min} to ${max}` })
    .max(max, { error: `Give ${what} from ${min} to ${max}` })

const line = (what: string, max: number) =>
  z
    .string({ error: `Write ${what}` })
    .trim()
    .min(1, { error: `Write ${what}` })
    .max(max, { error: `Keep ${what} to ${max} characters or fewer` })

/** Places left of a fixed number (a month's sign-ups, an offer's places). */
export const SlotsClaimSchema = /* @__PURE__ */ built(() =>
  z
    .object({
      left: whole('the places left', 0, 100),
      total: whole('the number of places', 1, 100),
    })
    .strict()
    .refine((slots) => slots.left <= slots.total, {
      error: 'The places left cannot be more than the number of places',
      path: ['left'],
    }),
)

/** How many clients the agency has had (shown as "150+"). */
export const ClientsClaimSchema = /* @__PURE__ */ built(() =>
  z.object({ count: whole('the number of clients', 1, 100_000) }).strict(),
)

/** The average review rating and how many reviews it is of. */
export const RatingClaimSchema = /* @__PURE__ */ built(() =>
  z
    .object({
      value: z
        .number({ error: 'Give the rating as a number, like 4.9' })
        .min(1, { error: 'Give the rating from 1 to 5' })
        .max(5, { error: 'Give the rating from 1 to 5' })
        .refine((value) => Math.round(value * 10) === value * 10, {
          error: 'Give the rating to one decimal place, like 4.9',
        }),
      count: whole('the number of reviews', 1, 100_000),
    })
    .strict(),
)

/** The home page's three results figures, each a short value and what it measures. */
export const ResultsClaimSchema = /* @__PURE__ */ built(() =>
  z
    .object({
      stats: z
        .array(
          z.object({ value: line('the figure', 12), label: line('what it measures', 80) }).strict(),
          { error: 'Give the three results figures' },
        )
        .length(3, { error: 'Give exactly three results figures' }),
    })
    .strict(),
)

/** The schema of each claim's value: what an owner or a script may set it to. */
export const CLAIM_SCHEMAS = {
  'premium-slots': SlotsClaimSchema,
  'offer-slots': SlotsClaimSchema,
  clients: ClientsClaimSchema,
  rating: RatingClaimSchema,
  results: ResultsClaimSchema,
} as const satisfies Record<ClaimKey, z.ZodType>

/** The value of each claim. */
export type ClaimValues = { readonly [Key in ClaimKey]: z.infer<(typeof CLAIM_SCHEMAS)[Key]> }

/** Places left of a fixed number. */
export type SlotsClaim = ClaimValues['premium-slots']

/**
 * What the pages show of each claim: its value, or, for a scarcity claim, null while it is hidden
 * (its confirmation is older than 30 days). A figure is always shown.
 */
export type ShownClaims = {
  readonly [Key in ClaimKey]: Key extends (typeof SCARCITY_CLAIMS)[number]
    ? ClaimValues[Key] | null
    : ClaimValues[Key]
}

/**
 * The specification's values, which a new store is seeded with (spec 001 §9 and spec 000): 3 of 5
 * Premium places left this month, 3 of 5 offer places left, 150+ clients, 4.9 from 150 reviews and
 * the three results figures. Each comes from where the copy defined it.
 */
export const CLAIM_DEFAULTS: ClaimValues = {
  'premium-slots': { left: PREMIUM_SPOTS.total - PREMIUM_SPOTS.taken, total: PREMIUM_SPOTS.total },
  'offer-slots': { left: CELEBRATION_OFFER.slotsLeft, total: CELEBRATION_OFFER.slotsTotal },
  clients: { count: CLAIMS.clientCount },
  rating: { value: CLAIMS.rating.value, count: CLAIMS.rating.count },
  results: { stats: RESULTS_STATS.map((stat) => ({ ...stat })) },
}

/**
 * The pages (the route table's `PageId`s) each claim is shown on: a renderer renders their paths
 * when the claim changes or goes out of date. The rating is also in the LocalBusiness structured
 * data of every page that carries it.
 * @example CLAIM_PAGES['premium-slots'] // ["premium-package"]
 */
export const CLAIM_PAGES: Readonly<Record<ClaimKey, readonly PageId[]>> = {
  'premium-slots': ['premium-package'],
  'offer-slots': ['special-offer'],
  clients: ['home', 'special-offer-495'],
  rating: ['home', 'contact', 'website-services', 'website-design'],
  results: ['home'],
}

/** What each claim is, in the owner's words (the editor's labels). */
export const CLAIM_TITLES: Readonly<Record<ClaimKey, string>> = {
  'premium-slots': 'Premium Growth places left this month',
  'offer-slots': '150th-client offer places left',
  clients: 'Number of clients (home page)',
  rating: 'Review rating (home page)',
  results: 'Results figures (home page)',
}

/** Whether a claim is a scarcity claim, hidden when its confirmation is older than 30 days. */
export const isScarcityClaim = (key: ClaimKey): boolean =>
  (SCARCITY_CLAIMS as readonly ClaimKey[]).includes(key)

/**
 * Whether a claim confirmed at `confirmedAtMs` is shown at `nowMs`: a figure always, a scarcity
 * claim for 30 days from its confirmation (the moment it goes is `confirmedAtMs + CLAIM_FRESH_FOR_MS`).
 * @example isClaimShown('premium-slots', confirmedAtMs, Date.now())
 */
export function isClaimShown(key: ClaimKey, confirmedAtMs: number, nowMs: number): boolean {
  return !isScarcityClaim(key) || nowMs < confirmedAtMs + CLAIM_FRESH_FOR_MS
}
