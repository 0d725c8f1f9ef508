// Store-wide figures for /metrics, read at scrape time, the same on every instance sharing the
// store: written once for both dialects, each query reading indexes only (schema version 6).
import { type SqlRunner, sliceOf } from '../store/sql.js'
import {
  DESTINATIONS,
  type Destination,
  FORWARD_STATUSES,
  type ForwardStatus,
  type Store,
} from '../store/types.js'

/** Store-wide figures for /metrics: the same on every instance sharing the store. */
export interface StoreGauges {
  /** Stored leads by form type and spam flag. */
  readonly leads: readonly { formType: string; isSpam: boolean; count: number }[]
  /** Outbox rows by destination and status (every pair present, zero when none). */
  readonly outbox: readonly { destination: Destination; status: ForwardStatus; count: number }[]
  /** When the longest-waiting pending row's retry window opened, per destination; null when none. */
  readonly oldestPendingMs: Readonly<Record<Destination, number | null>>
}

type Row = Record<string, unknown>
const numberOf = (value: unknown) => Number(value ?? 0)

/** Leads by form type and spam flag, from each type's total and its spam. */
function leadCounts(rows: readonly Row[]): StoreGauges['leads'] {
  const byType = new Map<string, { all: number; spam: number }>()
  for (const row of rows) {
    const type = String(row.form_type)
    const counts = byType.get(type) ?? { all: 0, spam: 0 }
    byType.set(type, {
      all: counts.all + numberOf(row.count),
      spam: counts.spam + numberOf(row.spam),
    })
  }
  return [...byType].flatMap(([formType, { all, spam }]) => [
    ...(all - spam > 0 ? [{ formType, isSpam: false, count: all - spam }] : []),
    ...(spam > 0 ? [{ formType, isSpam: true, count: spam }] : []),
  ])
}

/** The gauges over a driver's runner (store.sql): four indexed queries, no payload read. */
export function createGaugesStore(db: SqlRunner): { gauges(): Promise<StoreGauges> } {
  const all = (query: { text: string; values: unknown[] }) => db.all(query.text, query.values)
  return {
    async gauges() {
      const [leadRows, outboxRows, pendingRows] = await Promise.all([
        // Every lead by form type, then the spam among them: two index scans, no row read.
        all({
          text: `SELECT form_type, COUNT(*) AS count, SUM(0) AS spam FROM submissions GROUP BY form_type
            UNION ALL
            SELECT form_type, 0 AS count, COUNT(*) AS spam FROM submissions WHERE is_spam = 1
            GROUP BY form_type`,
          values: [],
        }),
        all({
          text: 'SELECT destination, status, COUNT(*) AS count FROM outbox GROUP BY destination, status',
          values: [],
        }),
        all({
          text: `SELECT destination, MIN(retry_window_start) AS oldest FROM outbox
            WHERE status = 'pending' GROUP BY destination`,
          values: [],
        }),
      ])
      const outbox = DESTINATIONS.flatMap((destination) =>
        FORWARD_STATUSES.map((status) => ({
          destination,
          status,
          count: numberOf(
            outboxRows.find((row) => row.destination === destination && row.status === status)
              ?.count,
          ),
        })),
      )
      const oldestOf = (destination: Destination) => {
        const oldest = pendingRows.find((row) => row.destination === destination)?.oldest
        return oldest === undefined || oldest === null ? null : Number(oldest)
      }
      return {
        leads: leadCounts(leadRows),
        outbox,
        oldestPendingMs: Object.fromEntries(
          DESTINATIONS.map((destination) => [destination, oldestOf(destination)]),
        ) as Record<Destination, number | null>,
      }
    },
  }
}

/** The gauges slice of a store. */
export function gaugesOf(store: Pick<Store, 'sql'>): { gauges(): Promise<StoreGauges> } {
  return sliceOf(store.sql, createGaugesStore)
}
