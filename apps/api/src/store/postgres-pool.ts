import pg from 'pg'
import { numbered, type Query } from './sql.js'

/** The database's own clock in epoch milliseconds: leases are timed by it, never an instance's. */
export const POSTGRES_NOW = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint'

/**
 * Bounds on every wait for the database (P-store-faults-bounded): a server that stops answering
 * (frozen, not refusing) fails a request within these instead of holding it until the proxy's
 * 504, and the outbox's round never hangs. The server cancels a statement first; the client gives
 * up a little later (a frozen server cancels nothing) and drops that connection.
 */
export const POSTGRES_TIMEOUTS = {
  /** Waiting for a pooled connection or a new one (a frozen server accepts TCP, then never answers). */
  connectionMs: 3000,
  /** The server cancels a statement running longer. */
  statementMs: 4000,
  /** The client stops waiting for an answer (then drops the connection). */
  queryMs: 5000,
  /** The server ends a session left idle inside a transaction (its locks go with it). */
  idleInTransactionMs: 10_000,
  /** TCP keep-alive probes start after this much silence: a vanished server is noticed. */
  keepAliveDelayMs: 10_000,
} as const

/** How the PostgreSQL store connects. */
export interface PostgresOptions {
  connectionString: string
  maxConnections?: number
  /** Overrides of POSTGRES_TIMEOUTS (the frozen-database test shortens them). */
  timeouts?: Partial<Record<keyof typeof POSTGRES_TIMEOUTS, number>>
  /** Where errors of idle pooled connections are reported; the server passes its logger. */
  onPoolError?: (error: Error) => void
}

/** The pool and the ways the store's parts use it: a query's rows, and a transaction. */
export interface PostgresDb {
  readonly pool: pg.Pool
  /** The rows of a statement written with `$n` placeholders. */
  rows<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>
  /** The rows of a statement written with `?` placeholders (the shared lead queries). */
  run<Row extends pg.QueryResultRow>(query: Query): Promise<Row[]>
  /**
   * Runs `work` in one transaction on one client; `commitTimeoutMs` bounds the COMMIT beyond a
   * request's bound (committing a migration that rewrote every lead flushes all of it).
   */
  inTransaction<T>(
    work: (client: pg.PoolClient) => Promise<T>,
    commitTimeoutMs?: number,
  ): Promise<T>
}

function defaultPoolErrorLog(error: Error): void {
  console.error(`@hard-hat/api: PostgreSQL pool error: ${error.message}`)
}

/** Opens the pool, bounded by POSTGRES_TIMEOUTS (or the overrides given). */
export function openPostgres(options: PostgresOptions): PostgresDb {
  const timeouts = { ...POSTGRES_TIMEOUTS, ...options.timeouts }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: timeouts.connectionMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
  })
  // An idle client losing its server must not crash the process (the next query reconnects), but
  // it is logged: a database going away is something to see.
  pool.on('error', (error) => {
    ;(options.onPoolError ?? defaultPoolErrorLog)(error)
  })

  const rows = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<Row>(text, values)).rows

  const inTransaction = async <T>(
    work: (client: pg.PoolClient) => Promise<T>,
    commitTimeoutMs?: number,
  ): Promise<T> => {
    const client = await pool.connect()
    let failure: Error | undefined
    try {
      await client.query('BEGIN')
      const result = await work(client)
      // pg reads a query's own query_timeout over the pool's; its types omit the field.
      const commit: pg.QueryConfig & { query_timeout?: number } = { text: 'COMMIT' }
      if (commitTimeoutMs !== undefined) commit.query_timeout = commitTimeoutMs
      await client.query(commit)
      return result
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error))
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      // A connection that failed (a timeout on a frozen server) is dropped, never pooled again.
      client.release(failure)
    }
  }

  const run = async <Row extends pg.QueryResultRow>(query: Query) => {
    const { text, values } = numbered(query)
    return rows<Row>(text, values)
  }
  return { pool, rows, run, inTransaction }
}
