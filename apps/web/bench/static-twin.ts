import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { compressDirectory } from '../scripts/compress-build'

/**
 * Where the bench serves each page's static twin: a folder of the build snapshot the bench serves,
 * so the twin comes from the same server, with the same headers, compression and cache rules.
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

/**
 * Writes the twin of each page (path of a prerendered route) into `buildDir`, compressed as the
 * build compresses its pages. Call it before the server starts: the server computes each HTML
 * file's Content-Security-Policy once, at start.
 */
export function writeStaticTwins(buildDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    const page = join(buildDir, path, 'index.html')
    const twin = join(buildDir, twinPathOf(path), 'index.html')
    mkdirSync(dirname(twin), { recursive: true })
    writeFileSync(twin, staticTwinOf(readFileSync(page, 'utf8')))
  }
  compressDirectory(join(buildDir, TWIN_FOLDER))
}
