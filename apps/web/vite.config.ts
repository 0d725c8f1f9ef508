import { cpSync, createReadStream, existsSync, statSync } from 'node:fs'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { bundleStats } from './scripts/bundle-stats-plugin'

const here = dirname(fileURLToPath(import.meta.url))
const contentAssets = resolve(here, '../../packages/content/assets')
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

/**
 * Project and article images live in @hard-hat/content's assets: served at /images in dev and
 * copied into the client build so the static site the API serves is complete.
 */
function contentImages(): Plugin {
  return {
    name: 'hard-hat:content-images',
    configureServer(server) {
      server.middlewares.use('/images', (request, response, next) => {
        const relative = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'))
        const file = join(contentAssets, relative)
        if (!file.startsWith(contentAssets) || !existsSync(file) || !statSync(file).isFile()) {
          next()
          return
        }
        response.setHeader('Content-Type', imageTypes[extname(file)] ?? 'application/octet-stream')
        createReadStream(file).pipe(response)
      })
    },
    writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir || !existsSync(contentAssets)) return
      cpSync(contentAssets, join(options.dir, 'images'), { recursive: true })
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), contentImages(), bundleStats()],
  resolve: {
    // The workspace packages from source: the build then splits them module by module, so a page
    // loads the copy, components and schemas it uses rather than each package's whole bundle.
    alias: [
      {
        find: /^@hard-hat\/(content|forms|pricing|ui)$/,
        replacement: resolve(here, '../../packages/$1/src/index.ts'),
      },
    ],
  },
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM, React Router and TanStack Query load on every page together: one
        // request instead of five, since every request queues for one of six HTTP/1.1 connections.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|react-router|scheduler|@tanstack[\\/][^\\/]+|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
})
