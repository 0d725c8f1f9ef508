/** The localStorage key holding 'true' (accepted) or 'false' (declined), as the spec names it. */
export const COOKIE_CONSENT_KEY = 'cookieConsent'

/** The localStorage key holding when the choice was made and under which policy version. */
export const COOKIE_CONSENT_RECORD_KEY = 'cookieConsentRecord'

/** A choice lasts this long; after it the banner asks again. */
export const COOKIE_CONSENT_MAX_AGE_MONTHS = 12

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

/**
 * The choice held in `storage` if it still counts: made under `policyVersion`, less than
 * `maxAgeMonths` ago (and not in the future), agreeing with the spec's key. Self-contained: its
 * source is also the page head's inline script ({@link cookieBannerScript}), so it must refer to
 * nothing outside itself.
 */
export function findCountingChoice(
  storage: Pick<Storage, 'getItem'>,
  policyVersion: string,
  nowMs: number,
  keys: readonly [choiceKey: string, recordKey: string],
  maxAgeMonths: number,
): CookieConsentRecord | null {
  try {
    const value = JSON.parse(storage.getItem(keys[1]) ?? 'null') as Record<string, unknown> | null
    if (typeof value !== 'object' || value === null || value.policyVersion !== policyVersion) {
      return null
    }
    const accepted = value.accepted
    const decidedAt = value.decidedAt
    if (typeof accepted !== 'boolean' || typeof decidedAt !== 'string') return null
    const decidedAtMs = Date.parse(decidedAt)
    if (Number.isNaN(decidedAtMs) || decidedAtMs > nowMs) return null
    const expiresAt = new Date(decidedAtMs)
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + maxAgeMonths)
    if (expiresAt.getTime() <= nowMs) return null
    if (storage.getItem(keys[0]) !== String(accepted)) return null
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
    return findCountingChoice(
      window.localStorage,
      policyVersion,
      now.getTime(),
      [COOKIE_CONSENT_KEY, COOKIE_CONSENT_RECORD_KEY],
      COOKIE_CONSENT_MAX_AGE_MONTHS,
    )
  } catch {
    return null
  }
}

/** The attribute the head script sets on `<html>` when the banner must ask (value "ask"). */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner'

/**
 * The inline script for the page's `<head>`: before the first paint it marks `<html>` with
 * `data-cookie-banner="ask"` when no choice counts, so the prerendered banner shows in the page's
 * flow from the start instead of pushing the page down later (no layout shift). Without scripts
 * it never runs: the banner stays hidden, as nothing could be tracked anyway.
 * @example
 * <script dangerouslySetInnerHTML={{ __html: cookieBannerScript(COOKIE_POLICY_VERSION) }} />
 */
export function cookieBannerScript(policyVersion: string): string {
  const args = [
    JSON.stringify(policyVersion).replace(/</g, '\\u003c'),
    'Date.now()',
    JSON.stringify([COOKIE_CONSENT_KEY, COOKIE_CONSENT_RECORD_KEY]),
    String(COOKIE_CONSENT_MAX_AGE_MONTHS),
  ].join(',')
  const ask = `document.documentElement.setAttribute(${JSON.stringify(COOKIE_BANNER_ATTRIBUTE)},"ask")`
  const script = `try{if(!(${findCountingChoice.toString()})(localStorage,${args}))${ask}}catch(e){${ask}}`
  if (/<\/script/i.test(script)) {
    throw new RangeError('@hard-hat/ui: the cookie banner script would close its script element')
  }
  return script
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
