import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverClock } from './server-clock'

const ORIGIN = 'http://127.0.0.1:3000'

beforeEach(() => {
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${ORIGIN}/special-offer`,
  )
})

/** The browser's timing entries, as a page that arrived `responseStart` ms after its origin. */
function timings(entries: { type: string; name: string; responseStart: number }[]) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    (type) => entries.filter((entry) => entry.type === type) as never,
  )
}

afterEach(() => {
  delete document.documentElement.dataset.servedAt
})

// The visitor's clock is an hour ahead of the server's in every case.
const HOUR = 3_600_000

describe('serverClock (P-offer-ends-for-every-reader)', () => {
  it("counts from the document's moment when the route data came with the document", () => {
    const arrivedAtMs = performance.timeOrigin + 200
    const servedAt = String(arrivedAtMs - HOUR)
    document.documentElement.dataset.servedAt = servedAt
    timings([{ type: 'navigation', name: location.href, responseStart: 200 }])
    const now = serverClock(servedAt)
    expect(Math.abs(now() - (Date.now() - HOUR))).toBeLessThan(50)
  })

  it("counts from the route data's arrival after a visit from another page", () => {
    document.documentElement.dataset.servedAt = String(performance.timeOrigin - 5 * HOUR)
    const responseStart = performance.now() - 1000
    const servedAt = String(performance.timeOrigin + responseStart - HOUR)
    timings([
      { type: 'resource', name: `${ORIGIN}/special-offer.data`, responseStart },
      // Another page's data, fetched since: not this page's arrival.
      { type: 'resource', name: `${ORIGIN}/other.data`, responseStart: 1 },
    ])
    const now = serverClock(servedAt)
    expect(Math.abs(now() - (Date.now() - HOUR))).toBeLessThan(50)
  })

  it('counts from now when the browser keeps no timing of the route data', () => {
    timings([])
    const now = serverClock(String(Date.now() - HOUR))
    expect(Math.abs(now() - (Date.now() - HOUR))).toBeLessThan(50)
  })

  it("is the browser's own clock for data without a moment (an ended page)", () => {
    const now = serverClock('')
    expect(Math.abs(now() - Date.now())).toBeLessThan(50)
  })
})
