import { isDeepStrictEqual } from 'node:util'
import type { RenderedPage } from './render/render-pages.js'
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
  /** Every page the content shows: the lists and each item's own page. */
  readonly pathsOf: (content: Content) => readonly string[]
  /** Renders pages with the web build's server bundle (render/render-pages.ts). */
  readonly render: (paths: readonly string[], content: Content) => Promise<RenderedPage[]>
  readonly snapshot: ServedSnapshot
  /**
   * The content the web build prerendered: pages it shows that the live content no longer shows
   * (an item unpublished while no instance ran) are taken down on the first pass.
   */
  readonly built: Content
  /** The server's clock (epoch ms), as offers and schedules use it. */
  readonly now: () => number
  /** Reports each pass that rendered, with its outcome and seconds (metrics, logs). */
  readonly onRendered?: (outcome: 'published' | 'failed', seconds: number, error?: unknown) => void
}

/** How long a change may wait for its render before readiness fails: a stuck render queue. */
export const STUCK_AFTER_MS = 60_000

/**
 * Publishes what the store makes live (decision 038): each pass asks the store's revision, and
 * when it moved renders every page the live content shows with the build's server bundle and
 * serves them all, or none: a render that throws or answers other than 200 leaves the pages being
 * served as they were, and the next pass tries again. Pages the content no longer shows answer
 * 404 from the moment the pass ends. Every instance runs its own over the shared store, so each
 * serves a change within one interval plus a render.
 */
export class ContentPublisher<Content> {
  readonly #options: PublisherOptions<Content>
  #servedRevision: string | undefined
  #servedPaths: ReadonlySet<string>
  /** When the change now waiting for a render was first seen (epoch ms). */
  #pendingSince: number | undefined
  #running: Promise<PublishOutcome> | undefined

  constructor(options: PublisherOptions<Content>) {
    this.#options = options
    this.#servedPaths = new Set(options.pathsOf(options.built))
  }

  /**
   * The first pass, before the server answers: what an earlier run rendered is dropped (it was
   * rendered with an earlier build's scripts), and the pages are rendered again unless the live
   * content is the build's own, whose prerendered pages are then served as they are.
   */
  async start(): Promise<PublishOutcome> {
    const { source, snapshot, built, now } = this.#options
    await snapshot.reset()
    const nowMs = now()
    const revision = await source.revision(nowMs)
    if (isDeepStrictEqual(await source.live(nowMs), built)) {
      this.#servedRevision = revision
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

  /** True while a change has waited longer than STUCK_AFTER_MS to be served. */
  isStuck(nowMs: number = this.#options.now()): boolean {
    return this.#pendingSince !== undefined && nowMs - this.#pendingSince > STUCK_AFTER_MS
  }

  async #pass(): Promise<PublishOutcome> {
    const { source, pathsOf, render, snapshot, now, onRendered } = this.#options
    const startedAt = now()
    const revision = await source.revision(startedAt)
    if (revision === this.#servedRevision) return 'unchanged'
    this.#pendingSince ??= startedAt
    const started = performance.now()
    try {
      const content = await source.live(startedAt)
      const paths = pathsOf(content)
      await snapshot.write(await render(paths, content))
      const shown = new Set(paths)
      await snapshot.remove([...this.#servedPaths].filter((path) => !shown.has(path)))
      this.#servedPaths = shown
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
