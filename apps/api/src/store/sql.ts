import type Database from 'better-sqlite3'
import type pg from 'pg'

/**
 * One SQL for both databases: a wing writes its statements once, with `?` placeholders and
 * portable SQL, and runs them over a `SqlRunner` that either driver provides (the model is
 * store/people.ts). `dbNow` is the dialect's own clock expression, so leases and expiries are
 * timed by the database, never by an instance's clock.
 */
export interface SqlRunner {
  readonly dialect: 'sqlite' | 'postgres'
  /** The database's clock in epoch milliseconds, as SQL. */
  readonly dbNow: string
  all(text: string, values?: readonly unknown[]): Promise<Record<string, unknown>[]>
  /** Runs a statement and returns how many rows it changed. */
  run(text: string, values?: readonly unknown[]): Promise<number>
}

/** A statement with `?` placeholders and its values; `numbered` turns it into PostgreSQL's `$n`. */
export interface Query {
  readonly text: string
  readonly values: unknown[]
}

/** PostgreSQL's placeholders: the n-th `?` becomes `$n` (no statement here has a literal `?`). */
export function numbered(query: Query): Query {
  let index = 0
  return {
    text: query.text.replace(/\?/g, () => {
      index += 1
      return `$${index}`
    }),
    values: query.values,
  }
}

/** PostgreSQL's placeholders for a statement written with `?`. */
export function postgresText(sql: string): string {
  return numbered({ text: sql, values: [] }).text
}

/** The runner over SQLite's one connection (better-sqlite3 is synchronous). */
export function sqliteRunner(db: Database.Database, dbNow: string): SqlRunner {
  return {
    dialect: 'sqlite',
    dbNow,
    async all(text, values = []) {
      return db.prepare(text).all(...values) as Record<string, unknown>[]
    },
    async run(text, values = []) {
      return db.prepare(text).run(...values).changes
    },
  }
}

/** The runner over PostgreSQL's pool: each statement on whichever client is free. */
export function postgresRunner(pool: pg.Pool, dbNow: string): SqlRunner {
  return {
    dialect: 'postgres',
    dbNow,
    async all(text, values = []) {
      return (await pool.query(postgresText(text), [...values])).rows as Record<string, unknown>[]
    },
    async run(text, values = []) {
      return (await pool.query(postgresText(text), [...values])).rowCount ?? 0
    },
  }
}

const slices = new WeakMap<SqlRunner, Map<(db: SqlRunner) => unknown, unknown>>()

/**
 * A wing's store slice over a store's runner, made once per runner: a wing asks for its slice with
 * `sliceOf(store.sql, createItsSlice)` wherever it needs it, and every caller shares one.
 */
export function sliceOf<Slice>(db: SqlRunner, create: (db: SqlRunner) => Slice): Slice {
  let made = slices.get(db)
  if (!made) {
    made = new Map()
    slices.set(db, made)
  }
  if (!made.has(create)) made.set(create, create(db))
  return made.get(create) as Slice
}
