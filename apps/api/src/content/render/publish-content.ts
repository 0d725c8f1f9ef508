import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import {
  CLAIM_KEYS,
  CLAIM_PAGES,
  FAQ_PAGES,
  type FaqPage,
  pagePaths,
  TESTIMONIAL_PLACE_PAGES,
  TESTIMONIAL_PLACES,
  type TestimonialPlace,
} from '@hard-hat/content'
import { OFFER_PATHS } from '../pages-of.js'
import { type RenderedPage, renderPages, routeDataPath } from './render-pages.js'
import type { ServedSnapshot } from './served-snapshot.js'

/**
 * What the renderer needs of the content: the items that have pages of their own, and the
 * testimonials of each place and the FAQ of each page, shown on pages of the route table.
 */
export interface RenderedContent {
  readonly articles: readonly { readonly slug: string }[]
  readonly projects: readonly { readonly slug: string }[]
  readonly testimonials: Readonly<Record<TestimonialPlace, readonly unknown[]>>
  readonly faqs: Readonly<Record<FaqPage, readonly unknown[]>>
  /** The claims that must be true (decision 044), each shown on its pages (`CLAIM_PAGES`). */
  readonly claims: Readonly<Record<(typeof CLAIM_KEYS)[number], unknown>>
}

/**
 * The lists and the sections whose items each have a page (`/<section>/<slug>`), and the other
 * pages with teasers of a section's items. A case study's page shows three other projects, so any
 * project's change renders them all, and the home page's portfolio teasers show three; an
 * article's page shows only itself.
 */
const SECTIONS = [
  {
    list: '/insights',
    items: (content: RenderedContent) => content.articles,
    showsOthers: false,
    teasers: [],
  },
  {
    list: '/portfolio',
    items: (content: RenderedContent) => content.projects,
    showsOthers: true,
    teasers: ['/'],
  },
] as const

/** Pages that list every item: the HTML sitemap. */
const INDEX_PAGES = ['/sitemap'] as const

// The offer pages (OFFER_PATHS) are served in the state of the server's clock from the build's
// two renders (plugins/external/offer-pages.ts), never from the snapshot: a publication does not
// render them.

/** A page's prerendered paths (its own and its aliases', from the route table), less the offers'. */
const renderedPathsOf = (pageId: Parameters<typeof pagePaths>[0]) =>
  pagePaths(pageId).filter((path) => !OFFER_PATHS.has(path))

/**
 * What is shown on pages of the route table: each place's testimonials, each page's FAQ, each
 * claim (a value, or null while hidden).
 */
const PLACED = [
  ...TESTIMONIAL_PLACES.map((place) => ({
    items: (content: RenderedContent) => content.testimonials[place],
    paths: renderedPathsOf(TESTIMONIAL_PLACE_PAGES[place]),
  })),
  ...FAQ_PAGES.map((page) => ({
    items: (content: RenderedContent) => content.faqs[page],
    paths: renderedPathsOf(page),
  })),
  ...CLAIM_KEYS.map((key) => ({
    items: (content: RenderedContent) => content.claims[key],
    paths: CLAIM_PAGES[key].flatMap(renderedPathsOf),
  })),
]

/**
 * The pages the content shows (the insights list and each article, the portfolio and each case
 * study, the HTML sitemap, and the pages with testimonials or an FAQ), or, given what was served
 * before, only those whose render can differ: a changed section's list, its changed items and the
 * sitemap, nothing of a section that did not change, and the paths of a page whose testimonials,
 * FAQ or claims changed (not the offer pages', see `OFFER_PATHS`).
 * @example contentPaths(content, { ...content, faqs: { ...content.faqs, crm: [] } }) // ['/crm']
 */
export function contentPaths(content: RenderedContent, previous?: RenderedContent): string[] {
  const sections = SECTIONS.flatMap(({ list, items, showsOthers, teasers }) => {
    const shown = items(content)
    const before = previous ? items(previous) : undefined
    if (before && isDeepStrictEqual(before, shown)) return []
    const beforeBySlug = new Map(before?.map((item) => [item.slug, item]))
    const changed = shown.filter(
      (item) => !before || showsOthers || !isDeepStrictEqual(beforeBySlug.get(item.slug), item),
    )
    return [list, ...changed.map((item) => `${list}/${item.slug}`), ...teasers]
  })
  const placed = PLACED.flatMap(({ items, paths }) =>
    previous && isDeepStrictEqual(items(previous), items(content)) ? [] : paths,
  )
  return [...new Set([...sections, ...(sections.length > 0 ? INDEX_PAGES : []), ...placed])]
}

/** The item pages (`/<section>/<slug>`) a folder laid out like build/client holds. */
function itemPagesIn(root: string): string[] {
  return SECTIONS.flatMap(({ list }) => {
    const folder = join(root, list)
    if (!existsSync(folder)) return []
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.html')))
      .map((entry) => `${list}/${entry.name}`)
  })
}

/** Whether the build's own files already serve exactly this page, with no snapshot copy over them. */
function isServedByBuild(clientDir: string, snapshot: ServedSnapshot, page: RenderedPage): boolean {
  const segments = page.path.split('/').filter(Boolean)
  const html = join(...segments, 'index.html')
  const data = routeDataPath(page.path).slice(1)
  const read = (root: string, file: string) => {
    try {
      return readFileSync(join(root, file), 'utf8')
    } catch {
      return undefined
    }
  }
  return (
    page.status === 200 &&
    page.dataStatus === 200 &&
    !snapshot.isGone(page.path) &&
    read(snapshot.root, html) === undefined &&
    read(clientDir, html) === page.html &&
    read(clientDir, data) === page.data
  )
}

/** What one publication changed in the served pages. */
export interface Publication {
  readonly rendered: readonly string[]
  readonly removed: readonly string[]
}

/**
 * Serves what `content` shows: renders every content page with the web build's server bundle into
 * the snapshot, and takes down the item pages (of the build or of an earlier publication) it no
 * longer has. All or nothing: a render that throws, or any page that does not render 200, leaves
 * every served page as it was, and the error is the caller's to report.
 * @example await publishContent({ serverBuildPath, clientDir, snapshot }, await liveContent(store, Date.now()))
 */
export async function publishContent<Content extends RenderedContent>(
  target: {
    /** The web build's server bundle: `apps/web/build/server/index.js`. */
    readonly serverBuildPath: string
    /** The web build's prerendered pages (`apps/web/build/client`), whose item pages may go. */
    readonly clientDir: string
    readonly snapshot: ServedSnapshot
  },
  content: Content,
  options: {
    /** What was served before: only the pages whose render can differ are rendered. */
    readonly previous?: Content | undefined
    /** Other files the content changes, by name, written after the pages: `{ 'sitemap.xml': … }`. */
    readonly files?: Readonly<Record<string, string>>
  } = {},
): Promise<Publication> {
  const paths = contentPaths(content, options.previous)
  const pages = await renderPages(target.serverBuildPath, paths, content)
  // A page the build serves as it is rendered now needs no copy (the first publication of an
  // instance writes only what the store changed).
  await target.snapshot.write(
    pages.filter((page) => !isServedByBuild(target.clientDir, target.snapshot, page)),
  )
  for (const [name, text] of Object.entries(options.files ?? {})) {
    await target.snapshot.writeFile(name, text)
  }
  const shown = new Set(contentPaths(content))
  const removed = [
    ...new Set([...itemPagesIn(target.clientDir), ...itemPagesIn(target.snapshot.root)]),
  ].filter((path) => !shown.has(path) && !target.snapshot.isGone(path))
  await target.snapshot.remove(removed)
  return { rendered: paths, removed }
}
