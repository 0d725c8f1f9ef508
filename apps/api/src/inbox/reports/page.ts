import { toCsv } from '../../lib/csv.js'
import { html, type SafeHtml } from '../../lib/html.js'
import { errorSummary, page } from '../layout.js'
import { barChart, seriesColours, spamChart, swatch, weeklyChart } from './charts.js'
import type { PeriodProblem, ReportPeriod } from './period.js'
import type { LabelCount, LeadReport } from './store.js'

/** Sources and pages listed by name; the rest are summed as one line. */
export const REPORT_TOP = 10
/** The line that sums the sources or pages beyond the top ones. */
export const EVERYTHING_ELSE = 'Everything else'

const WEEK_LABEL = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
})
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 })

/** A date as the reports write it: 1 October 2026. */
export const longDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`))
/** A count and its noun, in the plural when it is not one. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** The period form every report page starts with: two dates, each with its problem. */
export function periodForm(options: {
  action: string
  input: { from: string; to: string }
  problems: readonly PeriodProblem[]
}): SafeHtml {
  const { action, input, problems } = options
  const dateField = (field: 'from' | 'to', label: string) => {
    const problem = problems.find((found) => found.field === field)?.message
    return html`<div><label for="report-${field}">${label}</label>
      ${problem ? html`<p id="report-${field}-error" class="field-error"><span class="visually-hidden">Error: </span>${problem}</p>` : ''}
      <input id="report-${field}" name="${field}" type="date" value="${input[field]}" required
        ${problem ? html`aria-describedby="report-${field}-error" aria-invalid="true"` : ''}></div>`
  }
  return html`${errorSummary(problems.map((problem) => ({ href: `#report-${problem.field}`, message: problem.message })))}
  <form class="filters" method="get" action="${action}" aria-label="Choose the period" novalidate>
    ${dateField('from', 'From')}
    ${dateField('to', 'To (included)')}
    <div class="actions"><button type="submit" class="primary">Show this period</button><a class="button" href="${action}">Last 12 weeks</a></div>
  </form>`
}

/** The top lines and, when there are more, one line summing the rest of the period's leads. */
export function withEverythingElse(rows: readonly LabelCount[], total: number): LabelCount[] {
  const shown = rows.slice(0, REPORT_TOP)
  const rest = total - shown.reduce((sum, row) => sum + row.count, 0)
  return rest > 0 ? [...shown, { label: EVERYTHING_ELSE, count: rest }] : shown
}

/** The form types with leads in the weeks shown, most leads first. */
function formTypesOf(report: LeadReport): string[] {
  const totals = new Map<string, number>()
  for (const week of report.weeks) {
    for (const [type, count] of Object.entries(week.byFormType)) {
      totals.set(type, (totals.get(type) ?? 0) + count)
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type]) => type)
}

const weekTotal = (byFormType: Readonly<Record<string, number>>) =>
  Object.values(byFormType).reduce((sum, count) => sum + count, 0)

const spamShare = (report: LeadReport) => {
  const all = report.leads + report.spam
  return all === 0 ? undefined : report.spam / all
}

function labelTable(caption: string, heading: string, rows: readonly LabelCount[]) {
  return html`<table>
    <caption>${caption}</caption>
    <thead><tr><th scope="col">${heading}</th><th scope="col" class="number">Leads</th></tr></thead>
    <tbody>${rows.map((row) => html`<tr><th scope="row" class="label">${row.label}</th><td class="number">${row.count}</td></tr>`)}</tbody>
  </table>`
}

/** The reports page: the period form, then each chart with its table beside it. */
export function reportsPage(options: {
  report: LeadReport
  period: ReportPeriod
  input: { from: string; to: string }
  problems: readonly PeriodProblem[]
}): string {
  const { report, period, problems, input } = options
  const types = formTypesOf(report)
  const colourOf = seriesColours(types)
  const weeks = report.weeks.map((week) => ({
    label: WEEK_LABEL.format(new Date(week.weekStartMs)),
    values: week.byFormType,
    total: weekTotal(week.byFormType),
  }))
  const twelveWeekTotal = weeks.reduce((sum, week) => sum + week.total, 0)
  const busiest = weeks.reduce<(typeof weeks)[number] | undefined>(
    (best, week) => (best === undefined || week.total > best.total ? week : best),
    undefined,
  )
  const sources = withEverythingElse(report.sources, report.leads)
  const pages = withEverythingElse(report.pages, report.leads)
  const share = spamShare(report)
  const shareText = share === undefined ? 'None' : PERCENT.format(share)
  const periodWords = `${longDate(period.from)} to ${longDate(period.to)}`
  const describeTop = (rows: readonly LabelCount[], noun: string) =>
    rows.length === 0
      ? `No leads in this period.`
      : `${rows.length} ${noun}${rows.length === 1 ? '' : 's'}; the most leads came from ${rows[0]?.label} (${rows[0]?.count}). The table beside it lists each.`
  const csvQuery = new URLSearchParams({ from: period.from, to: period.to }).toString()

  const body = html`<h1>Reports</h1>
  <p>Where leads come from: leads are every submission not marked as spam. Weeks run Monday to Sunday, UK time.</p>
  <p><a href="/admin/reports/visits?${csvQuery}">Visits, conversion rates, the calculator funnel and real visitors’ speed</a></p>
  ${periodForm({ action: '/admin/reports', input, problems })}
  <div class="actions">
    <p role="status">${periodWords}: ${plural(report.leads, 'lead')}, ${plural(report.spam, 'submission')} marked as spam.</p>
    <a class="button" href="/admin/reports.csv?${csvQuery}" download>Download this report as CSV</a>
  </div>

  <section class="report" aria-labelledby="weekly-heading">
    <h2 id="weekly-heading">Leads per week, last 12 weeks</h2>
    <div class="report-pair">
      <figure>
        ${weeklyChart({
          id: 'weekly',
          title: 'Leads per week for the last 12 weeks, stacked by form type',
          description: `${twelveWeekTotal} leads in 12 weeks${busiest && busiest.total > 0 ? `; the busiest week began ${busiest.label} with ${busiest.total}` : ''}. The table beside the chart gives each week by form type.`,
          weeks,
          keys: types,
          colourOf,
        })}
        ${
          types.length === 0
            ? ''
            : html`<figcaption><ul class="legend" aria-label="Form types">${types.map((type) => html`<li>${swatch(colourOf(type))}${type}</li>`)}</ul></figcaption>`
        }
      </figure>
      <table>
        <caption>Leads per week by form type</caption>
        <thead><tr><th scope="col">Week beginning</th><th scope="col" class="number">Leads</th><th scope="col">By form type</th></tr></thead>
        <tbody>${weeks.map(
          (week) =>
            html`<tr><th scope="row" class="label">${week.label}</th><td class="number">${week.total}</td><td>${Object.entries(
              week.values,
            )
              .filter(([, count]) => count > 0)
              .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
              .map(([type, count]) => `${type} ${count}`)
              .join(', ')}</td></tr>`,
        )}</tbody>
      </table>
    </div>
  </section>

  <section class="report" aria-labelledby="sources-heading">
    <h2 id="sources-heading">Leads by source</h2>
    <p class="hint">The campaign's utm_source when the lead carried one, otherwise “direct”. ${periodWords}.</p>
    <div class="report-pair">
      <figure>${barChart({ id: 'sources', title: `Leads by source, ${periodWords}`, description: describeTop(sources, 'source'), rows: sources })}</figure>
      ${labelTable('Leads by source', 'Source', sources)}
    </div>
  </section>

  <section class="report" aria-labelledby="pages-heading">
    <h2 id="pages-heading">Leads by landing page</h2>
    <p class="hint">The page of the site each lead was sent from. ${periodWords}.</p>
    <div class="report-pair">
      <figure>${barChart({ id: 'pages', title: `Leads by landing page, ${periodWords}`, description: describeTop(pages, 'page'), rows: pages })}</figure>
      ${labelTable('Leads by landing page', 'Page', pages)}
    </div>
  </section>

  <section class="report" aria-labelledby="spam-heading">
    <h2 id="spam-heading">Share marked as spam</h2>
    <div class="report-pair">
      <figure>${spamChart({
        id: 'spam',
        title: `Share of submissions marked as spam, ${periodWords}`,
        description:
          share === undefined
            ? 'No submissions in this period.'
            : `${shareText} of ${report.leads + report.spam} submissions were marked as spam.`,
        leads: report.leads,
        spam: report.spam,
        shareText,
      })}</figure>
      <table>
        <caption>Submissions and spam</caption>
        <tbody>
          <tr><th scope="row" class="label">Leads</th><td class="number">${report.leads}</td></tr>
          <tr><th scope="row" class="label">Marked as spam</th><td class="number">${report.spam}</td></tr>
          <tr><th scope="row" class="label">Share marked as spam</th><td class="number">${shareText}</td></tr>
        </tbody>
      </table>
    </div>
  </section>`
  return page('Reports', body, { isSignedIn: true, hasError: problems.length > 0 })
}

/** The CSV of the current view: every table of the page, one row per figure. */
export function reportCsv(report: LeadReport, period: ReportPeriod): string {
  const rows: { Report: string; Group: string; 'Form type': string; Leads: number | string }[] = []
  for (const week of report.weeks) {
    const weekStart = new Date(week.weekStartMs)
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(weekStart)
    rows.push({
      Report: 'Leads per week',
      Group: date,
      'Form type': 'All',
      Leads: weekTotal(week.byFormType),
    })
    for (const [type, count] of Object.entries(week.byFormType).sort()) {
      rows.push({ Report: 'Leads per week', Group: date, 'Form type': type, Leads: count })
    }
  }
  const periodLabel = `${period.from} to ${period.to}`
  for (const row of withEverythingElse(report.sources, report.leads)) {
    rows.push({
      Report: `Leads by source, ${periodLabel}`,
      Group: row.label,
      'Form type': 'All',
      Leads: row.count,
    })
  }
  for (const row of withEverythingElse(report.pages, report.leads)) {
    rows.push({
      Report: `Leads by landing page, ${periodLabel}`,
      Group: row.label,
      'Form type': 'All',
      Leads: row.count,
    })
  }
  const share = spamShare(report)
  rows.push(
    { Report: `Spam, ${periodLabel}`, Group: 'Leads', 'Form type': 'All', Leads: report.leads },
    {
      Report: `Spam, ${periodLabel}`,
      Group: 'Marked as spam',
      'Form type': 'All',
      Leads: report.spam,
    },
    {
      Report: `Spam, ${periodLabel}`,
      Group: 'Share marked as spam',
      'Form type': 'All',
      Leads: share === undefined ? '' : share.toFixed(4),
    },
  )
  return toCsv(['Report', 'Group', 'Form type', 'Leads'], rows)
}
