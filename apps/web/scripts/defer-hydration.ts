import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/gm
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm

/**
 * Waits for the window's load event (the page's images, the LCP one among them, have arrived) and a painted frame, then
 * fetches every module of the page at once: the imports below then run in their original order
 * without a round trip each.
 */
function afterLoad(preloads: readonly string[]): string {
  return [
    "await new Promise((go) => document.readyState === 'complete' ? go() : addEventListener('load', go, { once: true }));",
    // And a frame painted: on a fast connection the load event can come before the first paint.
    // (A hidden tab paints no frame: the timer starts its scripts anyway.)
    'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 1000) });',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    // Each module's evaluation a task of its own, so a tap between them is answered.
    'const nextTask = () => new Promise((go) => setTimeout(go));',
  ].join('\n')
}

/**
 * P-scripts-after-first-paint: rewrites one prerendered page so its scripts start after its first
 * paint and its LCP resource. React Router writes a `modulepreload` for every module of the page in
 * the head and a module script whose static imports fetch them at once, all competing with the
 * page's image and text. The preloads go, and the module script's static imports become awaited
 * dynamic ones behind the load event, in the same order (the root's first module must run before
 * any route's), so hydration itself is unchanged. The element stays a `<script type="module"
 * async>`, as React Router renders it in the browser, so hydration sees the same tree.
 */
export function deferHydration(html: string, file = 'page'): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href as string)
  const scripts = [...html.matchAll(HYDRATION_SCRIPT)]
  if (preloads.length === 0 && scripts.length === 0) return html
  const [script, ...others] = scripts
  if (!script || others.length > 0 || !/^import /m.test(script[1] ?? ''))
    throw new Error(
      `@hard-hat/web defer-hydration: ${file} has ${scripts.length} hydration scripts with static imports, expected 1 (has React Router's output changed?)`,
    )
  const body = (script[1] ?? '')
    .replace(NAMESPACE_IMPORT, 'const $1 = await import($2); await nextTask();')
    .replace(SIDE_EFFECT_IMPORT, 'await import($1); await nextTask();')
  if (/^import /m.test(body))
    throw new Error(`@hard-hat/web defer-hydration: ${file} has an import it cannot defer`)
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      script[0],
      () => `<script type="module" async="">${afterLoad(preloads)}\n${body}</script>`,
    )
}

function htmlFilesIn(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(directory, file))
}

/** Defers the hydration of every HTML file of a client build (offer states and the 404 included). */
export function deferHydrationIn(directory: string): string[] {
  const changed: string[] = []
  for (const file of htmlFilesIn(directory)) {
    const html = readFileSync(file, 'utf8')
    const deferred = deferHydration(html, file)
    if (deferred === html) continue
    writeFileSync(file, deferred)
    changed.push(file)
  }
  return changed
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const directory = resolve(process.argv[2] ?? 'build/client')
  console.log(`deferred hydration of ${deferHydrationIn(directory).length} pages in ${directory}`)
}
