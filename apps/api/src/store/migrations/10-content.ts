import type { Migration } from './migration.js'

export const content: Migration = {
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
}
