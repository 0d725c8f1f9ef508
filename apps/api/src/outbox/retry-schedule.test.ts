import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RETRY_SCHEDULE,
  decideRetry,
  isTransientStatus,
  parseRetryAfter,
  retryDelayMs,
  shortestRetrySpanMs,
} from './retry-schedule.js'

const HOUR_MS = 3_600_000
const transient = { reason: 'HTTP 503', isPermanent: false }

describe('retryDelayMs', () => {
  it('doubles from the base delay up to the ceiling, with up to half of it random', () => {
    const options = { baseDelayMs: 1000, maxDelayMs: 5000 }
    expect(retryDelayMs(1, options, () => 0)).toBe(500)
    expect(retryDelayMs(1, options, () => 1)).toBe(1000)
    expect(retryDelayMs(3, options, () => 1)).toBe(4000)
    expect(retryDelayMs(10, options, () => 1)).toBe(5000)
    expect(retryDelayMs(10, options, () => 0)).toBe(2500)
  })

  it('never waits more than an hour on the default schedule', () => {
    for (let attempt = 1; attempt < 200; attempt += 1) {
      expect(retryDelayMs(attempt, DEFAULT_RETRY_SCHEDULE, () => 1)).toBeLessThanOrEqual(HOUR_MS)
    }
  })
})

describe('the default schedule', () => {
  it('keeps retrying for at least 72 hours however the jitter falls', () => {
    expect(shortestRetrySpanMs(DEFAULT_RETRY_SCHEDULE)).toBeGreaterThanOrEqual(72 * HOUR_MS)
  })

  it('spanned 254 s at most with the old eight attempts from 2 s', () => {
    const old = { baseDelayMs: 2000, maxDelayMs: 15 * 60_000, windowMs: Infinity, maxAttempts: 8 }
    // The longest the old schedule could wait: every jitter at its top, 2+4+…+128 s.
    let longestMs = 0
    for (let attempt = 1; attempt < 8; attempt += 1)
      longestMs += retryDelayMs(attempt, old, () => 1)
    expect(longestMs).toBe(254_000)
  })
})

describe('decideRetry', () => {
  const attempt = { number: 3, nowMs: 10 * HOUR_MS, windowStartMs: 0 }

  it('fails at once on a permanent refusal', () => {
    expect(
      decideRetry({ reason: 'HTTP 422', isPermanent: true }, attempt, DEFAULT_RETRY_SCHEDULE),
    ).toEqual({ kind: 'fail', why: 'permanent' })
  })

  it('retries a transient failure inside the window and fails the first one after it', () => {
    expect(decideRetry(transient, attempt, DEFAULT_RETRY_SCHEDULE, () => 1)).toEqual({
      kind: 'retry',
      delayMs: 8000,
    })
    const late = { ...attempt, nowMs: 72 * HOUR_MS }
    expect(decideRetry(transient, late, DEFAULT_RETRY_SCHEDULE)).toEqual({
      kind: 'fail',
      why: 'window_ended',
    })
  })

  it('waits at least as long as Retry-After asks, but never past the window', () => {
    const asked = { ...transient, retryAfterMs: 30 * 60_000 }
    expect(decideRetry(asked, attempt, DEFAULT_RETRY_SCHEDULE, () => 1)).toEqual({
      kind: 'retry',
      delayMs: 30 * 60_000,
    })
    const silly = { ...transient, retryAfterMs: 365 * 24 * HOUR_MS }
    expect(decideRetry(silly, attempt, DEFAULT_RETRY_SCHEDULE, () => 1)).toEqual({
      kind: 'retry',
      delayMs: 72 * HOUR_MS,
    })
  })

  it('honours a hard cap on attempts when one is set', () => {
    const capped = { ...DEFAULT_RETRY_SCHEDULE, maxAttempts: 3 }
    expect(decideRetry(transient, attempt, capped)).toEqual({
      kind: 'fail',
      why: 'attempts_exhausted',
    })
  })
})

describe('isTransientStatus', () => {
  it('retries 408, 425, 429 and every 5xx, and no other 4xx', () => {
    expect([408, 425, 429, 500, 502, 503, 504].every(isTransientStatus)).toBe(true)
    expect([400, 401, 403, 404, 409, 410, 413, 422].some(isTransientStatus)).toBe(false)
  })
})

describe('parseRetryAfter', () => {
  const nowMs = Date.parse('2026-01-05T10:00:00Z')

  it('reads delay-seconds and HTTP dates, and ignores anything else', () => {
    expect(parseRetryAfter('120', nowMs)).toBe(120_000)
    expect(parseRetryAfter('Mon, 05 Jan 2026 10:05:00 GMT', nowMs)).toBe(300_000)
    expect(parseRetryAfter('Mon, 05 Jan 2026 09:00:00 GMT', nowMs)).toBe(0)
    expect(parseRetryAfter('soon', nowMs)).toBeUndefined()
    expect(parseRetryAfter('-5', nowMs)).toBeUndefined()
    expect(parseRetryAfter(null, nowMs)).toBeUndefined()
  })
})
