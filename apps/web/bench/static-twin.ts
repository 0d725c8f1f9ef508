import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { compressDirectory } from '../scripts/compress-build'

/**
 * Where the bench serves each page's static twin: a folder of the content snapshot the bench's
 * server serves, so the twin comes from the same server, with the same headers, compression and
 * cache rules.
 */
export const TWIN_FOLDER = '__static-twin'

/** The twin's URL path for a page's path: `/` → `/__static-twin`, `/contact` → `/__static-twin/contact`. */
export function twinPathOf(path: string): string {
  return `/${TWIN_FOLDER}${path === '/' ? '' : path}`
}

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const LINK_ELEMENT = /<link\b[^>]*>/gi

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase() : undefined
}

/** True for a link that fetches a script: `modulepreload`, or `preload` with `as="script"`. */
function isScriptLink(tag: string): boolean {
  const rel = attribute(tag, 'rel')?.split(/\s+/) ?? []
  return (
    rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script')
  )
}

/**
 * The page as it would be with no scripts at all: every `<script>` element (module, inline, data)
 * and every link that preloads a script removed, everything else byte for byte. The physical limit
 * of the page's first paint, which the bench compares the page with.
 */
export function staticTwinOf(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, '')
    .replace(LINK_ELEMENT, (tag) => (isScriptLink(tag) ? '' : tag))
}

/** A page as the server sent it: its path and its HTML. */
export interface ServedPage {
  readonly path: string
  readonly html: string
}

/**
 * Writes the twin of each page (its path and the HTML the server sent for it) into `root`, a
 * folder the server serves, compressed as the build compresses its pages. Made from what is
 * served, so a page rendered at publish time gets the twin of what visitors get, like a
 * prerendered one. The folder must be one whose pages' Content-Security-Policy the server reads
 * when first asked (the content snapshot), not at start (the build's).
 */
export function writeStaticTwins(root: string, pages: readonly ServedPage[]): void {
  for (const { path, html } of pages) {
    const twin = join(root, twinPathOf(path), 'index.html')
    mkdirSync(dirname(twin), { recursive: true })
    writeFileSync(twin, staticTwinOf(html))
  }
  compressDirectory(join(root, TWIN_FOLDER))
}
