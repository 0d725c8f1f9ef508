import { existsSync } from 'node:fs'
import type {
  FaqEntry,
  InsightArticle,
  Project,
  SiteContent,
  TestimonialEntry,
} from '@hard-hat/content'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { INBOX_POLICY } from '../../inbox/hooks.js'
import { page } from '../../inbox/layout.js'
import { html } from '../../lib/html.js'
import type { PageProblem } from '../checks/index.js'
import { CONTENT_KINDS, type ContentBody, type ContentKind, PLURALS } from '../kinds.js'
import { createLiveContent } from '../live.js'
import { OFFER_PATHS, pagesShowing } from '../pages-of.js'
import { renderPreview } from '../render/render-preview.js'
import { type ContentItem, createContentStore } from '../store.js'

/** Staff and owners, signed in: a preview is never for a token or the public. */
const ACCESS = { access: 'staff' } as const

/** The widths a preview is shown at, side by side: a phone's and a desktop's. */
export const PREVIEW_WIDTHS = [
  { width: 390, height: 844, label: 'Phone, 390 px wide', className: 'preview-phone' },
  {
    width: 1280,
    height: 800,
    label: 'Desktop, 1280 px wide (shown at half size)',
    className: 'preview-desk',
  },
] as const

/** The head line that keeps a rendered preview out of every index, inserted after `<head>`. */
export const PREVIEW_ROBOTS_META = '<meta name="robots" content="noindex, nofollow">'

/**
 * A rendered page inside the inbox: its styles, photos and fonts from the site, no script (the
 * page reads as the site serves it before hydration, decision 022; hydrating at the preview's
 * address would find no route), no form sent anywhere, framed only by the preview page.
 */
const RENDERED_POLICY =
  "default-src 'none'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'"

/** The inbox's own policy, which may also frame the rendered page of this origin. */
const PREVIEW_PAGE_POLICY = `${INBOX_POLICY}; frame-src 'self'`

const IdParams = z.object({ id: z.uuid({ error: 'Give the id of the item' }) })
const PageQuery = z.object({ page: z.string().max(300).optional() })

/** A short name of an item for a page title. */
function nameOf(kind: ContentKind, body: ContentBody): string {
  switch (kind) {
    case 'article':
      return (body as InsightArticle).title
    case 'project':
      return (body as Project).title
    case 'testimonial':
      return `Testimonial from ${(body as TestimonialEntry).name}`
    case 'faq':
      return (body as FaqEntry).question
  }
}

/** A script the browser would run: any `<script>` but JSON-LD, which is data. */
const RUN_SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi

/**
 * The page as the preview frame shows it: the rendered document with its scripts taken out (they
 * would hydrate against the preview's address, and the frame's policy would refuse them anyway,
 * each refusal an error in the console) and the robots meta first in its head. These two are its
 * only differences from the page publishing serves.
 */
export function previewDocument(rendered: string): string {
  return rendered
    .replace(RUN_SCRIPT, '')
    .replace(/<head>/i, (head) => `${head}${PREVIEW_ROBOTS_META}`)
}

/** The problems list: each problem a link to its field on the edit page. */
function problemsList(editPath: string, problems: readonly PageProblem[], isRendered: boolean) {
  const unchecked = isRendered
    ? ''
    : html`<p class="hint">Headings are checked on the rendered page, which needs the web build.</p>`
  if (problems.length === 0) {
    return html`<section aria-labelledby="checks-title" class="notice">
      <h2 id="checks-title">Checks before publishing</h2>
      <p>No problems found: this draft may be published.</p>${unchecked}
    </section>`
  }
  return html`<section aria-labelledby="checks-title" class="error-summary">
    <h2 id="checks-title">Fix ${problems.length === 1 ? 'this problem' : `these ${problems.length} problems`} before publishing</h2>
    <ul>${problems.map(
      (problem) => html`<li><a href="${editPath}#f-${problem.field}">${problem.message}</a></li>`,
    )}</ul>${unchecked}
  </section>`
}

/** The preview page: the checks, then the page at both widths (or why it cannot be shown). */
function previewPage(options: {
  kind: ContentKind
  item: ContentItem
  paths: readonly string[]
  path: string
  problems: readonly PageProblem[]
  hasBundle: boolean
}): string {
  const { kind, item, paths, path, problems, hasBundle } = options
  const editPath = `/admin/content/${PLURALS[kind]}/${item.id}`
  const previewPath = `${editPath}/preview`
  const frameSrc = `${previewPath}/page?page=${encodeURIComponent(path)}`
  const name = nameOf(kind, item.draft)
  const choosePage =
    paths.length > 1
      ? html`<nav aria-label="Pages that show it"><p>Pages that show it:</p><ul class="links">${paths.map(
          (each) =>
            html`<li><a href="${previewPath}?page=${encodeURIComponent(each)}"${each === path ? html` aria-current="page"` : ''}>${each}</a></li>`,
        )}</ul></nav>`
      : ''
  const frames = hasBundle
    ? html`<div class="preview-frames">${PREVIEW_WIDTHS.map(
        (frame) => html`<figure class="${frame.className}">
          <figcaption>${frame.label}</figcaption>
          <div class="frame-box" tabindex="0" role="region" aria-label="${frame.label}"><iframe src="${frameSrc}" width="${frame.width}" height="${frame.height}" title="${`${path} at ${frame.width} px wide`}"></iframe></div>
        </figure>`,
      )}</div>
      <p><a href="${frameSrc}">Open the page at full size</a></p>`
    : html`<div class="error-summary"><h2>Previews need the web build</h2>
        <p>This server runs without the site’s web build (its server bundle, apps/web/build/server/index.js), so it cannot render the page. Build the web app and start the API with it to preview; the checks above that need no rendering still run.</p></div>`
  const body = html`<h1>Preview: ${name}</h1>
    <p>The page ${path} as publishing this draft now would serve it, rendered by the site’s own renderer, with everything else as it is live. Only signed-in people can see this preview; it is not indexed.${OFFER_PATHS.has(path) ? ' The offer is shown as while it runs.' : ''}</p>
    <p class="actions"><a class="button" href="${editPath}">Back to editing</a></p>
    ${problemsList(editPath, problems, hasBundle)}
    ${choosePage}
    ${frames}`
  return page(`Preview: ${name}`, body, { isSignedIn: true, hasError: problems.length > 0 })
}

/**
 * `/admin/content/<kinds>/<id>/preview` (decision 042): what publishing the item's draft now would
 * serve, rendered by the web build's server bundle as a publication renders it, at 390 and 1280
 * px side by side, with the checks before publishing; `…/preview/page?page=<path>` is the
 * rendered page itself, framed by it.
 */
export const contentPreviewPages: FastifyPluginAsyncZod<{
  now: () => number
  /** The web build's server bundle; without it, the preview says it needs the web build. */
  serverBuildPath: string | undefined
}> = async (fastify, options) => {
  const store = createContentStore(fastify.store.sql)
  const live = createLiveContent(fastify.store.sql)
  const bundle = () =>
    options.serverBuildPath && existsSync(options.serverBuildPath)
      ? options.serverBuildPath
      : undefined

  /** The item and the page of it asked for (the first that shows it by default), or undefined. */
  async function previewed(kind: ContentKind, id: string, asked: string | undefined) {
    const item = await store.find(id, options.now())
    if (!item || item.kind !== kind) return undefined
    const paths = pagesShowing(kind, item.draft)
    const path = asked ?? paths[0]
    if (!path || !paths.includes(path)) return undefined
    return { item, paths, path }
  }
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Not found',
          html`<h1>Not found</h1><p>There is no such item, or it is not shown on that page.</p><p><a href="/admin/content">Back to the content</a></p>`,
          {
            isSignedIn: true,
          },
        ),
      )

  for (const kind of CONTENT_KINDS) {
    const base = `/admin/content/${PLURALS[kind]}/:id/preview`
    fastify.get(
      base,
      { config: ACCESS, schema: { params: IdParams, querystring: PageQuery } },
      async (request, reply) => {
        const found = await previewed(kind, request.params.id, request.query.page)
        if (!found) return notFound(reply)
        const problems = await fastify.contentChecks.problemsOf(kind, found.item.id)
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', PREVIEW_PAGE_POLICY)
          .send(previewPage({ kind, ...found, problems, hasBundle: bundle() !== undefined }))
      },
    )

    fastify.get(
      `${base}/page`,
      { config: ACCESS, schema: { params: IdParams, querystring: PageQuery } },
      async (request, reply) => {
        const found = await previewed(kind, request.params.id, request.query.page)
        if (!found) return notFound(reply)
        const serverBuildPath = bundle()
        reply.header('content-security-policy', RENDERED_POLICY).type('text/html; charset=utf-8')
        if (!serverBuildPath) {
          return reply.code(503).send(
            page(
              'Previews need the web build',
              html`<h1>Previews need the web build</h1><p>This server runs without the site’s server bundle, so it cannot render pages.</p>`,
              {
                isSignedIn: true,
                hasError: true,
              },
            ),
          )
        }
        const content: SiteContent = await live.contentWithDraft(options.now(), found.item.id)
        const rendered = await renderPreview(serverBuildPath, found.path, content)
        if (rendered.status !== 200) {
          request.log.warn({ status: rendered.status }, 'content preview did not render 200')
          return reply.code(502).send(
            page(
              'The page did not render',
              html`<h1>The page did not render</h1><p>The site’s renderer answered ${rendered.status} for ${found.path}.</p>`,
              {
                isSignedIn: true,
                hasError: true,
              },
            ),
          )
        }
        return reply.send(previewDocument(rendered.html))
      },
    )
  }
}
