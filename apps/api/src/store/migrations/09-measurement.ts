import type { Migration } from './migration.js'

export const measurement: Migration = {
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
}
