import { CookieBanner, readCookieConsent } from '@hard-hat/ui'
import { useEffect } from 'react'
import { loadAnalytics } from '../../lib/analytics'

/**
 * The cookie banner wired to analytics: gtag.js loads only after Accept All, or on a later visit
 * when the stored choice is 'true'; never after Decline or Close (decision 9, UK PECR).
 */
export function ConsentedAnalytics() {
  useEffect(() => {
    if (readCookieConsent() === true) loadAnalytics()
  }, [])
  return (
    <CookieBanner
      onConsentChange={(accepted) => {
        if (accepted) loadAnalytics()
      }}
    />
  )
}
