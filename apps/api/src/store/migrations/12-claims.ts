import type { Migration } from './migration.js'

export const claims: Migration = {
  // The claims the pages make that must be true (decision 044): the places left, the clients, the
  // rating and the results figures. One row per claim: its value (JSON, as @hard-hat/content's
  // CLAIM_SCHEMAS parsed it), who set it and when, who last confirmed it still true and when
  // (a scarcity claim is hidden 30 days after that), and a version that moves with every write.
  version: 12,
  statements: [
    `CREATE TABLE content_claims (
        claim_key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_by TEXT NOT NULL,
        updated_at BIGINT NOT NULL,
        confirmed_by TEXT NOT NULL,
        confirmed_at BIGINT NOT NULL,
        version INTEGER NOT NULL
      )`,
  ],
}
