import { accessOf } from '../../../store/access.js'
import { type SqlRunner, sliceOf } from '../../../store/sql.js'
import type { Store } from '../../../store/types.js'
import { createAccountRows } from './accounts.js'
import { createPeopleEmailRows } from './emails.js'
import { createLinkAndTokenRows } from './links-and-tokens.js'
import { createSessionRows } from './sessions.js'
import type { PeopleStore } from './types.js'

export type { PeopleStore } from './types.js'

/**
 * The people store over a driver's runner: the same statements for SQLite and PostgreSQL, in
 * four parts (accounts, sessions, links and tokens, emails) and the core's access endings.
 */
export function createPeopleStore(db: SqlRunner): PeopleStore {
  return {
    ...accessOf({ sql: db }),
    ...createAccountRows(db),
    ...createSessionRows(db),
    ...createLinkAndTokenRows(db),
    ...createPeopleEmailRows(db),
  }
}

/** The people slice of a store. */
export function peopleOf(store: Pick<Store, 'sql'>): PeopleStore {
  return sliceOf(store.sql, createPeopleStore)
}
