import { type OpeningHours, SITE } from '@hard-hat/content'

/** The zone the agency works in and the inbox shows times in. */
export const UK_TIME_ZONE = 'Europe/London'

/**
 * England and Wales bank holidays, as UK dates (the gov.uk list, substitute days included), for
 * the years in BANK_HOLIDAY_YEARS. A year past them has only its weekends off until its dates are
 * added here (decision 019); a test checks each listed year against the rules that make them.
 */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly string[] = [
  '2024-01-01',
  '2024-03-29',
  '2024-04-01',
  '2024-05-06',
  '2024-05-27',
  '2024-08-26',
  '2024-12-25',
  '2024-12-26',
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
]

/** The years ENGLAND_AND_WALES_BANK_HOLIDAYS covers. */
export const BANK_HOLIDAY_YEARS = { from: 2024, to: 2027 } as const

/** When the office works: ISO weekdays (1 Monday … 7 Sunday), UK opening and closing minutes, days off. */
export interface WorkingHours {
  readonly weekdays: ReadonlySet<number>
  readonly opensMinutes: number
  readonly closesMinutes: number
  /** UK dates (YYYY-MM-DD) the office is closed on a working weekday. */
  readonly holidays: ReadonlySet<string>
}

const ISO_WEEKDAYS: Record<string, number> = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 7,
}

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`@hard-hat/api: "${time}" is not a 24-hour HH:MM time`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** Working hours from the opening hours the site states, with the bank holidays as days off. */
export function workingHoursOf(
  opening: Pick<OpeningHours, 'dayOfWeek' | 'opens' | 'closes'>,
  holidays: readonly string[],
): WorkingHours {
  return {
    weekdays: new Set(opening.dayOfWeek.map((day) => ISO_WEEKDAYS[day] ?? 0)),
    opensMinutes: minutesOf(opening.opens),
    closesMinutes: minutesOf(opening.closes),
    holidays: new Set(holidays),
  }
}

/** The office's hours as the site states them (Monday–Friday 09:00–17:30), less bank holidays. */
export const OFFICE_HOURS: WorkingHours = workingHoursOf(
  SITE.openingHours,
  ENGLAND_AND_WALES_BANK_HOLIDAYS,
)

/** A calendar date in the UK, with its ISO weekday. */
export interface UkDate {
  readonly year: number
  readonly month: number
  readonly day: number
  /** 1 Monday … 7 Sunday. */
  readonly weekday: number
}

const UK_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** How far UK time is ahead of UTC at an instant, read from the zone data (Intl, slow). */
function zoneOffsetMs(atMs: number): number {
  const parts = Object.fromEntries(
    UK_PARTS.formatToParts(new Date(atMs)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  )
  return asUtc - (atMs - (((atMs % 1000) + 1000) % 1000))
}

const HOUR_MS = 3_600_000
// The UK changes its clocks at 01:00 UTC, on the hour: one zone lookup an hour serves every lead in
// it (Intl's formatToParts was 6% of a lead's CPU time). An hour whose two ends disagree (a change
// off the hour, in the zone's distant past) is looked up instant by instant.
const offsetByUtcHour = new Map<number, number | 'changes'>()
const MAX_HOURS_KEPT = 1000

/** How far UK time is ahead of UTC at an instant: 0 in winter (GMT), one hour in summer (BST). */
export function ukOffsetMs(atMs: number): number {
  const hour = Math.floor(atMs / HOUR_MS)
  let offset = offsetByUtcHour.get(hour)
  if (offset === undefined) {
    const atStart = zoneOffsetMs(hour * HOUR_MS)
    offset = atStart === zoneOffsetMs((hour + 1) * HOUR_MS - 1) ? atStart : 'changes'
    if (offsetByUtcHour.size >= MAX_HOURS_KEPT) offsetByUtcHour.clear()
    offsetByUtcHour.set(hour, offset)
  }
  return offset === 'changes' ? zoneOffsetMs(atMs) : offset
}

/** The UK's wall-clock reading of an instant. */
function ukPartsOf(atMs: number) {
  const wall = new Date(atMs + ukOffsetMs(atMs))
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  }
}

function dateFromUtcFields(year: number, month: number, day: number): UkDate {
  const noon = new Date(Date.UTC(year, month - 1, day, 12))
  return {
    year: noon.getUTCFullYear(),
    month: noon.getUTCMonth() + 1,
    day: noon.getUTCDate(),
    weekday: noon.getUTCDay() === 0 ? 7 : noon.getUTCDay(),
  }
}

/** The UK date of an instant, and the minutes past UK midnight. */
export function ukDateOf(atMs: number): { date: UkDate; minutes: number } {
  const parts = ukPartsOf(atMs)
  return {
    date: dateFromUtcFields(parts.year, parts.month, parts.day),
    minutes: parts.hour * 60 + parts.minute,
  }
}

/** The day after a UK date. */
export function nextUkDate(date: UkDate): UkDate {
  return dateFromUtcFields(date.year, date.month, date.day + 1)
}

/** A UK date as YYYY-MM-DD. */
export function isoDateOf(date: UkDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}

/** The instant a UK wall-clock time happens on a UK date (summer or winter time as in force then). */
export function ukTimeToMs(date: UkDate, minutes: number): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes)
  // The offset at the guess is right except within the hour of a change; the second look fixes that.
  const guess = wall - ukOffsetMs(wall)
  return wall - ukOffsetMs(guess)
}

/** True on a working weekday that is not a bank holiday. */
export function isWorkingDay(date: UkDate, hours: WorkingHours = OFFICE_HOURS): boolean {
  return hours.weekdays.has(date.weekday) && !hours.holidays.has(isoDateOf(date))
}

/** Working time in one working day, in milliseconds (8.5 hours for 09:00–17:30). */
export function workingDayMs(hours: WorkingHours = OFFICE_HOURS): number {
  return (hours.closesMinutes - hours.opensMinutes) * 60_000
}

// A promise longer than any form makes still ends: a year of days is searched at most.
const MAX_DAYS_SEARCHED = 400

/**
 * When a reply promised "within N hours" is due (P-reply-by-working-hours): every 24 hours promised
 * is one working day (09:00–17:30, 8.5 hours of working time), counted from when the lead arrived,
 * or from the next opening when it arrived outside working hours, skipping evenings, weekends and
 * bank holidays. So 24 hours from 10:00 on a Monday is 10:00 on Tuesday, from 17:00 on a Friday is
 * 17:00 on Monday, and from an evening is 17:30 on the next working day. UK time, across the
 * clock changes.
 * @example replyByMs(Date.parse('2026-11-27T17:00:00Z'), 24) // Monday 30 November, 17:00 UK
 */
export function replyByMs(
  receivedAtMs: number,
  promisedHours: number,
  hours: WorkingHours = OFFICE_HOURS,
): number {
  let remainingMs = Math.round((promisedHours / 24) * workingDayMs(hours))
  let date = ukDateOf(receivedAtMs).date
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched += 1) {
    if (isWorkingDay(date, hours)) {
      const opensMs = ukTimeToMs(date, hours.opensMinutes)
      const closesMs = ukTimeToMs(date, hours.closesMinutes)
      const startMs = Math.max(opensMs, receivedAtMs)
      if (startMs < closesMs) {
        if (remainingMs <= closesMs - startMs) return startMs + remainingMs
        remainingMs -= closesMs - startMs
      }
    }
    date = nextUkDate(date)
  }
  throw new Error('@hard-hat/api: no working day found within a year: check the working hours')
}
