import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { BUNDLE_STATS_FILE, type BundleStats, staticImportsOf } from './bundle-stats'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/gm
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm

/**
 * Waits for the window's load event (the page's images, the LCP one among them, have arrived) and the first contentful paint, then
 * fetches every module of the page at once: the imports below then run in their original order
 * without a round trip each.
 */
function afterLoad(preloads: readonly string[]): string {
  return [
    "await new Promise((go) => document.readyState === 'complete' ? go() : addEventListener('load', go, { once: true }));",
    // And the first contentful paint shown: on a fast connection the load event can come before
    // it, and a frame drawn is not yet a frame shown (Lighthouse times a paint when it is shown, so
    // scripts asked for in between counted towards it). A browser without paint timing waits a
    // frame; a hidden tab paints nothing, so the timer starts its scripts anyway.
    "await new Promise((go) => { const after = () => setTimeout(go); try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); after() } }).observe({ type: 'paint', buffered: true }) } catch { requestAnimationFrame(after) } setTimeout(go, 1000) });",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    // Each module's evaluation a task of its own, so a tap between them is answered.
    'const nextTask = () => new Promise((go) => setTimeout(go));',
  ].join('\n')
}

/**
 * P-interactions-within-100ms, decision 048: on the visitor's first interaction with one of the
 * site's forms (a focus, a press or an input inside it, before or after hydration), fetches the
 * lazily loaded modules the form will need into the HTTP cache (`prefetch`, at the lowest
 * priority), so the send that imports them finds them there. A page whose form is never used never
 * fetches them; nothing is lost meanwhile, since the form posts without scripts and the browser
 * holds what is typed. Registered before the awaits below, so a focus before hydration counts. Not
 * `modulepreload`: Chrome then compiles them on the main thread at once, inside the interaction.
 * `crossorigin`: the import fetches a module in CORS mode, and only a prefetch made the same way is
 * served to it from the cache.
 */
function onFormInteraction(hrefs: readonly string[]): string {
  if (hrefs.length === 0) return ''
  return [
    `const formPreloads = ${JSON.stringify(hrefs)};`,
    "const formEvents = ['focusin', 'pointerdown', 'input'];",
    `const preloadForForm = (event) => { const form = event.target instanceof Element ? event.target.closest('form') : null; if (!form?.querySelector('input[name="${FORM_ID_INPUT}"]')) return; for (const type of formEvents) removeEventListener(type, preloadForForm, true); for (const href of formPreloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href, crossOrigin: 'anonymous' })); };`,
    'for (const type of formEvents) addEventListener(type, preloadForForm, true);',
    '',
  ].join('\n')
}

/** The hidden field naming one of the site's forms (FORM_ID_FIELD of @hard-hat/forms). */
const FORM_ID_INPUT = 'formId'

/** A lazily loaded module some pages need on a form's first use, and which pages they are. */
export interface FormPreload {
  /** The module as the bundle stats name it, e.g. `app/lib/form-runtime.ts`. */
  readonly module: string
  readonly isNeededBy: (html: string) => boolean
}

/** What pages fetch on the first interaction with one of their forms (onFormInteraction). */
export const FORM_PRELOADS: readonly FormPreload[] = [
  // The forms runtime (zod, the schemas, the API client) on every page with one of the site's
  // forms: a field's focus (once hydrated) or the first send imports it.
  {
    module: 'app/lib/form-runtime.ts',
    isNeededBy: (html) => html.includes(`<input type="hidden" name="${FORM_ID_INPUT}"`),
  },
]

/**
 * What pages import themselves on a form's first use (decision 053): the form's own code, which
 * draws it and sends it (`app/lib/hydrate-on-first-use.tsx`), and the quote builder's. Not prefetched (the import on the
 * first use is the fetch; a prefetch beside it would be a second); the budget counts it with a
 * form used.
 */
export const ON_FIRST_USE: readonly FormPreload[] = [
  {
    module: 'app/components/form/drawn-form.tsx',
    isNeededBy: (html) => html.includes('<div data-hydrates-on-use="form"'),
  },
  // The quote builder's own code (decision 054): its steps 2–5 hold its contact form.
  {
    module: 'app/components/quote-builder/whole-builder.tsx',
    isNeededBy: (html) => html.includes('data-calculator-bar=""'),
  },
]

/**
 * The chunk of the client build that holds `module`, with every chunk it imports statically, as
 * the URLs a page loads them by (`/assets/…`).
 */
export function chunkGraphOf(
  module: string,
  stats: BundleStats,
  readChunk: (fileName: string) => string,
): string[] {
  const entry = Object.keys(stats).find((fileName) =>
    stats[fileName]?.some((stat) => stat.id === module),
  )
  if (!entry)
    throw new Error(`@hard-hat/web defer-hydration: no chunk holds ${module} (was it renamed?)`)
  const chunks = new Set<string>()
  const pending = [entry]
  while (pending.length > 0) {
    const fileName = pending.pop() as string
    if (chunks.has(fileName)) continue
    chunks.add(fileName)
    for (const specifier of staticImportsOf(readChunk(fileName)))
      if (specifier.startsWith('.')) pending.push(posix.join(posix.dirname(fileName), specifier))
  }
  return [...chunks].map((fileName) => `/${fileName}`)
}

/**
 * P-scripts-after-first-paint: rewrites one prerendered page so its scripts start after its first
 * paint and its LCP resource. React Router writes a `modulepreload` for every module of the page in
 * the head and a module script whose static imports fetch them at once, all competing with the
 * page's image and text. The preloads go, and the module script's static imports become awaited
 * dynamic ones behind the load event, in the same order (the root's first module must run before
 * any route's), so hydration itself is unchanged. The element stays a `<script type="module"
 * async>`, as React Router renders it in the browser, so hydration sees the same tree.
 * `formPreloads` are lazily loaded modules the page's forms will need (onFormInteraction).
 */
export function deferHydration(
  html: string,
  file = 'page',
  formPreloads: readonly string[] = [],
): string {
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
      () =>
        `<script type="module" async="">${onFormInteraction(formPreloads.filter((href) => !preloads.includes(href)))}${afterLoad(preloads)}\n${body}</script>`,
    )
}

/**
 * What the server bundle does to every page it renders (app/entry.server.tsx), at build time and
 * when the API renders published content: defers its hydration, with what a page of its kind
 * fetches on its forms' first use. `buildDirectory` is the build's folder (`client/` and the bundle stats), read on
 * first use, once.
 * @example const finish = hydrationDeferrer('build'); finish(html, '/contact')
 */
export function hydrationDeferrer(buildDirectory: string): (html: string, file: string) => string {
  let graphs: { preload: FormPreload; hrefs: string[] }[] | undefined
  const graphsOfBuild = () => {
    const statsFile = join(buildDirectory, BUNDLE_STATS_FILE)
    if (!existsSync(statsFile))
      throw new Error(
        `@hard-hat/web defer-hydration: ${statsFile} is missing (the build writes it)`,
      )
    const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BundleStats
    const client = join(buildDirectory, 'client')
    return FORM_PRELOADS.map((preload) => ({
      preload,
      hrefs: chunkGraphOf(preload.module, stats, (fileName) =>
        readFileSync(join(client, fileName), 'utf8'),
      ),
    }))
  }
  return (html, file) => {
    graphs ??= graphsOfBuild()
    const formPreloads = graphs.flatMap(({ preload, hrefs }) =>
      preload.isNeededBy(html) ? hrefs : [],
    )
    return deferHydration(html, file, [...new Set(formPreloads)])
  }
}
