import { normaliseAddress } from './erasure-matches.js'
import { likeContaining } from './rows.js'
import { DELIVERY_COLUMNS, SUBMISSION_COLUMNS } from './schema.js'
import type { Query } from './sql.js'
import type { LeadFilter } from './types.js'

export { numbered, type Query } from './sql.js'

// IN over the outbox's (status, submission_id) index: a rare status (failed) is found from its
// few rows, not by probing every submission.
const hasDelivery = (status: string) =>
  `s.id IN (SELECT o.submission_id FROM outbox o WHERE o.status = '${status}')`

const hasNoDeliveryOtherThan = (statuses: string) =>
  `NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = s.id AND o.status NOT IN (${statuses}))`

const STATUS_CONDITIONS = {
  all: undefined,
  // Delivered: some destination has it and none is still waiting or failed (a destination that is
  // not configured keeps its row not forwarded, which does not count against it).
  delivered: `${hasDelivery('forwarded')} AND ${hasNoDeliveryOtherThan("'forwarded', 'not_forwarded'")}`,
  pending: hasDelivery('pending'),
  failed: hasDelivery('failed'),
  // Not forwarded: stored while no destination was configured, so nothing has been tried.
  not_forwarded: `${hasDelivery('not_forwarded')} AND ${hasNoDeliveryOtherThan("'not_forwarded'")}`,
} as const

/** A whole reference as newReference makes it, like HH-7K3M-9QXD. */
const REFERENCE = /^HH-[0-9A-Z]{4}-[0-9A-Z]{4}$/

/**
 * The SQL function that lower-cases for the search: `lower` (PostgreSQL's folds every letter in a
 * UTF-8 database; SQLite's folds ASCII only, enough for an ASCII search) or SQLite's
 * `unicode_lower` (JavaScript's, registered on the connection), used for a search beyond ASCII.
 */
export type LowerFunction = 'lower' | 'unicode_lower'

/** The WHERE clause of a filter, shared by the list, its count and the export. */
export function leadWhere(filter: LeadFilter, lower: LowerFunction = 'lower'): Query {
  const conditions: string[] = []
  const values: unknown[] = []
  const status = STATUS_CONDITIONS[filter.status]
  if (status) conditions.push(status)
  if (filter.spam === 'spam') conditions.push('s.is_spam = 1')
  if (filter.spam === 'not_spam') conditions.push('s.is_spam = 0')
  if (filter.needsReply) {
    conditions.push("s.status = 'new' AND s.is_spam = 0 AND s.reply_by_ms IS NOT NULL")
  }
  if (filter.formType) {
    conditions.push('s.form_type = ?')
    values.push(filter.formType)
  }
  // NFC, as every stored text is (the forms normalise it): "Siân" typed either way finds it.
  const search = filter.search?.normalize('NFC').trim()
  if (search && REFERENCE.test(search.toUpperCase())) {
    // A whole reference is unique: answered from its index, not by reading every payload.
    conditions.push('s.reference = ?')
    values.push(search.toUpperCase())
  } else if (search) {
    // The payload is the JSON the visitor sent: name, phone and business are inside it.
    conditions.push(
      `(lower(s.reference) LIKE ? ESCAPE '\\' OR s.email LIKE ? ESCAPE '\\' OR ${lower}(s.payload) LIKE ? ESCAPE '\\')`,
    )
    const pattern = likeContaining(search.toLowerCase())
    values.push(pattern, pattern, pattern)
  }
  return {
    text: conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`,
    values,
  }
}

/**
 * One page of matching submissions, newest first (the `submissions_newest` index serves it); those
 * needing a reply by reply-by time, the most overdue first (`submissions_needs_reply` serves it).
 */
export function leadPageQuery(
  filter: LeadFilter,
  page: { limit: number; offset: number },
  lower: LowerFunction = 'lower',
): Query {
  const where = leadWhere(filter, lower)
  return {
    text: `SELECT ${SUBMISSION_COLUMNS} FROM submissions s ${where.text}
      ORDER BY ${filter.needsReply ? 's.reply_by_ms, s.id' : 's.created_at DESC, s.id DESC'} LIMIT ? OFFSET ?`,
    values: [...where.values, page.limit, page.offset],
  }
}

/**
 * The candidates of an erasure, newest first: every submission whose email column is the address
 * or whose payload contains it. `toErasableLeads` keeps those holding the whole address only.
 */
export function erasableQuery(email: string): Query {
  const normalised = normaliseAddress(email)
  return {
    text: `SELECT ${SUBMISSION_COLUMNS} FROM submissions
      WHERE email = ? OR lower(payload) LIKE ? ESCAPE '\\' ORDER BY created_at DESC, id DESC`,
    values: [normalised, likeContaining(normalised)],
  }
}

/** The outbox rows (one per destination) of the given submissions. */
export function deliveriesQuery(submissionIds: readonly string[]): Query {
  return {
    text: `SELECT ${DELIVERY_COLUMNS} FROM outbox
      WHERE submission_id IN (${submissionIds.map(() => '?').join(', ')})`,
    values: [...submissionIds],
  }
}

/** How many submissions match the filter. */
export function leadCountQuery(filter: LeadFilter, lower: LowerFunction = 'lower'): Query {
  const where = leadWhere(filter, lower)
  return { text: `SELECT COUNT(*) AS count FROM submissions s ${where.text}`, values: where.values }
}

/** The five figures at the top of the inbox, each answered from an index. */
export function countQueries(since: { todayStartMs: number; weekStartMs: number }) {
  return {
    today: {
      text: 'SELECT COUNT(*) AS count FROM submissions WHERE created_at >= ?',
      values: [since.todayStartMs],
    },
    thisWeek: {
      text: 'SELECT COUNT(*) AS count FROM submissions WHERE created_at >= ?',
      values: [since.weekStartMs],
    },
    pending: {
      text: "SELECT COUNT(DISTINCT submission_id) AS count FROM outbox WHERE status = 'pending'",
      values: [],
    },
    failed: {
      text: "SELECT COUNT(DISTINCT submission_id) AS count FROM outbox WHERE status = 'failed'",
      values: [],
    },
    spam: { text: 'SELECT COUNT(*) AS count FROM submissions WHERE is_spam = 1', values: [] },
  } satisfies Record<string, Query>
}

/**
 * A submission delivered (somewhere, and waiting or failed nowhere) or flagged as spam: the only
 * kind retention deletes (P-retention-never-undelivered). A lead waiting, failed or never
 * forwarded anywhere is kept.
 */
export const DELIVERED_OR_SPAM = `(submissions.is_spam = 1 OR (
  EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = submissions.id AND o.status = 'forwarded')
  AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = submissions.id
    AND o.status IN ('pending', 'failed'))))`
