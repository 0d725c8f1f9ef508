/**
 * The schema, written once for both dialects. Times are milliseconds since the epoch (BIGINT) and
 * JSON is kept as text, so SQLite and PostgreSQL store and return exactly the same values.
 */
export const MIGRATIONS: readonly { readonly version: number; readonly statements: string[] }[] = [
  {
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
  },
  {
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
      'CREATE INDEX submissions_newest ON submissions (created_at, id)',
      'CREATE INDEX submissions_spam_newest ON submissions (is_spam, created_at, id)',
      'CREATE INDEX submissions_form_type_newest ON submissions (form_type, created_at, id)',
      'CREATE INDEX outbox_status_submission ON outbox (status, submission_id)',
    ],
  },
]

/** Columns selected for a SubmissionRecord, in both dialects. */
export const SUBMISSION_COLUMNS = `s.id, s.reference, s.kind, s.form_type, s.payload, s.email, s.source_page,
  s.client_hash, s.is_spam, s.referral_code, s.created_at, o.status, o.attempts, o.last_error,
  o.forwarded_at`

/** A row as both drivers return it (PostgreSQL returns BIGINT as a string). */
export interface SubmissionRow {
  id: string
  reference: string
  kind: string
  form_type: string
  payload: string
  email: string | null
  source_page: string | null
  client_hash: string
  is_spam: number
  referral_code: string | null
  created_at: number | string
  status: string | null
  attempts: number | null
  last_error: string | null
  forwarded_at: number | string | null
}

/** Columns of a submission without its outbox rows (the inbox reads those per destination). */
export const LEAD_COLUMNS = `s.id, s.reference, s.kind, s.form_type, s.payload, s.email, s.source_page,
  s.client_hash, s.is_spam, s.referral_code, s.created_at`

/** An outbox row as the inbox shows it, from either driver. */
export interface DeliveryRow {
  submission_id: string
  destination: string
  status: string
  attempts: number | string
  last_error: string | null
  forwarded_at: number | string | null
  next_attempt_at: number | string
}

/** One recorded delivery attempt, from either driver. */
export interface AttemptRow {
  destination: string
  attempt: number | string
  attempted_at: number | string
  outcome: string
  error: string | null
}

/** One audit entry, from either driver. */
export interface AuditRow {
  id: string
  created_at: number | string
  actor: string
  action: string
  submission_id: string | null
  detail: string | null
}
