import type { Migration } from './migration.js'

/**
 * The host of the other site a lead's visitor came from (`meta.referrerHost`, a host name the
 * schema checked), read from its stored JSON like the utm_source, never failing on a row that is
 * not JSON: PostgreSQL reads it out of the `meta` object's text, whose earlier values are strings
 * or numbers (the start time). Cut to a host name's bound.
 */
const REFERRER_HOST_OF_PAYLOAD = {
  sqlite: `substr(CASE WHEN payload LIKE '%"referrerHost"%' AND json_valid(payload)
    THEN json_extract(payload, '$.meta.referrerHost') END, 1, 253)`,
  postgres: `substr(CASE WHEN payload LIKE '%"referrerHost"%' THEN (regexp_match(payload,
    '"meta":\\{("[A-Za-z]+":("([^"\\\\]|\\\\.)*"|[-+.0-9eE]+),)*"referrerHost":"([a-z0-9.-]+)"'))[4] END, 1, 253)`,
} as const

export const referrer: Migration = {
  // A lead's source falls back to the other site its visitor came from (P-lead-source-order).
  version: 7,
  statements: [
    {
      sqlite: `ALTER TABLE submissions ADD COLUMN referrer_host TEXT
          GENERATED ALWAYS AS (${REFERRER_HOST_OF_PAYLOAD.sqlite}) VIRTUAL`,
      postgres: `ALTER TABLE submissions ADD COLUMN referrer_host TEXT
          GENERATED ALWAYS AS (${REFERRER_HOST_OF_PAYLOAD.postgres}) STORED`,
    },
    // The report still reads a period's leads, with their source, from this index alone.
    'DROP INDEX submissions_spam_newest',
    `CREATE INDEX submissions_spam_newest ON submissions
        (is_spam, created_at, id, form_type, landing_page, utm_source, referrer_host)`,
  ],
}
