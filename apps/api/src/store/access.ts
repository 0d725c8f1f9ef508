import type { Holdings } from './people.js'
import { LINK_COLUMNS, num, oneOf, TOKEN_COLUMNS, toLink, toToken } from './people-rows.js'
import { type SqlRunner, sliceOf } from './sql.js'
import type { Store } from './types.js'

/**
 * The endings of access (P-access-ends) and the sign-in failure limit: the part of the people
 * tables that more than one wing writes. The inbox's people pages end access one act at a time; a
 * restore (ops) applies every ending again after the backup it restored; the metrics listener
 * (ops) counts wrong tokens with the inbox's failure limit. The rest of the people tables are the
 * inbox's own slice (inbox/people/store/).
 */
export interface AccessStore {
  /** What a person holds or made that is still live (for the confirmation before removal). */
  holdingsOf(personId: string, nowMs: number): Promise<Holdings>
  /**
   * Removes a person: revokes the tokens they created and cancels the links they sent, then deletes
   * them with their passkeys, sessions and own links, at once for every instance. Returns what
   * ended, or undefined when there was no such person.
   */
  removePerson(id: string, nowMs: number): Promise<Holdings | undefined>
  removePasskey(personId: string, id: string): Promise<boolean>
  /** Ends every session (a restore: a copied cookie must not come back to life). */
  endAllSessions(): Promise<number>
  /** Marks an unused link used, whatever its kind (a restore ending it again); false if it was. */
  endLink(id: string, nowMs: number): Promise<boolean>
  /** Ends every unused setup link (once an owner exists); returns how many. */
  endSetupLinks(nowMs: number): Promise<number>
  revokeToken(id: string, nowMs: number): Promise<boolean>
  /** Adds a failure to a key's window (a new window once the last has ended); returns the count. */
  recordSignInFailure(
    key: string,
    options: { nowMs: number; windowMs: number },
  ): Promise<{ failures: number; windowStartMs: number }>
  signInFailures(key: string): Promise<{ failures: number; windowStartMs: number } | undefined>
  clearSignInFailures(key: string): Promise<void>
}

/** The access store over a driver's runner (store.sql), the same statements for both databases. */
export function createAccessStore(db: SqlRunner): AccessStore {
  const one = oneOf(db)
  let lastFailurePruneMs = 0
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
  /** Stamps when a link was used or a token revoked, once: true when this call ended it. */
  const endOnce = async (
    table: 'sign_in_links' | 'api_tokens',
    column: 'used_at' | 'revoked_at',
    id: string,
    nowMs: number,
  ) =>
    (await db.run(`UPDATE ${table} SET ${column} = ? WHERE id = ? AND ${column} IS NULL`, [
      nowMs,
      id,
    ])) > 0
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
    async removePasskey(personId, id) {
      return (
        (await db.run('DELETE FROM passkeys WHERE id = ? AND person_id = ?', [id, personId])) > 0
      )
    },
    async endAllSessions() {
      return db.run('DELETE FROM admin_sessions')
    },
    async recordSignInFailure(key, { nowMs, windowMs }) {
      // Windows that have ended are dropped now and then, so a scan from many addresses cannot
      // grow the table for ever.
      if (nowMs - lastFailurePruneMs >= 60_000) {
        lastFailurePruneMs = nowMs
        await db.run('DELETE FROM sign_in_failures WHERE window_start <= ?', [nowMs - windowMs])
      }
      // One statement, so failures from several instances add up on the same row.
      const [row] = await db.all(
        `INSERT INTO sign_in_failures (key, failures, window_start) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN sign_in_failures.window_start <= ? THEN 1 ELSE sign_in_failures.failures + 1 END,
           window_start = CASE WHEN sign_in_failures.window_start <= ? THEN ? ELSE sign_in_failures.window_start END
         RETURNING failures, window_start`,
        [key, nowMs, nowMs - windowMs, nowMs - windowMs, nowMs],
      )
      return { failures: num(row?.failures), windowStartMs: num(row?.window_start) }
    },
    async signInFailures(key) {
      const row = await one('SELECT failures, window_start FROM sign_in_failures WHERE key = ?', [
        key,
      ])
      return row ? { failures: num(row.failures), windowStartMs: num(row.window_start) } : undefined
    },
    async clearSignInFailures(key) {
      await db.run('DELETE FROM sign_in_failures WHERE key = ?', [key])
    },
    async endLink(id, nowMs) {
      return endOnce('sign_in_links', 'used_at', id, nowMs)
    },
    async endSetupLinks(nowMs) {
      // Marked used rather than deleted: a late click on one says "used already", not "not valid".
      return db.run(
        "UPDATE sign_in_links SET used_at = ? WHERE kind = 'setup' AND used_at IS NULL",
        [nowMs],
      )
    },
    async revokeToken(id, nowMs) {
      return endOnce('api_tokens', 'revoked_at', id, nowMs)
    },
  }
}

/** The access slice of a store. */
export function accessOf(store: Pick<Store, 'sql'>): AccessStore {
  return sliceOf(store.sql, createAccessStore)
}
