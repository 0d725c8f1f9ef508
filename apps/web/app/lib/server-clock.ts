// The server's clock as an offer page knows it (P-offer-ends-for-every-reader).

/**
 * The server's clock, as well as this page can tell, from the moment the server says it sent the
 * page's route data (`servedAt`, milliseconds, written per request) against the moment that
 * response arrived: the document's (its navigation timing) when the data came with the document,
 * whose element carries the same `data-served-at`; otherwise the `.data` a visit from another page
 * fetched (its resource timing, or now when the browser keeps none). The page then ends when the
 * server says, whatever the visitor's clock. Without a moment (an ended page), the browser's own.
 * The clock reads the document when first called: call it in effects only.
 * @example serverClock('1798131540000')() // the server's time now, in ms
 */
export function serverClock(servedAt: string): () => number {
  let offsetMs: number | undefined
  return () => {
    offsetMs ??= offsetFrom(Number(servedAt))
    return Date.now() + offsetMs
  }
}

function offsetFrom(servedAtMs: number): number {
  // NaN (no moment) is not above 0.
  if (!(servedAtMs > 0)) return 0
  const withDocument = document.documentElement.dataset.servedAt === String(servedAtMs)
  const dataPath = `${location.pathname.replace(/\/$/, '')}.data`
  const [arrival] = (
    performance.getEntriesByType(
      withDocument ? 'navigation' : 'resource',
    ) as PerformanceResourceTiming[]
  )
    .filter((entry) => withDocument || new URL(entry.name).pathname === dataPath)
    .reverse()
  const arrivedAtMs = arrival
    ? performance.timeOrigin + arrival.responseStart
    : withDocument
      ? performance.timeOrigin
      : Date.now()
  return servedAtMs - arrivedAtMs
}
