/** The Google Analytics measurement id of this build; analytics stays off without one. */
export const GA_MEASUREMENT_ID: string = import.meta.env.VITE_GA_MEASUREMENT_ID ?? ''

/** Where gtag.js comes from; nothing is requested from it before consent (P-consent-before-tracking). */
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

const SCRIPT_ID = 'hard-hat-gtag'

declare global {
  interface Window {
    dataLayer?: unknown[]
    /** gtag.js sends nothing and sets no cookie for a measurement id whose flag is true. */
    [disableFlag: `ga-disable-${string}`]: boolean | undefined
  }
}

/**
 * Loads Google Analytics (gtag.js) once. Call it only after the visitor accepted analytics
 * cookies; it does nothing without a measurement id or outside the browser.
 * @returns whether analytics is (now) loading.
 */
export function loadAnalytics(measurementId: string = GA_MEASUREMENT_ID): boolean {
  if (measurementId === '' || typeof document === 'undefined') return false
  window[`ga-disable-${measurementId}`] = false
  if (document.getElementById(SCRIPT_ID)) return true
  window.dataLayer ??= []
  const dataLayer = window.dataLayer
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself.
    dataLayer.push(arguments)
  }
  gtag('js', new Date())
  gtag('config', measurementId, { anonymize_ip: true })
  const script = document.createElement('script')
  script.id = SCRIPT_ID
  script.async = true
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.append(script)
  return true
}

/** The analytics cookies Google Analytics may set: `_ga`, `_ga_<ID>`, `_gid`, `_gat`, `_gat_<ID>`. */
export function isAnalyticsCookie(name: string): boolean {
  return /^(_ga(_.+)?|_gid|_gat(_.+)?)$/.test(name)
}

/**
 * Deletes every analytics cookie this page can see. Google sets them on the widest domain it can
 * (`.example.com` for `www.example.com`), so each is expired on the host and on every parent domain.
 */
export function deleteAnalyticsCookies(): void {
  if (typeof document === 'undefined') return
  const labels = window.location.hostname.split('.')
  const domains = labels.map((_, index) => labels.slice(index).join('.'))
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? ''
    if (!isAnalyticsCookie(name)) continue
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    // The Cookie Store API is not in every browser the site supports; expiring by hand is.
    for (const domain of ['', ...domains.map((host) => `; domain=${host}`)]) {
      // biome-ignore lint/suspicious/noDocumentCookie: see above; the value is fixed, nothing to escape.
      document.cookie = `${expired}${domain}`
    }
  }
}

/**
 * Withdraws analytics at once, as after Decline: tells gtag.js to send nothing more and set no
 * cookie, then deletes the analytics cookies it already set.
 */
export function stopAnalytics(measurementId: string = GA_MEASUREMENT_ID): void {
  if (typeof window === 'undefined') return
  if (measurementId !== '') window[`ga-disable-${measurementId}`] = true
  deleteAnalyticsCookies()
}
