import { likeContaining } from './rows.js'
import { LEAD_COLUMNS } from './schema.js'
import type { LeadFilter } from './types.js'

/** A statement with `?` placeholders and its values; `numbered` turns it into PostgreSQL's `$n`. */
export interface Query {
  readonly text: string
  readonly values: unknown[]
}

/** PostgreSQL's placeholders: the n-th `?` becomes `$n` (no statement here has a literal `?`). */
export function numbered(query: Query): Query {
  let index = 0
  return {
    text: query.text.replace(/\?/g, () => {
      index += 1
      return `$${index}`
    }),
    values: query.values,
  }
}

const hasDelivery = (status: string) =>
  `EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = s.id AND o.status = '${status}')`

const STATUS_CONDITIONS = {
  all: undefined,
  // Delivered: every destination has it, none is still waiting or failed.
  delivered: `${hasDelivery('forwarded')} AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = s.id AND o.status <> 'forwarded')`,
  pending: hasDelivery('pending'),
  failed: hasDelivery('failed'),
  not_forwarded: hasDelivery('not_forwarded'),
} as const

/** The WHERE clause of a filter, shared by the list, its count and the export. */
export function leadWhere(filter: LeadFilter): Query {
  const conditions: string[] = []
  const values: unknown[] = []
  const status = STATUS_CONDITIONS[filter.status]
  if (status) conditions.push(status)
  if (filter.spam === 'spam') conditions.push('s.is_spam = 1')
  if (filter.spam === 'not_spam') conditions.push('s.is_spam = 0')
  if (filter.formType) {
    conditions.push('s.form_type = ?')
    values.push(filter.formType)
  }
  const search = filter.search?.trim().toLowerCase()
  if (search) {
    // The payload is the JSON the visitor sent: name, phone and business are inside it.
    conditions.push(
      "(lower(s.reference) LIKE ? ESCAPE '\\' OR s.email LIKE ? ESCAPE '\\' OR lower(s.payload) LIKE ? ESCAPE '\\')",
    )
    const pattern = likeContaining(search)
    values.push(pattern, pattern, pattern)
  }
  return {
    text: conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`,
    values,
  }
}

/** One page of matching submissions, newest first (the `submissions_newest` index serves it). */
export function leadPageQuery(filter: LeadFilter, page: { limit: number; offset: number }): Query {
  const where = leadWhere(filter)
  return {
    text: `SELECT ${LEAD_COLUMNS} FROM submissions s ${where.text}
      ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`,
    values: [...where.values, page.limit, page.offset],
  }
}

/** How many submissions match the filter. */
export function leadCountQuery(filter: LeadFilter): Query {
  const where = leadWhere(filter)
  return { text: `SELECT COUNT(*) AS count FROM submissions s ${where.text}`, values: where.values }
}

/** The outbox rows of the given submissions, one per destination. */
export function deliveriesQuery(submissionIds: readonly string[]): Query {
  return {
    text: `SELECT submission_id, 'crm' AS destination, status, attempts, last_error, forwarded_at,
      next_attempt_at FROM outbox WHERE submission_id IN (${submissionIds.map(() => '?').join(', ')})`,
    values: [...submissionIds],
  }
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
