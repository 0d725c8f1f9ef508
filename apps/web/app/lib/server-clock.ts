// The server's clock as an offer page knows it (P-offer-ends-for-every-reader). Small, and loaded
// with every page's state (vite.config.ts), so both offer pages share it without a file of its own.

let offsetMs: number | undefined

/**
 * The time on the server's clock, as well as this page can tell: the browser's, moved by how far
 * the server was ahead when it sent this document (its `data-served-at`, against the moment the
 * response arrived). The page then ends when the server says, whatever the visitor's clock; on a
 * document without it (no offer page), the browser's own. Effects only: it reads the document.
 */
export function serverNow(): number {
  if (offsetMs === undefined) {
    const servedAtMs = Number(document.documentElement.dataset.servedAt)
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    // NaN (no attribute) is not above 0.
    offsetMs =
      servedAtMs > 0 ? servedAtMs - performance.timeOrigin - (navigation?.responseStart ?? 0) : 0
  }
  return Date.now() + offsetMs
}
