import type { Migration } from './migration.js'

export const testimonialPermissions: Migration = {
  // A testimonial is published only with its client's permission recorded (content/editor): who
  // gave it, on what day and how, and who recorded it when. A table of its own, so the
  // testimonial's body (what the site shows, and the API answers) never carries it.
  version: 13,
  statements: [
    `CREATE TABLE content_permissions (
        item_id TEXT PRIMARY KEY,
        given_by TEXT NOT NULL,
        given_on TEXT NOT NULL,
        given_how TEXT NOT NULL,
        recorded_by TEXT NOT NULL,
        recorded_at BIGINT NOT NULL
      )`,
  ],
}
