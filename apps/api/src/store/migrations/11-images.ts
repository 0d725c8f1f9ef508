import type { Migration } from './migration.js'

export const images: Migration = {
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
}
