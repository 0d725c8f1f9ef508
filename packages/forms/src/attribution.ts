// No zod: a page can render the hidden fields, and fill them from its URL, without loading the
// schemas; the API fills a scripts-off post's fields from its Referer with the same rule.
import { hasForbiddenCharacters } from './text-rules'

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
