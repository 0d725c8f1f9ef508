import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BANK_HOLIDAY_YEARS,
  ENGLAND_AND_WALES_BANK_HOLIDAYS,
  isWorkingDay,
  replyByMs,
  ukDateOf,
  ukOffsetMs,
  ukTimeToMs,
  workingHoursOf,
} from './working-hours.js'

/** A UK wall-clock time written as the agency reads it, e.g. uk('2026-11-27 17:00'). */
const uk = (text: string) => {
  const [date = '', time = '00:00'] = text.split(' ')
  const [year, month, day] = date.split('-').map(Number)
  const { date: ukDate } = ukDateOf(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 12))
  const [hour, minute] = time.split(':').map(Number)
  return ukTimeToMs(ukDate, (hour ?? 0) * 60 + (minute ?? 0))
}
/** An instant as UK wall-clock text, to compare against. */
const ukText = (atMs: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(atMs))

describe('replyByMs (24 hours = one working day, Monday–Friday 09:00–17:30 UK time)', () => {
  it('gives a lead arriving at 17:00 on a Friday until 17:00 on Monday', () => {
    expect(ukText(replyByMs(uk('2026-11-27 17:00'), 24))).toBe('2026-11-30 17:00')
  })

  it('gives a lead arriving at 09:00 on a Monday until the close of that day (no working time passes before 09:00 Tuesday)', () => {
    expect(ukText(replyByMs(uk('2026-11-23 09:00'), 24))).toBe('2026-11-23 17:30')
  })

  it('gives a lead arriving at 10:00 on a Tuesday until 10:00 on Wednesday', () => {
    expect(ukText(replyByMs(uk('2026-11-24 10:00'), 24))).toBe('2026-11-25 10:00')
  })

  it('gives a lead arriving in the evening until the close of the next working day', () => {
    expect(ukText(replyByMs(uk('2026-11-24 20:15'), 24))).toBe('2026-11-25 17:30')
    expect(ukText(replyByMs(uk('2026-11-25 07:30'), 24))).toBe('2026-11-25 17:30')
  })

  it('counts a lead arriving at the weekend from Monday’s opening', () => {
    expect(ukText(replyByMs(uk('2026-11-28 11:00'), 24))).toBe('2026-11-30 17:30')
  })

  it('skips a bank holiday: a lead at 16:00 on the Thursday before Easter 2026 is due at 16:00 on the Tuesday after', () => {
    // Good Friday 3 April and Easter Monday 6 April 2026 are bank holidays.
    expect(ukText(replyByMs(uk('2026-04-02 16:00'), 24))).toBe('2026-04-07 16:00')
  })

  it('counts a lead arriving on a bank holiday from the next working day’s opening', () => {
    expect(ukText(replyByMs(uk('2026-12-28 10:00'), 24))).toBe('2026-12-29 17:30')
    expect(ukText(replyByMs(uk('2026-12-24 12:00'), 24))).toBe('2026-12-29 12:00')
  })

  it('gives 48 hours two working days and 24-48 hours its far end', () => {
    expect(ukText(replyByMs(uk('2026-11-26 11:00'), 48))).toBe('2026-11-30 11:00')
  })

  it('keeps UK wall-clock hours across the March clock change (GMT Friday, BST Monday)', () => {
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026.
    const friday = uk('2026-03-27 16:00')
    expect(new Date(friday).toISOString()).toBe('2026-03-27T16:00:00.000Z')
    const due = replyByMs(friday, 24)
    expect(ukText(due)).toBe('2026-03-30 16:00')
    expect(new Date(due).toISOString()).toBe('2026-03-30T15:00:00.000Z')
    // 71 hours on the clock, not 72: the weekend lost an hour, the working time did not.
    expect(due - friday).toBe(71 * 3_600_000)
  })

  it('keeps UK wall-clock hours across the October clock change (BST Friday, GMT Monday)', () => {
    // Clocks go back at 01:00 UTC on Sunday 25 October 2026.
    const friday = uk('2026-10-23 16:00')
    expect(new Date(friday).toISOString()).toBe('2026-10-23T15:00:00.000Z')
    const due = replyByMs(friday, 24)
    expect(ukText(due)).toBe('2026-10-26 16:00')
    expect(new Date(due).toISOString()).toBe('2026-10-26T16:00:00.000Z')
    expect(due - friday).toBe(73 * 3_600_000)
  })

  it('gives exactly the promised working time, never more, wherever a lead arrives', () => {
    const hours = workingHoursOf(
      {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
      ENGLAND_AND_WALES_BANK_HOLIDAYS,
    )
    // Minute by minute, reading the UK wall clock from the offset (looked up once an hour: the
    // clocks change on the hour) rather than formatting each minute.
    const offsets = new Map<number, number>()
    const workingMsBetween = (fromMs: number, toMs: number) => {
      let total = 0
      for (let at = fromMs; at < toMs; at += 60_000) {
        const hour = Math.floor(at / 3_600_000)
        const offset = offsets.get(hour) ?? ukOffsetMs(at)
        offsets.set(hour, offset)
        const wall = new Date(at + offset)
        const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes()
        if (minutes < 540 || minutes >= 1050) continue
        const date = {
          year: wall.getUTCFullYear(),
          month: wall.getUTCMonth() + 1,
          day: wall.getUTCDate(),
          weekday: wall.getUTCDay() === 0 ? 7 : wall.getUTCDay(),
        }
        if (isWorkingDay(date, hours)) total += 60_000
      }
      return total
    }
    // Every 7 hours 13 minutes across the fortnights holding each change (and Easter 2026): every
    // offset of the day comes round.
    for (const [from, to] of [
      ['2026-03-23 00:00', '2026-04-08 00:00'],
      ['2026-10-19 00:00', '2026-11-02 00:00'],
    ] as const) {
      for (let at = uk(from); at < uk(to); at += 433 * 60_000) {
        const due = replyByMs(at, 24, hours)
        expect(workingMsBetween(at, due)).toBe(8.5 * 3_600_000)
        expect(workingMsBetween(at, replyByMs(at, 48, hours))).toBe(17 * 3_600_000)
      }
    }
  })
})

describe('UK time', () => {
  it('reads the offset from the zone data: GMT in winter, BST in summer', () => {
    expect(ukOffsetMs(Date.parse('2026-01-15T12:00:00Z'))).toBe(0)
    expect(ukOffsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(3_600_000)
    expect(ukOffsetMs(Date.parse('2026-03-29T00:59:59Z'))).toBe(0)
    expect(ukOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(3_600_000)
  })

  it('reads the wall clock the zone data gives at any instant, though it looks the zone up once an hour', () => {
    const wallClock = (atMs: number) => {
      const { date, minutes } = ukDateOf(atMs)
      const month = String(date.month).padStart(2, '0')
      const day = String(date.day).padStart(2, '0')
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      return `${date.year}-${month}-${day} ${time}`
    }
    // Around each change of 2026, and the hour London's clocks left local mean time (1847, off the
    // hour: looked up instant by instant), then anywhere from 1900 to 2100.
    const edges = [
      Date.parse('2026-03-29T01:00:00Z'),
      Date.parse('2026-10-25T01:00:00Z'),
      Date.parse('1847-12-01T00:01:15Z'),
    ]
    for (const edge of edges) {
      for (let at = edge - 3_600_000; at <= edge + 3_600_000; at += 37_000) {
        expect(wallClock(at), new Date(at).toISOString()).toBe(ukText(at))
      }
    }
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (at) => {
        expect(wallClock(at)).toBe(ukText(at))
      }),
      { numRuns: 2000 },
    )
  })

  it('does not work on weekends or bank holidays', () => {
    expect(isWorkingDay(ukDateOf(uk('2026-11-28 12:00')).date)).toBe(false)
    expect(isWorkingDay(ukDateOf(uk('2026-08-31 12:00')).date)).toBe(false)
    expect(isWorkingDay(ukDateOf(uk('2026-09-01 12:00')).date)).toBe(true)
  })
})

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

const iso = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000)
const mondayOnOrAfter = (date: Date) => addDays(date, (8 - date.getUTCDay()) % 7)
const lastMondayOf = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0))
  return addDays(last, -((last.getUTCDay() + 6) % 7))
}
/** A fixed date, moved to the next weekday not already taken when it falls at the weekend. */
const substituted = (dates: Date[]) => {
  const taken = new Set<string>()
  return dates.map((date) => {
    let day = date
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || taken.has(iso(day))) {
      day = addDays(day, 1)
    }
    taken.add(iso(day))
    return iso(day)
  })
}

describe('England and Wales bank holidays', () => {
  it('lists, for every year it covers, the eight days the usual rules give', () => {
    for (let year = BANK_HOLIDAY_YEARS.from; year <= BANK_HOLIDAY_YEARS.to; year += 1) {
      const easter = easterSunday(year)
      const expected = [
        ...substituted([new Date(Date.UTC(year, 0, 1))]),
        iso(addDays(easter, -2)),
        iso(addDays(easter, 1)),
        iso(mondayOnOrAfter(new Date(Date.UTC(year, 4, 1)))),
        iso(lastMondayOf(year, 5)),
        iso(lastMondayOf(year, 8)),
        ...substituted([new Date(Date.UTC(year, 11, 25)), new Date(Date.UTC(year, 11, 26))]),
      ]
      expect(
        ENGLAND_AND_WALES_BANK_HOLIDAYS.filter((date) => date.startsWith(`${year}-`)),
        String(year),
      ).toEqual(expected)
    }
  })
})
