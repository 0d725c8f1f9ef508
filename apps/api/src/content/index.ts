// The content wing: the agency's articles, projects, testimonials and FAQs as data (decision 038).
// Other code uses it through here; the renderer reads what is live with the four functions below.
import { SEED_CONTENT, type SiteContent } from '@hard-hat/content'
import type { Store } from '../store/types.js'
import { createLiveContent, type OldSlug } from './live.js'

export type { PageProblem } from './checks/index.js'
export { contentChecksPlugin } from './checks/index.js'
export { contentHistoryRoutes } from './editor/history.js'
export { contentEditor } from './editor/index.js'
export { contentPreviewPages } from './editor/preview.js'
export { mediaRoutes } from './images/media.js'
export type { ContentBody, ContentKind } from './kinds.js'
export { CONTENT_KINDS } from './kinds.js'
export type { OldSlug } from './live.js'
export { contentPlugin } from './plugin.js'
export { contentPublishingPlugin, contentRedirectsPlugin } from './publishing.js'
export { contentApiRoutes } from './routes.js'
export type { SeedReport } from './seed.js'
export type { ContentItem, ContentState, ContentVersion } from './store.js'

/** What visitors should see at `nowMs`, in the shapes of `SEED_CONTENT`. */
export function liveContent(store: Pick<Store, 'sql'>, nowMs: number): Promise<SiteContent> {
  return createLiveContent(store.sql).liveContent(nowMs)
}

/** The redirects in force at `nowMs`: from each old slug of an item shown then to its slug now. */
export function oldSlugs(store: Pick<Store, 'sql'>, nowMs: number): Promise<OldSlug[]> {
  return createLiveContent(store.sql).oldSlugs(nowMs)
}

/**
 * A short value that changes whenever what is live changes, a scheduled time passing included:
 * two indexed aggregates, cheap enough for every instance to ask every few seconds and render
 * again when it moves.
 */
export function contentRevision(store: Pick<Store, 'sql'>, nowMs: number): Promise<string> {
  return createLiveContent(store.sql).contentRevision(nowMs)
}

/** The next moment after `nowMs` at which what is live changes by itself (epoch ms), or null. */
export function nextScheduledChange(
  store: Pick<Store, 'sql'>,
  nowMs: number,
): Promise<number | null> {
  return createLiveContent(store.sql).nextScheduledChange(nowMs)
}

/**
 * The publishing plugin's reads of this store: what is live (all the web app's loaders render:
 * articles, projects, testimonials and FAQs), its revision, its old slugs, and what the web build
 * prerendered (the seed).
 */
export function renderedContentOf(store: Pick<Store, 'sql'>) {
  const live = createLiveContent(store.sql)
  return {
    source: {
      revision: (nowMs: number) => live.contentRevision(nowMs),
      live: (nowMs: number): Promise<SiteContent> => live.liveContent(nowMs),
    },
    oldSlugs: (nowMs: number) => live.oldSlugs(nowMs),
    built: SEED_CONTENT,
  }
}
