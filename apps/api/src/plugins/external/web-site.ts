import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ServedSnapshot } from '../../content/render/served-snapshot.js'
import { inlineScriptHashes } from '../../lib/inline-script-hashes.js'
import { errorBody } from '../app/errors.js'

/** Where the built web app and the content images live; either may be missing. */
export interface WebSiteOptions {
  readonly webBuildDir?: string | undefined
  readonly imagesDir?: string | undefined
  /** Permanent redirects of the route table (e.g. /projects → /portfolio), answered before any file. */
  readonly redirects?: readonly { readonly from: string; readonly to: string }[]
  /** A page's Content-Security-Policy from its inline scripts' hashes (security.ts pagePolicy). */
  readonly pagePolicy?: (scriptHashes: readonly string[]) => string
  /**
   * Pages rendered at run time (published content), served before the build's own files: a page
   * it has replaces the build's, a page it took down answers 404 (docs/decisions/039).
   */
  readonly snapshot?: ServedSnapshot | undefined
}

const ONE_YEAR_S = 365 * 24 * 60 * 60
// In order of preference: a prerendered 404 route, a 404 page, the SPA shell (it renders the 404 page).
const NOT_FOUND_PAGES = ['404/index.html', '404.html', '__spa-fallback.html']

function htmlFilesIn(directory: string): string[] {
  if (!existsSync(directory)) return []
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(directory, file))
}

/** Each HTML file of the build (absolute path) with its own policy, computed once at start. */
function pagePolicies(
  root: string,
  pagePolicy: (scriptHashes: readonly string[]) => string,
): Map<string, string> {
  return new Map(
    htmlFilesIn(root).map((file) => [
      file,
      pagePolicy(inlineScriptHashes(readFileSync(file, 'utf8'))),
    ]),
  )
}

const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/

/** The build's hashed scripts and stylesheets: never opened as a document, never revalidated. */
const BUILD_ASSET = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/

/**
 * Headers a hashed script or stylesheet does not need: those that only act on a document (framing,
 * referrer, opener, policy), validators of a file cached for a year as immutable, and the request
 * id. A page loads 15 or so of these files, each with about 500 bytes of them over HTTP/1.1.
 * What stays: type, length, encoding, cache rule, Vary, nosniff and the cross-origin resource policy.
 */
export const HEADERS_ASSETS_DO_NOT_NEED = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
  'etag',
  'last-modified',
  'accept-ranges',
] as const

/** What a script is sent as. */
export const SCRIPT_TYPE = 'text/javascript; charset=utf-8'

/** Cache rules for every file, and each page's own Content-Security-Policy. */
function headersFor(root: string, policyOf: (file: string) => string | undefined) {
  const assetsDir = join(root, 'assets') + sep
  return (reply: { header(name: string, value: string): unknown }, sentPath: string) => {
    // With preCompressed the path is the `.br` or `.gz` sibling; the rule follows the original.
    const path = sentPath.replace(PRECOMPRESSED_SUFFIX, '')
    if (path.startsWith(assetsDir)) {
      reply.header('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`)
    } else if (path.endsWith('.html')) {
      reply.header('cache-control', 'no-cache')
      const policy = policyOf(path)
      if (policy) reply.header('content-security-policy', policy)
    } else if (path.endsWith('.data')) {
      // A page's route data changes when its content is published, as its document does.
      reply.header('cache-control', 'no-cache')
    } else {
      reply.header('cache-control', 'public, max-age=3600')
    }
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/**
 * Serves the built web app on the same origin: files as they are (hashed assets cached for a year,
 * HTML revalidated on every visit), each prerendered route's `index.html` at its path, and the 404
 * page with a 404 status for anything else. `/api/*` misses get a JSON 404. The build's `.br` and
 * `.gz` siblings (made at build time) are sent to clients that accept them, never compressed per
 * request.
 */
export const webSitePlugin = fp(
  async (fastify: FastifyInstance, options: WebSiteOptions) => {
    // A real 301 rather than the prerendered meta-refresh page, so links and search engines follow it.
    for (const { from, to } of options.redirects ?? []) {
      for (const path of [from, `${from}/`]) {
        // Pages, not API: kept out of the OpenAPI document.
        fastify.get(path, { schema: { hide: true } }, (_request, reply) => reply.redirect(to, 301))
      }
    }

    // Registered after the security headers and the request id, so it sees (and trims) them.
    fastify.addHook('onSend', async (request, reply) => {
      if (reply.statusCode !== 200 || !BUILD_ASSET.test(request.url)) return
      for (const header of HEADERS_ASSETS_DO_NOT_NEED) reply.removeHeader(header)
      // The type RFC 9239 and the HTML standard name for scripts, as the API sends its own: the
      // static files' lookup says application/javascript, seven bytes more on every script.
      if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
        reply.header('content-type', SCRIPT_TYPE)
    })

    const root =
      options.webBuildDir && isDirectory(options.webBuildDir) ? options.webBuildDir : undefined
    if (!root)
      fastify.log.warn({ webBuildDir: options.webBuildDir }, 'no web build: serving the API only')

    // The build's copy of the images comes with its compressed SVGs; the source folder is the
    // fallback when the API runs without a web build.
    const imagesRoot =
      root && isDirectory(join(root, 'images')) ? join(root, 'images') : options.imagesDir
    if (imagesRoot && isDirectory(imagesRoot)) {
      await fastify.register(fastifyStatic, {
        root: imagesRoot,
        prefix: '/images/',
        decorateReply: !root,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
      })
    }
    const snapshot = root ? options.snapshot : undefined
    if (snapshot) mkdirSync(snapshot.root, { recursive: true })
    const buildPolicies =
      root && options.pagePolicy ? pagePolicies(root, options.pagePolicy) : new Map()
    // A rendered page's policy from the hashes its writer kept, as it is now, not as at start.
    const policyOf = (file: string) => {
      const hashes = snapshot?.scriptHashesOf(file)
      if (hashes && options.pagePolicy) return options.pagePolicy(hashes)
      return buildPolicies.get(file)
    }
    if (root) {
      await fastify.register(fastifyStatic, {
        // The snapshot's file first, the build's when it has none.
        root: snapshot ? [snapshot.root, root] : root,
        prefix: '/',
        // `/` and `/about/` serve their index.html; `/about` falls through to the not-found handler.
        index: ['index.html'],
        redirect: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: headersFor(root, policyOf),
      })
    }

    const sendNotFoundPage = (reply: FastifyReply) => {
      if (!root) return false
      const notFoundPage = NOT_FOUND_PAGES.find((page) => existsSync(join(root, page)))
      if (!notFoundPage) return false
      reply.code(404).sendFile(notFoundPage, root)
      return true
    }

    // A page taken down answers 404 at once, document and route data, whatever the build has.
    if (snapshot) {
      fastify.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return
        if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return
        let pathname: string
        try {
          pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname)
        } catch {
          return
        }
        if (snapshot.isGone(pathname) && sendNotFoundPage(reply)) return reply
      })
    }

    const sendRoutePage = (request: FastifyRequest, reply: FastifyReply) => {
      if (!root) return false
      const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname)
      const segments = pathname.split('/').filter(Boolean)
      if (segments.some((segment) => segment === '..' || segment.includes('\\'))) return false
      const routePage = [...segments, 'index.html'].join('/')
      const pageRoot = [snapshot?.root, root].find(
        (folder) => folder && existsSync(join(folder, routePage)),
      )
      if (pageRoot) {
        reply.sendFile(routePage, pageRoot)
        return true
      }
      return sendNotFoundPage(reply)
    }

    fastify.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        request.url !== '/api'
      try {
        if (isPage && sendRoutePage(request, reply)) return reply
      } catch {
        // A malformed percent-encoding is just another unknown path.
      }
      return reply
        .code(404)
        .send(errorBody('not_found', `Nothing at ${request.method} ${request.url.split('?')[0]}`))
    })

    fastify.decorate(
      'webBuildFiles',
      root ? htmlFilesIn(root).map((file) => relative(root, file)) : [],
    )
  },
  { name: 'web-site' },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTML files of the served web build, relative to its root. */
    webBuildFiles: string[]
  }
}
