import { loadFormRuntime } from '../../lib/load-form-runtime'

/**
 * The referral code of a stored referral (GET /api/referrals/code?id=<submission id>), asked only
 * after the enquiry succeeded. The enquiry's own answer carries the code too, so that is the
 * fallback when this call fails.
 */
export async function fetchReferralCode(
  submissionId: string,
  fallback: string | undefined,
): Promise<string | undefined> {
  const { api } = await loadFormRuntime()
  const result = await api.getReferralCode(submissionId)
  return result.ok ? result.data.referralCode : fallback
}
