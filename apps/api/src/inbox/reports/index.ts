import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { REPORT_TOP, reportCsv, reportsPage } from './page.js'
import {
  type PeriodProblem,
  type ReportPeriod,
  toReportPeriod,
  ukWeekSpans,
  utcSpanOf,
} from './period.js'
import { reportsOf } from './store.js'
import { visitsReport } from './visits.js'
import { visitsCsv, visitsPage } from './visits-page.js'

export { ukWeekSpans } from './period.js'

/** What a report page is given: its figures, its period and what was wrong with the one asked. */
interface ReportView<Report> {
  report: Report
  period: ReportPeriod
  problems: readonly PeriodProblem[]
  input: { from: string; to: string }
}

/**
 * A report's page and its CSV under one path, for staff and the owner: the period travels in the
 * query string (two dates, never personal data); a wrong date is a 400 naming the field.
 */
function reportRoutes<Report>(
  fastify: FastifyInstance,
  options: {
    path: string
    csvName: string
    figures: (period: ReportPeriod, nowMs: number) => Promise<Report>
    page: (view: ReportView<Report>) => string
    csv: (report: Report, period: ReportPeriod) => string
  },
) {
  const viewOf = async (query: unknown): Promise<ReportView<Report>> => {
    const nowMs = Date.now()
    const { period, problems, input } = toReportPeriod(query, nowMs)
    return { report: await options.figures(period, nowMs), period, problems, input }
  }

  fastify.get(options.path, { config: { access: 'staff' } }, async (request, reply) => {
    const view = await viewOf(request.query)
    return reply
      .code(view.problems.length > 0 ? 400 : 200)
      .type('text/html; charset=utf-8')
      .send(options.page(view))
  })

  fastify.get(`${options.path}.csv`, { config: { access: 'staff' } }, async (request, reply) => {
    const { report, period, problems } = await viewOf(request.query)
    if (problems.length > 0) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(`${problems.map((problem) => `${problem.field}: ${problem.message}`).join('\n')}\n`)
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${options.csvName}-${period.from}-to-${period.to}.csv"`,
      )
      .send(options.csv(report, period))
  })
}

/**
 * The reports (P-reports-count-leads-not-spam) and the visits report (decision 037), each a page
 * and its CSV.
 */
export const reportPages: FastifyPluginAsyncZod = async (fastify) => {
  reportRoutes(fastify, {
    path: '/admin/reports',
    csvName: 'lead-report',
    figures: (period, nowMs) =>
      reportsOf(fastify.store).leadReport({
        weeks: ukWeekSpans(nowMs),
        period: period.span,
        // The rest of the period's leads are summed as "Everything else" from the total.
        top: REPORT_TOP,
      }),
    page: reportsPage,
    csv: reportCsv,
  })

  // The measurement wing's day counts (UTC days) beside the leads of the same UTC days.
  reportRoutes(fastify, {
    path: '/admin/reports/visits',
    csvName: 'visits-report',
    figures: async (period) => {
      const { store } = fastify.measurement
      const span = utcSpanOf(period)
      const [views, vitals, steps, leads, entryLeads] = await Promise.all([
        store.listViews(period.from, period.to),
        store.listVitals(period.from, period.to),
        store.listSteps(period.from, period.to),
        reportsOf(fastify.store).conversionLeads(span),
        store.listEntryLeads(span.startMs, span.endMs),
      ])
      const { from, to } = period
      return visitsReport({ from, to, views, vitals, steps, leads, entryLeads })
    },
    page: visitsPage,
    csv: visitsCsv,
  })
}
