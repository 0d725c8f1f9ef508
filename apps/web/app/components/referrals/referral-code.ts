import { ReferralCodeResponseSchema } from '@hard-hat/forms'

/**
 * The referral code of a stored referral: GET /api/referrals/code?id=<submission id>, asked only
 * after the enquiry succeeded. The enquiry's own answer carries the code too, so that is the
 * fallback when this call fails.
 */
export async function fetchReferralCode(
  submissionId: string,
  fallback: string | undefined,
): Promise<string | undefined> {
  try {
    const response = await fetch(`/api/referrals/code?id=${encodeURIComponent(submissionId)}`, {
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return fallback
    const parsed = ReferralCodeResponseSchema.safeParse(await response.json())
    return parsed.success ? parsed.data.referralCode : fallback
  } catch {
    return fallback
  }
}
