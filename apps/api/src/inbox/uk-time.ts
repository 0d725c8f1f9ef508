// The agency works in UK time: every time the inbox shows or counts from is London's.

const LONDON = 'Europe/London'
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A time as the agency reads it: UK time, whatever the server's zone. */
export function ukTime(iso: string): string {
  return UK_TIME.format(new Date(iso))
}

/** How far UK time is ahead of UTC at an instant (0 in winter, one hour in summer). */
export function londonOffsetMs(atMs: number): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, timeZoneName: 'longOffset' })
    .formatToParts(new Date(atMs))
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000
}

/** Midnight UK time at the start of today and of this week (Monday), as epoch milliseconds. */
export function ukDayAndWeekStart(nowMs: number): { todayStartMs: number; weekStartMs: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    })
      .formatToParts(new Date(nowMs))
      .map((part) => [part.type, part.value]),
  )
  const midnight = (dayOffset: number) => {
    const utcMidnight = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day) - dayOffset,
    )
    return utcMidnight - londonOffsetMs(utcMidnight)
  }
  const daysSinceMonday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    String(parts.weekday),
  )
  return { todayStartMs: midnight(0), weekStartMs: midnight(Math.max(daysSinceMonday, 0)) }
}

/**
 * The instant a UK wall-clock date and time (`2026-03-29`, `09:30`) names, as epoch milliseconds:
 * the offset is London's at that instant, so a time in summer is read as BST. A time the clocks
 * skip (01:30 on the last Sunday of March) is read an hour later; one they repeat, as the second (GMT).
 */
export function ukWallClockToMs(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute))
  const firstGuess = asUtc - londonOffsetMs(asUtc)
  return asUtc - londonOffsetMs(firstGuess)
}

/** An instant as the UK date and time a form's date and time inputs show (`2026-03-29`, `09:30`). */
export function ukWallClockOf(atMs: number): { date: string; time: string } {
  const local = new Date(atMs + londonOffsetMs(atMs)).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}
