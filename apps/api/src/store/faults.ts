// Store errors that mean "the database cannot take this now", not "this request is wrong": a full
// disk, a lock held too long, a server refusing, gone or frozen. Answered 503 with Retry-After,
// never a 500, and never lost silently: the visitor is told to try again (P-store-faults-bounded).

const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|BUSY|LOCKED|IOERR|READONLY|CANTOPEN|PROTOCOL)/
// PostgreSQL: class 08 (connection), 53 (resources: disk full, too many connections), 57
// (operator intervention, statement timeout), 40001/40P01 (serialization, deadlock).
const POSTGRES_UNAVAILABLE = /^(08|53|57|40001|40P01)/
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'])
const PG_CLIENT_MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|not queryable|connection timeout/i

/** True when a store error is the database being unavailable (full, busy, down or frozen). */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (SQLITE_UNAVAILABLE.test(code) || NETWORK_CODES.has(code)) return true
    if (/^[0-9A-Z]{5}$/.test(code) && POSTGRES_UNAVAILABLE.test(code)) return true
  }
  return PG_CLIENT_MESSAGES.test(error.message)
}
