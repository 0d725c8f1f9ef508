declare const __BUILD_TIME__: string

/**
 * When the site was built. Structured data and the offer page's first render use it, so the
 * prerendered HTML and the hydrated page agree; the countdown then follows the visitor's clock.
 */
export const BUILT_AT: Date = new Date(
  typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : Date.now(),
)
