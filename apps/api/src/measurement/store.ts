import type { CalculatorStep, VitalName } from '@hard-hat/forms'
import type { SqlRunner } from '../store/sql.js'
import type { Device, PageView } from './counting.js'

/** A day's count of one kind of view: the key of `page_view_days` and how many. */
export interface ViewCount extends PageView {
  readonly views: number
}

/** A day's samples of one vital on one page and device class, in one bucket, set by one target. */
export interface VitalCount {
  readonly day: string
  readonly page: string
  readonly device: Device
  readonly metric: VitalName
  readonly bucket: number
  /** The element or interaction that set it ('' when the browser named none). */
  readonly target: string
  readonly samples: number
}

/** A day's count of visits that reached one step of a funnel on one device class. */
export interface StepCount {
  readonly day: string
  readonly funnel: 'calculator' | 'back'
  readonly step: CalculatorStep | 'restored' | 'loaded'
  readonly device: Device
  readonly reached: number
}

/** A lead whose visit's entry page is known: that page, and the page it was sent from. */
export interface EntryLead {
  readonly entryPage: string
  readonly sentFrom: string
}

/** A lead's `meta.landingPage` from its stored JSON; undefined for none or a row not JSON. */
export function entryPageOfPayload(payload: string): string | undefined {
  try {
    const page = (JSON.parse(payload) as { meta?: { landingPage?: unknown } }).meta?.landingPage
    return typeof page === 'string' && page.startsWith('/') ? page : undefined
  } catch {
    return undefined
  }
}

/** The measurement wing's store slice: counts per day, over the same SQL for both databases. */
export interface MeasurementStore {
  /** Adds each count to its day's row, creating the row when absent. */
  addViews(counts: readonly ViewCount[]): Promise<void>
  /** Every day's counts from `fromDay` to `toDay` (YYYY-MM-DD, both included). */
  listViews(fromDay: string, toDay: string): Promise<ViewCount[]>
  addVitals(counts: readonly VitalCount[]): Promise<void>
  listVitals(fromDay: string, toDay: string): Promise<VitalCount[]>
  addSteps(counts: readonly StepCount[]): Promise<void>
  listSteps(fromDay: string, toDay: string): Promise<StepCount[]>
  /**
   * The period's leads (not spam, `created_at` in [startMs, endMs)) that carry the page their
   * visit began on (`meta.landingPage`, decision 037): for each, that page and the page it was
   * sent from (the lead's stored `landing_page`, '' when none). Read from the stored JSON of the
   * leads that hold one, as the campaigns are; no personal data is read or returned.
   */
  listEntryLeads(startMs: number, endMs: number): Promise<EntryLead[]>
  /** Deletes every count of a day before `day`; returns how many rows went. */
  deleteBefore(day: string): Promise<number>
}

const VIEW_KEY = 'day, page, device, is_entry, referrer_host, utm_source, utm_medium, utm_campaign'

const VITAL_KEY = 'day, page, device, metric, bucket, target'
const STEP_KEY = 'day, funnel, step, device'

function toViewCount(row: Record<string, unknown>): ViewCount {
  return {
    day: String(row.day),
    page: String(row.page),
    device: String(row.device) as Device,
    isEntry: Number(row.is_entry) === 1,
    referrerHost: String(row.referrer_host),
    utmSource: String(row.utm_source),
    utmMedium: String(row.utm_medium),
    utmCampaign: String(row.utm_campaign),
    views: Number(row.views),
  }
}

/** The measurement store over a driver's runner (store.sql). */
export function createMeasurementStore(db: SqlRunner): MeasurementStore {
  // One statement per row: both databases add to the row in place (an upsert), so instances
  // sharing a PostgreSQL never lose each other's counts.
  const addTo = async (
    table: string,
    key: string,
    column: string,
    rows: readonly (readonly unknown[])[],
  ) => {
    for (const values of rows) {
      await db.run(
        `INSERT INTO ${table} (${key}, ${column}) VALUES (${values.map(() => '?').join(', ')})
         ON CONFLICT (${key}) DO UPDATE SET ${column} = ${table}.${column} + excluded.${column}`,
        values,
      )
    }
  }
  const daysOf = (table: string, key: string, column: string, fromDay: string, toDay: string) =>
    db.all(`SELECT ${key}, ${column} FROM ${table} WHERE day >= ? AND day <= ? ORDER BY ${key}`, [
      fromDay,
      toDay,
    ])
  return {
    async listEntryLeads(startMs, endMs) {
      // The LIKE keeps the rows read to the leads that carry an entry; the JSON is read here.
      const rows = await db.all(
        `SELECT s.landing_page AS sent_from, s.payload AS payload FROM submissions s
          WHERE s.created_at >= ? AND s.created_at < ? AND s.is_spam = 0
          AND s.payload LIKE '%"landingPage"%'`,
        [startMs, endMs],
      )
      return rows.flatMap((row) => {
        const entryPage = entryPageOfPayload(String(row.payload))
        return entryPage === undefined ? [] : [{ entryPage, sentFrom: String(row.sent_from ?? '') }]
      })
    },
    async addViews(counts) {
      await addTo(
        'page_view_days',
        VIEW_KEY,
        'views',
        counts.map((count) => [
          count.day,
          count.page,
          count.device,
          count.isEntry ? 1 : 0,
          count.referrerHost,
          count.utmSource,
          count.utmMedium,
          count.utmCampaign,
          count.views,
        ]),
      )
    },
    async listViews(fromDay, toDay) {
      return (await daysOf('page_view_days', VIEW_KEY, 'views', fromDay, toDay)).map(toViewCount)
    },
    async addVitals(counts) {
      await addTo(
        'vital_days',
        VITAL_KEY,
        'samples',
        counts.map((count) => [
          count.day,
          count.page,
          count.device,
          count.metric,
          count.bucket,
          count.target,
          count.samples,
        ]),
      )
    },
    async listVitals(fromDay, toDay) {
      const rows = await daysOf('vital_days', VITAL_KEY, 'samples', fromDay, toDay)
      return rows.map((row) => ({
        day: String(row.day),
        page: String(row.page),
        device: String(row.device) as Device,
        metric: String(row.metric) as VitalName,
        bucket: Number(row.bucket),
        target: String(row.target),
        samples: Number(row.samples),
      }))
    },
    async addSteps(counts) {
      await addTo(
        'funnel_days',
        STEP_KEY,
        'reached',
        counts.map((count) => [count.day, count.funnel, count.step, count.device, count.reached]),
      )
    },
    async listSteps(fromDay, toDay) {
      const rows = await daysOf('funnel_days', STEP_KEY, 'reached', fromDay, toDay)
      return rows.map((row) => ({
        day: String(row.day),
        funnel: String(row.funnel) as StepCount['funnel'],
        step: String(row.step) as StepCount['step'],
        device: String(row.device) as Device,
        reached: Number(row.reached),
      }))
    },
    async deleteBefore(day) {
      let deleted = 0
      for (const table of ['page_view_days', 'vital_days', 'funnel_days']) {
        deleted += await db.run(`DELETE FROM ${table} WHERE day < ?`, [day])
      }
      return deleted
    },
  }
}
