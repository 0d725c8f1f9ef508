export { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_KEY, readCookieConsent } from './consent'
export type { CookieBannerProps } from './cookie-banner'
export { CookieBanner } from './cookie-banner'
