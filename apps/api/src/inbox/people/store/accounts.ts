import { num, oneOf, PERSON_COLUMNS, toPasskey, toPerson } from '../../../store/people-rows.js'
import type { SqlRunner } from '../../../store/sql.js'
import type { PeopleAccounts } from './types.js'

/** People and their passkeys. */
export function createAccountRows(db: SqlRunner): PeopleAccounts {
  const one = oneOf(db)
  return {
    async countOwners() {
      return num((await one("SELECT COUNT(*) AS count FROM people WHERE role = 'owner'"))?.count)
    },
    async listPeople() {
      return (await db.all(`SELECT ${PERSON_COLUMNS} FROM people ORDER BY created_at, id`)).map(
        toPerson,
      )
    },
    async findPerson(id) {
      const row = await one(`SELECT ${PERSON_COLUMNS} FROM people WHERE id = ?`, [id])
      return row ? toPerson(row) : undefined
    },
    async findPersonByEmail(email) {
      const row = await one(`SELECT ${PERSON_COLUMNS} FROM people WHERE email = ?`, [
        email.toLowerCase(),
      ])
      return row ? toPerson(row) : undefined
    },
    async recordSignIn(personId, nowMs) {
      await db.run('UPDATE people SET last_sign_in_at = ? WHERE id = ?', [nowMs, personId])
    },
    async createPerson(person) {
      await db.run(`INSERT INTO people (${PERSON_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
        person.id,
        person.email.toLowerCase(),
        person.displayName,
        person.role,
        person.createdBy,
        person.createdAtMs,
        person.lastSignInAtMs,
      ])
    },
    async addPasskey(passkey) {
      await db.run(
        `INSERT INTO passkeys (id, person_id, public_key, counter, transports, name, created_at, last_used_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          passkey.id,
          passkey.personId,
          passkey.publicKey,
          passkey.counter,
          JSON.stringify(passkey.transports),
          passkey.name,
          passkey.createdAtMs,
          passkey.lastUsedAtMs,
        ],
      )
    },
    async listPasskeys(personId) {
      return (
        await db.all('SELECT * FROM passkeys WHERE person_id = ? ORDER BY created_at, id', [
          personId,
        ])
      ).map(toPasskey)
    },
    async findPasskey(id) {
      const row = await one('SELECT * FROM passkeys WHERE id = ?', [id])
      return row ? toPasskey(row) : undefined
    },
    async usePasskey(id, counter, nowMs) {
      await db.run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [
        counter,
        nowMs,
        id,
      ])
    },
  }
}
