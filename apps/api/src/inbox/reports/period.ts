import { z } from 'zod'
import { londonOffsetMs, ukDayAndWeekStart } from '../uk-time.js'
import type { ReportSpan } from './store.js'

/** Weeks in the reports page's weekly chart (P-reports-weeks-in-uk-time). */
export const REPORT_WEEKS = 12

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Midnight UK time at the start of a calendar date (YYYY-MM-DD); undefined for no such date. */
export function ukMidnightOf(date: string): number | undefined {
  const match = ISO_DATE.exec(date)
  if (!match) return undefined
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  // Rejects 2026-02-30 and the like: the date must read back as written.
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== date) return undefined
  // The UK changes its clocks at 01:00 UTC, never at midnight: the offset at midnight is the day's.
  return utcMidnight - londonOffsetMs(utcMidnight)
}

/** The UK calendar date (YYYY-MM-DD) of an instant. */
export function ukDateOf(atMs: number): string {
  return new Date(atMs + londonOffsetMs(atMs)).toISOString().slice(0, 10)
}

/**
 * The last `count` weeks in UK time, oldest first, each from Monday 00:00 to the next Monday
 * 00:00 (a week holding a clock change is an hour shorter or longer); the last is this week.
 */
export function ukWeekSpans(nowMs: number, count = REPORT_WEEKS): ReportSpan[] {
  const thisWeekStartMs = ukDayAndWeekStart(nowMs).weekStartMs
  const starts = [thisWeekStartMs]
  while (starts.length < count) {
    starts.unshift(ukDayAndWeekStart((starts[0] ?? thisWeekStartMs) - 1).weekStartMs)
  }
  const nextWeekStartMs = ukDayAndWeekStart(thisWeekStartMs + 8 * DAY_MS).weekStartMs
  return starts.map((startMs, index) => ({
    startMs,
    endMs: starts[index + 1] ?? nextWeekStartMs,
  }))
}

/** The period a report covers: whole UK days from `from` to `to`, both included. */
export interface ReportPeriod {
  readonly from: string
  readonly to: string
  readonly span: ReportSpan
}

/** A problem with the period asked for, named by its field (GOV.UK error summary). */
export interface PeriodProblem {
  readonly field: 'from' | 'to'
  readonly message: string
}

const PeriodQuerySchema = z.object({
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
})

/**
 * The period from the reports form's query: by default the weekly chart's twelve weeks up to
 * today. A date that does not exist, or an end before the start, comes back as a problem.
 */
export function toReportPeriod(
  query: unknown,
  nowMs: number,
): { period: ReportPeriod; problems: PeriodProblem[]; input: { from: string; to: string } } {
  const parsed = PeriodQuerySchema.safeParse(query ?? {})
  const raw = parsed.success ? parsed.data : {}
  const defaultFrom = ukDateOf(ukWeekSpans(nowMs)[0]?.startMs ?? nowMs)
  const today = ukDateOf(nowMs)
  const input = { from: raw.from?.trim() || defaultFrom, to: raw.to?.trim() || today }
  const problems: PeriodProblem[] = []
  const fromMs = ukMidnightOf(input.from)
  const toMs = ukMidnightOf(input.to)
  if (fromMs === undefined) {
    problems.push({ field: 'from', message: 'Enter a real start date, like 2026-09-01' })
  }
  if (toMs === undefined) {
    problems.push({ field: 'to', message: 'Enter a real end date, like 2026-11-30' })
  }
  if (fromMs !== undefined && toMs !== undefined && toMs < fromMs) {
    problems.push({
      field: 'to',
      message: 'The end date must be the same as or after the start date',
    })
  }
  if (problems.length > 0) {
    const fallback = { from: defaultFrom, to: today }
    return { period: periodOf(fallback.from, fallback.to), problems, input }
  }
  return { period: periodOf(input.from, input.to), problems, input }
}

/**
 * The same dates as whole UTC days, `from` 00:00 UTC to the day after `to`: the visits report's
 * span, since the site's own counts are kept per UTC day (decision 037). Its leads are counted over
 * this span too, so a rate divides figures of the same hours.
 */
export function utcSpanOf(period: Pick<ReportPeriod, 'from' | 'to'>): ReportSpan {
  const startMs = Date.parse(`${period.from}T00:00:00Z`)
  return { startMs, endMs: Date.parse(`${period.to}T00:00:00Z`) + DAY_MS }
}

function periodOf(from: string, to: string): ReportPeriod {
  const startMs = ukMidnightOf(from) ?? 0
  const lastDayMs = ukMidnightOf(to) ?? startMs
  // The day after `to`, at UK midnight: 23, 24 or 25 hours later.
  const endMs = ukMidnightOf(ukDateOf(lastDayMs + DAY_MS + 3 * 3_600_000)) ?? lastDayMs + DAY_MS
  return { from, to, span: { startMs, endMs } }
}
