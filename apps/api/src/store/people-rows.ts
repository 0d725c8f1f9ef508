import {
  type AdminSession,
  type ApiToken,
  type LinkKind,
  type Passkey,
  type Person,
  SCOPES,
  type Scope,
  type SignInLink,
} from './people.js'
import type { SqlRunner } from './sql.js'

// How the people tables' rows read back, shared by the people store's parts.

export const num = (value: unknown) => Number(value)
export const optionalNum = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)
export const text = (value: unknown) =>
  value === null || value === undefined ? null : String(value)

export function toPerson(row: Record<string, unknown>): Person {
  return {
    id: String(row.id),
    email: String(row.email),
    displayName: String(row.display_name),
    role: row.role === 'owner' ? 'owner' : 'staff',
    createdBy: text(row.created_by),
    createdAtMs: num(row.created_at),
    lastSignInAtMs: optionalNum(row.last_sign_in_at),
  }
}

export function toPasskey(row: Record<string, unknown>): Passkey {
  return {
    id: String(row.id),
    personId: String(row.person_id),
    publicKey: String(row.public_key),
    counter: num(row.counter),
    transports: JSON.parse(String(row.transports)) as string[],
    name: String(row.name),
    createdAtMs: num(row.created_at),
    lastUsedAtMs: optionalNum(row.last_used_at),
  }
}

export function toSession(row: Record<string, unknown>): AdminSession {
  return {
    id: String(row.id),
    personId: text(row.person_id),
    createdAtMs: num(row.created_at),
    lastSeenAtMs: num(row.last_seen_at),
    expiresAtMs: num(row.expires_at),
    userAgent: text(row.user_agent),
    provedAtMs: optionalNum(row.proved_at),
  }
}

export function toLink(row: Record<string, unknown>): SignInLink {
  return {
    id: String(row.id),
    kind: String(row.kind) as LinkKind,
    email: text(row.email),
    displayName: text(row.display_name),
    role: row.role === 'owner' ? 'owner' : 'staff',
    personId: text(row.person_id),
    createdBy: text(row.created_by),
    createdAtMs: num(row.created_at),
    expiresAtMs: num(row.expires_at),
    usedAtMs: optionalNum(row.used_at),
  }
}

export function toToken(row: Record<string, unknown>): ApiToken {
  return {
    id: String(row.id),
    name: String(row.name),
    scopes: (JSON.parse(String(row.scopes)) as string[]).filter((scope): scope is Scope =>
      (SCOPES as readonly string[]).includes(scope),
    ),
    createdBy: text(row.created_by),
    createdAtMs: num(row.created_at),
    lastUsedAtMs: optionalNum(row.last_used_at),
    revokedAtMs: optionalNum(row.revoked_at),
    expiresAtMs: optionalNum(row.expires_at),
  }
}

export const PERSON_COLUMNS =
  'id, email, display_name, role, created_by, created_at, last_sign_in_at'
export const SESSION_COLUMNS =
  'id, person_id, created_at, last_seen_at, expires_at, user_agent, proved_at'
export const LINK_COLUMNS =
  'id, kind, email, display_name, role, person_id, created_by, created_at, expires_at, used_at'
export const TOKEN_COLUMNS =
  'id, name, scopes, created_by, created_at, last_used_at, revoked_at, expires_at'

/** The first row a statement returns, or undefined. */
export const oneOf =
  (db: SqlRunner) =>
  async (sql: string, values: readonly unknown[] = []) =>
    (await db.all(sql, values))[0]
