import { type AttributionField, hasForbiddenCharacters } from '@hard-hat/forms'

/**
 * Which query-string parameters fill each hidden attribution field of the contact form: the
 * campaign's utm_* tags and the referral programme's link parameters. The app does this itself
 * (no external integration script).
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

// Matches the forms package's short-text bound, so a long tag never blocks an enquiry.
const MAX_ATTRIBUTION_LENGTH = 200

/**
 * The attribution fields a URL's query string fills (first matching parameter wins; blank values and
 * values with control characters dropped).
 * @example attributionFromSearch('?utm_source=google') // { utmSource: 'google' }
 */
export function attributionFromSearch(search: string): Partial<Record<AttributionField, string>> {
  const params = new URLSearchParams(search)
  const found: Partial<Record<AttributionField, string>> = {}
  for (const [field, names] of Object.entries(ATTRIBUTION_PARAMS) as [
    AttributionField,
    readonly string[],
  ][]) {
    for (const name of names) {
      const value = (params.get(name) ?? '').trim()
      if (value !== '' && !hasForbiddenCharacters(value)) {
        found[field] = value.slice(0, MAX_ATTRIBUTION_LENGTH)
        break
      }
    }
  }
  return found
}
