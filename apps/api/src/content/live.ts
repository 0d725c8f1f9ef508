import {
  FAQ_PAGES,
  type Faq,
  type FaqEntry,
  type FaqPage,
  type InsightArticle,
  type Project,
  type SiteContent,
  TESTIMONIAL_PLACES,
  type Testimonial,
  type TestimonialEntry,
  type TestimonialPlace,
} from '@hard-hat/content'
import type { SqlRunner } from '../store/sql.js'
import { claimsRevision, createClaimStore, nextClaimChange, shownClaims } from './claims/store.js'
import type { ContentKind } from './kinds.js'
import { LIVE_VERSION_JOIN, parseBody } from './rows.js'

/** A redirect from a slug an item had to the one it is shown at now. */
export interface OldSlug {
  readonly kind: ContentKind
  readonly from: string
  readonly to: string
}

/** What visitors see at a moment, and when it changes: what the renderer reads. */
export interface LiveContent {
  /** The site's content at `nowMs`, in the shapes of `SEED_CONTENT`. */
  liveContent(nowMs: number): Promise<SiteContent>
  /**
   * The content at `nowMs` as if item `itemId`'s draft were published now: what its preview
   * renders and its checks read.
   */
  contentWithDraft(nowMs: number, itemId: string): Promise<SiteContent>
  /** Redirects at `nowMs`: each slug an item shown then had before, to its slug now. */
  oldSlugs(nowMs: number): Promise<OldSlug[]>
  /** A value that changes whenever what is live changes, a scheduled time passing included. */
  contentRevision(nowMs: number): Promise<string>
  /** The next moment after `nowMs` at which what is live changes by itself, or null. */
  nextScheduledChange(nowMs: number): Promise<number | null>
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order

/** Testimonials or FAQs grouped by where they are shown, each group in order, without the place. */
function grouped<Key extends string, Entry extends { order: number }, Shown>(
  keys: readonly Key[],
  entries: readonly Entry[],
  keyOf: (entry: Entry) => Key,
  shown: (entry: Entry) => Shown,
): Record<Key, Shown[]> {
  const groups = Object.fromEntries(keys.map((key) => [key, [] as Entry[]])) as Record<Key, Entry[]>
  for (const entry of entries) groups[keyOf(entry)].push(entry)
  return Object.fromEntries(
    keys.map((key) => [key, groups[key].slice().sort(byOrder).map(shown)]),
  ) as Record<Key, Shown[]>
}

/**
 * The site's content, in the shapes of `SEED_CONTENT`, from rows of items (id, kind, body) and the
 * claims as shown at that moment.
 */
function siteContentOf(
  rows: readonly Record<string, unknown>[],
  claims: SiteContent['claims'],
): SiteContent {
  const of = <Body>(kind: ContentKind) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => parseBody(kind, String(row.id), String(row.body)) as Body)
  const articles = of<InsightArticle>('article').sort(
    (a, b) => b.dateIso.localeCompare(a.dateIso) || a.id - b.id,
  )
  const projects = of<Project>('project').sort((a, b) => a.id - b.id)
  const testimonials = grouped<TestimonialPlace, TestimonialEntry, Testimonial>(
    TESTIMONIAL_PLACES,
    of<TestimonialEntry>('testimonial'),
    (entry) => entry.place,
    ({ place: _place, order: _order, ...testimonial }) => testimonial,
  )
  const faqs = grouped<FaqPage, FaqEntry, Faq>(
    FAQ_PAGES,
    of<FaqEntry>('faq'),
    (entry) => entry.page,
    ({ page: _page, order: _order, ...faq }) => faq,
  )
  return { articles, projects, testimonials, faqs, claims }
}

/** The live reads over a driver's runner (store.sql). */
export function createLiveContent(db: SqlRunner): LiveContent {
  const claims = createClaimStore(db)
  return {
    async liveContent(nowMs) {
      const rows = await db.all(
        `SELECT i.id, i.kind, live.body FROM content_items i ${LIVE_VERSION_JOIN}
         WHERE live.version IS NOT NULL ORDER BY i.created_at, i.id`,
        [nowMs, nowMs],
      )
      return siteContentOf(rows, shownClaims(await claims.list(), nowMs))
    },
    async contentWithDraft(nowMs, itemId) {
      // Every item in the order liveContent reads them, the one item with its draft in the place
      // its live version has (or would have): what publishing it now would make live.
      const rows = await db.all(
        `SELECT i.id, i.kind, CASE WHEN i.id = ? THEN i.draft ELSE live.body END AS body
         FROM content_items i ${LIVE_VERSION_JOIN}
         WHERE live.version IS NOT NULL OR i.id = ? ORDER BY i.created_at, i.id`,
        [itemId, nowMs, nowMs, itemId],
      )
      return siteContentOf(rows, shownClaims(await claims.list(), nowMs))
    },
    async oldSlugs(nowMs) {
      const rows = await db.all(
        `SELECT o.kind, o.slug AS from_slug, live.slug AS to_slug FROM content_old_slugs o
         JOIN content_items i ON i.id = o.item_id ${LIVE_VERSION_JOIN}
         WHERE o.retired_at <= ? AND live.version IS NOT NULL AND live.slug <> o.slug
         ORDER BY o.kind, o.slug`,
        [nowMs, nowMs, nowMs],
      )
      return rows.map((row) => ({
        kind: String(row.kind) as ContentKind,
        from: String(row.from_slug),
        to: String(row.to_slug),
      }))
    },
    async contentRevision(nowMs) {
      // What is live changes only when a version begins (a row appears or its time passes), a
      // version is cancelled, or an item is taken down (its time passes or moves): these figures
      // of the rows in force at the moment move with each. Two indexed aggregates, no bodies.
      const [versions] = await db.all(
        `SELECT COUNT(*) AS n, COALESCE(SUM(publish_at), 0) AS s, COALESCE(MAX(published_at), 0) AS m
         FROM content_versions WHERE publish_at <= ?`,
        [nowMs],
      )
      const [downs] = await db.all(
        `SELECT COUNT(*) AS n, COALESCE(SUM(unpublish_at), 0) AS s FROM content_items
         WHERE unpublish_at IS NOT NULL AND unpublish_at <= ?`,
        [nowMs],
      )
      // The claims (decision 044): a write, or a scarcity claim going out of date at `nowMs`.
      const claimed = claimsRevision(await claims.list(), nowMs)
      return [versions?.n, versions?.s, versions?.m, downs?.n, downs?.s, claimed]
        .map(String)
        .join('.')
    },
    async nextScheduledChange(nowMs) {
      const [row] = await db.all(
        `SELECT MIN(t) AS next FROM (
           SELECT MIN(publish_at) AS t FROM content_versions WHERE publish_at > ?
           UNION ALL SELECT MIN(unpublish_at) FROM content_items WHERE unpublish_at > ?) AS times`,
        [nowMs, nowMs],
      )
      const scheduled = row?.next === null || row?.next === undefined ? null : Number(row.next)
      // A scarcity claim goes out of date by itself too, 30 days after it was last confirmed.
      const claimed = nextClaimChange(await claims.list(), nowMs)
      if (scheduled === null || claimed === null) return scheduled ?? claimed
      return Math.min(scheduled, claimed)
    },
  }
}
