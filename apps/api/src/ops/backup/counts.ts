import type { Database } from 'better-sqlite3'
import type { ClientBase } from 'pg'
import {
  DESTINATIONS,
  type Destination,
  FORWARD_STATUSES,
  type ForwardStatus,
} from '../../store/types.js'

/**
 * What a backup, a dump or a restored store holds, in figures only (never personal data): these
 * are what backup and restore print and log, the same for both stores.
 */
export interface StoreCounts {
  readonly leads: number
  /** Each destination's outbox rows by status. */
  readonly deliveries: Readonly<Record<Destination, Readonly<Record<ForwardStatus, number>>>>
}

/** The two queries behind StoreCounts, the same text on both dialects. */
export const COUNT_QUERIES = {
  leads: 'SELECT COUNT(*) AS count FROM submissions',
  deliveries:
    'SELECT destination, status, COUNT(*) AS count FROM outbox GROUP BY destination, status',
} as const

/** StoreCounts from the two queries' rows (PostgreSQL returns counts as strings). */
export function toStoreCounts(
  leads: { count: number | string } | undefined,
  deliveries: readonly { destination: string; status: string; count: number | string }[],
): StoreCounts {
  const byDestination = Object.fromEntries(
    DESTINATIONS.map((destination) => [
      destination,
      Object.fromEntries(FORWARD_STATUSES.map((status) => [status, 0])),
    ]),
  ) as Record<Destination, Record<ForwardStatus, number>>
  for (const row of deliveries) {
    const statuses = byDestination[row.destination as Destination] as
      | Record<string, number>
      | undefined
    if (statuses && row.status in statuses) statuses[row.status] = Number(row.count)
  }
  return { leads: Number(leads?.count ?? 0), deliveries: byDestination }
}

/** One line for a log or a terminal: "1000 leads; crm 640 delivered, 360 pending; email …". */
export function describeCounts(counts: StoreCounts): string {
  const parts = DESTINATIONS.map((destination) => {
    const statuses = counts.deliveries[destination]
    const named = FORWARD_STATUSES.filter((status) => statuses[status] > 0).map(
      (status) =>
        `${statuses[status]} ${status === 'forwarded' ? 'delivered' : status.replace('_', ' ')}`,
    )
    return `${destination} ${named.length > 0 ? named.join(', ') : 'none'}`
  })
  return `${counts.leads} leads; ${parts.join('; ')}`
}

type CountRow = { destination: string; status: string; count: number | string }

/** The counts of an open SQLite database (a store, a backup). */
export function countSqlite(db: Database): StoreCounts {
  return toStoreCounts(
    db.prepare(COUNT_QUERIES.leads).get() as { count: number },
    db.prepare(COUNT_QUERIES.deliveries).all() as CountRow[],
  )
}

/** The counts of a PostgreSQL database, in the client's current transaction (or snapshot). */
export async function countPostgres(client: ClientBase): Promise<StoreCounts> {
  return toStoreCounts(
    (await client.query<{ count: string }>(COUNT_QUERIES.leads)).rows[0],
    (await client.query<CountRow>(COUNT_QUERIES.deliveries)).rows,
  )
}
