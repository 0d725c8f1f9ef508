import { LINK_COLUMNS, oneOf, TOKEN_COLUMNS, toLink, toToken } from '../../../store/people-rows.js'
import type { SqlRunner } from '../../../store/sql.js'
import type { PeopleLinksAndTokens } from './types.js'

/** Sign-in links and API tokens. */
export function createLinkAndTokenRows(db: SqlRunner): PeopleLinksAndTokens {
  const one = oneOf(db)
  return {
    async createLink(link) {
      await db.run(
        `INSERT INTO sign_in_links (id, token_hash, kind, email, display_name, role, person_id, created_by, created_at, expires_at, used_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          link.id,
          link.tokenHash,
          link.kind,
          link.email?.toLowerCase() ?? null,
          link.displayName,
          link.role,
          link.personId,
          link.createdBy,
          link.createdAtMs,
          link.expiresAtMs,
          link.usedAtMs,
        ],
      )
    },
    async findLink(tokenHash) {
      const row = await one(`SELECT ${LINK_COLUMNS} FROM sign_in_links WHERE token_hash = ?`, [
        tokenHash,
      ])
      return row ? toLink(row) : undefined
    },
    async consumeLink(tokenHash, nowMs) {
      // One statement: two instances (or two tabs) racing for one link, only one changes the row.
      return (
        (await db.run(
          'UPDATE sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
          [nowMs, tokenHash, nowMs],
        )) > 0
      )
    },
    async listOpenInvitations(nowMs, options = {}) {
      return (
        await db.all(
          `SELECT ${LINK_COLUMNS} FROM sign_in_links
           WHERE used_at IS NULL AND expires_at > ? ${options.withSetup ? '' : "AND kind <> 'setup'"}
           ORDER BY created_at DESC`,
          [nowMs],
        )
      ).map(toLink)
    },
    async revokeLink(id) {
      return (await db.run('DELETE FROM sign_in_links WHERE id = ? AND used_at IS NULL', [id])) > 0
    },
    async createToken(token) {
      await db.run(
        `INSERT INTO api_tokens (id, name, token_hash, scopes, created_by, created_at, last_used_at, revoked_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          token.id,
          token.name,
          token.tokenHash,
          JSON.stringify(token.scopes),
          token.createdBy,
          token.createdAtMs,
          token.lastUsedAtMs,
          token.revokedAtMs,
          token.expiresAtMs,
        ],
      )
    },
    async findLiveToken(tokenHash, { nowMs, touchAfterMs }) {
      const row = await one(
        `SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE token_hash = ? AND revoked_at IS NULL
         AND (expires_at IS NULL OR expires_at > ?)`,
        [tokenHash, nowMs],
      )
      if (!row) return undefined
      const token = toToken(row)
      if (token.lastUsedAtMs === null || nowMs - token.lastUsedAtMs >= touchAfterMs) {
        await db.run('UPDATE api_tokens SET last_used_at = ? WHERE id = ?', [nowMs, token.id])
      }
      return { ...token, lastUsedAtMs: nowMs }
    },
    async listTokens() {
      return (await db.all(`SELECT ${TOKEN_COLUMNS} FROM api_tokens ORDER BY created_at DESC`)).map(
        toToken,
      )
    },
    async findToken(id) {
      const row = await one(`SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE id = ?`, [id])
      return row ? toToken(row) : undefined
    },
  }
}
