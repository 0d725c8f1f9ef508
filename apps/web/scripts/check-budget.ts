import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  BUNDLE_STATS_FILE,
  type BundleStats,
  type ModuleStat,
  staticImportsOf,
} from './bundle-stats'
import { gzipBytes } from './compress-build'
import { chunkGraphOf, ON_FIRST_USE } from './defer-hydration'

export { staticImportsOf }

/**
 * The budget, in gzipped bytes (1 kB = 1000 bytes, as Vite and Lighthouse count); fonts as
 * served, WOFF2 being compressed already.
 */
export interface BudgetLimits {
  readonly jsGzipBytes: number
  /** Everything a page fetches: its first load and the chunks it loads once idle. */
  readonly allToldGzipBytes: number
  /** All told, and what the first use of one of its forms fetches (the forms runtime, decision 048). */
  readonly withFormUsedGzipBytes: number
  readonly cssGzipBytes: number
  readonly fontBytes: number
}

/**
 * 139 kB of JavaScript is the framework floor (React Router, React, TanStack Query: about 121 kB)
 * plus 18 kB for the site (decision 005): 135 kB until the header gained its call button and
 * sentences their tel: links (+0.6 kB on every page) and the pricing engine its recurring, quantity,
 * choice, discount and payment lines (+2.5 kB on the calculator's pages, 138.0 kB); then the idle
 * loader of the site's own measurement and the calculator's step notes (+0.3 kB), the shared
 * CheckList and CardGrid in the shell (+0.2 kB) and the engines' loud unknown ids (+0.2 kB):
 * /website-design 138.7 kB. All told, with what a page fetches once idle (the field measurement
 * on every page; the forms runtime too on a page with a form until decision 048): 188.6 kB on `/`
 * when first counted, 178.7 kB once the forms' schemas were zod/mini's (decision 046), 144.8 kB
 * (/website-design) once the forms runtime waited for a form's first use (decision 048), plus
 * 2 kB; with a form used, 180.2 kB (`/`) plus 2 kB. Decision 052 counts the cookie banner's code
 * with the field measurement (one chunk) and takes content and form code off the pages that do not
 * show them: all told 144.7 kB (/website-design), with a form used 179.1 kB (/special-offer), each
 * plus 2 kB. Decision 054 fetches the quote builder's own code on its first use: all told 138.4 kB
 * (`/`) plus 2 kB. 20 kB of CSS;
 * 72 kB of fonts: the brand's three faces (Inter 400 and 700, Barlow 700), latin subset, about
 * 23-24 kB each, all preloaded.
 */
export const BUDGET: BudgetLimits = {
  jsGzipBytes: 139_000,
  allToldGzipBytes: 140_400,
  withFormUsedGzipBytes: 181_100,
  cssGzipBytes: 20_000,
  fontBytes: 72_000,
}

/** What a page's HTML makes the browser fetch before it is interactive. */
export interface PageAssets {
  readonly scripts: readonly string[]
  readonly styles: readonly string[]
}

/** One prerendered route measured. */
export interface RouteMeasurement {
  readonly route: string
  readonly scripts: readonly string[]
  readonly styles: readonly string[]
  readonly jsGzipBytes: number
  /** The scripts it fetches once idle beyond its first load (the forms runtime, the field measurement). */
  readonly idleScripts: readonly string[]
  /** Its JavaScript all told: the first load and the idle scripts, gzipped. */
  readonly allToldGzipBytes: number
  /** The scripts the first use of one of its forms fetches beyond all told (`formPreloads`). */
  readonly formScripts: readonly string[]
  /** All told, and the form scripts: what a visitor who uses its form fetches, gzipped. */
  readonly withFormUsedGzipBytes: number
  readonly cssGzipBytes: number
  /** The font files its preloads and stylesheets can load. */
  readonly fonts: readonly string[]
  readonly fontBytes: number
  readonly eagerImages: number
  /** `<img>` tags above the fold (not `loading="lazy"`) missing a width or a height. */
  readonly unsizedImages: readonly string[]
}

/** A route over the budget, and why. */
export interface BudgetBreach {
  readonly route: string
  readonly reason: string
}

const ATTRIBUTE = (name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')

function attribute(tag: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

function isLocalAsset(url: string | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
}

/**
 * The scripts and stylesheets a page's HTML loads: module scripts, modulepreloads, stylesheets,
 * and the modules its inline module scripts import, statically or (the hydration script once
 * deferred, scripts/defer-hydration.ts) dynamically.
 */
export function assetsOfPage(html: string): PageAssets {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase()
    const href = attribute(tag, 'href')
    if (!isLocalAsset(href)) continue
    if (rel === 'modulepreload') scripts.add(href)
    if (rel === 'stylesheet') styles.add(href)
  }
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const src = attribute(attributes, 'src')
    if (isLocalAsset(src)) scripts.add(src)
    if (attribute(attributes, 'type') !== 'module') continue
    for (const specifier of [...staticImportsOf(body), ...dynamicImportsOf(body)])
      if (isLocalAsset(specifier)) scripts.add(specifier)
  }
  return { scripts: [...scripts], styles: [...styles] }
}

/** The specifiers a script imports with a literal `import("./x.js")`. */
export function dynamicImportsOf(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].flatMap(([, specifier]) =>
    specifier ? [specifier] : [],
  )
}

/**
 * The modules a page prefetches on the first use of one of its forms (`formPreloads`, written by
 * scripts/defer-hydration.ts): the forms runtime on a page with a form.
 */
export function formPreloadsOf(html: string): string[] {
  const list = /\bconst formPreloads = (\[[^\]]*\]);/.exec(html)?.[1]
  return list
    ? (JSON.parse(list) as unknown[]).filter(isLocalAsset as (x: unknown) => x is string)
    : []
}

/** The fonts a page's HTML preloads (`<link rel="preload" as="font">`). */
export function preloadedFontsOf(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'font')
    .map((tag) => attribute(tag, 'href'))
    .filter(isLocalAsset)
}

/** The font files a stylesheet's `@font-face` rules name, as paths from the site's root. */
export function fontsOfStylesheet(css: string, stylesheetUrl: string): string[] {
  return [...css.matchAll(/url\(\s*["']?([^"')]+\.(?:woff2?|ttf|otf))["']?\s*\)/gi)].flatMap(
    ([, url]) => (url ? [new URL(url, `http://x${stylesheetUrl}`).pathname] : []),
  )
}

/** `<img>` tags without `loading="lazy"`: by the site's rule, the ones above the fold. */
export function eagerImagesOf(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'loading')?.toLowerCase() !== 'lazy')
}

function hasSize(tag: string): boolean {
  return [attribute(tag, 'width'), attribute(tag, 'height')].every(
    (value) => value !== undefined && /^\d+$/.test(value) && Number(value) > 0,
  )
}

/** Route path of a prerendered `…/index.html` relative to the build folder. */
export function routeOf(relativeFile: string): string {
  const folder = relativeFile
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
  return `/${folder}`
}

/** Every `index.html` of the build, sorted by route. */
export function prerenderedPages(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .sort((a, b) => routeOf(a).localeCompare(routeOf(b)))
}

/** Scripts with every script they import statically, transitively. */
function withStaticImports(
  clientDir: string,
  entries: readonly string[],
  loadedBy: string,
): Set<string> {
  const scripts = new Set<string>()
  const pending = [...entries]
  while (pending.length > 0) {
    const url = pending.pop() as string
    if (scripts.has(url)) continue
    scripts.add(url)
    const file = join(clientDir, url)
    if (!existsSync(file))
      throw new Error(`@hard-hat/web budget: ${loadedBy} loads ${url}, not in the build`)
    for (const specifier of staticImportsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) pending.push(new URL(specifier, `http://x${url}`).pathname)
      else if (isLocalAsset(specifier)) pending.push(specifier)
    }
  }
  return scripts
}

/**
 * The site's own field measurement (decision 037): loaded at idle after hydration, outside every
 * page's first load. 7 kB gzip with web-vitals' attribution build; since decision 052 it shares
 * one chunk with the cookie banner's code, every page's other fetch once hydrated, and takes
 * web-vitals' standard build: 7.1 kB for the two, with "Don't count my visits" (the banner's).
 */
export const FIELD_MEASUREMENT_GZIP_BYTES = 8_000
const FIELD_MEASUREMENT_MODULE = /app\/lib\/measurement\/field-measurement\.ts$/
/** The legal pages' document, whose route shows "Don't count my visits" (`/cookies`). */
const LEGAL_DOCUMENT_MODULE = /app[\\/]components[\\/]legal[\\/]legal-document\.tsx$/

/** What the field-measurement script costs: its chunk and what it imports beyond a first load. */
export interface LazyScriptMeasurement {
  readonly scripts: readonly string[]
  readonly jsGzipBytes: number
  /**
   * True when some page loads any of it before it is interactive (it must not), other than the
   * legal pages: their route shows "Don't count my visits", which shares the chunk (decision 053).
   */
  readonly isInFirstLoad: boolean
}

/** The field-measurement chunk's URL (`/assets/…`), from the bundle stats. */
export function fieldMeasurementChunk(stats: BundleStats): string | undefined {
  const chunk = Object.entries(stats).find(([, modules]) =>
    modules.some((module) => FIELD_MEASUREMENT_MODULE.test(module.id)),
  )?.[0]
  return chunk ? `/${chunk}` : undefined
}

/** Finds the field-measurement chunk through the bundle stats and measures it. */
export function measureFieldMeasurement(
  clientDir: string,
  stats: BundleStats,
  measurements: readonly RouteMeasurement[],
): LazyScriptMeasurement | undefined {
  const url = fieldMeasurementChunk(stats)
  if (!url) return undefined
  const legalRoute = Object.entries(stats)
    .filter(([, modules]) => modules.some((module) => LEGAL_DOCUMENT_MODULE.test(module.id)))
    .map(([chunk]) => `/${chunk}`)
  // What every page already loaded is free; anything only some pages load is counted, so the
  // figure is the script's cost on the page that has the least of it.
  // Only a page with scripts runs the measurement: one without (a static page) loads nothing.
  const withScripts = measurements.filter((page) => page.scripts.length > 0)
  const firstLoad = new Set(withScripts.flatMap((page) => page.scripts))
  const everyPage = [...firstLoad].filter((script) =>
    withScripts.every((page) => page.scripts.includes(script)),
  )
  const own = [...withStaticImports(clientDir, [url], 'the field measurement')].filter(
    (script) => !everyPage.includes(script),
  )
  return {
    scripts: own.sort(),
    jsGzipBytes: own.reduce(
      (total, script) => total + gzipBytes(readFileSync(join(clientDir, script))).byteLength,
      0,
    ),
    isInFirstLoad: withScripts.some(
      (page) =>
        page.scripts.includes(url) && !page.scripts.some((script) => legalRoute.includes(script)),
    ),
  }
}

/**
 * Measures one page: its JS (with every static import, transitively) and CSS, gzipped; all told,
 * with what it fetches once idle: `idleOnEveryPage` (the field measurement, which every page with
 * scripts loads after hydration); and with a form used, its `formPreloads` and what it imports on
 * the form's first use (`onFirstUse`) too.
 */
export function measurePage(
  clientDir: string,
  relativeFile: string,
  gzipSizeOf: (url: string) => number,
  idleOnEveryPage: readonly string[] = [],
  onFirstUse: readonly OnFirstUseScripts[] = [],
): RouteMeasurement {
  const html = readFileSync(join(clientDir, relativeFile), 'utf8')
  const assets = assetsOfPage(html)
  const scripts = withStaticImports(clientDir, assets.scripts, relativeFile)
  const idleEntries = assets.scripts.length > 0 ? idleOnEveryPage : []
  const idleScripts = [...withStaticImports(clientDir, idleEntries, relativeFile)].filter(
    (script) => !scripts.has(script),
  )
  const formEntries = [
    ...formPreloadsOf(html),
    ...onFirstUse.flatMap(({ isNeededBy, scripts }) => (isNeededBy(html) ? scripts : [])),
  ]
  const formScripts = [...withStaticImports(clientDir, formEntries, relativeFile)].filter(
    (script) => !scripts.has(script) && !idleScripts.includes(script),
  )
  const fonts = new Set(preloadedFontsOf(html))
  for (const style of assets.styles) {
    for (const font of fontsOfStylesheet(readFileSync(join(clientDir, style), 'utf8'), style))
      fonts.add(font)
  }
  const eager = eagerImagesOf(html)
  const sum = (urls: Iterable<string>) =>
    [...urls].reduce((total, url) => total + gzipSizeOf(url), 0)
  return {
    route: routeOf(relativeFile),
    scripts: [...scripts].sort(),
    styles: [...assets.styles].sort(),
    jsGzipBytes: sum(scripts),
    idleScripts: idleScripts.sort(),
    allToldGzipBytes: sum(scripts) + sum(idleScripts),
    formScripts: formScripts.sort(),
    withFormUsedGzipBytes: sum(scripts) + sum(idleScripts) + sum(formScripts),
    cssGzipBytes: sum(assets.styles),
    fonts: [...fonts].sort(),
    fontBytes: [...fonts].reduce((total, url) => total + statSync(join(clientDir, url)).size, 0),
    eagerImages: eager.length,
    unsizedImages: eager.filter((tag) => !hasSize(tag)),
  }
}

/** What a page imports on its form's first use (`ON_FIRST_USE`), as the URLs of its chunks. */
export interface OnFirstUseScripts {
  readonly isNeededBy: (html: string) => boolean
  readonly scripts: readonly string[]
}

/** `ON_FIRST_USE` in a build: read from its bundle stats, beside `client/` (none without them). */
export function onFirstUseOf(clientDir: string): OnFirstUseScripts[] {
  const statsFile = join(clientDir, '..', BUNDLE_STATS_FILE)
  if (!existsSync(statsFile)) return []
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BundleStats
  return ON_FIRST_USE.map(({ module, isNeededBy }) => ({
    isNeededBy,
    scripts: chunkGraphOf(module, stats, (file) => readFileSync(join(clientDir, file), 'utf8')),
  }))
}

/** Measures every prerendered route of a client build. */
export function measureBuild(
  clientDir: string,
  idleOnEveryPage: readonly string[] = [],
): RouteMeasurement[] {
  const onFirstUse = onFirstUseOf(clientDir)
  const sizes = new Map<string, number>()
  const gzipSizeOf = (url: string) => {
    let size = sizes.get(url)
    if (size === undefined) {
      size = gzipBytes(readFileSync(join(clientDir, url))).byteLength
      sizes.set(url, size)
    }
    return size
  }
  return prerenderedPages(clientDir).map((file) =>
    measurePage(clientDir, file, gzipSizeOf, idleOnEveryPage, onFirstUse),
  )
}

/** The routes over budget; an empty list passes. */
export function budgetBreaches(
  measurements: readonly RouteMeasurement[],
  limits: BudgetLimits = BUDGET,
): BudgetBreach[] {
  const breaches: BudgetBreach[] = []
  for (const page of measurements) {
    if (page.jsGzipBytes > limits.jsGzipBytes)
      breaches.push({
        route: page.route,
        reason: `JS ${kB(page.jsGzipBytes)} > ${kB(limits.jsGzipBytes)}`,
      })
    if (page.allToldGzipBytes > limits.allToldGzipBytes)
      breaches.push({
        route: page.route,
        reason: `JS all told ${kB(page.allToldGzipBytes)} > ${kB(limits.allToldGzipBytes)}`,
      })
    if (page.withFormUsedGzipBytes > limits.withFormUsedGzipBytes)
      breaches.push({
        route: page.route,
        reason: `JS with a form used ${kB(page.withFormUsedGzipBytes)} > ${kB(limits.withFormUsedGzipBytes)}`,
      })
    if (page.cssGzipBytes > limits.cssGzipBytes)
      breaches.push({
        route: page.route,
        reason: `CSS ${kB(page.cssGzipBytes)} > ${kB(limits.cssGzipBytes)}`,
      })
    if (page.fontBytes > limits.fontBytes)
      breaches.push({
        route: page.route,
        reason: `fonts ${kB(page.fontBytes)} > ${kB(limits.fontBytes)}`,
      })
    for (const tag of page.unsizedImages)
      breaches.push({
        route: page.route,
        reason: `image above the fold without width and height: ${tag}`,
      })
  }
  return breaches
}

/** Bytes as the table shows them: `121.4 kB`. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`
}

/** The per-route table, as Markdown so it pastes into a pull request. */
export function formatTable(
  measurements: readonly RouteMeasurement[],
  limits: BudgetLimits = BUDGET,
): string {
  const rows = measurements.map((page) => {
    const isOver =
      page.jsGzipBytes > limits.jsGzipBytes ||
      page.allToldGzipBytes > limits.allToldGzipBytes ||
      page.withFormUsedGzipBytes > limits.withFormUsedGzipBytes ||
      page.cssGzipBytes > limits.cssGzipBytes ||
      page.fontBytes > limits.fontBytes ||
      page.unsizedImages.length > 0
    const withForm = page.formScripts.length > 0 ? kB(page.withFormUsedGzipBytes) : '–'
    return `| ${page.route} | ${page.scripts.length} | ${kB(page.jsGzipBytes)} | ${kB(page.allToldGzipBytes)} | ${withForm} | ${kB(page.cssGzipBytes)} | ${page.fonts.length} | ${kB(page.fontBytes)} | ${page.eagerImages} | ${isOver ? 'OVER' : 'ok'} |`
  })
  return [
    `| route | JS files | JS gzip (max ${kB(limits.jsGzipBytes)}) | JS all told (max ${kB(limits.allToldGzipBytes)}) | with a form used (max ${kB(limits.withFormUsedGzipBytes)}) | CSS gzip (max ${kB(limits.cssGzipBytes)}) | font files | fonts (max ${kB(limits.fontBytes)}) | eager images | budget |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n')
}

/** The biggest modules across the given chunks, for the failure report. */
export function biggestModules(
  stats: BundleStats,
  chunkUrls: Iterable<string>,
  count = 15,
): Array<ModuleStat & { readonly chunk: string }> {
  const modules: Array<ModuleStat & { chunk: string }> = []
  for (const url of new Set(chunkUrls)) {
    const chunk = url.replace(/^\//, '')
    for (const module of stats[chunk] ?? []) modules.push({ ...module, chunk })
  }
  return modules.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, count)
}

function main(argv: readonly string[]): number {
  const clientDir = resolve(argv[0] ?? 'build/client')
  const statsFile = join(dirname(clientDir), BUNDLE_STATS_FILE)
  const stats = existsSync(statsFile)
    ? (JSON.parse(readFileSync(statsFile, 'utf8')) as BundleStats)
    : undefined
  const fieldChunk = stats ? fieldMeasurementChunk(stats) : undefined
  const measurements = measureBuild(clientDir, fieldChunk ? [fieldChunk] : [])
  console.log(`Bytes budget: ${measurements.length} prerendered routes in ${clientDir}\n`)
  console.log(formatTable(measurements))
  const breaches = budgetBreaches(measurements)
  const field = stats ? measureFieldMeasurement(clientDir, stats, measurements) : undefined
  if (!field) {
    breaches.push({ route: '(idle)', reason: 'the field-measurement chunk is not in the build' })
  } else {
    console.log(
      `\nField measurement and cookie banner, loaded once hydrated: ${kB(field.jsGzipBytes)} of JS (max ${kB(FIELD_MEASUREMENT_GZIP_BYTES)}) in ${field.scripts.join(', ')}`,
    )
    if (field.jsGzipBytes > FIELD_MEASUREMENT_GZIP_BYTES)
      breaches.push({
        route: '(idle)',
        reason: `field measurement ${kB(field.jsGzipBytes)} > ${kB(FIELD_MEASUREMENT_GZIP_BYTES)}`,
      })
    if (field.isInFirstLoad)
      breaches.push({ route: '(idle)', reason: 'the field measurement is in a first load' })
  }
  if (breaches.length === 0) {
    const heaviest = measurements.reduce((a, b) => (b.jsGzipBytes > a.jsGzipBytes ? b : a))
    const allTold = measurements.reduce((a, b) => (b.allToldGzipBytes > a.allToldGzipBytes ? b : a))
    const withForm = measurements.reduce((a, b) =>
      b.withFormUsedGzipBytes > a.withFormUsedGzipBytes ? b : a,
    )
    console.log(
      `\nWithin budget. Heaviest route: ${heaviest.route}, ${kB(heaviest.jsGzipBytes)} of JS; all told ${allTold.route}, ${kB(allTold.allToldGzipBytes)}; with a form used ${withForm.route}, ${kB(withForm.withFormUsedGzipBytes)}.`,
    )
    return 0
  }
  console.error(`\nOver budget:\n${breaches.map((b) => `  ${b.route}: ${b.reason}`).join('\n')}`)
  if (stats) {
    const overRoutes = new Set(breaches.map((breach) => breach.route))
    const chunks = measurements
      .filter((page) => overRoutes.has(page.route))
      .flatMap((page) => [...page.scripts, ...page.idleScripts, ...page.formScripts])
    console.error(
      '\nBiggest modules loaded by the routes over budget (share of their chunk, gzipped):',
    )
    for (const module of biggestModules(stats, chunks)) {
      console.error(`  ${kB(module.gzipBytes).padStart(9)}  ${module.id}  (${module.chunk})`)
    }
  }
  return 1
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
