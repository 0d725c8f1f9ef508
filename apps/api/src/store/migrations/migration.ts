// What a migration is; the list itself is index.ts, one step a file beside it.

/**
 * Values a migration computes in JavaScript for the rows already stored (SQL cannot count working
 * hours): `select` reads `id` and what `valueOf` needs; each non-null value is written to
 * `column` of `table` for that id.
 */
export interface Backfill {
  readonly select: string
  readonly table: string
  readonly column: string
  readonly valueOf: (row: Readonly<Record<string, unknown>>) => number | null
}

/** One step of the schema: statements, then an optional backfill, in one transaction. */
export interface Migration {
  readonly version: number
  readonly statements: MigrationStatement[]
  readonly backfill?: Backfill
}

/** A statement both dialects run, or one written for each where their SQL differs. */
export type MigrationStatement = string | { readonly sqlite: string; readonly postgres: string }

/** A migration statement in one dialect's SQL. */
export function statementIn(statement: MigrationStatement, dialect: 'sqlite' | 'postgres'): string {
  return typeof statement === 'string' ? statement : statement[dialect]
}
