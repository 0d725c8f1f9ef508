import { oneOf, SESSION_COLUMNS, toSession } from '../../../store/people-rows.js'
import type { SqlRunner } from '../../../store/sql.js'
import type { PeopleSessions } from './types.js'

/** Sessions and the WebAuthn challenges of a sign-in. */
export function createSessionRows(db: SqlRunner): PeopleSessions {
  const one = oneOf(db)
  return {
    async createSession(session) {
      await db.run(
        `INSERT INTO admin_sessions (id, token_hash, person_id, created_at, last_seen_at, expires_at, user_agent, proved_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          session.id,
          session.tokenHash,
          session.personId,
          session.createdAtMs,
          session.lastSeenAtMs,
          session.expiresAtMs,
          session.userAgent,
          session.provedAtMs,
        ],
      )
    },
    async findLiveSession(tokenHash, { nowMs, idleMs, touchAfterMs }) {
      const row = await one(
        `SELECT ${SESSION_COLUMNS} FROM admin_sessions
         WHERE token_hash = ? AND expires_at > ? AND last_seen_at > ?`,
        [tokenHash, nowMs, nowMs - idleMs],
      )
      if (!row) return undefined
      const session = toSession(row)
      // One write a minute at most per session, not one per request.
      if (nowMs - session.lastSeenAtMs >= touchAfterMs) {
        await db.run('UPDATE admin_sessions SET last_seen_at = ? WHERE id = ?', [nowMs, session.id])
      }
      return session
    },
    async listSessions(personId) {
      const rows =
        personId === undefined
          ? await db.all(`SELECT ${SESSION_COLUMNS} FROM admin_sessions ORDER BY last_seen_at DESC`)
          : await db.all(
              `SELECT ${SESSION_COLUMNS} FROM admin_sessions WHERE person_id = ? ORDER BY last_seen_at DESC`,
              [personId],
            )
      return rows.map(toSession)
    },
    async endSession(id, personId) {
      const changed =
        personId === undefined
          ? await db.run('DELETE FROM admin_sessions WHERE id = ?', [id])
          : await db.run('DELETE FROM admin_sessions WHERE id = ? AND person_id = ?', [
              id,
              personId,
            ])
      return changed > 0
    },
    async endOtherSessions(personId, keepId) {
      return db.run('DELETE FROM admin_sessions WHERE person_id = ? AND id <> ?', [
        personId,
        keepId ?? '',
      ])
    },
    async recordProof(sessionId, nowMs) {
      await db.run('UPDATE admin_sessions SET proved_at = ? WHERE id = ?', [nowMs, sessionId])
    },
    async saveChallenge(challenge, purpose, expiresAtMs) {
      // Challenges nobody finished are dropped as new ones come: the table never grows for long.
      await db.run('DELETE FROM webauthn_challenges WHERE expires_at <= ?', [
        expiresAtMs - 10 * 60_000,
      ])
      await db.run(
        'INSERT INTO webauthn_challenges (challenge, purpose, expires_at) VALUES (?, ?, ?)',
        [challenge, purpose, expiresAtMs],
      )
    },
    async takeChallenge(challenge, purpose, nowMs) {
      return (
        (await db.run(
          'DELETE FROM webauthn_challenges WHERE challenge = ? AND purpose = ? AND expires_at > ?',
          [challenge, purpose, nowMs],
        )) > 0
      )
    },
  }
}
