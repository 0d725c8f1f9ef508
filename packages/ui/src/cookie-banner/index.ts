export type { CookieConsentRecord } from './consent'
export {
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_MAX_AGE_MONTHS,
  COOKIE_CONSENT_RECORD_KEY,
  cookieBannerScript,
  cookieConsentExpiresAt,
  readCookieConsent,
  readCookieConsentRecord,
} from './consent'
export type { CookieBannerProps } from './cookie-banner'
export { CookieBanner } from './cookie-banner'
export type { CookieBannerViewProps } from './cookie-banner-view'
export { CookieBannerView } from './cookie-banner-view'
