import { isDeepStrictEqual } from 'node:util'
import type { ServedSnapshot } from './render/served-snapshot.js'

/** Where the publisher reads what is live (the content wing's store, over the shared database). */
export interface LiveSource<Content> {
  /** A value that moves whenever what is live at `nowMs` moves, a scheduled time passing included. */
  revision(nowMs: number): Promise<string>
  /** What visitors should see at `nowMs`. */
  live(nowMs: number): Promise<Content>
}

/** One publishing pass: nothing to do, pages served, or a render that failed (the old stay). */
export type PublishOutcome = 'unchanged' | 'published' | 'failed'

export interface PublisherOptions<Content> {
  readonly source: LiveSource<Content>
  /**
   * Serves what `content` shows, all or nothing, and takes down what it no longer shows
   * (render/publish-content.ts): it throws when any page failed, leaving the served pages as they were.
   * `previous` is what the last pass served (undefined on a first render): only what differs is rendered.
   */
  readonly serve: (content: Content, previous: Content | undefined) => Promise<unknown>
  readonly snapshot: ServedSnapshot
  /** The content the web build prerendered, whose pages are served as they are while it is live. */
  readonly built: Content
  /** The server's clock (epoch ms), as offers and schedules use it. */
  readonly now: () => number
  /** Reports each pass that rendered, with its outcome and seconds (metrics, logs). */
  readonly onRendered?: (outcome: 'published' | 'failed', seconds: number, error?: unknown) => void
}

/** How long a change may wait for its render before readiness fails: a stuck render queue. */
export const STUCK_AFTER_MS = 60_000

/**
 * Publishes what the store makes live (decision 039): each pass asks the store's revision, and
 * when it moved serves the live content (every page it shows rendered, all or none). A failed pass
 * leaves the pages served as they were, and the next pass tries again. Every instance runs its own
 * over the shared store, so each serves a change within one interval plus a render.
 */
export class ContentPublisher<Content> {
  readonly #options: PublisherOptions<Content>
  #servedRevision: string | undefined
  #servedContent: Content | undefined
  /** When the change now waiting for a render was first seen (epoch ms). */
  #pendingSince: number | undefined
  #running: Promise<PublishOutcome> | undefined

  constructor(options: PublisherOptions<Content>) {
    this.#options = options
  }

  /**
   * The first pass, before the server answers. While the live content is the build's own, the
   * build's prerendered pages are served as they are and nothing is rendered: what an earlier run
   * rendered is dropped. Otherwise every content page is rendered again with this build's bundle.
   */
  async start(): Promise<PublishOutcome> {
    const { source, snapshot, built, now } = this.#options
    const nowMs = now()
    const revision = await source.revision(nowMs)
    const live = await source.live(nowMs)
    if (isDeepStrictEqual(live, built)) {
      await snapshot.reset()
      this.#servedRevision = revision
      this.#servedContent = live
      return 'unchanged'
    }
    return this.publish()
  }

  /** One pass; passes never overlap (a second call waits for the one running). */
  publish(): Promise<PublishOutcome> {
    this.#running ??= this.#pass().finally(() => {
      this.#running = undefined
    })
    return this.#running
  }

  /** Resolves when no pass is running (the server waits for it before it closes its store). */
  async settled(): Promise<void> {
    await this.#running?.catch(() => undefined)
  }

  /** True while a change has waited longer than STUCK_AFTER_MS to be served. */
  isStuck(nowMs: number = this.#options.now()): boolean {
    return this.#pendingSince !== undefined && nowMs - this.#pendingSince > STUCK_AFTER_MS
  }

  async #pass(): Promise<PublishOutcome> {
    const { source, serve, now, onRendered } = this.#options
    const startedAt = now()
    const revision = await source.revision(startedAt)
    if (revision === this.#servedRevision) return 'unchanged'
    this.#pendingSince ??= startedAt
    const started = performance.now()
    try {
      const content = await source.live(startedAt)
      await serve(content, this.#servedContent)
      this.#servedContent = content
      this.#servedRevision = revision
      this.#pendingSince = undefined
      onRendered?.('published', (performance.now() - started) / 1000)
      return 'published'
    } catch (error) {
      onRendered?.('failed', (performance.now() - started) / 1000, error)
      return 'failed'
    }
  }
}
