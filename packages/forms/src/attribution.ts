// No zod: a page can render the hidden fields, and fill them from its URL, without loading the
// schemas; the API fills a scripts-off post's fields from its Referer with the same rule.
import { hasForbiddenCharacters, isPagePath } from './text-rules'

/** Names of the contact form's hidden attribution fields, filled by the CRM integration script. */
export const ATTRIBUTION_FIELDS = [
  'referralSource',
  'referralUserId',
  'packageType',
  'expectedReward',
  'sourceWebsite',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const

/** Name of a hidden attribution field of the contact form. */
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]

/**
 * Which query-string parameters fill each hidden attribution field of the contact form: the
 * campaign's utm_* tags and the referral programme's link parameters.
 */
export const ATTRIBUTION_PARAMS: Readonly<Record<AttributionField, readonly string[]>> = {
  referralSource: ['ref', 'referral_source'],
  referralUserId: ['ref_id', 'referral_user_id'],
  packageType: ['package', 'package_type'],
  expectedReward: ['reward', 'expected_reward'],
  sourceWebsite: ['source_website', 'site'],
  utmSource: ['utm_source'],
  utmMedium: ['utm_medium'],
  utmCampaign: ['utm_campaign'],
}

// The forms' short-text bound, so a long tag never blocks an enquiry.
const MAX_ATTRIBUTION_LENGTH = 200

/**
 * The attribution fields a URL's query string fills (first matching parameter wins; blank values
 * and values with control characters dropped, long ones cut to the short-text bound).
 * @example attributionFromSearch('?utm_source=google') // { utmSource: 'google' }
 */
export function attributionFromSearch(search: string): Partial<Record<AttributionField, string>> {
  const params = new URLSearchParams(search)
  const found: Partial<Record<AttributionField, string>> = {}
  for (const field of ATTRIBUTION_FIELDS) {
    for (const name of ATTRIBUTION_PARAMS[field]) {
      const value = (params.get(name) ?? '').trim()
      if (value !== '' && !hasForbiddenCharacters(value)) {
        found[field] = value.slice(0, MAX_ATTRIBUTION_LENGTH)
        break
      }
    }
  }
  return found
}

// A DNS name as `URL.hostname` gives it (lower case, punycode): labels of letters, digits and
// hyphens, at most 253 characters. An address in brackets (IPv6) or anything else is not sent.
const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/

/**
 * True when the text is a host name as `URL.hostname` gives it: the rule of `meta.referrerHost`.
 * @example isReferrerHost('www.google.com') // true
 */
export function isReferrerHost(text: string): boolean {
  return HOSTNAME_PATTERN.test(text)
}

/**
 * The host of the page a visitor came from (`document.referrer`) when it is another site's, to send
 * as `meta.referrerHost`: only the host, never the path or query (they may hold personal data), and
 * nothing for the site's own pages, an empty referrer or one that is not an http(s) URL.
 * @example referrerHostOf('https://www.google.com/search?q=x', 'hardhat.example') // 'www.google.com'
 */
export function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return undefined
  }
  const { protocol, hostname } = url
  const isWeb = protocol === 'https:' || protocol === 'http:'
  return isWeb && hostname !== ownHost && isReferrerHost(hostname) ? hostname : undefined
}

/**
 * A request body with `meta.referrerHost` added when the referrer is another site's (see
 * {@link referrerHostOf}); the body itself otherwise. Every form's body carries an optional `meta`.
 * @example withReferrerHost(body, document.referrer, location.hostname)
 */
export function withReferrerHost<Body>(body: Body, referrer: string, ownHost: string): Body {
  const referrerHost = referrerHostOf(referrer, ownHost)
  if (referrerHost === undefined || typeof body !== 'object' || body === null) return body
  const { meta } = body as { meta?: object }
  return { ...body, meta: { ...meta, referrerHost } }
}

/**
 * Where a visit began, as the page's script noted it at the first load of the document (decision
 * 037): the path and query string of the page it entered on, held in memory only (no cookie, no
 * storage), and only when that load was an entry (the referrer was another site or none).
 */
export interface VisitEntry {
  readonly path: string
  readonly search: string
}

/** A page's path as the visit counts store it: no trailing slash but the home page's. */
function countedPathOf(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * A request body with the visit's entry added, so a lead counts for the page and the campaign its
 * visit began with even after client-side navigations: `meta.landingPage` (the entry's path, as
 * the visit counts store it) and `attribution` from the entry's query string (its utm_* and
 * referral parameters winning over the body's own, which are read from the page the form is on).
 * The body itself when there is no entry or it is not an object. A form whose schema has no
 * `attribution` drops it when validated.
 * @example withVisitEntry(body, { path: '/services', search: '?utm_campaign=spring' })
 */
export function withVisitEntry<Body>(body: Body, entry: VisitEntry | undefined): Body {
  if (entry === undefined || typeof body !== 'object' || body === null) return body
  const landingPage = countedPathOf(entry.path)
  const fromEntry = attributionFromSearch(entry.search)
  const { meta, attribution } = body as { meta?: object; attribution?: object }
  const hasCampaign = Object.keys(fromEntry).length > 0
  return {
    ...body,
    ...(isPagePath(landingPage) && landingPage.length <= 300
      ? { meta: { ...meta, landingPage } }
      : {}),
    ...(hasCampaign ? { attribution: { ...attribution, ...fromEntry } } : {}),
  }
}
