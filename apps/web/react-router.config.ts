import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SITE, sitemapXml } from '@hard-hat/content'
import type { Config } from '@react-router/dev/config'
import { PRERENDER_PATHS } from './app/route-paths'

export default {
  // A server bundle beside the prerender (build/server/index.js): the API renders a page whose
  // content changed with the very code that prerendered it (docs/decisions/038). Every route is
  // still prerendered and served as files; nothing is rendered per request.
  ssr: true,
  // P-html-first: every route is HTML before any script runs.
  prerender: () => [...PRERENDER_PATHS],
  // The whole route manifest in the page, as with ssr:false: no server answers /__manifest.
  routeDiscovery: { mode: 'initial' },
  // P-real-sitemap: the sitemap and robots.txt are real files, generated from the route table.
  buildEnd: ({ reactRouterConfig }) => {
    const client = join(reactRouterConfig.buildDirectory, 'client')
    writeFileSync(join(client, 'sitemap.xml'), sitemapXml())
    writeFileSync(
      join(client, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', SITE.origin).href}\n`,
    )
  },
} satisfies Config
