import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { describe, expect, it } from 'vitest'
import type { LiveSource } from './publisher.js'
import { contentPublishingPlugin, contentRedirectsPlugin } from './publishing.js'
import type { RenderedContent } from './render/publish-content.js'
import { ServedSnapshot } from './render/served-snapshot.js'

/** The content the build prerendered, so the first pass (before the server answers) renders nothing. */
const BUILT = { articles: [] } as unknown as RenderedContent

describe('publishing when the server closes', () => {
  it('lets a pass under way end before the store closes, whatever order the plugins came in', async () => {
    const events: string[] = []
    let revision = 0
    let release: () => void = () => undefined
    const passStarted = Promise.withResolvers<void>()
    const source: LiveSource<RenderedContent> = {
      async revision() {
        return String(revision)
      },
      async live() {
        if (revision === 0) return BUILT
        passStarted.resolve()
        // The pass reads the store until the test lets it go, as a render under way would.
        await new Promise<void>((done) => {
          release = done
        })
        events.push('pass read the store')
        return BUILT
      },
    }
    const app = Fastify({ logger: false })
    // The store as the app registers it (plugins/app/store.ts): closed in an onClose hook, here
    // registered after publishing, the order that closed it under a pass.
    await app.register(fp(async () => undefined, { name: 'metrics' }))
    app.decorate('metrics', { registry: undefined } as never)
    await app.register(contentRedirectsPlugin)
    const dir = await mkdtemp(join(tmpdir(), 'hard-hat-publishing-close-'))
    await app.register(contentPublishingPlugin, {
      serverBuildPath: join(dir, 'no-server-build.js'),
      clientDir: dir,
      snapshot: new ServedSnapshot(join(dir, 'snapshot')),
      source,
      oldSlugs: async () => [],
      built: BUILT,
      intervalMs: 10,
      now: Date.now,
    })
    app.addHook('onClose', async () => {
      events.push('store closed')
    })
    await app.ready()

    revision = 1
    await passStarted.promise
    const closed = app.close()
    // Closing waits for the pass; let it go only once close has begun.
    setImmediate(() => release())
    await closed
    expect(events).toEqual(['pass read the store', 'store closed'])
  })
})
