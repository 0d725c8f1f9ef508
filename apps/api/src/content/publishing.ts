import { sitemapXml } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, Histogram } from 'prom-client'
import type { OldSlug } from './live.js'
import { PAGE_OF_KIND } from './pages-of.js'
import { ContentPublisher, type LiveSource } from './publisher.js'
import { publishContent, type RenderedContent } from './render/publish-content.js'
import { offerPaths, renderOfferPages } from './render/render-offer-pages.js'
import type { ServedSnapshot } from './render/served-snapshot.js'

export interface ContentPublishingOptions<Content extends RenderedContent> {
  /** The web build's server bundle (apps/web/build/server/index.js). */
  readonly serverBuildPath: string
  /** The web build's prerendered pages (apps/web/build/client). */
  readonly clientDir: string
  readonly snapshot: ServedSnapshot
  readonly source: LiveSource<Content>
  /** The old slugs in force at a moment, answered with a 301 to the item's page now. */
  readonly oldSlugs: (nowMs: number) => Promise<readonly OldSlug[]>
  /** The content the web build prerendered (@hard-hat/content's). */
  readonly built: Content
  /** How often each instance asks the store whether what is live moved (CONTENT_POLL_MS). */
  readonly intervalMs: number
  readonly now: () => number
}

/** Each old item page's path to its page now: `/insights/old` → `/insights/new`. */
export function redirectsOf(oldSlugs: readonly OldSlug[]): Map<string, string> {
  const redirects = new Map<string, string>()
  for (const { kind, from, to } of oldSlugs) {
    const list = PAGE_OF_KIND[kind]
    if (list) redirects.set(`${list}/${from}`, `${list}/${to}`)
  }
  return redirects
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each old item page's path to its page now, as the last publication left them. */
    contentRedirects: { current: ReadonlyMap<string, string> }
    /** Present when this instance publishes content (a web build with its server bundle). */
    contentPublisher?: { isStuck(): boolean }
  }
}

/**
 * A changed slug: its old page answers 301 to the new one. Registered before the web site's files
 * (a hook applies to the routes declared after it); the publisher fills it in.
 */
export const contentRedirectsPlugin = fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('contentRedirects', { current: new Map<string, string>() })
    fastify.addHook('onRequest', async (request, reply) => {
      const redirects = fastify.contentRedirects.current
      if (redirects.size === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return
      const to = redirects.get(request.url.split('?')[0]?.replace(/\/$/, '') ?? '')
      if (to) return reply.redirect(to, 301)
    })
  },
  { name: 'content-redirects' },
)

/**
 * Publishing on this instance (decision 039): the first pass before the server answers, then a pass
 * every `intervalMs`, each rendering only when the store's revision moved. Renders and failures
 * are counted for Prometheus and a failure is logged; readiness fails while a change has waited
 * too long (ops/ready.ts).
 */
export const contentPublishingPlugin = fp(
  async <Content extends RenderedContent>(
    fastify: FastifyInstance,
    options: ContentPublishingOptions<Content>,
  ) => {
    const registry = fastify.metrics.registry
    const renders = registry
      ? new Counter({
          name: 'hardhat_content_renders_total',
          help: 'Publishing passes that rendered pages, by outcome (published or failed)',
          labelNames: ['outcome'],
          registers: [registry],
        })
      : undefined
    const renderSeconds = registry
      ? new Histogram({
          name: 'hardhat_content_render_seconds',
          help: 'Seconds a publishing pass took to render and serve its pages',
          buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
          registers: [registry],
        })
      : undefined

    const publisher = new ContentPublisher<Content>({
      source: options.source,
      async serve(content, previous) {
        // sitemap.xml as the build writes it (apps/web react-router.config.ts), for what is live.
        const files = { 'sitemap.xml': sitemapXml(undefined, content) }
        // The offer pages whose FAQ changed, in both states, rendered before anything is served
        // (all or nothing), then handed to the offer plugin, which serves them by its clock.
        const offers = await renderOfferPages(
          options.serverBuildPath,
          offerPaths(content, previous),
          content,
        )
        await publishContent(options, content, { previous, files })
        for (const { path, states } of offers) fastify.offerPages?.replace(path, states)
        fastify.contentRedirects.current = redirectsOf(await options.oldSlugs(options.now()))
      },
      snapshot: options.snapshot,
      built: options.built,
      now: options.now,
      onRendered(outcome, seconds, error) {
        renders?.inc({ outcome })
        renderSeconds?.observe(seconds)
        if (outcome === 'failed') {
          fastify.log.error({ err: error }, 'content render failed: the pages served are unchanged')
        } else {
          fastify.log.info({ seconds }, 'content published')
        }
      },
    })
    fastify.decorate('contentPublisher', { isStuck: () => publisher.isStuck() })

    let timer: NodeJS.Timeout | undefined
    const pass = () => {
      publisher
        .publish()
        .catch((error: unknown) => fastify.log.error({ err: error }, 'content revision unread'))
        .finally(() => {
          if (timer) timer.refresh()
        })
    }
    fastify.addHook('onReady', async () => {
      await publisher.start()
      timer = setTimeout(pass, options.intervalMs)
      timer.unref()
    })
    // preClose, as the outbox and the schedules: it runs before every onClose hook, the store's
    // included, whatever order the plugins were registered in. A pass under way finishes before
    // the store and the snapshot folder go (a fresh-clone run once logged a pass reading a
    // closed store).
    fastify.addHook('preClose', async () => {
      clearTimeout(timer)
      timer = undefined
      await publisher.settled()
    })
  },
  { name: 'content-publishing', dependencies: ['metrics', 'content-redirects'] },
)
