import type { Holdings, PeopleStore } from './people.js'
import {
  LINK_COLUMNS,
  num,
  oneOf,
  PERSON_COLUMNS,
  TOKEN_COLUMNS,
  toLink,
  toPasskey,
  toPerson,
  toToken,
} from './people-rows.js'
import type { SqlRunner } from './sql.js'

type Methods =
  | 'countOwners'
  | 'listPeople'
  | 'findPerson'
  | 'findPersonByEmail'
  | 'holdingsOf'
  | 'removePerson'
  | 'recordSignIn'
  | 'createPerson'
  | 'addPasskey'
  | 'listPasskeys'
  | 'findPasskey'
  | 'usePasskey'
  | 'removePasskey'

/** People, their passkeys and their sessions. */
export function createAccountRows(db: SqlRunner): Pick<PeopleStore, Methods> {
  const one = oneOf(db)
  const liveTokensOf = async (personId: string, nowMs: number) =>
    (
      await db.all(
        `SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE created_by = ? AND revoked_at IS NULL
         AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at`,
        [personId, nowMs],
      )
    ).map(toToken)
  const openLinksSentBy = async (personId: string, nowMs: number) =>
    (
      await db.all(
        `SELECT ${LINK_COLUMNS} FROM sign_in_links WHERE created_by = ? AND used_at IS NULL
         AND expires_at > ? ORDER BY created_at`,
        [personId, nowMs],
      )
    ).map(toLink)
  const countOf = async (sql: string, values: readonly unknown[]) =>
    num((await one(sql, values))?.count)
  const holdingsOf = async (personId: string, nowMs: number): Promise<Holdings> => ({
    sessions: await countOf('SELECT COUNT(*) AS count FROM admin_sessions WHERE person_id = ?', [
      personId,
    ]),
    passkeys: await countOf('SELECT COUNT(*) AS count FROM passkeys WHERE person_id = ?', [
      personId,
    ]),
    links: await countOf(
      'SELECT COUNT(*) AS count FROM sign_in_links WHERE person_id = ? AND used_at IS NULL AND expires_at > ?',
      [personId, nowMs],
    ),
    invitations: await openLinksSentBy(personId, nowMs),
    tokens: await liveTokensOf(personId, nowMs),
  })
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
    holdingsOf,
    async removePerson(id, nowMs) {
      const held = await holdingsOf(id, nowMs)
      // What they made goes first: a token or invitation of theirs must not outlive them, even if
      // the deletion below fails. Each statement is guarded, so a second instance removing the
      // same person at once changes nothing twice.
      await db.run(
        'UPDATE api_tokens SET revoked_at = ? WHERE created_by = ? AND revoked_at IS NULL',
        [nowMs, id],
      )
      await db.run('DELETE FROM sign_in_links WHERE created_by = ? AND used_at IS NULL', [id])
      // Sessions, passkeys and their own links go with the person (ON DELETE CASCADE): every
      // instance checks the session table at each request, so the person is out everywhere now.
      return (await db.run('DELETE FROM people WHERE id = ?', [id])) > 0 ? held : undefined
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
    async removePasskey(personId, id) {
      return (
        (await db.run('DELETE FROM passkeys WHERE id = ? AND person_id = ?', [id, personId])) > 0
      )
    },
  }
}
