import type { CalculatorStep } from '@hard-hat/forms'
import { toCsv } from '../../lib/csv.js'
import { html, type SafeHtml } from '../../lib/html.js'
import { page } from '../layout.js'
import { barChart, seriesColours, swatch, weeklyChart } from './charts.js'
import { longDate, periodForm, plural, REPORT_TOP, withEverythingElse } from './page.js'
import type { PeriodProblem, ReportPeriod } from './period.js'
import type { LabelCount } from './store.js'
import { GOOD_P75, type Rate, type SpeedLine, type VisitsReport } from './visits.js'

const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 })
const WEEK_LABEL = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
})
const STEP_NAMES: Readonly<Record<CalculatorStep, string>> = {
  '1': 'Step 1 reached',
  '2': 'Step 2 reached',
  '3': 'Step 3 reached',
  '4': 'Step 4 reached',
  sent: 'Quote sent',
}
const WEEK_KEYS = ['Entries', 'Views inside a visit'] as const

const rateText = (rate: number | undefined) => (rate === undefined ? '–' : PERCENT.format(rate))

/** A vital's p75 as people read it: seconds for LCP, ms for INP, CLS as a number. */
export function vitalText(line: Pick<SpeedLine, 'metric' | 'p75'>): string {
  if (line.metric === 'LCP') return `${(line.p75 / 1000).toFixed(2)} s`
  if (line.metric === 'INP') return `${Math.round(line.p75)} ms`
  return line.p75.toFixed(3)
}

const describeTop = (rows: readonly LabelCount[], noun: string, what: string) =>
  rows.length === 0
    ? `None in this period.`
    : `${plural(rows.length, noun)}; the most ${what}: ${rows[0]?.label} (${rows[0]?.count}). The table beside it lists each.`

/** A chart-and-table section of counts, the top ones named and the rest summed. */
function countSection(options: {
  id: string
  heading: string
  hint: string
  column: string
  unit: string
  rows: readonly LabelCount[]
  total: number
  noun: string
}): SafeHtml {
  const rows = withEverythingElse(options.rows, options.total)
  return html`<section class="report" aria-labelledby="${options.id}-heading">
    <h2 id="${options.id}-heading">${options.heading}</h2>
    <p class="hint">${options.hint}</p>
    <div class="report-pair">
      <figure>${barChart({ id: options.id, title: options.heading, description: describeTop(rows, options.noun, options.unit.toLowerCase()), rows })}</figure>
      <table>
        <caption>${options.heading}</caption>
        <thead><tr><th scope="col">${options.column}</th><th scope="col" class="number">${options.unit}</th></tr></thead>
        <tbody>${rows.map((row) => html`<tr><th scope="row" class="label">${row.label}</th><td class="number">${row.count}</td></tr>`)}</tbody>
      </table>
    </div>
  </section>`
}

/** A conversion rate's section: what it divides by is said in the hint and in the table's head. */
function rateSection(options: {
  id: string
  heading: string
  hint: string
  column: string
  base: string
  rates: readonly Rate[]
}): SafeHtml {
  const rates = options.rates.slice(0, REPORT_TOP)
  const best = [...rates].sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1))[0]
  return html`<section class="report" aria-labelledby="${options.id}-heading">
    <h2 id="${options.id}-heading">${options.heading}</h2>
    <p class="hint">${options.hint}</p>
    <div class="report-pair">
      <figure>${barChart({
        id: options.id,
        title: options.heading,
        description:
          best === undefined
            ? 'None in this period.'
            : `${plural(rates.length, 'line')}, the ${REPORT_TOP} most visited at most; the highest rate: ${best.label} (${rateText(best.rate)}). The table beside it gives the leads and the ${options.base.toLowerCase()}.`,
        rows: rates.map((rate) => ({
          label: rate.label,
          count: Math.round((rate.rate ?? 0) * 1000),
          text: rateText(rate.rate),
        })),
      })}</figure>
      <table>
        <caption>${options.heading}</caption>
        <thead><tr><th scope="col">${options.column}</th><th scope="col" class="number">Leads</th><th scope="col" class="number">${options.base}</th><th scope="col" class="number">Rate</th></tr></thead>
        <tbody>${rates.map((rate) => html`<tr><th scope="row" class="label">${rate.label}</th><td class="number">${rate.leads}</td><td class="number">${rate.base}</td><td class="number">${rateText(rate.rate)}</td></tr>`)}</tbody>
      </table>
    </div>
  </section>`
}

function weeksSection(report: VisitsReport, periodWords: string): SafeHtml {
  const colourOf = seriesColours(WEEK_KEYS)
  const weeks = report.weeks.map((week) => ({
    label: WEEK_LABEL.format(new Date(`${week.weekStart}T00:00:00Z`)),
    values: { Entries: week.entries, 'Views inside a visit': week.views - week.entries },
  }))
  return html`<section class="report" aria-labelledby="views-weekly-heading">
    <h2 id="views-weekly-heading">Page views per week</h2>
    <p class="hint">Every page the site served to a visitor, split into entries (the first page of a visit: another site or none sent the visitor) and the views after it. ${periodWords}.</p>
    <div class="report-pair">
      <figure>
        ${weeklyChart({ id: 'views-weekly', title: 'Page views per week, stacked into entries and views inside a visit', description: `${report.views} views and ${report.entries} entries in ${plural(weeks.length, 'week')}. The table beside the chart gives each week.`, weeks, keys: WEEK_KEYS, colourOf })}
        <figcaption><ul class="legend" aria-label="Kinds of view">${WEEK_KEYS.map((key) => html`<li>${swatch(colourOf(key))}${key}</li>`)}</ul></figcaption>
      </figure>
      <table>
        <caption>Page views per week</caption>
        <thead><tr><th scope="col">Week beginning</th><th scope="col" class="number">Views</th><th scope="col" class="number">Entries</th></tr></thead>
        <tbody>${report.weeks.map((week, index) => html`<tr><th scope="row" class="label">${weeks[index]?.label ?? week.weekStart}</th><td class="number">${week.views}</td><td class="number">${week.entries}</td></tr>`)}</tbody>
      </table>
    </div>
  </section>`
}

function funnelSection(report: VisitsReport): SafeHtml {
  const first = report.funnel[0]?.reached ?? 0
  const rows = report.funnel.map((step) => ({
    label: STEP_NAMES[step.step],
    count: step.reached,
    share: first === 0 ? undefined : step.reached / first,
  }))
  return html`<section class="report" aria-labelledby="funnel-heading">
    <h2 id="funnel-heading">The calculator funnel</h2>
    <p class="hint">Page loads of the calculator that reached each step, as the measurement script reports them; the share is of those that reached step 1. Visits whose browser sent no report (no script, an objection, Global Privacy Control) are not in it.</p>
    <div class="report-pair">
      <figure>${barChart({ id: 'funnel', title: 'The calculator funnel', description: `${first} reached step 1, ${rows.at(-1)?.count ?? 0} sent a quote request. The table beside it gives each step.`, rows })}</figure>
      <table>
        <caption>The calculator funnel</caption>
        <thead><tr><th scope="col">Step</th><th scope="col" class="number">Reached</th><th scope="col" class="number">Of step 1</th></tr></thead>
        <tbody>${rows.map((row) => html`<tr><th scope="row" class="label">${row.label}</th><td class="number">${row.count}</td><td class="number">${rateText(row.share)}</td></tr>`)}</tbody>
      </table>
    </div>
  </section>`
}

/** Speed by page and device class: six columns, so its table goes under the chart, full width. */
function speedSection(report: VisitsReport): SafeHtml {
  const lcp = report.speed.filter((line) => line.metric === 'LCP').slice(0, REPORT_TOP)
  return html`<section class="report" aria-labelledby="speed-heading">
    <h2 id="speed-heading">Speed for real visitors</h2>
    <p class="hint">The 75th percentile (p75: three visits in four were this fast or faster) of each Core Web Vital, by page and device class, from the browsers of visitors who allowed counting. Good is at most ${GOOD_P75.LCP / 1000} s for Largest Contentful Paint (LCP), ${GOOD_P75.INP} ms for Interaction to Next Paint (INP) and ${GOOD_P75.CLS} for Cumulative Layout Shift (CLS). Values are counted in buckets 10% wide, so a p75 is at most 10% above the true one. “Most often set by” is the element or interaction named by the most samples.</p>
    <div class="report-pair stacked">
      <figure>${barChart({
        id: 'speed',
        title: 'Largest Contentful Paint, p75 by page and device class',
        description:
          lcp.length === 0
            ? 'No measurements in this period.'
            : `${plural(lcp.length, 'line')}; ${lcp.filter((line) => line.isGood).length} within the good ${GOOD_P75.LCP / 1000} s. The table beside it gives LCP, INP and CLS for each.`,
        rows: lcp.map((line) => ({
          label: `${line.page} · ${line.device}`,
          count: Math.round(line.p75),
          text: vitalText(line),
        })),
      })}</figure>
      <table class="cards">
        <caption>Core Web Vitals, p75 by page and device class</caption>
        <thead><tr><th scope="col">Page · device</th><th scope="col">Vital</th><th scope="col" class="number">p75</th><th scope="col">Against good</th><th scope="col" class="number">Samples</th><th scope="col">Most often set by</th></tr></thead>
        <tbody>${report.speed.map((line) => html`<tr><th scope="row" class="label">${line.page} · ${line.device}</th><td data-label="Vital">${line.metric}</td><td data-label="p75" class="number">${vitalText(line)}</td><td data-label="Against good">${line.isGood ? 'Good' : 'Above good'}</td><td data-label="Samples" class="number">${line.samples}</td><td data-label="Most often set by" class="label">${line.topTarget || '–'}</td></tr>`)}</tbody>
      </table>
    </div>
  </section>`
}

/** The visits report page: the period form, then each chart with its table beside it. */
export function visitsPage(options: {
  report: VisitsReport
  period: ReportPeriod
  input: { from: string; to: string }
  problems: readonly PeriodProblem[]
}): string {
  const { report, period, problems, input } = options
  const periodWords = `${longDate(period.from)} to ${longDate(period.to)}`
  const query = new URLSearchParams({ from: period.from, to: period.to }).toString()
  const body = html`<p><a href="/admin/reports?${query}">Back to the lead reports</a></p>
  <h1>Visits</h1>
  <p>Counted by our own server with no cookie and no identifier (decision 037): a view is a page served, not a person, so one visitor reading five pages is five views and one entry. Days run midnight to midnight UTC, for the leads in its rates too; weeks Monday to Sunday. The lead reports use UK time, so in summer their days begin an hour earlier.</p>
  ${periodForm({ action: '/admin/reports/visits', input, problems })}
  <div class="actions">
    <p role="status">${periodWords}: ${plural(report.views, 'page view')}, ${report.entries} ${report.entries === 1 ? 'entry' : 'entries'}.</p>
    <a class="button" href="/admin/reports/visits.csv?${query}" download>Download this report as CSV</a>
  </div>
  ${weeksSection(report, periodWords)}
  ${countSection({ id: 'views-pages', heading: 'Page views by page', hint: `Every view of each page. ${periodWords}.`, column: 'Page', unit: 'Views', rows: report.pages, total: report.views, noun: 'page' })}
  ${countSection({ id: 'entry-pages', heading: 'Entry pages', hint: `The page each visit began on. ${periodWords}.`, column: 'Page', unit: 'Entries', rows: report.entryPages, total: report.entries, noun: 'page' })}
  ${countSection({ id: 'referrers', heading: 'Referring sites', hint: `The other site each visit came from (its host only). ${periodWords}.`, column: 'Site', unit: 'Entries', rows: report.referrers, total: report.entries, noun: 'site' })}
  ${countSection({ id: 'campaigns', heading: 'Campaigns', hint: `Entries whose link carried a utm_campaign. ${periodWords}.`, column: 'Campaign', unit: 'Entries', rows: report.campaigns, total: report.campaigns.reduce((sum, row) => sum + row.count, 0), noun: 'campaign' })}
  ${rateSection({ id: 'rate-pages', heading: 'Conversion rate by page', hint: `Leads sent from a page (not marked as spam) divided by that page’s views. ${periodWords}.`, column: 'Page', base: 'Views', rates: report.conversion.byPage })}
  ${rateSection({ id: 'rate-entries', heading: 'Conversion rate by entry page', hint: `Leads whose visit began on the page divided by the visits that began on it. The page’s script remembers, in its memory only, where the visit began and sends it with the lead; a lead sent without scripts counts on the page it was sent from. ${periodWords}.`, column: 'Page', base: 'Entries', rates: report.conversion.byEntryPage })}
  ${rateSection({ id: 'rate-campaigns', heading: 'Conversion rate by campaign', hint: `Leads whose utm_campaign it was divided by the entries that carried that utm_campaign. ${periodWords}.`, column: 'Campaign', base: 'Entries', rates: report.conversion.byCampaign })}
  ${funnelSection(report)}
  ${speedSection(report)}`
  return page('Visits', body, { isSignedIn: true, hasError: problems.length > 0 })
}

/** The CSV of the current view: every table of the page, one row per figure. */
export function visitsCsv(report: VisitsReport, period: ReportPeriod): string {
  type Line = { Report: string; Group: string; Figure: string; Value: number | string }
  const lines: Line[] = []
  const of = (name: string) => `${name}, ${period.from} to ${period.to}`
  for (const week of report.weeks) {
    lines.push({
      Report: 'Page views per week',
      Group: week.weekStart,
      Figure: 'Views',
      Value: week.views,
    })
    lines.push({
      Report: 'Page views per week',
      Group: week.weekStart,
      Figure: 'Entries',
      Value: week.entries,
    })
  }
  const counts = (name: string, figure: string, rows: readonly LabelCount[]) => {
    for (const row of rows)
      lines.push({ Report: of(name), Group: row.label, Figure: figure, Value: row.count })
  }
  counts('Page views by page', 'Views', report.pages)
  counts('Entry pages', 'Entries', report.entryPages)
  counts('Referring sites', 'Entries', report.referrers)
  counts('Campaigns', 'Entries', report.campaigns)
  const rates = (name: string, base: string, rows: readonly Rate[]) => {
    for (const row of rows) {
      lines.push(
        { Report: of(name), Group: row.label, Figure: 'Leads', Value: row.leads },
        { Report: of(name), Group: row.label, Figure: base, Value: row.base },
        {
          Report: of(name),
          Group: row.label,
          Figure: 'Rate',
          Value: row.rate === undefined ? '' : row.rate.toFixed(4),
        },
      )
    }
  }
  rates('Conversion rate by page', 'Views', report.conversion.byPage)
  rates('Conversion rate by entry page', 'Entries', report.conversion.byEntryPage)
  rates('Conversion rate by campaign', 'Entries', report.conversion.byCampaign)
  for (const step of report.funnel) {
    lines.push({
      Report: of('Calculator funnel'),
      Group: STEP_NAMES[step.step],
      Figure: 'Reached',
      Value: step.reached,
    })
  }
  for (const line of report.speed) {
    const group = `${line.page} · ${line.device}`
    // Milliseconds for LCP and INP, unitless for CLS: the raw p75, not the page's rounding.
    lines.push(
      {
        Report: of('Speed p75'),
        Group: group,
        Figure: line.metric,
        Value: Number(line.p75.toFixed(line.metric === 'CLS' ? 4 : 0)),
      },
      {
        Report: of('Speed p75'),
        Group: group,
        Figure: `${line.metric} samples`,
        Value: line.samples,
      },
      {
        Report: of('Speed p75'),
        Group: group,
        Figure: `${line.metric} most often set by`,
        Value: line.topTarget,
      },
    )
  }
  return toCsv(['Report', 'Group', 'Figure', 'Value'], lines)
}
