// The reports page's aggregates, written once for both dialects. Each reads indexes only (schema
// version 6), but for the campaigns, read from the JSON of the leads that carry one.
import { type Query, type SqlRunner, sliceOf } from '../../store/sql.js'
import type { Store } from '../../store/types.js'

/** A reports page's time span: from its first instant up to (not including) its end. */
export interface ReportSpan {
  readonly startMs: number
  readonly endMs: number
}

/** Leads (not spam) received in one week, by form type. */
export interface WeekFigures {
  readonly weekStartMs: number
  readonly byFormType: Readonly<Record<string, number>>
}

/** One line of a "by" table: a label and its leads. */
export interface LabelCount {
  readonly label: string
  readonly count: number
}

/** The reports page's figures (P-reports-count-leads-not-spam). */
export interface LeadReport {
  /** One entry per week asked for, in the order given, zero weeks included. */
  readonly weeks: readonly WeekFigures[]
  /**
   * Over the period: leads by source (utm_source, else the referrer's host, else "direct"), most
   * first (P-lead-source-order).
   */
  readonly sources: readonly LabelCount[]
  /** Over the period: leads by the page they were sent from, most first. */
  readonly pages: readonly LabelCount[]
  /** Over the period: leads not spam, and submissions flagged as spam. */
  readonly leads: number
  readonly spam: number
}

/** The reports wing's store slice: the reports page's aggregates, over the same SQL for both databases. */
export interface ReportsStore {
  /**
   * Aggregates for the reports page: each week's leads by form type (weeks given as spans, so UK
   * week boundaries are the caller's), and over `period` the top `top` sources and pages.
   */
  leadReport(options: {
    weeks: readonly ReportSpan[]
    period: ReportSpan
    top: number
  }): Promise<LeadReport>
  /**
   * Over the period, for the conversion rates of the visits report: leads by the page they were
   * sent from, and by the utm_campaign they carried (read from the stored JSON of the leads that
   * hold one, so it works the same on both databases). No personal data is read or returned.
   */
  conversionLeads(period: ReportSpan): Promise<ConversionLeads>
}

/** Leads of a period by page and by campaign (the conversion rates' numerators). */
export interface ConversionLeads {
  readonly pages: readonly LabelCount[]
  readonly campaigns: readonly LabelCount[]
}

/** A lead's utm_campaign from its stored JSON; undefined for none or a row that is not JSON. */
export function campaignOfPayload(payload: string): string | undefined {
  try {
    const campaign = (JSON.parse(payload) as { attribution?: { utmCampaign?: unknown } })
      .attribution?.utmCampaign
    return typeof campaign === 'string' && campaign.trim() !== '' ? campaign.trim() : undefined
  } catch {
    return undefined
  }
}

/** The label of leads with neither a utm_source nor a referrer host (P-lead-source-order). */
export const DIRECT_SOURCE = 'direct'
/** The label of leads stored without the page they were sent from. */
export const UNKNOWN_PAGE = '(not recorded)'

/**
 * The JSON string escapes of a utm_source read out of JSON text, undone: PostgreSQL's
 * `utm_source` column holds it as written in the JSON (see the schema's version 6).
 */
function unescapeJsonString(raw: string, dialect: 'sqlite' | 'postgres'): string {
  if (dialect === 'sqlite') return raw
  try {
    return JSON.parse(`"${raw}"`) as string
  } catch {
    return raw
  }
}

const numberOf = (value: unknown) => Number(value ?? 0)

/** Weeks as a VALUES list both dialects read (PostgreSQL needs the parameters' type). */
function weeksQuery(weeks: readonly ReportSpan[]): Query {
  const rows = weeks.map(() => '(CAST(? AS BIGINT), CAST(? AS BIGINT))').join(', ')
  return {
    text: `WITH weeks (start_ms, end_ms) AS (VALUES ${rows})
      SELECT w.start_ms AS week_start, s.form_type AS form_type, COUNT(*) AS count
      FROM weeks w JOIN submissions s ON s.created_at >= w.start_ms AND s.created_at < w.end_ms
      WHERE s.is_spam = 0
      GROUP BY w.start_ms, s.form_type`,
    values: weeks.flatMap((week) => [week.startMs, week.endMs]),
  }
}

function topQuery(expression: string, period: ReportSpan, top: number): Query {
  return {
    text: `SELECT label, COUNT(*) AS count FROM (
        SELECT ${expression} AS label FROM submissions s
        WHERE s.created_at >= ? AND s.created_at < ? AND s.is_spam = 0
      ) t GROUP BY label ORDER BY count DESC, label LIMIT ?`,
    values: [period.startMs, period.endMs, top],
  }
}

/** The reports store over a driver's runner (store.sql). */
export function createReportsStore(db: SqlRunner): ReportsStore {
  const all = (query: Query) => db.all(query.text, query.values)
  const { dialect } = db
  return {
    async leadReport({ weeks, period, top }) {
      const sourceExpression = `COALESCE(NULLIF(TRIM(s.utm_source), ''),
        NULLIF(s.referrer_host, ''), '${DIRECT_SOURCE}')`
      const pageExpression = `COALESCE(NULLIF(s.landing_page, ''), '${UNKNOWN_PAGE}')`
      const [weekRows, sourceRows, pageRows, spamRows] = await Promise.all([
        weeks.length === 0 ? Promise.resolve([]) : all(weeksQuery(weeks)),
        all(topQuery(sourceExpression, period, top)),
        all(topQuery(pageExpression, period, top)),
        all({
          text: `SELECT is_spam, COUNT(*) AS count FROM submissions s
            WHERE s.created_at >= ? AND s.created_at < ? GROUP BY is_spam`,
          values: [period.startMs, period.endMs],
        }),
      ])
      const spamCount = (isSpam: number) =>
        numberOf(spamRows.find((row) => numberOf(row.is_spam) === isSpam)?.count)
      return {
        weeks: weeks.map((week) => ({
          weekStartMs: week.startMs,
          byFormType: Object.fromEntries(
            weekRows
              .filter((row) => numberOf(row.week_start) === week.startMs)
              .map((row) => [String(row.form_type), numberOf(row.count)]),
          ),
        })),
        sources: sourceRows.map((row) => ({
          label: unescapeJsonString(String(row.label), dialect),
          count: numberOf(row.count),
        })),
        pages: pageRows.map((row) => ({ label: String(row.label), count: numberOf(row.count) })),
        leads: spamCount(0),
        spam: spamCount(1),
      }
    },

    async conversionLeads(period) {
      const pageExpression = `COALESCE(NULLIF(s.landing_page, ''), '${UNKNOWN_PAGE}')`
      const [pageRows, campaignRows] = await Promise.all([
        all({
          text: `SELECT ${pageExpression} AS label, COUNT(*) AS count FROM submissions s
            WHERE s.created_at >= ? AND s.created_at < ? AND s.is_spam = 0 GROUP BY ${pageExpression}`,
          values: [period.startMs, period.endMs],
        }),
        // Only the leads that carry a campaign: the LIKE filters on the row, the JSON is read here.
        all({
          text: `SELECT s.payload AS payload FROM submissions s
            WHERE s.created_at >= ? AND s.created_at < ? AND s.is_spam = 0
            AND s.payload LIKE '%"utmCampaign"%'`,
          values: [period.startMs, period.endMs],
        }),
      ])
      const campaigns = new Map<string, number>()
      for (const row of campaignRows) {
        const campaign = campaignOfPayload(String(row.payload))
        if (campaign !== undefined) campaigns.set(campaign, (campaigns.get(campaign) ?? 0) + 1)
      }
      return {
        pages: pageRows.map((row) => ({ label: String(row.label), count: numberOf(row.count) })),
        campaigns: [...campaigns].map(([label, count]) => ({ label, count })),
      }
    },
  }
}

/** The reports slice of a store. */
export function reportsOf(store: Pick<Store, 'sql'>): ReportsStore {
  return sliceOf(store.sql, createReportsStore)
}
