import type { Migration } from './migration.js'

export const accessEnds: Migration = {
  // Access that ends when it should (P-access-ends): a token may expire, and a session keeps
  // when its person last proved themselves with a passkey (sensitive acts ask for a fresh proof).
  version: 8,
  statements: [
    'ALTER TABLE api_tokens ADD COLUMN expires_at BIGINT',
    'ALTER TABLE admin_sessions ADD COLUMN proved_at BIGINT',
    'CREATE INDEX api_tokens_created_by ON api_tokens (created_by)',
    'CREATE INDEX sign_in_links_created_by ON sign_in_links (created_by)',
  ],
}
