import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { inlineScriptHashes } from '../../lib/inline-script-hashes.js'
import { type RenderedPage, routeDataPath } from './render-pages.js'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** What marks a page as taken down: a 404 at once, even where the web build has the page. */
const GONE_FILE = 'index.gone'

/** A render that must not be served: which pages failed, and how. */
export class RenderFailure extends Error {
  constructor(readonly failures: readonly { readonly path: string; readonly reason: string }[]) {
    super(`render failed: ${failures.map(({ path, reason }) => `${path} (${reason})`).join(', ')}`)
    this.name = 'RenderFailure'
  }
}

/**
 * A page path's place in a snapshot, laid out as the web build lays out its prerender (the web
 * server serves both the same way): `<path>/index.html` and `<path>.data` (`/_root.data` for `/`).
 * Undefined for a path that could leave the folder.
 */
function filesOf(root: string, path: string) {
  const segments = segmentsOf(path)
  if (!segments) return undefined
  const folder = join(root, ...segments)
  return {
    html: join(folder, 'index.html'),
    data: join(root, ...routeDataPath(`/${segments.join('/')}`).split('/')),
    gone: join(folder, GONE_FILE),
  }
}

/** A path's segments, or undefined for one that could leave the folder it is joined to. */
function segmentsOf(path: string): string[] | undefined {
  const segments = path.split('/').filter(Boolean)
  const leaves = segments.some(
    (segment) => segment === '.' || segment === '..' || segment.includes('\\'),
  )
  return leaves ? undefined : segments
}

/** The page path a request names: `/a`, `/a/`, `/a/index.html` and `/a.data` all name `/a`. */
export function pagePathOf(pathname: string): string {
  const bare = pathname
    .replace(/\.data$/, '')
    .replace(/\/index\.html$/, '')
    .replace(/\/+$/, '')
  return bare === '' || bare === '/_root' ? '/' : bare
}

/** Writes a file so a reader sees the old bytes or the new ones, never a part: temp, then rename. */
async function writeAtomically(file: string, bytes: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await writeFile(temporary, bytes)
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/**
 * A file and its `.br` and `.gz` siblings, which the web server sends to clients that accept them
 * (brotli at its best quality and gzip at level 9, as the web build compresses). Siblings first and
 * always, so a compressed copy is never older than its file for long, nor left from a bigger page.
 */
async function writeWithSiblings(file: string, text: string): Promise<void> {
  // A page whose content did not change is left as it is: no compression, no new ETag.
  if ((await readFile(file, 'utf8').catch(() => undefined)) === text) return
  const bytes = Buffer.from(text)
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ])
  await writeAtomically(`${file}.br`, brotli)
  await writeAtomically(`${file}.gz`, gzipped)
  await writeAtomically(file, bytes)
}

async function removeWithSiblings(file: string): Promise<void> {
  await Promise.all(['', '.br', '.gz'].map((suffix) => rm(`${file}${suffix}`, { force: true })))
}

/**
 * The pages rendered at run time, served before the web build's own (web-site.ts): a folder laid out
 * like the build's client folder, each page's inline-script hashes kept for its
 * Content-Security-Policy as it is written, and the pages taken down, which answer 404 even where
 * the build has them. One folder per instance: each renders what its store publishes.
 */
export class ServedSnapshot {
  readonly root: string
  /** Each served document's (absolute path) inline-script hashes. */
  readonly #scriptHashes = new Map<string, readonly string[]>()
  readonly #gone = new Set<string>()

  /** Opens (or starts) a snapshot folder; what an earlier run wrote is served again. */
  constructor(root: string) {
    this.root = resolve(root)
    if (!existsSync(this.root)) return
    for (const file of readdirSync(this.root, { recursive: true, encoding: 'utf8' })) {
      const absolute = join(this.root, file)
      if (file.endsWith(`${sep}index.html`) || file === 'index.html')
        this.#scriptHashes.set(absolute, inlineScriptHashes(readFileSync(absolute, 'utf8')))
      else if (file.endsWith(GONE_FILE))
        this.#gone.add(
          pagePathOf(`/${relative(this.root, dirname(absolute)).split(sep).join('/')}`),
        )
    }
  }

  /**
   * Serves rendered pages, all or none: every page must have rendered (200, document and data),
   * or nothing is written and a RenderFailure says which failed; the pages served stay as they
   * were. A page taken down before is served again.
   */
  async write(pages: readonly RenderedPage[]): Promise<void> {
    const failures = pages.flatMap((page) => {
      if (!filesOf(this.root, page.path)) return [{ path: page.path, reason: 'not a page path' }]
      if (page.status !== 200) return [{ path: page.path, reason: `document ${page.status}` }]
      if (page.dataStatus !== 200) return [{ path: page.path, reason: `data ${page.dataStatus}` }]
      return []
    })
    if (failures.length > 0) throw new RenderFailure(failures)
    for (const page of pages) {
      const files = filesOf(this.root, page.path)
      if (!files) continue
      // The hashes are known before the page is: its policy is right from its first request.
      this.#scriptHashes.set(files.html, inlineScriptHashes(page.html))
      await writeWithSiblings(files.data, page.data)
      await writeWithSiblings(files.html, page.html)
      // Served from the moment its document is in place: no request sees it written and still gone.
      this.#gone.delete(pagePathOf(page.path))
      await rm(files.gone, { force: true })
    }
  }

  /** Drops every page written and taken down: the web build's own files are served again. */
  async reset(): Promise<void> {
    await rm(this.root, { recursive: true, force: true })
    this.#scriptHashes.clear()
    this.#gone.clear()
  }

  /**
   * Serves a file of the site that is not a page, such as `sitemap.xml`, in place of the build's,
   * with its compressed copies.
   */
  async writeFile(name: string, text: string): Promise<void> {
    const segments = segmentsOf(name)
    if (!segments?.length || /\.(?:html|data)$/.test(name))
      throw new RangeError(`not a file the snapshot serves beside its pages: ${name}`)
    await writeWithSiblings(join(this.root, ...segments), text)
  }

  /** Takes pages down (an unpublished article): 404 from the next request, build copy or not. */
  async remove(paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      const files = filesOf(this.root, path)
      if (!files) continue
      this.#gone.add(pagePathOf(path))
      await writeAtomically(files.gone, '')
      await removeWithSiblings(files.html)
      await removeWithSiblings(files.data)
      this.#scriptHashes.delete(files.html)
    }
  }

  /** Whether a request's page (`/a`, `/a/`, `/a.data`…) was taken down. */
  isGone(pathname: string): boolean {
    return this.#gone.has(pagePathOf(pathname))
  }

  /**
   * A served document's inline-script hashes, or undefined for a file not in the snapshot. Kept as
   * each page is written; a document another process wrote is read once, when first served.
   */
  scriptHashesOf(file: string): readonly string[] | undefined {
    const known = this.#scriptHashes.get(file)
    if (known || !file.startsWith(this.root + sep) || !file.endsWith(`${sep}index.html`))
      return known
    try {
      const hashes = inlineScriptHashes(readFileSync(file, 'utf8'))
      this.#scriptHashes.set(file, hashes)
      return hashes
    } catch {
      return undefined
    }
  }
}
