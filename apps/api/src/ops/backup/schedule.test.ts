import { describe, expect, it } from 'vitest'
import { decideBackup, MAX_SCHEDULE_WAIT_MS } from './schedule.js'

const HOUR_MS = 3_600_000
const NOW_MS = Date.UTC(2026, 10, 24, 12)
const options = { nowMs: NOW_MS, intervalMs: 24 * HOUR_MS }

describe('the backup schedule', () => {
  it('takes the first backup at once, claiming the slot only if nobody has', () => {
    expect(decideBackup(undefined, options)).toEqual({
      kind: 'take',
      claim: String(NOW_MS),
      expected: null,
    })
  })

  it('waits for the interval after the last claim, looking again at least every 15 minutes', () => {
    expect(decideBackup(String(NOW_MS - 23.9 * HOUR_MS), options)).toEqual({
      kind: 'wait',
      delayMs: 0.1 * HOUR_MS,
    })
    expect(decideBackup(String(NOW_MS - HOUR_MS), options)).toEqual({
      kind: 'wait',
      delayMs: MAX_SCHEDULE_WAIT_MS,
    })
  })

  it('takes a backup once the interval has passed, replacing exactly the claim it read', () => {
    const last = String(NOW_MS - 24 * HOUR_MS)
    expect(decideBackup(last, options)).toEqual({
      kind: 'take',
      claim: String(NOW_MS),
      expected: last,
    })
  })

  it('takes over a claim in the future (a clock that was ahead) or one that does not parse', () => {
    expect(decideBackup(String(NOW_MS + HOUR_MS), options).kind).toBe('take')
    expect(decideBackup('soon', options).kind).toBe('take')
  })
})
