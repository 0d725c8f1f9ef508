import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { REPORT_TOP, reportCsv, reportsPage } from './page.js'
import { toReportPeriod, ukWeekSpans } from './period.js'

export { ukWeekSpans } from './period.js'

/**
 * The reports page and its CSV (P-reports-count-leads-not-spam). The period travels in the query
 * string: two dates, never personal data. Staff and the owner may use both.
 */
export const reportPages: FastifyPluginAsyncZod = async (fastify) => {
  const reportFor = async (query: unknown) => {
    const nowMs = Date.now()
    const { period, problems, input } = toReportPeriod(query, nowMs)
    const report = await fastify.store.insights.leadReport({
      weeks: ukWeekSpans(nowMs),
      period: period.span,
      // The rest of the period's leads are summed as "Everything else" from the total.
      top: REPORT_TOP,
    })
    return { report, period, problems, input }
  }

  fastify.get('/admin/reports', { config: { access: 'staff' } }, async (request, reply) => {
    const { report, period, problems, input } = await reportFor(request.query)
    return reply
      .code(problems.length > 0 ? 400 : 200)
      .type('text/html; charset=utf-8')
      .send(reportsPage({ report, period, problems, input }))
  })

  fastify.get('/admin/reports.csv', { config: { access: 'staff' } }, async (request, reply) => {
    const { report, period, problems } = await reportFor(request.query)
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
        `attachment; filename="lead-report-${period.from}-to-${period.to}.csv"`,
      )
      .send(reportCsv(report, period))
  })
}
