/** The localStorage key holding 'true' (accepted) or 'false' (declined), as the spec names it. */
export const COOKIE_CONSENT_KEY = 'cookieConsent'

/** The localStorage key holding when the choice was made and under which policy version. */
export const COOKIE_CONSENT_RECORD_KEY = 'cookieConsentRecord'

/** A choice lasts this long; after it the banner asks again. */
export const COOKIE_CONSENT_MAX_AGE_MONTHS = 12

/** The banner appears this long after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1500

/** A visitor's stored choice: what, when (ISO 8601) and under which version of the cookie policy. */
export interface CookieConsentRecord {
  readonly accepted: boolean
  readonly decidedAt: string
  readonly policyVersion: string
}

/** When a choice stops counting: 12 months after it was made. */
export function cookieConsentExpiresAt(record: Pick<CookieConsentRecord, 'decidedAt'>): Date {
  const expiresAt = new Date(record.decidedAt)
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + COOKIE_CONSENT_MAX_AGE_MONTHS)
  return expiresAt
}

function parseRecord(stored: string | null): CookieConsentRecord | null {
  if (stored === null) return null
  try {
    const value: unknown = JSON.parse(stored)
    if (typeof value !== 'object' || value === null) return null
    const { accepted, decidedAt, policyVersion } = value as Record<string, unknown>
    if (typeof accepted !== 'boolean' || typeof policyVersion !== 'string') return null
    if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return null
    return { accepted, decidedAt, policyVersion }
  } catch {
    return null
  }
}

/**
 * The visitor's choice if it still counts: made under `policyVersion`, less than 12 months ago and
 * agreeing with the `cookieConsent` key. Null when there is none (or no storage, as on the server):
 * then the banner asks again.
 */
export function readCookieConsentRecord(
  policyVersion: string,
  now: Date = new Date(),
): CookieConsentRecord | null {
  try {
    if (typeof window === 'undefined') return null
    const record = parseRecord(window.localStorage.getItem(COOKIE_CONSENT_RECORD_KEY))
    if (record === null || record.policyVersion !== policyVersion) return null
    if (window.localStorage.getItem(COOKIE_CONSENT_KEY) !== String(record.accepted)) return null
    const decidedAtMs = Date.parse(record.decidedAt)
    if (decidedAtMs > now.getTime() || cookieConsentExpiresAt(record) <= now) return null
    return record
  } catch {
    return null
  }
}

/**
 * Whether analytics may run: true (accepted), false (declined) or null (no choice that still counts).
 * @example
 * if (readCookieConsent(COOKIE_POLICY_VERSION) === true) loadAnalytics()
 */
export function readCookieConsent(policyVersion: string, now: Date = new Date()): boolean | null {
  return readCookieConsentRecord(policyVersion, now)?.accepted ?? null
}

/** Stores a choice with its time and policy version; `cookieConsent` keeps its 'true'/'false'. */
export function storeCookieConsent(
  accepted: boolean,
  policyVersion: string,
  now: Date = new Date(),
): CookieConsentRecord {
  const record: CookieConsentRecord = { accepted, decidedAt: now.toISOString(), policyVersion }
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, String(accepted))
    window.localStorage.setItem(COOKIE_CONSENT_RECORD_KEY, JSON.stringify(record))
  } catch {
    // Storage can be blocked (private mode); the choice still applies to this page view.
  }
  return record
}

/** Forgets a choice that no longer counts, so nothing reads a stale 'true'. */
export function clearCookieConsent(): void {
  try {
    window.localStorage.removeItem(COOKIE_CONSENT_KEY)
    window.localStorage.removeItem(COOKIE_CONSENT_RECORD_KEY)
  } catch {
    // Nothing stored, nothing to forget.
  }
}
