import type { Migration } from './migration.js'

/**
 * A lead's utm_source read from its stored JSON, never failing on a row that is not JSON
 * (P-poison-row-set-aside): SQLite checks the JSON first; PostgreSQL 15 has no such check, so it
 * reads the value out of the text as JSON.stringify writes it (a flat object of strings; the
 * escapes are undone when read). Cut to the forms' short-text bound, so an index entry stays small.
 */
const UTM_SOURCE_OF_PAYLOAD = {
  sqlite: `substr(CASE WHEN payload LIKE '%"utmSource"%' AND json_valid(payload)
    THEN json_extract(payload, '$.attribution.utmSource') END, 1, 200)`,
  postgres: `substr(CASE WHEN payload LIKE '%"utmSource"%' THEN (regexp_match(payload,
    '"attribution":\\{("[A-Za-z]+":"([^"\\\\]|\\\\.)*",)*"utmSource":"(([^"\\\\]|\\\\.)*)"'))[3] END, 1, 400)`,
} as const

export const reports: Migration = {
  // The reports page and /metrics (P-reports-count-leads-not-spam): each lead's utm_source and
  // landing page as columns computed from what is stored (nothing new is written by the app),
  // and two indexes widened, not added, so storing a lead writes no more index entries than
  // before: the report reads a period from one index alone, and the gauges count from indexes.
  version: 6,
  statements: [
    {
      sqlite: `ALTER TABLE submissions ADD COLUMN utm_source TEXT
          GENERATED ALWAYS AS (${UTM_SOURCE_OF_PAYLOAD.sqlite}) VIRTUAL`,
      postgres: `ALTER TABLE submissions ADD COLUMN utm_source TEXT
          GENERATED ALWAYS AS (${UTM_SOURCE_OF_PAYLOAD.postgres}) STORED`,
    },
    // A path as long as a Referer can be: cut, so an index entry stays within PostgreSQL's bound.
    {
      sqlite: `ALTER TABLE submissions ADD COLUMN landing_page TEXT
          GENERATED ALWAYS AS (substr(source_page, 1, 300)) VIRTUAL`,
      postgres: `ALTER TABLE submissions ADD COLUMN landing_page TEXT
          GENERATED ALWAYS AS (substr(source_page, 1, 300)) STORED`,
    },
    // The spam flag first: a report reads the leads (not spam) of a period from this index alone.
    'DROP INDEX submissions_spam_newest',
    `CREATE INDEX submissions_spam_newest ON submissions
        (is_spam, created_at, id, form_type, landing_page, utm_source)`,
    // Grouped by status and destination in index order: the outbox gauge reads no row.
    'DROP INDEX outbox_status_submission',
    'CREATE INDEX outbox_status_submission ON outbox (status, destination, submission_id)',
  ],
}
