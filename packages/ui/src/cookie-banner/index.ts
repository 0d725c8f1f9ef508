export type { CookieConsentRecord } from './consent'
export {
  COOKIE_BANNER_DELAY_MS,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_MAX_AGE_MONTHS,
  COOKIE_CONSENT_RECORD_KEY,
  cookieConsentExpiresAt,
  readCookieConsent,
  readCookieConsentRecord,
} from './consent'
export type { CookieBannerProps } from './cookie-banner'
export { CookieBanner } from './cookie-banner'
