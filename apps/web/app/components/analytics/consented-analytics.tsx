import { COOKIE_POLICY_VERSION } from '@hard-hat/content'
import { CookieBanner, readCookieConsent } from '@hard-hat/ui'
import { useEffect, useLayoutEffect } from 'react'
import { loadAnalytics, stopAnalytics } from '../../lib/analytics'
import { CountingObjection } from '../measurement/counting-objection'

/**
 * The cookie banner wired to analytics (P-consent-before-tracking, P-consent-withdrawable):
 * gtag.js loads only after Accept All, or on a later visit while that choice still counts; Decline,
 * even long after accepting, stops it at once and deletes the analytics cookies. A visit with no
 * choice that counts (expired, or made under an older policy) clears any left behind.
 */
export function ConsentedAnalytics({
  settingsRequest,
  onLoad,
}: {
  settingsRequest: number
  /** Called once mounted: the banner now stands where the prerendered one stood. */
  onLoad?: () => void
}) {
  // Before the next paint, so the prerendered banner and this one are never both on screen.
  useLayoutEffect(() => onLoad?.(), [onLoad])
  useEffect(() => {
    if (readCookieConsent(COOKIE_POLICY_VERSION) === true) loadAnalytics()
    else stopAnalytics()
  }, [])
  return (
    <CookieBanner
      policyVersion={COOKIE_POLICY_VERSION}
      settingsRequest={settingsRequest}
      moreChoices={<CountingObjection isInverse />}
      onConsentChange={(accepted) => {
        if (accepted) loadAnalytics()
        else stopAnalytics()
      }}
    />
  )
}
