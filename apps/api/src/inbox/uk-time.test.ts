import { describe, expect, it } from 'vitest'
import { ukWallClockOf, ukWallClockToMs } from './uk-time.js'

describe('UK wall-clock time, as the editor’s date and time inputs read it', () => {
  it('reads a summer time as BST and a winter time as GMT, and back', () => {
    expect(new Date(ukWallClockToMs('2026-07-01', '09:30')).toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    )
    expect(new Date(ukWallClockToMs('2026-12-01', '09:30')).toISOString()).toBe(
      '2026-12-01T09:30:00.000Z',
    )
    expect(ukWallClockOf(Date.parse('2026-07-01T08:30:00Z'))).toEqual({
      date: '2026-07-01',
      time: '09:30',
    })
    expect(ukWallClockOf(Date.parse('2026-12-31T23:30:00Z'))).toEqual({
      date: '2026-12-31',
      time: '23:30',
    })
  })

  it('reads a time the clocks skip an hour later, and one they repeat as GMT', () => {
    // 01:30 on 29 March 2026 does not exist in the UK: it is read as 02:30 BST.
    expect(new Date(ukWallClockToMs('2026-03-29', '01:30')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    )
    expect(new Date(ukWallClockToMs('2026-10-25', '01:30')).toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    )
  })
})
