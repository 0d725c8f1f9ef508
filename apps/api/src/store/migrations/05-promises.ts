import { replyByOf } from '../../lib/reply-promises.js'
import type { Migration } from './migration.js'

export const promises: Migration = {
  // Keeping the site's promises (P-reply-by-working-hours, P-lead-status-audited,
  // P-morning-digest-once): each lead's reply-by time, its status and the person it is assigned
  // to; every status change; each morning's digest claimed once; and the queue of emails that
  // are not about one lead (the digests), retried like the outbox's.
  version: 5,
  statements: [
    'ALTER TABLE submissions ADD COLUMN reply_by_ms BIGINT',
    "ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'",
    'ALTER TABLE submissions ADD COLUMN assigned_to TEXT',
    // "Needs a reply" and the digest read new, not-spam leads by reply-by time.
    'CREATE INDEX submissions_needs_reply ON submissions (status, is_spam, reply_by_ms)',
    `CREATE TABLE lead_status_changes (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        changed_at BIGINT NOT NULL,
        from_status TEXT NOT NULL,
        to_status TEXT NOT NULL,
        note TEXT
      )`,
    'CREATE INDEX lead_status_changes_submission ON lead_status_changes (submission_id, changed_at)',
    `CREATE TABLE digest_mornings (
        morning TEXT PRIMARY KEY,
        claimed_at BIGINT NOT NULL,
        claimed_by TEXT NOT NULL,
        messages INTEGER NOT NULL
      )`,
    `CREATE TABLE mail_outbox (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        recipients TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        retry_window_start BIGINT NOT NULL,
        locked_until BIGINT,
        locked_by TEXT,
        last_error TEXT,
        sent_at BIGINT,
        created_at BIGINT NOT NULL
      )`,
    "CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending'",
  ],
  // Leads stored before: their reply-by time from their form's promise and when they arrived.
  backfill: {
    select: 'SELECT id, form_type, created_at FROM submissions',
    table: 'submissions',
    column: 'reply_by_ms',
    valueOf: (row) => replyByOf(String(row.form_type), Number(row.created_at)),
  },
}
