// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  assetsOfPage,
  BUDGET,
  biggestModules,
  budgetBreaches,
  dynamicImportsOf,
  eagerImagesOf,
  formatTable,
  measureBuild,
  type RouteMeasurement,
  routeOf,
  staticImportsOf,
} from './check-budget'

const HYDRATION = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
</script>`

describe('assetsOfPage', () => {
  it('collects module scripts, modulepreloads, stylesheets and the hydration script imports', () => {
    const html = `<head><link rel="modulepreload" href="/assets/entry-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="https://fonts.example/x.css"/></head><body>${HYDRATION}<script type="module" src="/assets/extra-1.js"></script><script type="application/ld+json">{"a":"import \\"/nope.js\\""}</script></body>`
    expect(assetsOfPage(html)).toEqual({
      scripts: [
        '/assets/entry-1.js',
        '/assets/manifest-1.js',
        '/assets/root-1.js',
        '/assets/home-1.js',
        '/assets/extra-1.js',
      ],
      styles: ['/assets/root-1.css'],
    })
  })
})

describe('dynamicImportsOf', () => {
  it('finds the literal dynamic imports the deferred hydration script makes', () => {
    const code =
      'await import("/assets/manifest-1.js");\nconst route0 = await import("/assets/root-1.js");\nimport(name);'
    expect(dynamicImportsOf(code)).toEqual(['/assets/manifest-1.js', '/assets/root-1.js'])
  })
})

describe('staticImportsOf', () => {
  it('finds minified static imports and re-exports but not dynamic imports', () => {
    const code =
      'import{a as b}from"./dist-1.js";import"./side-1.js";export{c}from"./re-1.js";const d=()=>import("./lazy-1.js");'
    expect(staticImportsOf(code)).toEqual(['./dist-1.js', './side-1.js', './re-1.js'])
  })
})

describe('eagerImagesOf', () => {
  it('treats every image not marked lazy as above the fold', () => {
    const html =
      '<img src="/a.svg" loading="lazy"><img src="/b.svg" fetchpriority="high"><img src="/c.svg" loading="eager">'
    expect(eagerImagesOf(html)).toEqual([
      '<img src="/b.svg" fetchpriority="high">',
      '<img src="/c.svg" loading="eager">',
    ])
  })
})

describe('routeOf', () => {
  it('maps index files to route paths', () => {
    expect(routeOf('index.html')).toBe('/')
    expect(routeOf(join('insights', 'local-seo', 'index.html'))).toBe('/insights/local-seo')
  })
})

describe('measureBuild', () => {
  // A build's folder, as the web build writes it: `client/`, with the bundle stats beside it.
  let build: string
  let client: string
  beforeEach(() => {
    build = mkdtempSync(join(tmpdir(), 'hard-hat-budget-'))
    client = join(build, 'client')
    mkdirSync(join(client, 'assets'), { recursive: true })
    mkdirSync(join(client, 'contact'))
  })
  afterEach(() => rmSync(build, { recursive: true, force: true }))

  it('sums the gzipped JS a page loads, following static imports once, and its CSS', () => {
    const shared = `export const shared = ${JSON.stringify('x'.repeat(3000))};`
    writeFileSync(join(client, 'assets', 'manifest-1.js'), 'window.m=1')
    writeFileSync(join(client, 'assets', 'root-1.js'), 'import{shared}from"./shared-1.js";')
    writeFileSync(
      join(client, 'assets', 'home-1.js'),
      'import"./shared-1.js";import("./lazy-1.js")',
    )
    writeFileSync(join(client, 'assets', 'shared-1.js'), shared)
    writeFileSync(join(client, 'assets', 'lazy-1.js'), 'y'.repeat(50_000))
    writeFileSync(
      join(client, 'assets', 'root-1.css'),
      '@font-face{src:url(/assets/body-1.woff2) format("woff2")}@font-face{src:url("./head-1.woff2")}a{color:red}',
    )
    writeFileSync(join(client, 'assets', 'body-1.woff2'), Buffer.alloc(2_000))
    writeFileSync(join(client, 'assets', 'head-1.woff2'), Buffer.alloc(1_000))
    writeFileSync(
      join(client, 'index.html'),
      `<link rel="stylesheet" href="/assets/root-1.css"><link rel="preload" href="/assets/body-1.woff2" as="font" type="font/woff2" crossorigin>${HYDRATION}<img src="/hero.svg" alt="">`,
    )
    writeFileSync(
      join(client, 'contact', 'index.html'),
      '<script type="module" src="/assets/manifest-1.js"></script><img src="/a.svg" width="10" height="5" alt="">',
    )
    const [home, contact] = measureBuild(client)
    expect(home?.route).toBe('/')
    expect(home?.scripts).toEqual([
      '/assets/home-1.js',
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/shared-1.js',
    ])
    expect(home?.jsGzipBytes).toBeGreaterThan(40)
    expect(home?.jsGzipBytes).toBeLessThan(400)
    expect(home?.cssGzipBytes).toBeGreaterThan(0)
    // A font preloaded and named by the stylesheet counts once, at its size as served.
    expect(home?.fonts).toEqual(['/assets/body-1.woff2', '/assets/head-1.woff2'])
    expect(home?.fontBytes).toBe(3_000)
    expect(home?.unsizedImages).toEqual(['<img src="/hero.svg" alt="">'])
    expect(contact?.route).toBe('/contact')
    expect(contact?.unsizedImages).toEqual([])
    expect(contact?.eagerImages).toBe(1)
  })

  it('counts all told what a page fetches once idle (the scripts every page loads), and apart what the first use of its form fetches', () => {
    writeFileSync(join(client, 'assets', 'root-1.js'), 'import"./shared-1.js";')
    writeFileSync(join(client, 'assets', 'shared-1.js'), 'x'.repeat(500))
    writeFileSync(
      join(client, 'assets', 'runtime-1.js'),
      `import"./shared-1.js";${'r'.repeat(5_000)}`,
    )
    writeFileSync(join(client, 'assets', 'field-1.js'), 'f'.repeat(5_000))
    writeFileSync(
      join(client, 'contact', 'index.html'),
      '<script type="module" async="">const formPreloads = ["/assets/runtime-1.js"];\nimport "/assets/root-1.js";</script>',
    )
    writeFileSync(join(client, 'index.html'), '<p>No scripts here</p>')
    const [home, contact] = measureBuild(client, ['/assets/field-1.js'])
    // A page without scripts never hydrates, so it loads nothing at idle either.
    expect(home?.idleScripts).toEqual([])
    expect(home?.allToldGzipBytes).toBe(0)
    expect(home?.formScripts).toEqual([])
    // What the first load already fetched counts once.
    expect(contact?.scripts).toEqual(['/assets/root-1.js', '/assets/shared-1.js'])
    expect(contact?.idleScripts).toEqual(['/assets/field-1.js'])
    expect(contact?.formScripts).toEqual(['/assets/runtime-1.js'])
    expect(contact?.allToldGzipBytes).toBeGreaterThan(contact?.jsGzipBytes ?? 0)
    expect(contact?.withFormUsedGzipBytes).toBeGreaterThan(contact?.allToldGzipBytes ?? 0)
  })

  it('counts with a form used, not all told, the code a page imports on a form’s or the quote builder’s first use', () => {
    writeFileSync(join(client, 'assets', 'root-1.js'), 'import"./shared-1.js";')
    writeFileSync(join(client, 'assets', 'shared-1.js'), 'x'.repeat(500))
    writeFileSync(join(client, 'assets', 'form-1.js'), `import"./shared-1.js";${'d'.repeat(3_000)}`)
    writeFileSync(
      join(client, 'assets', 'builder-1.js'),
      `import"./form-1.js";${'b'.repeat(3_000)}`,
    )
    writeFileSync(
      join(build, 'bundle-stats.json'),
      JSON.stringify({
        'assets/form-1.js': [
          { id: 'app/components/form/drawn-form.tsx', renderedBytes: 3_000, gzipBytes: 40 },
        ],
        'assets/builder-1.js': [
          {
            id: 'app/components/quote-builder/whole-builder.tsx',
            renderedBytes: 3_000,
            gzipBytes: 40,
          },
        ],
      }),
    )
    mkdirSync(join(client, 'boutique-pricing'))
    writeFileSync(
      join(client, 'boutique-pricing', 'index.html'),
      '<script type="module" async="">import "/assets/root-1.js";</script><div data-calculator-bar=""></div>',
    )
    writeFileSync(
      join(client, 'contact', 'index.html'),
      '<script type="module" async="">import "/assets/root-1.js";</script><div data-hydrates-on-use="form" class="contents"><form method="post"></form></div>',
    )
    writeFileSync(join(client, 'index.html'), '<p>No form here</p>')
    const measured = measureBuild(client)
    const contact = measured.find((page) => page.route === '/contact')
    expect(contact?.scripts).toEqual(['/assets/root-1.js', '/assets/shared-1.js'])
    expect(contact?.formScripts).toEqual(['/assets/form-1.js'])
    expect(contact?.withFormUsedGzipBytes).toBeGreaterThan(contact?.allToldGzipBytes ?? 0)
    // The quote builder's code, with what it imports that the page has not loaded.
    expect(measured.find((page) => page.route === '/boutique-pricing')?.formScripts).toEqual([
      '/assets/builder-1.js',
      '/assets/form-1.js',
    ])
    // A page without such a form imports nothing on a first use.
    expect(measured.find((page) => page.route === '/')?.formScripts).toEqual([])
  })

  it('fails loudly when a page loads a file missing from the build', () => {
    writeFileSync(
      join(client, 'index.html'),
      '<script type="module" src="/assets/gone.js"></script>',
    )
    expect(() => measureBuild(client)).toThrow(/loads \/assets\/gone\.js/)
  })
})

const page = (overrides: Partial<RouteMeasurement>): RouteMeasurement => ({
  route: '/',
  scripts: ['/assets/a.js'],
  styles: [],
  jsGzipBytes: 100_000,
  idleScripts: [],
  allToldGzipBytes: 100_000,
  formScripts: [],
  withFormUsedGzipBytes: 100_000,
  cssGzipBytes: 5_000,
  fonts: ['/assets/a.woff2'],
  fontBytes: 40_000,
  eagerImages: 0,
  unsizedImages: [],
  ...overrides,
})

describe('budgetBreaches', () => {
  it('passes pages at the limits and names each breach past them', () => {
    expect(
      budgetBreaches([
        page({
          jsGzipBytes: BUDGET.jsGzipBytes,
          allToldGzipBytes: BUDGET.allToldGzipBytes,
          withFormUsedGzipBytes: BUDGET.withFormUsedGzipBytes,
          cssGzipBytes: BUDGET.cssGzipBytes,
          fontBytes: BUDGET.fontBytes,
        }),
      ]),
    ).toEqual([])
    const breaches = budgetBreaches([
      page({
        route: '/heavy',
        jsGzipBytes: BUDGET.jsGzipBytes + 1,
        allToldGzipBytes: BUDGET.jsGzipBytes + 1,
        withFormUsedGzipBytes: BUDGET.jsGzipBytes + 1,
      }),
      page({
        route: '/idle-heavy',
        allToldGzipBytes: BUDGET.allToldGzipBytes + 1,
        withFormUsedGzipBytes: BUDGET.allToldGzipBytes + 1,
      }),
      page({ route: '/form-heavy', withFormUsedGzipBytes: BUDGET.withFormUsedGzipBytes + 1 }),
      page({ route: '/styled', cssGzipBytes: 20_001 }),
      page({ route: '/shifty', unsizedImages: ['<img src="/x.svg">'] }),
      page({ route: '/lettered', fontBytes: BUDGET.fontBytes + 1 }),
    ])
    expect(breaches.map((breach) => breach.route)).toEqual([
      '/heavy',
      '/idle-heavy',
      '/form-heavy',
      '/styled',
      '/shifty',
      '/lettered',
    ])
    expect(breaches[0]?.reason).toBe('JS 139.0 kB > 139.0 kB')
    expect(breaches[1]?.reason).toMatch(/^JS all told /)
    expect(breaches[2]?.reason).toMatch(/^JS with a form used /)
    expect(breaches[4]?.reason).toContain('without width and height')
    expect(breaches[5]?.reason).toBe('fonts 72.0 kB > 72.0 kB')
  })
})

describe('formatTable', () => {
  it('prints one row per route and marks the ones over budget', () => {
    const table = formatTable([
      page({}),
      page({ route: '/heavy', allToldGzipBytes: 999_000 }),
      page({
        route: '/contact',
        formScripts: ['/assets/runtime-1.js'],
        withFormUsedGzipBytes: 140_000,
      }),
    ])
    const lines = table.split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[2]).toBe('| / | 1 | 100.0 kB | 100.0 kB | – | 5.0 kB | 1 | 40.0 kB | 0 | ok |')
    expect(lines[3]).toBe(
      '| /heavy | 1 | 100.0 kB | 999.0 kB | – | 5.0 kB | 1 | 40.0 kB | 0 | OVER |',
    )
    expect(lines[4]).toBe(
      '| /contact | 1 | 100.0 kB | 100.0 kB | 140.0 kB | 5.0 kB | 1 | 40.0 kB | 0 | ok |',
    )
  })
})

describe('biggestModules', () => {
  it('ranks the modules of the given chunks by gzipped share, each chunk counted once', () => {
    const stats = {
      'assets/a.js': [
        { id: 'react-dom/client.js', renderedBytes: 900, gzipBytes: 60_000 },
        { id: 'app/root.tsx', renderedBytes: 10, gzipBytes: 300 },
      ],
      'assets/b.js': [{ id: 'zod/v4/core/schemas.js', renderedBytes: 100, gzipBytes: 9_000 }],
      'assets/c.js': [{ id: 'never-loaded.js', renderedBytes: 100, gzipBytes: 99_000 }],
    }
    const biggest = biggestModules(stats, ['/assets/a.js', '/assets/b.js', '/assets/a.js'], 2)
    expect(biggest.map((module) => module.id)).toEqual([
      'react-dom/client.js',
      'zod/v4/core/schemas.js',
    ])
    expect(biggest[1]?.chunk).toBe('assets/b.js')
  })
})
