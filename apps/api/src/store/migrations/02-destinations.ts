import type { Migration } from './migration.js'

export const destinations: Migration = {
  // The outbox gets a destination: one row per submission and destination ('crm', 'email'), each
  // with its own status, attempts, next attempt, last error and delivery time, and the moment its
  // retry window opened (stored, or requeued by hand). Existing rows are the CRM's; submissions
  // stored before email existed get no email row (they are not emailed).
  version: 2,
  statements: [
    `CREATE TABLE outbox_by_destination (
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        destination TEXT NOT NULL,
        lead TEXT,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        retry_window_start BIGINT NOT NULL,
        locked_until BIGINT,
        locked_by TEXT,
        last_error TEXT,
        forwarded_at BIGINT,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (submission_id, destination)
      )`,
    `INSERT INTO outbox_by_destination (submission_id, destination, lead, status, attempts,
        next_attempt_at, retry_window_start, locked_until, locked_by, last_error, forwarded_at, updated_at)
        SELECT submission_id, 'crm', lead, status, attempts, next_attempt_at, updated_at, locked_until,
          locked_by, last_error, forwarded_at, updated_at FROM outbox`,
    'DROP TABLE outbox',
    'ALTER TABLE outbox_by_destination RENAME TO outbox',
    // Only waiting rows are ever looked up by time: the index skips the rest, so storing a lead's
    // not-forwarded rows and recording a delivery cost no index work.
    "CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending'",
    // Submissions a minute per address, shared by every instance on one PostgreSQL.
    `CREATE TABLE rate_limit_hits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        reset_at BIGINT NOT NULL
      )`,
  ],
}
