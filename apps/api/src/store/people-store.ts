import type { PeopleStore } from './people.js'
import { createAccessRows } from './people-access.js'
import { createAccountRows } from './people-accounts.js'
import { createPeopleEmailRows } from './people-email.js'
import { createSignInRows } from './people-sign-in.js'
import type { SqlRunner } from './sql.js'

/**
 * The people store over a driver's runner: the same statements for SQLite and PostgreSQL, in
 * four parts (accounts, sign-in, access, emails).
 */
export function createPeopleStore(db: SqlRunner): PeopleStore {
  return {
    ...createAccountRows(db),
    ...createSignInRows(db),
    ...createAccessRows(db),
    ...createPeopleEmailRows(db),
  }
}
