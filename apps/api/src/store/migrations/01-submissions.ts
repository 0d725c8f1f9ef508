import type { Migration } from './migration.js'

export const submissions: Migration = {
  version: 1,
  statements: [
    `CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        form_type TEXT NOT NULL,
        payload TEXT NOT NULL,
        email TEXT,
        source_page TEXT,
        client_hash TEXT NOT NULL,
        is_spam SMALLINT NOT NULL DEFAULT 0,
        referral_code TEXT UNIQUE,
        created_at BIGINT NOT NULL
      )`,
    'CREATE INDEX submissions_created_at ON submissions (created_at)',
    'CREATE INDEX submissions_email ON submissions (email)',
    `CREATE TABLE outbox (
        submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        lead TEXT,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        locked_until BIGINT,
        locked_by TEXT,
        last_error TEXT,
        forwarded_at BIGINT,
        updated_at BIGINT NOT NULL
      )`,
    'CREATE INDEX outbox_due ON outbox (status, next_attempt_at)',
    // No foreign key: PostgreSQL stores the key in the same statement as the submission it names.
    `CREATE TABLE idempotency_keys (
        route TEXT NOT NULL,
        key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        response TEXT NOT NULL,
        submission_id TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (route, key)
      )`,
    'CREATE INDEX idempotency_keys_submission ON idempotency_keys (submission_id)',
    'CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
  ],
}
