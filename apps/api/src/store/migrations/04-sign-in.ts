import type { Migration } from './migration.js'

export const signIn: Migration = {
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
}
