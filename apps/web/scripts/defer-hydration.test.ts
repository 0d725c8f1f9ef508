// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assetsOfPage } from './check-budget'
import { chunkGraphOf, deferHydration, FORM_PRELOADS } from './defer-hydration'

const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/><title>Home</title></head><body><img src="/hero.webp"/><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-1.js");</script></body></html>`

describe('deferHydration', () => {
  const deferred = deferHydration(PAGE)

  it('leaves no module preload in the head to compete with the first paint', () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/)
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>')
  })

  it('starts the modules only after the load event and the first contentful paint, then fetches them all at once', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? ''
    const lines = script.split('\n')
    expect(lines[0]).toContain("addEventListener('load'")
    expect(lines[1]).toContain("getEntriesByName('first-contentful-paint')")
    expect(lines[1]).toContain("observe({ type: 'paint', buffered: true })")
    expect(lines[2]).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-1.js","/assets/root-1.js","/assets/home-1.js"]',
    )
    expect(script).not.toMatch(/^import /m)
  })

  it('keeps the imports in their order, so the root runs before the route and the entry last', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? ''
    const order = [...script.matchAll(/import\("([^"]+)"\)/g)].map(([, url]) => url)
    expect(order).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/home-1.js',
      '/assets/entry.client-1.js',
    ])
    expect(script).toContain('const route0 = await import("/assets/root-1.js"); await nextTask();')
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    )
  })

  it('still shows the bytes budget every module the page loads', () => {
    expect([...assetsOfPage(deferred).scripts].sort()).toEqual(
      [...assetsOfPage(PAGE).scripts].sort(),
    )
  })

  it('leaves a page without scripts alone and refuses output it does not recognise', () => {
    expect(deferHydration('<html><body>Plain</body></html>')).toBe(
      '<html><body>Plain</body></html>',
    )
    expect(() =>
      deferHydration('<link rel="modulepreload" href="/assets/a.js"/>', 'odd.html'),
    ).toThrow(/odd\.html has 0 hydration scripts/)
  })
})

describe("the form's preloads on its first use", () => {
  const FORM_RUNTIME = ['/assets/form-runtime-1.js', '/assets/zod-1.js', '/assets/root-1.js']
  const deferred = deferHydration(PAGE, 'index.html', FORM_RUNTIME)
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? ''

  it('fetches the lazy modules a page needs on the first focus, press or input in one of its forms, leaving out what it loads already', () => {
    const preloads = script.indexOf(
      'const formPreloads = ["/assets/form-runtime-1.js","/assets/zod-1.js"];',
    )
    // Listening before the script waits for the load event: a focus before hydration counts.
    expect(preloads).toBe(0)
    expect(script.indexOf("addEventListener('load'")).toBeGreaterThan(preloads)
    expect(script).toContain("const formEvents = ['focusin', 'pointerdown', 'input'];")
    expect(script).toContain("closest('form')")
    expect(script).toContain('input[name="formId"]')
    expect(script).not.toContain('requestIdleCallback')
    // As the module script fetches them (CORS, same-origin credentials), or the import refetches.
    expect(script).toContain("rel: 'prefetch', href, crossOrigin: 'anonymous'")
  })

  it('keeps them out of the head and out of the bytes a page loads before it is interactive', () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/)
    expect([...assetsOfPage(deferred).scripts].sort()).toEqual(
      [...assetsOfPage(PAGE).scripts].sort(),
    )
  })

  it('adds nothing to a page that needs no lazy module', () => {
    expect(deferHydration(PAGE, 'index.html', [])).toBe(deferHydration(PAGE))
    expect(deferHydration(PAGE)).not.toContain('formPreloads')
  })
})

describe('chunkGraphOf', () => {
  const stats = {
    'assets/form-runtime-1.js': [{ id: 'app/lib/form-runtime.ts', renderedBytes: 1, gzipBytes: 1 }],
    'assets/shell-1.js': [{ id: 'app/components/shell.tsx', renderedBytes: 1, gzipBytes: 1 }],
  }
  const chunks: Record<string, string> = {
    'assets/form-runtime-1.js':
      'import{a as e}from"./shell-1.js";import{b}from"./zod-1.js";export{e}',
    'assets/shell-1.js': 'import{c}from"./zod-1.js";export const a=1',
    'assets/zod-1.js': 'export const b=1,c=2',
  }

  it("names the module's chunk and every chunk it imports, once each", () => {
    expect(
      chunkGraphOf('app/lib/form-runtime.ts', stats, (file) => chunks[file] ?? '').sort(),
    ).toEqual(['/assets/form-runtime-1.js', '/assets/shell-1.js', '/assets/zod-1.js'])
  })

  it('refuses a module no chunk holds', () => {
    expect(() => chunkGraphOf('app/lib/gone.ts', stats, () => '')).toThrow(/no chunk holds/)
  })
})

describe('FORM_PRELOADS', () => {
  it("preloads the forms runtime on a page with one of the site's forms, and only there", () => {
    const [forms] = FORM_PRELOADS
    expect(forms?.module).toBe('app/lib/form-runtime.ts')
    expect(
      forms?.isNeededBy(
        '<form method="post"><input type="hidden" name="formId" value="contact"/></form>',
      ),
    ).toBe(true)
    expect(forms?.isNeededBy('<form role="search"><input name="q"/></form>')).toBe(false)
  })
})
