/** The Google Analytics measurement id of this build; analytics stays off without one. */
export const GA_MEASUREMENT_ID: string = import.meta.env.VITE_GA_MEASUREMENT_ID ?? ''

/** Where gtag.js comes from; nothing is requested from it before consent (decision 9). */
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

const SCRIPT_ID = 'hard-hat-gtag'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Loads Google Analytics (gtag.js) once. Call it only after the visitor accepted analytics
 * cookies; it does nothing without a measurement id or outside the browser.
 * @returns whether analytics is (now) loading.
 */
export function loadAnalytics(measurementId: string = GA_MEASUREMENT_ID): boolean {
  if (measurementId === '' || typeof document === 'undefined') return false
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
