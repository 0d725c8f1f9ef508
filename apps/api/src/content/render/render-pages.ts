import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** React Router's request handler, as the web build's server bundle is served by it. */
type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>

/** The part of the `react-router` package the renderer uses. */
interface ReactRouterServer {
  createRequestHandler(build: unknown, mode?: string): RequestHandler
}

/** One page rendered: its document and its route data (`<path>.data`), each with its status. */
export interface RenderedPage {
  /** The page's path, as asked: `/insights/some-slug`. */
  readonly path: string
  /** The document's status: 200 for a page to serve, 404 for an unknown slug, 500 for a failure. */
  readonly status: number
  readonly html: string
  /** The status of the route data, which a client-side navigation fetches instead of the document. */
  readonly dataStatus: number
  readonly data: string
}

/** The origin the pages are asked for; only their paths matter (the canonical URLs come from content). */
const RENDER_ORIGIN = 'http://localhost'

/**
 * The URL of a path's route data, as React Router prerenders and fetches it: `/_root.data` for the
 * home page, `<path>.data` otherwise.
 * @example routeDataPath('/insights/a') // "/insights/a.data"
 */
export function routeDataPath(path: string): string {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return bare === '/' ? '/_root.data' : `${bare}.data`
}

const handlers = new Map<string, Promise<RequestHandler>>()

/**
 * The request handler of one server bundle, loaded once. `react-router` is resolved from the
 * bundle's own folder, so the handler and the bundle share one copy of it (as the build's prerender
 * does), and the API needs no React of its own.
 */
function handlerOf(serverBuildPath: string): Promise<RequestHandler> {
  const path = resolve(serverBuildPath)
  let handler = handlers.get(path)
  if (!handler) {
    handler = (async () => {
      const build: unknown = await import(pathToFileURL(path).href)
      const reactRouter = createRequire(path).resolve('react-router')
      const { createRequestHandler } = (await import(
        pathToFileURL(reactRouter).href
      )) as ReactRouterServer
      return createRequestHandler(build, 'production')
    })()
    // A bundle that failed to load is tried again next time, not remembered as broken.
    handler.catch(() => handlers.delete(path))
    handlers.set(path, handler)
  }
  return handler
}

/**
 * Renders pages with the web build's server bundle (`apps/web/build/server/index.js`), the very code
 * the build prerendered them with: each path's document and route data, with `content` handed to
 * the loaders as the load context's `content` (apps/web `siteContentOf`), and `headers` on every
 * request (an offer page's state). The pages come back in the order asked, each with its status;
 * nothing is written (see served-snapshot.ts).
 * @example await renderPages(serverBuild, ['/insights', '/insights/new-article'], { articles, projects })
 */
export async function renderPages<Content>(
  serverBuildPath: string,
  paths: readonly string[],
  content: Content,
  headers: Readonly<Record<string, string>> = {},
): Promise<RenderedPage[]> {
  const handler = await handlerOf(serverBuildPath)
  const loadContext = { content }
  const pages: RenderedPage[] = []
  // One after another: a render is CPU work, and the server keeps answering in between.
  for (const path of paths) {
    const dataResponse = await handler(
      new Request(`${RENDER_ORIGIN}${routeDataPath(path)}`, { headers }),
      loadContext,
    )
    const data = await dataResponse.text()
    const response = await handler(new Request(`${RENDER_ORIGIN}${path}`, { headers }), loadContext)
    const html = await response.text()
    pages.push({ path, status: response.status, html, dataStatus: dataResponse.status, data })
  }
  return pages
}
