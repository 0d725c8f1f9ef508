import { PassThrough } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { hydrationDeferrer } from '../scripts/defer-hydration'
import { SchemaForm as DrawnForm } from './components/form/drawn-form'
import { SchemaForm } from './components/form/schema-form'

// The forms' code, which a browser fetches on a form's first use (decision 053): the server draws
// every form in full, at once, so a page is never streamed around a form it waits for.
SchemaForm.drawOnServer(DrawnForm)

/** How long React Router waits for a loader's deferred data before it gives up on it. */
export const streamTimeout = 5_000

/**
 * P-scripts-after-first-paint, in the render itself: the built server bundle (build/server/index.js)
 * defers each page's hydration as it renders it, so the build's prerender and the API's render of a
 * published page (docs/decisions/039) send the same document. The dev server leaves pages as they are.
 */
const finishPage = import.meta.env.PROD
  ? hydrationDeferrer(fileURLToPath(new URL('..', import.meta.url)))
  : (html: string) => html

/**
 * Every document whole, never streamed: a page is rendered once, to a file (the prerender, or the
 * API's snapshot), and what is served is the whole page before any script (P-html-first).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD')
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    )
  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    let timeout: ReturnType<typeof setTimeout> | undefined
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Every boundary in place, however big: React otherwise moves a large one (a form) to the
        // end of the document and puts it back with an inline script, which the page's policy
        // does not allow and a visitor without scripts never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // As React Router's own entry for a browser: the shell, then the route data streamed in
        // after it (the body is still read whole below, so the page is written complete).
        onShellReady() {
          const chunks: Buffer[] = []
          const body = new PassThrough()
          body.on('data', (chunk: Buffer) => chunks.push(chunk))
          body.on('error', reject)
          body.on('end', () => {
            clearTimeout(timeout)
            try {
              const html = finishPage(
                Buffer.concat(chunks).toString('utf8'),
                new URL(request.url).pathname,
              )
              responseHeaders.set('Content-Type', 'text/html')
              resolve(new Response(html, { headers: responseHeaders, status }))
            } catch (error) {
              reject(error)
            }
          })
          pipe(body)
        },
        onShellError: reject,
        onError(error) {
          status = 500
          console.error(error)
        },
      },
    )
    // Gives the rejected boundaries time to render, then stops.
    timeout = setTimeout(abort, streamTimeout + 1000)
  })
}
