import { replyByOf } from '../lib/reply-promises.js'

/**
 * Values a migration computes in JavaScript for the rows already stored (SQL cannot count working
 * hours): `select` reads `id` and what `valueOf` needs; each non-null value is written to
 * `column` of `table` for that id.
 */
export interface Backfill {
  readonly select: string
  readonly table: string
  readonly column: string
  readonly valueOf: (row: Readonly<Record<string, unknown>>) => number | null
}

/** One step of the schema: statements, then an optional backfill, in one transaction. */
export interface Migration {
  readonly version: number
  readonly statements: MigrationStatement[]
  readonly backfill?: Backfill
}

/** A statement both dialects run, or one written for each where their SQL differs. */
export type MigrationStatement = string | { readonly sqlite: string; readonly postgres: string }

/** A migration statement in one dialect's SQL. */
export function statementIn(statement: MigrationStatement, dialect: 'sqlite' | 'postgres'): string {
  return typeof statement === 'string' ? statement : statement[dialect]
}

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

/**
 * The schema, written once for both dialects. Times are milliseconds since the epoch (BIGINT) and
 * JSON is kept as text, so SQLite and PostgreSQL store and return exactly the same values.
 */
export const MIGRATIONS: readonly Migration[] = [
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
      // Replaces the created_at index (it serves the retention sweep too): one index less to write.
      'DROP INDEX submissions_created_at',
      'CREATE INDEX submissions_newest ON submissions (created_at, id)',
      'CREATE INDEX submissions_spam_newest ON submissions (is_spam, created_at, id)',
      'CREATE INDEX submissions_form_type_newest ON submissions (form_type, created_at, id)',
      'CREATE INDEX outbox_status_submission ON outbox (status, submission_id)',
    ],
  },
  {
    // A sign-in for each person (decision 018): people and their passkeys, server-side sessions,
    // single-use links (setup, invitation, recovery) and API tokens kept only as SHA-256 hashes,
    // WebAuthn challenges (single use, shared by every instance), failed sign-ins counted in the
    // store (so instances share the limit), and the emails sent to people (not leads) waiting to go.
    version: 4,
    statements: [
      `CREATE TABLE people (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        display_name TEXT NOT NULL,
        role TEXT NOT NULL,
        created_by TEXT,
        created_at BIGINT NOT NULL,
        last_sign_in_at BIGINT
      )`,
      `CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        person_id TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT
      )`,
      'CREATE INDEX passkeys_person ON passkeys (person_id)',
      // person_id is null only for a session opened with the deprecated ADMIN_TOKEN.
      `CREATE TABLE admin_sessions (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        person_id TEXT REFERENCES people (id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        user_agent TEXT
      )`,
      'CREATE INDEX admin_sessions_person ON admin_sessions (person_id)',
      `CREATE TABLE sign_in_links (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        email TEXT,
        display_name TEXT,
        role TEXT NOT NULL,
        person_id TEXT REFERENCES people (id) ON DELETE CASCADE,
        created_by TEXT,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      )`,
      `CREATE TABLE api_tokens (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        scopes TEXT NOT NULL,
        created_by TEXT,
        created_at BIGINT NOT NULL,
        last_used_at BIGINT,
        revoked_at BIGINT
      )`,
      `CREATE TABLE webauthn_challenges (
        challenge TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      `CREATE TABLE sign_in_failures (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        window_start BIGINT NOT NULL
      )`,
      `CREATE TABLE people_email_outbox (
        id TEXT PRIMARY KEY,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        retry_window_start BIGINT NOT NULL,
        locked_until BIGINT,
        locked_by TEXT,
        last_error TEXT,
        created_at BIGINT NOT NULL
      )`,
    ],
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    // Access that ends when it should (P-access-ends): a token may expire, and a session keeps
    // when its person last proved themselves with a passkey (sensitive acts ask for a fresh proof).
    version: 8,
    statements: [
      'ALTER TABLE api_tokens ADD COLUMN expires_at BIGINT',
      'ALTER TABLE admin_sessions ADD COLUMN proved_at BIGINT',
      'CREATE INDEX api_tokens_created_by ON api_tokens (created_by)',
      'CREATE INDEX sign_in_links_created_by ON sign_in_links (created_by)',
    ],
  },
  {
    // First-party measurement (decision 037): counts per day, never a visitor. The measurement
    // wing's SQL (measurement/store.ts) reads and writes these; no column holds an address, a hash
    // or an identifier. An absent value is '' so it can be part of the key in both databases.
    version: 9,
    statements: [
      `CREATE TABLE page_view_days (
        day TEXT NOT NULL,
        page TEXT NOT NULL,
        device TEXT NOT NULL,
        is_entry INTEGER NOT NULL,
        referrer_host TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        views BIGINT NOT NULL,
        PRIMARY KEY (day, page, device, is_entry, referrer_host, utm_source, utm_medium, utm_campaign)
      )`,
      `CREATE TABLE vital_days (
        day TEXT NOT NULL,
        page TEXT NOT NULL,
        device TEXT NOT NULL,
        metric TEXT NOT NULL,
        bucket INTEGER NOT NULL,
        target TEXT NOT NULL,
        samples BIGINT NOT NULL,
        PRIMARY KEY (day, page, device, metric, bucket, target)
      )`,
      `CREATE TABLE funnel_days (
        day TEXT NOT NULL,
        funnel TEXT NOT NULL,
        step TEXT NOT NULL,
        device TEXT NOT NULL,
        reached BIGINT NOT NULL,
        PRIMARY KEY (day, funnel, step, device)
      )`,
    ],
  },
  {
    // Content as data (decision 038): the agency's articles, projects, testimonials and FAQs. The
    // content wing's SQL (content/store.ts) reads and writes these. An item holds its draft (JSON)
    // and when it stops being shown; each published version is kept with the moment it is shown
    // from, so what is live at a moment is a function of the rows and that moment alone.
    version: 10,
    statements: [
      `CREATE TABLE content_items (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        num INTEGER,
        slug TEXT,
        draft TEXT NOT NULL,
        unpublish_at BIGINT,
        created_at BIGINT NOT NULL,
        updated_by TEXT NOT NULL,
        updated_at BIGINT NOT NULL,
        seed_key TEXT UNIQUE,
        seed_hash TEXT
      )`,
      'CREATE UNIQUE INDEX content_items_kind_slug ON content_items (kind, slug)',
      'CREATE UNIQUE INDEX content_items_kind_num ON content_items (kind, num)',
      `CREATE TABLE content_versions (
        item_id TEXT NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        slug TEXT,
        body TEXT NOT NULL,
        publish_at BIGINT NOT NULL,
        published_by TEXT NOT NULL,
        published_at BIGINT NOT NULL,
        PRIMARY KEY (item_id, version)
      )`,
      'CREATE INDEX content_versions_publish_at ON content_versions (publish_at)',
      `CREATE TABLE content_old_slugs (
        kind TEXT NOT NULL,
        slug TEXT NOT NULL,
        item_id TEXT NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
        retired_at BIGINT NOT NULL,
        PRIMARY KEY (kind, slug)
      )`,
    ],
  },
  {
    // Photos the agency uploads (content/images): the files are kept in the store, never on one
    // instance's disk, so every instance sharing a PostgreSQL serves the same photo. An image is
    // its upright size, alternative text and who uploaded it; each of its files is one width in
    // one format, never changed (its address is cached for a year). No foreign key: the files are
    // written before the image's row, which makes the photo exist (content/images/store.ts).
    version: 11,
    statements: [
      `CREATE TABLE content_images (
        id TEXT PRIMARY KEY,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        alt TEXT NOT NULL,
        original_bytes BIGINT NOT NULL,
        created_by TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      {
        sqlite: `CREATE TABLE content_image_files (
          image_id TEXT NOT NULL,
          format TEXT NOT NULL,
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          etag TEXT NOT NULL,
          bytes BLOB NOT NULL,
          PRIMARY KEY (image_id, format, width)
        )`,
        postgres: `CREATE TABLE content_image_files (
          image_id TEXT NOT NULL,
          format TEXT NOT NULL,
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          etag TEXT NOT NULL,
          bytes BYTEA NOT NULL,
          PRIMARY KEY (image_id, format, width)
        )`,
      },
    ],
  },
]

/** The versions MIGRATIONS knows that `applied` lacks, in order. */
export function pendingVersions(applied: readonly number[]): number[] {
  const done = new Set(applied.map(Number))
  return MIGRATIONS.map((migration) => migration.version).filter((version) => !done.has(version))
}

/** Columns selected for a SubmissionRecord, in both dialects. */
export const SUBMISSION_COLUMNS = `id, reference, kind, form_type, payload, email, source_page,
  client_hash, is_spam, referral_code, created_at, reply_by_ms, status, assigned_to`

/**
 * Columns of each destination's row. Read apart from the submissions (then joined in memory), so a
 * submission's payload is read once, not once per destination.
 */
export const DELIVERY_COLUMNS = `submission_id, destination, status, attempts, last_error,
  next_attempt_at, forwarded_at`

/** Columns a claim returns: the row and what its destination needs of the submission. */
export const CLAIM_COLUMNS = `o.submission_id, o.destination, o.lead, o.attempts, o.retry_window_start, s.reference, s.kind,
  s.form_type, s.payload, s.email, s.source_page, s.created_at, s.reply_by_ms`

/** A claimed row as both drivers return it. */
export interface ClaimRow
  extends Pick<
    SubmissionRow,
    | 'reference'
    | 'kind'
    | 'form_type'
    | 'payload'
    | 'email'
    | 'source_page'
    | 'created_at'
    | 'reply_by_ms'
  > {
  submission_id: string
  destination: string
  lead: string | null
  attempts: number
  retry_window_start: number | string
}

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
  reply_by_ms: number | string | null
  status: string
  assigned_to: string | null
}

/** An outbox row's delivery state as both drivers return it. */
export interface DeliveryRow {
  submission_id: string
  destination: string
  status: string
  attempts: number
  last_error: string | null
  next_attempt_at: number | string
  forwarded_at: number | string | null
}

/** The first answer kept for an Idempotency-Key, from either driver. */
export interface IdempotencyRow {
  request_hash: string
  response: string
  submission_id: string
  created_at: number | string
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
