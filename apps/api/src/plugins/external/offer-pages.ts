import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { OFFER_STATES_FOLDER } from '@hard-hat/content'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { inlineScriptHashes } from '../../lib/inline-script-hashes.js'
import {
  type OfferDeadlines,
  type OfferPage,
  offerPageOf,
  type RenderedOfferStates,
  readOfferPages,
  runningDataAt,
  runningDocumentAt,
  servedState,
  withCountdown,
} from '../../lib/offer-pages.js'
import { errorBody } from '../app/errors.js'

/** The built site, the deadlines the server runs with, and the page policy of web-site.ts. */
export interface OfferPagesOptions {
  readonly webBuildDir?: string | undefined
  readonly deadlines: OfferDeadlines
  readonly pagePolicy?: (scriptHashes: readonly string[]) => string
  /** The server's clock; tests move it. */
  readonly now?: () => number
}

type Encoding = 'br' | 'gzip' | 'identity'

function encodingFor(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return 'identity'
}

function encode(body: string, encoding: Encoding): Buffer {
  const bytes = Buffer.from(body)
  if (encoding === 'br') {
    return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  }
  return encoding === 'gzip' ? gzipSync(bytes) : bytes
}

/**
 * Serves each offer page in the state the server's clock says (P-offer-ends-for-every-reader):
 * the document at its path (with and without the slash, and as /index.html) and its route data
 * (`.data`, for a visit from another page), prerendered by the web build in both states and read
 * once at start for the configured deadlines. A running page is never kept by a cache (`no-cache`,
 * no validator: its countdown is the server's of the moment); an ended page is `no-cache` with an
 * ETag of its own bytes, so a cache that kept the running page fetches the ended one.
 */
export const offerPagesPlugin = fp(
  async (fastify, options: OfferPagesOptions) => {
    const now = options.now ?? Date.now
    fastify.decorate('offerDeadlines', options.deadlines)
    // Each offer page as served now: the build's, or rendered again since its content changed.
    const served = new Map<string, OfferPage>()
    fastify.decorate('offerPages', {
      replace(path: string, rendered: RenderedOfferStates) {
        if (!served.has(path)) return
        served.set(path, offerPageOf(path, rendered, options.deadlines))
        ended.delete(`${path}:html`)
        ended.delete(`${path}:data`)
      },
    })
    // The folder the build writes the states into is never served as it is.
    fastify.get(`/${OFFER_STATES_FOLDER}/*`, { schema: { hide: true } }, (request, reply) =>
      reply.code(404).send(errorBody('not_found', `Nothing at GET ${request.url.split('?')[0]}`)),
    )
    const ended = new Map<string, Map<Encoding, Buffer>>()
    if (!options.webBuildDir) return
    const pages = readOfferPages(options.webBuildDir, options.deadlines)
    for (const page of pages) served.set(page.path, page)

    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      kind: 'html' | 'data',
    ) => {
      const page = served.get(path) as OfferPage
      const at = new Date(now())
      const state = servedState(page, at)
      const { html, data } = page.states[state]
      const encoding = encodingFor(request)
      const isRunning = state === 'running'
      // A running page says when it was served (its inline route data too, so its policy is
      // hashed from what is sent); an ended one is the same bytes until the server restarts.
      const body =
        kind === 'data'
          ? isRunning
            ? runningDataAt(data, at)
            : data
          : isRunning
            ? runningDocumentAt(html, page.deadline, at)
            : withCountdown(html, page.deadline, at)
      reply
        .header('content-type', kind === 'html' ? 'text/html; charset=utf-8' : 'text/x-script')
        .header('vary', 'accept-encoding')
        .header('cache-control', 'no-cache')
      if (kind === 'html' && options.pagePolicy) {
        reply.header('content-security-policy', options.pagePolicy(inlineScriptHashes(body)))
      }
      if (encoding !== 'identity') reply.header('content-encoding', encoding)
      if (isRunning) return reply.send(encode(body, encoding))
      const etag = `"ended-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
      reply.header('etag', etag)
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      const cacheKey = `${page.path}:${kind}`
      const encoded = ended.get(cacheKey) ?? new Map<Encoding, Buffer>()
      ended.set(cacheKey, encoded)
      const bytes = encoded.get(encoding) ?? encode(body, encoding)
      encoded.set(encoding, bytes)
      return reply.send(bytes)
    }

    for (const page of pages) {
      for (const path of [page.path, `${page.path}/`, `${page.path}/index.html`]) {
        fastify.get(path, { schema: { hide: true } }, (request, reply) =>
          send(request, reply, page.path, 'html'),
        )
      }
      fastify.get(`${page.path}.data`, { schema: { hide: true } }, (request, reply) =>
        send(request, reply, page.path, 'data'),
      )
    }
    fastify.log.info(
      { offers: pages.map((page) => ({ path: page.path, endsAt: page.deadline.endsAt })) },
      'offer pages served by the server clock',
    )
  },
  { name: 'offer-pages' },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** When each offer ends, as the server was started (P-deadlines-are-config). */
    offerDeadlines: OfferDeadlines
    /**
     * The offer pages served: `replace` serves an offer page rendered again (both states, with the
     * specification's deadline, as the build renders it) in place of the build's, from the next
     * request. A path the build has no offer page for is ignored.
     */
    offerPages: { replace(path: string, rendered: RenderedOfferStates): void }
  }
}
