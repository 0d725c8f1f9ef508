// The visits report's figures (decision 037): page views, entries, referring sites, campaigns,
// conversion rates, the calculator funnel and real visitors' speed, added up from the measurement
// wing's day counts and the period's leads. Pure: the route reads the stores and passes the rows.
import { CALCULATOR_STEPS, type CalculatorStep, type VitalName } from '@hard-hat/forms'
import {
  type Device,
  type EntryLead,
  p75Of,
  type StepCount,
  type ViewCount,
  type VitalCount,
} from '../../measurement/index.js'
import { type ConversionLeads, type LabelCount, UNKNOWN_PAGE } from './store.js'

/** The "good" p75 of each vital shown (web.dev's thresholds): ms for LCP and INP, CLS unitless. */
export const GOOD_P75: Readonly<Record<Exclude<VitalName, 'TTFB'>, number>> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
}
/** The vitals the speed report shows, in its order. */
export const SPEED_VITALS = ['LCP', 'INP', 'CLS'] as const

/** The label of an entry with no referring site: typed, bookmarked, or a referrer not sent. */
export const NO_REFERRER = '(none: typed, bookmarked or not sent)'

/** One week of page views, Monday to Sunday by the counts' UTC days. */
export interface VisitWeek {
  /** Its Monday, YYYY-MM-DD. */
  readonly weekStart: string
  readonly views: number
  readonly entries: number
}

/** One line of a rate table: what was counted over what it is divided by. */
export interface Rate {
  readonly label: string
  readonly leads: number
  /** The divisor: views or entries, as the table says. */
  readonly base: number
  /** leads / base; undefined when the base is 0. */
  readonly rate: number | undefined
}

/** One page and device class's p75 of one vital, with what most often set it. */
export interface SpeedLine {
  readonly page: string
  readonly device: Device
  readonly metric: (typeof SPEED_VITALS)[number]
  readonly p75: number
  readonly samples: number
  readonly isGood: boolean
  /** The element or interaction named by the most samples; '' when none was named. */
  readonly topTarget: string
}

/** Everything the visits report shows for one period. */
export interface VisitsReport {
  readonly views: number
  readonly entries: number
  readonly weeks: readonly VisitWeek[]
  readonly pages: readonly (LabelCount & { entries: number })[]
  readonly entryPages: readonly LabelCount[]
  readonly referrers: readonly LabelCount[]
  readonly campaigns: readonly LabelCount[]
  readonly conversion: {
    readonly byPage: readonly Rate[]
    readonly byEntryPage: readonly Rate[]
    readonly byCampaign: readonly Rate[]
  }
  readonly funnel: readonly { step: CalculatorStep; reached: number }[]
  readonly speed: readonly SpeedLine[]
}

const DAY_MS = 86_400_000

/** The Monday (YYYY-MM-DD) of a UTC day's week. */
export function mondayOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`)
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7
  return new Date(ms - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** Adds `count` to a label's total. */
function add(totals: Map<string, number>, label: string, count: number) {
  totals.set(label, (totals.get(label) ?? 0) + count)
}

/** Most first, then by label: the order of every table. */
function ranked(totals: ReadonlyMap<string, number>): LabelCount[] {
  return [...totals]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

/** Each label of the bases, with its leads over it; most visited first. */
function ratesOf(bases: readonly LabelCount[], leads: readonly LabelCount[]): Rate[] {
  const leadsOf = new Map(leads.map((row) => [row.label, row.count]))
  return bases.map(({ label, count }) => {
    const won = leadsOf.get(label) ?? 0
    return { label, leads: won, base: count, rate: count === 0 ? undefined : won / count }
  })
}

function weeksOf(from: string, to: string, views: readonly ViewCount[]): VisitWeek[] {
  const weeks = new Map<string, { views: number; entries: number }>()
  for (let ms = Date.parse(`${mondayOf(from)}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ) {
    weeks.set(new Date(ms).toISOString().slice(0, 10), { views: 0, entries: 0 })
    ms += 7 * DAY_MS
  }
  for (const row of views) {
    const week = weeks.get(mondayOf(row.day))
    if (!week) continue
    week.views += row.views
    if (row.isEntry) week.entries += row.views
  }
  return [...weeks].map(([weekStart, figures]) => ({ weekStart, ...figures }))
}

function speedOf(vitals: readonly VitalCount[]): SpeedLine[] {
  const groups = new Map<
    string,
    { line: Pick<SpeedLine, 'page' | 'device' | 'metric'>; buckets: Map<number, number> }
  >()
  const targets = new Map<string, Map<string, number>>()
  for (const row of vitals) {
    if (row.metric === 'TTFB') continue
    const key = JSON.stringify([row.page, row.device, row.metric])
    const group = groups.get(key) ?? {
      line: { page: row.page, device: row.device, metric: row.metric },
      buckets: new Map<number, number>(),
    }
    group.buckets.set(row.bucket, (group.buckets.get(row.bucket) ?? 0) + row.samples)
    groups.set(key, group)
    if (row.target !== '') {
      const byTarget = targets.get(key) ?? new Map<string, number>()
      add(byTarget, row.target, row.samples)
      targets.set(key, byTarget)
    }
  }
  const order = (metric: string) => SPEED_VITALS.indexOf(metric as (typeof SPEED_VITALS)[number])
  return [...groups]
    .map(([key, { line, buckets }]) => {
      const metric = line.metric as SpeedLine['metric']
      const p75 = p75Of(metric, buckets) ?? 0
      return {
        ...line,
        metric,
        p75,
        samples: [...buckets.values()].reduce((sum, n) => sum + n, 0),
        isGood: p75 <= GOOD_P75[metric],
        topTarget: ranked(targets.get(key) ?? new Map())[0]?.label ?? '',
      }
    })
    .sort(
      (a, b) =>
        a.page.localeCompare(b.page) ||
        a.device.localeCompare(b.device) ||
        order(a.metric) - order(b.metric),
    )
}

/**
 * The period's leads by the page their visit began on: a lead that carries its entry page (sent
 * by the page's script, decision 037) counts there; any other (scripts off, a visit that did not
 * begin on the site) counts where it was sent from, the only page known for it.
 */
export function leadsByEntryPage(
  sentFrom: readonly LabelCount[],
  entryLeads: readonly EntryLead[],
): LabelCount[] {
  const totals = new Map(sentFrom.map((row) => [row.label, row.count]))
  for (const lead of entryLeads) {
    const from = lead.sentFrom === '' ? UNKNOWN_PAGE : lead.sentFrom
    const left = (totals.get(from) ?? 0) - 1
    if (left > 0) totals.set(from, left)
    else totals.delete(from)
    add(totals, lead.entryPage, 1)
  }
  return ranked(totals)
}

/** The visits report of a period (UTC days `from` to `to`, both included). */
export function visitsReport(options: {
  from: string
  to: string
  views: readonly ViewCount[]
  vitals: readonly VitalCount[]
  steps: readonly StepCount[]
  leads: ConversionLeads
  /** The period's leads that carry the page their visit began on. */
  entryLeads?: readonly EntryLead[]
}): VisitsReport {
  const { views, leads } = options
  const pageViews = new Map<string, number>()
  const entryPages = new Map<string, number>()
  const referrers = new Map<string, number>()
  const campaigns = new Map<string, number>()
  for (const row of views) {
    add(pageViews, row.page, row.views)
    if (!row.isEntry) continue
    add(entryPages, row.page, row.views)
    add(referrers, row.referrerHost || NO_REFERRER, row.views)
    if (row.utmCampaign !== '') add(campaigns, row.utmCampaign, row.views)
  }
  const reached = new Map<string, number>()
  for (const row of options.steps)
    if (row.funnel === 'calculator') add(reached, row.step, row.reached)
  const entriesOfPage = (page: string) => entryPages.get(page) ?? 0
  const total = (rows: readonly LabelCount[]) => rows.reduce((sum, row) => sum + row.count, 0)
  const entryRows = ranked(entryPages)
  return {
    views: total(ranked(pageViews)),
    entries: total(entryRows),
    weeks: weeksOf(options.from, options.to, views),
    pages: ranked(pageViews).map((row) => ({ ...row, entries: entriesOfPage(row.label) })),
    entryPages: entryRows,
    referrers: ranked(referrers),
    campaigns: ranked(campaigns),
    conversion: {
      byPage: ratesOf(ranked(pageViews), leads.pages),
      byEntryPage: ratesOf(entryRows, leadsByEntryPage(leads.pages, options.entryLeads ?? [])),
      byCampaign: ratesOf(ranked(campaigns), leads.campaigns),
    },
    funnel: CALCULATOR_STEPS.map((step) => ({ step, reached: reached.get(step) ?? 0 })),
    speed: speedOf(options.vitals),
  }
}
