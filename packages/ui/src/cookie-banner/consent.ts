/** The localStorage key holding 'true' (accepted) or 'false' (declined). */
export const COOKIE_CONSENT_KEY = 'cookieConsent'

/** The banner appears this long after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1500

/**
 * The visitor's stored choice: true (accepted), false (declined) or null (not chosen, or no
 * storage, as on the server). Load analytics only when this is true.
 * @example
 * if (readCookieConsent() === true) loadAnalytics()
 */
export function readCookieConsent(): boolean | null {
  try {
    if (typeof window === 'undefined') return null
    const stored = window.localStorage.getItem(COOKIE_CONSENT_KEY)
    return stored === 'true' ? true : stored === 'false' ? false : null
  } catch {
    return null
  }
}

export function storeCookieConsent(accepted: boolean): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, String(accepted))
  } catch {
    // Storage can be blocked (private mode); the choice still applies to this page view.
  }
}
