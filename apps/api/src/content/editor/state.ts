import { ukTime } from '../../inbox/index.js'
import { html, type SafeHtml } from '../../lib/html.js'
import type { ContentItem } from '../store.js'

/** A moment in UK time, as the agency reads it. */
export const ukAt = (atMs: number) => ukTime(new Date(atMs).toISOString())

/**
 * An item's state in words: Draft; Scheduled for a UK time; Published; and whether its draft
 * changed since it was published, a newer version waits, or it comes down at a time.
 */
export function stateWords(item: ContentItem): SafeHtml {
  const parts: SafeHtml[] = []
  if (item.state === 'draft') parts.push(html`<span class="state state-draft">Draft</span>`)
  if (item.state === 'scheduled' && item.scheduledAt !== null) {
    parts.push(
      html`<span class="state state-scheduled">Scheduled for ${ukAt(item.scheduledAt)}</span>`,
    )
  }
  if (item.state === 'published') {
    parts.push(html`<span class="state state-published">Published</span>`)
    if (item.scheduledAt !== null) {
      parts.push(
        html`<span class="state">New version scheduled for ${ukAt(item.scheduledAt)}</span>`,
      )
    }
  }
  if (item.state !== 'draft' && item.changedSincePublished) {
    parts.push(html`<span class="state state-changed">Changed since published</span>`)
  }
  if (item.unpublishAt !== null && item.state === 'published') {
    parts.push(html`<span class="state">Comes down ${ukAt(item.unpublishAt)}</span>`)
  }
  return html`${parts}`
}

/** Who changed an item last, and when. */
export const changedBy = (item: ContentItem) =>
  html`${item.updatedBy === 'seed' ? 'The site’s first content' : item.updatedBy}, ${ukAt(item.updatedAt)}`
