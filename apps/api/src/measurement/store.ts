import type { SqlRunner } from '../store/people.js'
import type { Device, PageView } from './counting.js'

/** A day's count of one kind of view: the key of `page_view_days` and how many. */
export interface ViewCount extends PageView {
  readonly views: number
}

/** The measurement wing's store slice: counts per day, over the same SQL for both databases. */
export interface MeasurementStore {
  /** Adds each count to its day's row, creating the row when absent. */
  addViews(counts: readonly ViewCount[]): Promise<void>
  /** Every day's counts from `fromDay` to `toDay` (YYYY-MM-DD, both included). */
  listViews(fromDay: string, toDay: string): Promise<ViewCount[]>
  /** Deletes every count of a day before `day`; returns how many rows went. */
  deleteBefore(day: string): Promise<number>
}

const VIEW_KEY = 'day, page, device, is_entry, referrer_host, utm_source, utm_medium, utm_campaign'

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
  return {
    async addViews(counts) {
      // One statement per count: both databases add to the row in place (an upsert), so instances
      // sharing a PostgreSQL never lose each other's counts.
      for (const count of counts) {
        await db.run(
          `INSERT INTO page_view_days (${VIEW_KEY}, views) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (${VIEW_KEY}) DO UPDATE SET views = page_view_days.views + excluded.views`,
          [
            count.day,
            count.page,
            count.device,
            count.isEntry ? 1 : 0,
            count.referrerHost,
            count.utmSource,
            count.utmMedium,
            count.utmCampaign,
            count.views,
          ],
        )
      }
    },
    async listViews(fromDay, toDay) {
      const rows = await db.all(
        `SELECT ${VIEW_KEY}, views FROM page_view_days WHERE day >= ? AND day <= ?
         ORDER BY ${VIEW_KEY}`,
        [fromDay, toDay],
      )
      return rows.map(toViewCount)
    },
    async deleteBefore(day) {
      return db.run('DELETE FROM page_view_days WHERE day < ?', [day])
    },
  }
}
