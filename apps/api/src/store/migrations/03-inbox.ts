import type { Migration } from './migration.js'

export const inbox: Migration = {
  // The agency's inbox: its audit log, each delivery attempt, and indexes for the newest-first
  // list under each filter (with 100,000 submissions a page must still come back at once).
  version: 3,
  statements: [
    `CREATE TABLE admin_audit (
        id TEXT PRIMARY KEY,
        created_at BIGINT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        submission_id TEXT,
        detail TEXT
      )`,
    'CREATE INDEX admin_audit_created_at ON admin_audit (created_at)',
    'CREATE INDEX admin_audit_submission ON admin_audit (submission_id)',
    `CREATE TABLE delivery_attempts (
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        destination TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        attempted_at BIGINT NOT NULL,
        outcome TEXT NOT NULL,
        error TEXT
      )`,
    'CREATE INDEX delivery_attempts_submission ON delivery_attempts (submission_id, attempted_at)',
    // Replaces the created_at index (it serves the retention sweep too): one index less to write.
    'DROP INDEX submissions_created_at',
    'CREATE INDEX submissions_newest ON submissions (created_at, id)',
    'CREATE INDEX submissions_spam_newest ON submissions (is_spam, created_at, id)',
    'CREATE INDEX submissions_form_type_newest ON submissions (form_type, created_at, id)',
    'CREATE INDEX outbox_status_submission ON outbox (status, submission_id)',
  ],
}
