import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { ContentPublisher, type LiveSource, STUCK_AFTER_MS } from './publisher.js'
import type { RenderedPage } from './render/render-pages.js'
import { ServedSnapshot } from './render/served-snapshot.js'

/** The test's content: the slugs of the articles shown, each page's text from its title. */
interface Content {
  readonly articles: readonly { readonly slug: string; readonly title: string }[]
}

const BUILT: Content = { articles: [{ slug: 'built', title: 'Built' }] }
const pathsOf = (content: Content) => [
  '/insights',
  ...content.articles.map(({ slug }) => `/insights/${slug}`),
]
const page = (path: string, title: string): RenderedPage => ({
  path,
  status: 200,
  html: `<!doctype html><title>${title}</title><main>${title}</main>`,
  dataStatus: 200,
  data: `[${JSON.stringify(title)}]`,
})

/** A store whose live content the test sets; its revision moves with every change. */
function liveStore(initial: Content) {
  let content = initial
  let revision = 0
  const source: LiveSource<Content> = {
    async revision() {
      return String(revision)
    },
    async live() {
      return content
    },
  }
  return {
    source,
    set(next: Content) {
      content = next
      revision += 1
    },
  }
}

describe('the content publisher', () => {
  let root: string
  let snapshot: ServedSnapshot
  let nowMs: number
  let renders: string[][]
  let failing: boolean
  let outcomes: string[]

  const publisherOver = (source: LiveSource<Content>) =>
    new ContentPublisher<Content>({
      source,
      // As publishContent serves: every page written, or none when one failed.
      async serve(content) {
        const paths = pathsOf(content)
        renders.push(paths)
        if (failing) throw new Error('the bundle threw')
        await snapshot.write(
          paths.map((path) => {
            const article = content.articles.find(({ slug }) => path === `/insights/${slug}`)
            return page(path, article ? article.title : 'Insights')
          }),
        )
      },
      snapshot,
      built: BUILT,
      now: () => nowMs,
      onRendered: (outcome) => outcomes.push(outcome),
    })
  const served = (path: string) => {
    const file = join(root, ...path.split('/').filter(Boolean), 'index.html')
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined
  }

  beforeEach(async () => {
    root = join(await mkdtemp(join(tmpdir(), 'hard-hat-publisher-')), 'pages')
    snapshot = new ServedSnapshot(root)
    nowMs = Date.parse('2026-11-28T09:00:00Z')
    renders = []
    failing = false
    outcomes = []
  })

  it('serves the build as it is while the live content is the build’s, and drops older renders', async () => {
    await snapshot.write([page('/insights/left-over', 'Left over')])
    const store = liveStore(BUILT)
    const publisher = publisherOver(store.source)
    expect(await publisher.start()).toBe('unchanged')
    expect(renders).toEqual([])
    expect(served('/insights/left-over')).toBeUndefined()
    expect(await publisher.publish()).toBe('unchanged')
  })

  it('serves the live content when the store’s revision moves, and only then', async () => {
    const store = liveStore(BUILT)
    const publisher = publisherOver(store.source)
    await publisher.start()
    store.set({ articles: [{ slug: 'new', title: 'New article' }] })
    expect(await publisher.publish()).toBe('published')
    expect(renders).toEqual([['/insights', '/insights/new']])
    expect(served('/insights/new')).toContain('New article')
    expect(await publisher.publish()).toBe('unchanged')
    expect(outcomes).toEqual(['published'])
  })

  it('renders at start when the store differs from the build, so a restart serves the store at once', async () => {
    const store = liveStore({ articles: [{ slug: 'while-down', title: 'Published while down' }] })
    const publisher = publisherOver(store.source)
    expect(await publisher.start()).toBe('published')
    expect(served('/insights/while-down')).toContain('Published while down')
  })

  it('leaves the served pages as they were when a render fails, reports it, and tries again', async () => {
    const store = liveStore(BUILT)
    const publisher = publisherOver(store.source)
    await publisher.start()
    store.set({ articles: [{ slug: 'first', title: 'First' }] })
    await publisher.publish()
    failing = true
    store.set({ articles: [{ slug: 'first', title: 'First, broken' }] })
    expect(await publisher.publish()).toBe('failed')
    expect(served('/insights/first')).toContain('>First<')
    expect(outcomes).toEqual(['published', 'failed'])
    expect(publisher.isStuck()).toBe(false)
    nowMs += STUCK_AFTER_MS + 1
    expect(await publisher.publish()).toBe('failed')
    expect(publisher.isStuck()).toBe(true)
    failing = false
    expect(await publisher.publish()).toBe('published')
    expect(served('/insights/first')).toContain('First, broken')
    expect(publisher.isStuck()).toBe(false)
  })

  it('runs one pass at a time', async () => {
    const store = liveStore(BUILT)
    const publisher = publisherOver(store.source)
    await publisher.start()
    store.set({ articles: [{ slug: 'once', title: 'Once' }] })
    const [first, second] = await Promise.all([publisher.publish(), publisher.publish()])
    expect([first, second]).toEqual(['published', 'published'])
    expect(renders).toHaveLength(1)
  })
})
